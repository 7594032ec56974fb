import { createTimeField, dateField, dictField, lookupField, phoneField, remarkField } from './fields'
import { CUSTOMER_DOCUMENT_SCOPE, ORDER_DATA_SCOPE } from './scopes'
import { defineResource } from './types'

/*
 * Quotes (报价单): what the lab offers for a set of instruments, priced from its charge standards and reviewed
 * by someone other than its author before it is used. The list and its export come from the engine; the
 * form with its lines, the review steps and the PDF are the billing module's (server/modules/billing/quotes).
 */
export const quotes = defineResource({
  code: 'quote',
  label: { zh: '报价单', en: 'Quotes' },
  table: 'quote',
  base: '/api/hm-finance/quote',
  permission: 'quote',
  titleField: 'code',
  owner: 'module',
  dataScope: CUSTOMER_DOCUMENT_SCOPE,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    {
      name: 'code',
      label: { zh: '报价单号', en: 'Quote no.' },
      type: 'input',
      data: 'text',
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 150,
    },
    lookupField('crm_customer', {
      name: 'customerId',
      label: { zh: '客户', en: 'Customer' },
    }),
    {
      name: 'customerName',
      label: { zh: '客户名称', en: 'Customer name' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 200,
      sortable: true,
      searchByDefault: true,
      width: 200,
    },
    {
      name: 'contact',
      label: { zh: '联系人', en: 'Contact' },
      type: 'input',
      data: 'text',
      maxLength: 64,
      width: 100,
      // Off the list by default, so a reviewer sees the state and the amount without scrolling.
      hidden: true,
    },
    phoneField({
      name: 'phone',
      label: { zh: '联系电话', en: 'Phone' },
      validator: 'phone',
      width: 130,
      hidden: true,
    }),
    dictField('discountType', {
      name: 'kind',
      label: { zh: '报价类型', en: 'Quote type' },
      data: 'int',
      required: true,
      sortable: true,
      width: 100,
    }),
    dateField({
      name: 'validUntil',
      label: { zh: '有效期至', en: 'Valid until' },
      sortable: true,
      width: 120,
    }),
    dictField('quote_examine_status', {
      name: 'examineStatus',
      label: { zh: '审核状态', en: 'Review' },
      data: 'int',
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 100,
    }),
    dictField('quote_status', {
      name: 'status',
      label: { zh: '报价状态', en: 'Status' },
      data: 'int',
      form: false,
      sortable: true,
      width: 90,
    }),
    {
      name: 'total',
      label: { zh: '报价金额(元)', en: 'Total (CNY)' },
      type: 'inputTwo',
      data: 'decimal',
      form: false,
      sortable: true,
      total: true,
      width: 130,
    },
    remarkField({ maxLength: 500, hidden: true }),
    createTimeField,
  ],
})

/**
 * Bills (结算): an order seen by finance, its total from its test items' charges and what was paid. The list
 * and export come from the engine; settling, guaranteeing and payments are the billing module's.
 */
export const bills = defineResource({
  code: 'bill',
  label: { zh: '结算管理', en: 'Bills' },
  table: 'lab_order',
  base: '/api/hm-finance/bill',
  permission: 'bill',
  titleField: 'orderNo',
  owner: 'module',
  dataScope: ORDER_DATA_SCOPE,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    {
      name: 'orderNo',
      label: { zh: '委托单号', en: 'Order no.' },
      type: 'input',
      data: 'text',
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 150,
    },
    {
      name: 'enterName',
      label: { zh: '客户名称', en: 'Customer' },
      type: 'input',
      data: 'text',
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 200,
    },
    dictField('OBJECT_STATE', {
      name: 'objectState',
      label: { zh: '结算状态', en: 'Settlement' },
      data: 'int',
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 100,
    }),
    {
      name: 'total',
      label: { zh: '应收金额(元)', en: 'Total (CNY)' },
      type: 'inputTwo',
      data: 'decimal',
      form: false,
      sortable: true,
      total: true,
      width: 130,
    },
    {
      name: 'paid',
      label: { zh: '已收金额(元)', en: 'Paid (CNY)' },
      type: 'inputTwo',
      data: 'decimal',
      form: false,
      sortable: true,
      total: true,
      width: 130,
    },
    createTimeField,
  ],
})
