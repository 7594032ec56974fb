import type { PaymentProblem } from './settlement'
import type { PricingProblem } from './quoteTotals'

type Messages = Record<PaymentProblem | PricingProblem['code'], { zh: string; en: string }>

/**
 * What people read when billing input is refused, in both languages (the server answers them as domain
 * messages, the forms show the same text under the field). The amount's text is the spec's.
 */
export const BILLING_MESSAGES = {
  'billing.amountInvalid': { zh: '请输入数字,可带两位小数', en: 'Enter a number with at most two decimals' },
  'billing.quantityInvalid': {
    zh: '数量须为1至1000000的整数',
    en: 'The quantity must be a whole number from 1 to 1,000,000',
  },
  'billing.percentInvalid': {
    zh: '请输入0至100之间的百分比,最多两位小数',
    en: 'Enter a percentage from 0 to 100 with at most two decimals',
  },
  'billing.discountTypeRequired': { zh: '请选择优惠类型', en: 'Choose the kind of discount' },
  'billing.reductionTypeRequired': { zh: '请选择减免类型', en: 'Choose the kind of fee reduction' },
  'billing.dictionaryValue': {
    zh: '所选项不在字典中，请重新选择',
    en: 'The value chosen is not in its dictionary: choose again',
  },
  'billing.chargeStandardMissing': {
    zh: '收费标准不存在或已被删除',
    en: 'The charge standard does not exist or has been removed',
  },
  'billing.linesRequired': { zh: '请至少添加一个报价项目', en: 'Add at least one line' },
  'quote.notEditable': {
    zh: '报价单已提交审核，不能修改或删除',
    en: 'The quote has been sent for review: it can no longer be changed or removed',
  },
  'payment.sameAsRecorder': {
    zh: '收款须由登记人以外的人员确认',
    en: 'A payment is confirmed by someone other than the person who recorded it',
  },
  'payment.confirmed': { zh: '该收款已确认', en: 'The payment is already confirmed' },
  'payment.chargeTypeInvalid': { zh: '请选择收费方式', en: 'Choose how it was paid' },
  'payment.amountInvalid': { zh: '收款金额不能为0', en: 'The amount cannot be zero' },
  'payment.overBalance': {
    zh: '收款金额超过未收余额',
    en: 'The amount is more than the balance still due',
  },
  'payment.refundOverPaid': { zh: '退款金额超过已收金额', en: 'The refund is more than was paid' },
  'payment.reasonRequired': { zh: '退款请填写原因', en: 'Give the reason for the refund' },
  'payment.notSettled': {
    zh: '账单尚未结算,不能收款',
    en: 'The bill is not settled yet: no payment can be recorded',
  },
} as const satisfies Messages & Record<string, { zh: string; en: string }>

export type BillingMessageCode = keyof typeof BILLING_MESSAGES
