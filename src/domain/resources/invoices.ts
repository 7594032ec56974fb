import { amountColumn } from './contracts'
import { choiceField, createTimeField, dateField, dictField, lookupField, remarkField } from './fields'
import { CUSTOMER_DOCUMENT_SCOPE } from './scopes'
import { defineResource } from './types'

/** An invoice is issued; a red letter voids it (and is itself listed, negative). */
export const INVOICE_STATES = [
  { value: '100', label: { zh: '已开具', en: 'Issued' } },
  { value: '200', label: { zh: '已红冲', en: 'Voided' } },
  { value: '300', label: { zh: '红字发票', en: 'Red-letter' } },
] as const

/**
 * Invoices (发票) issued for settled orders of one customer, and the red-letter invoices that void wrong ones.
 * The list and export come from the engine; issuing, voiding and the PDF are the billing module's
 * (server/modules/billing/invoices).
 */
export const invoices = defineResource({
  code: 'invoice',
  label: { zh: '发票', en: 'Invoices' },
  table: 'invoice',
  base: '/api/hm-finance/invoice',
  permission: 'invoice',
  titleField: 'invoiceNo',
  owner: 'module',
  dataScope: CUSTOMER_DOCUMENT_SCOPE,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    {
      name: 'invoiceNo',
      label: { zh: '发票号码', en: 'Invoice no.' },
      type: 'input',
      data: 'text',
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 140,
    },
    dateField({
      name: 'issuedOn',
      label: { zh: '开票日期', en: 'Issued on' },
      form: false,
      sortable: true,
      width: 110,
    }),
    dictField('INVOICE_TYPE', {
      name: 'kind',
      label: { zh: '发票类型', en: 'Type' },
      data: 'int',
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 100,
    }),
    lookupField('crm_customer', { name: 'customerId', label: { zh: '客户', en: 'Customer' }, form: false }),
    {
      name: 'buyerName',
      label: { zh: '购买方', en: 'Buyer' },
      type: 'input',
      data: 'text',
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 200,
    },
    {
      name: 'buyerTaxNo',
      label: { zh: '纳税人识别号', en: 'Taxpayer no.' },
      type: 'input',
      data: 'text',
      form: false,
      width: 170,
      hidden: true,
    },
    amountColumn('net', '金额(元)', 'Net (CNY)'),
    amountColumn('tax', '税额(元)', 'Tax (CNY)'),
    amountColumn('total', '价税合计(元)', 'Total (CNY)'),
    choiceField(INVOICE_STATES, {
      name: 'status',
      label: { zh: '状态', en: 'Status' },
      data: 'int',
      form: false,
      sortable: true,
      width: 90,
    }),
    {
      name: 'code',
      label: { zh: '登记号', en: 'Reference' },
      type: 'input',
      data: 'text',
      form: false,
      sortable: true,
      width: 150,
      hidden: true,
    },
    remarkField({ maxLength: 500, hidden: true }),
    createTimeField,
  ],
})
