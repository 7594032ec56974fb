/**
 * What people read when a contract or an order's charge is refused, in both languages (the server answers
 * them as domain messages; the forms show the same text under the field).
 */
export const CONTRACT_MESSAGES = {
  'contract.validityOrder': {
    zh: '截止日期不能早于生效日期',
    en: 'The end date cannot be before the start date',
  },
  'contract.discountRequired': {
    zh: '折扣合同请填写0至100之间的折扣百分比',
    en: 'A discount contract needs a percentage from 0 to 100',
  },
  'contract.packageSumRequired': {
    zh: '包干合同请填写包干金额',
    en: 'A package contract needs its fixed sum',
  },
  'contract.linesRequired': {
    zh: '清单合同请至少添加一个项目',
    en: 'A list contract needs at least one item',
  },
  'contract.lineInspectionType': { zh: '请选择检验类型', en: 'Choose the inspection type' },
  'contract.customerRequired': {
    zh: '请选择已登记的客户',
    en: 'Choose a registered customer',
  },
  'contract.termsFixed': {
    zh: '合同已被委托单使用，类型、折扣、包干金额、客户和项目不能再修改',
    en: 'Orders name this contract: its type, discount, package sum, customer and items can no longer change',
  },
  'contract.terminatedEdit': {
    zh: '合同已终止，不能修改',
    en: 'The contract is terminated: it can no longer change',
  },
  'contract.inUse': {
    zh: '合同已被委托单使用，不能删除',
    en: 'Orders name this contract: it cannot be removed',
  },
  'contract.otherCustomer': {
    zh: '所选合同不属于该委托单位',
    en: 'The contract chosen is another customer’s',
  },
  'contract.quoteNotReviewed': {
    zh: '报价单尚未审核通过，不能生成合同',
    en: 'The quote is not reviewed yet: no contract can be made from it',
  },
  'contract.quoteUnusable': {
    zh: '报价单已失效，不能生成合同',
    en: 'The quote can no longer be used: no contract can be made from it',
  },
  'contract.quoteProspect': {
    zh: '该报价单的客户尚未登记，请先登记客户后再生成合同',
    en: 'The quote’s customer is not registered: register the customer first, then make the contract',
  },
  'charge.billClosed': {
    zh: '账单已结算，不能再修改收费',
    en: 'The bill is settled: its charges can no longer change',
  },
  'charge.reductionPercent': {
    zh: '请输入0至100之间的百分比,最多两位小数',
    en: 'Enter a percentage from 0 to 100 with at most two decimals',
  },
  'charge.reductionTypeRequired': { zh: '请选择减免类型', en: 'Choose the kind of fee reduction' },
  'charge.itemCancelled': {
    zh: '该检测项目已取消，不收费',
    en: 'The test item is cancelled and charges nothing',
  },
} as const satisfies Record<string, { zh: string; en: string }>

export type ContractMessageCode = keyof typeof CONTRACT_MESSAGES
