/**
 * Why the workflow refuses an action: one code per rule, with the message people read. Chinese is the
 * product's language and the source; English follows it. The server answers a refusal through its catalog
 * entry 'domain.message' (the {zh, en} pair of the code, in the request's language, with the code in
 * `data.refusal`), as it does every domain message. No parameters in the texts: a refusal names the rule, the
 * screen around it names the record.
 */
export const REFUSALS = {
  // Any machine.
  'workflow.notAllowed': {
    zh: '当前状态不允许此操作',
    en: 'This action is not allowed in the current state',
  },
  'workflow.reasonRequired': { zh: '请填写原因', en: 'Give a reason' },
  'workflow.managerOnly': { zh: '仅限管理人员操作', en: 'Only a manager may do this' },
  'workflow.orderVoided': { zh: '委托单已作废', en: 'The order is voided' },

  // Order.
  'order.customerRequired': { zh: '请选择客户', en: 'Choose a customer' },
  'order.samplesRequired': { zh: '请至少添加一个样品', en: 'Add at least one sample' },
  'order.itemsRequired': {
    zh: '每个样品至少需要一个检测项目',
    en: 'Every sample needs at least one test item',
  },
  'order.itemLocked': {
    zh: '已有检测项目锁定结果，不能作废',
    en: 'Results of a test item are locked: the order cannot be voided',
  },
  'order.reportIssued': {
    zh: '已有报告签发，不能作废',
    en: 'A report has been issued: the order cannot be voided',
  },
  'order.reportsNotDone': { zh: '报告尚未全部完成', en: 'Not all of the order’s reports are done' },
  'order.reportsAllDone': { zh: '报告均已完成', en: 'All of the order’s reports are done' },

  // Sample.
  'sample.receiptTimeRequired': { zh: '请填写收样时间', en: 'Enter the time of receipt' },
  'sample.conditionRequired': { zh: '请填写样品状况', en: 'Describe the condition of the sample' },
  'sample.testingNotStarted': {
    zh: '样品尚无检测项目开始检测',
    en: 'No test item of the sample has started',
  },
  'sample.itemsNotDone': {
    zh: '样品的检测项目尚未全部完成',
    en: 'Not all test items of the sample are done',
  },
  'sample.retentionRequired': {
    zh: '请登记样品退还或处置信息',
    en: 'Record how and when the sample was returned or disposed of',
  },

  // Test item.
  'item.orderNotReleased': { zh: '委托单未处于检测中', en: 'The order is not in testing' },
  'item.sampleNotReceived': { zh: '样品尚未收样', en: 'The sample has not been received' },
  'item.groupRequired': { zh: '请选择检测部门或班组', en: 'Choose a department or group' },
  'item.testerRequired': { zh: '请选择检测人员', en: 'Choose a tester' },
  'item.notAuthorised': {
    zh: '该检测人员未获得此项目的能力授权',
    en: 'The tester holds no authorisation for this item',
  },
  'item.notTester': { zh: '仅限本项目的检测人员操作', en: 'Only the item’s tester may do this' },
  'item.resultsIncomplete': { zh: '检测结果未填写完整', en: 'The results are incomplete' },
  'item.conditionsRequired': {
    zh: '请填写检定/校准依据和环境条件（温度、相对湿度）',
    en: 'Record the method reference and the environment conditions (temperature, relative humidity)',
  },
  'item.devicesRequired': {
    zh: '请登记所用的标准器具',
    en: 'Record the standard devices used',
  },
  'item.sameAsTester': {
    zh: '不能确认或复核自己的检测结果',
    en: 'You cannot confirm or review your own results',
  },
  'item.sameAsConfirmer': {
    zh: '复核人不能与确认人相同',
    en: 'The reviewer must not be the person who confirmed',
  },

  // Report.
  'report.itemsNotDone': {
    zh: '报告的检测项目尚未全部完成',
    en: 'Not all test items of the report are done',
  },
  'report.unpaid': {
    zh: '该委托单尚未付款或担保，本实验室规定付款或担保后方可交付证书',
    en: 'The order is neither paid nor guaranteed: this lab delivers certificates only after payment or a guarantee',
  },
  'report.notDrafter': { zh: '仅限报告编制人提交', en: 'Only the report’s drafter may submit it' },
  'report.sameAsDrafter': {
    zh: '编制人不能审核或批准自己的报告',
    en: 'The drafter cannot audit or approve their own report',
  },
  'report.sameAsAuditor': {
    zh: '批准人不能与审核人相同',
    en: 'The approver must not be the auditor',
  },

  // Quote review.
  'quote.notAuthor': { zh: '仅限报价单编制人操作', en: 'Only the quote’s author may do this' },
  'quote.sameAsAuthor': {
    zh: '编制人不能审核自己的报价单',
    en: 'The author cannot review their own quote',
  },
  'quote.linesRequired': { zh: '请至少添加一个报价项目', en: 'Add at least one line to the quote' },

  // Bills and payments.
  'bill.hasPayments': {
    zh: '已有收款记录，不能撤销结算',
    en: 'Payments are recorded: the settlement cannot be undone',
  },
  'bill.notCovered': { zh: '收款金额不足', en: 'The payments do not cover the bill' },
  'bill.covered': { zh: '收款金额已足额', en: 'The payments cover the bill' },
} as const satisfies Record<string, { zh: string; en: string }>

export type RefusalCode = keyof typeof REFUSALS
