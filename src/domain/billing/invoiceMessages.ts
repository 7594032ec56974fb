import { VALIDATION_MESSAGES } from '../validation'

/**
 * What people read when an invoice is refused, in both languages: the server answers them as domain messages
 * and the dialog shows the same text under the field. The credit code's text is the spec's (§5).
 */
export const INVOICE_MESSAGES = {
  'invoice.customerRequired': { zh: '请选择客户', en: 'Choose a customer' },
  'invoice.ordersRequired': { zh: '请至少选择一个委托单', en: 'Choose at least one order' },
  'invoice.orderMissing': {
    zh: '委托单不存在或已被删除',
    en: 'The order does not exist or has been removed',
  },
  'invoice.oneCustomer': {
    zh: '一张发票只能开具同一客户的委托单',
    en: 'One invoice covers orders of one customer only',
  },
  'invoice.orderNotSettled': {
    zh: '委托单尚未结算,不能开票',
    en: 'The order is not settled yet: it cannot be invoiced',
  },
  'invoice.orderInvoiced': { zh: '委托单已开具发票', en: 'The order is already invoiced' },
  'invoice.kindInvalid': { zh: '请选择发票类型', en: 'Choose the type of invoice' },
  'invoice.buyerNameRequired': { zh: '请填写购买方名称', en: 'Enter the buyer’s name' },
  'invoice.taxNoRequired': {
    zh: '专用发票须填写统一社会信用代码',
    en: 'A special invoice needs the buyer’s unified social credit code',
  },
  'invoice.taxNoInvalid': {
    zh: VALIDATION_MESSAGES.creditCode,
    en: 'The unified social credit code is not valid',
  },
  'invoice.addressRequired': {
    zh: '专用发票须填写购买方地址',
    en: 'A special invoice needs the buyer’s address',
  },
  'invoice.phoneRequired': {
    zh: '专用发票须填写购买方电话',
    en: 'A special invoice needs the buyer’s telephone',
  },
  'invoice.bankRequired': {
    zh: '专用发票须填写开户银行',
    en: 'A special invoice needs the buyer’s bank',
  },
  'invoice.accountRequired': {
    zh: '专用发票须填写银行账号',
    en: 'A special invoice needs the buyer’s bank account',
  },
  'invoice.accountInvalid': {
    zh: '银行账号须为8至32位数字',
    en: 'The bank account is 8 to 32 digits',
  },
  'invoice.numberRequired': { zh: '请填写发票号码', en: 'Enter the invoice number' },
  'invoice.numberInvalid': {
    zh: '发票号码只能为字母和数字,最多32位',
    en: 'The invoice number is letters and digits, at most 32',
  },
  'invoice.numberTaken': { zh: '发票号码已存在', en: 'This invoice number is already recorded' },
  'invoice.dateRequired': { zh: '请填写开票日期', en: 'Enter the date of issue' },
  'invoice.dateInFuture': { zh: '开票日期不能晚于今天', en: 'The date of issue cannot be after today' },
  'invoice.dateBeforeOriginal': {
    zh: '红字发票日期不能早于原发票日期',
    en: 'A red-letter invoice cannot be dated before the invoice it voids',
  },
  'invoice.taxRateInvalid': {
    zh: '请输入0至100之间的税率,最多两位小数',
    en: 'Enter a tax rate from 0 to 100 with at most two decimals',
  },
} as const satisfies Record<string, { zh: string; en: string }>

export type InvoiceMessageCode = keyof typeof INVOICE_MESSAGES
