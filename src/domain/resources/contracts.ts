import { choiceField, createTimeField, dateField, dictField, lookupField, remarkField } from './fields'
import { CUSTOMER_DOCUMENT_SCOPE } from './scopes'
import { defineResource } from './types'

/** A contract in force takes new orders (within its dates and ceiling); a terminated one takes none. */
export const CONTRACT_STATES = [
  { value: '100', label: { zh: '执行中', en: 'In force' } },
  { value: '200', label: { zh: '已终止', en: 'Terminated' } },
] as const

/** A money column of a finance list: summed in the list's totals row and in the export. */
export const amountColumn = (name: string, zh: string, en: string) => ({
  name,
  label: { zh, en },
  type: 'inputTwo' as const,
  data: 'decimal' as const,
  form: false,
  sortable: true,
  total: true,
  width: 130,
})

/**
 * Contracts (合同): the terms an order names to be priced by (a list of agreed prices, a discount off the
 * standard prices, or a package). The list and export come from the engine; the form with its lines, the
 * validity and ceiling checks and the PDF are the billing module's (server/modules/billing/contracts).
 */
export const contracts = defineResource({
  code: 'contract',
  label: { zh: '合同', en: 'Contracts' },
  table: 'contract',
  base: '/api/hm-finance/contract',
  permission: 'contract',
  titleField: 'code',
  owner: 'module',
  dataScope: CUSTOMER_DOCUMENT_SCOPE,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    {
      name: 'code',
      label: { zh: '合同编号', en: 'Contract no.' },
      type: 'input',
      data: 'text',
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 150,
    },
    {
      name: 'name',
      label: { zh: '合同名称', en: 'Title' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 200,
      sortable: true,
      searchByDefault: true,
      width: 200,
    },
    lookupField('crm_customer', {
      name: 'customerId',
      label: { zh: '客户', en: 'Customer' },
      required: true,
    }),
    {
      name: 'customerName',
      label: { zh: '客户名称', en: 'Customer name' },
      type: 'input',
      data: 'text',
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 200,
    },
    dictField('contract_type', {
      name: 'kind',
      label: { zh: '合同类型', en: 'Type' },
      data: 'int',
      required: true,
      sortable: true,
      width: 100,
    }),
    dateField({ name: 'validFrom', label: { zh: '生效日期', en: 'Valid from' }, sortable: true, width: 110 }),
    dateField({
      name: 'validUntil',
      label: { zh: '截止日期', en: 'Valid until' },
      sortable: true,
      width: 110,
    }),
    amountColumn('ceiling', '合同限额(元)', 'Ceiling (CNY)'),
    amountColumn('used', '已用金额(元)', 'Used (CNY)'),
    choiceField(CONTRACT_STATES, {
      name: 'status',
      label: { zh: '合同状态', en: 'Status' },
      data: 'int',
      form: false,
      sortable: true,
      width: 90,
    }),
    remarkField({ maxLength: 500, hidden: true }),
    createTimeField,
  ],
})
