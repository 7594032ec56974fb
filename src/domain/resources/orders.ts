import { dateField, dictField, idField, lookupField, remarkField, timestampField } from './fields'
import { ORDER_DATA_SCOPE } from './scopes'
import { defineResource } from './types'

/**
 * Orders (委托单): registered on site from pickup drafts, worked on by the order workflow later.
 * Read-only here: orders are made by POST /api/crm/registration/submit, never by a generic form. Field names
 * are the spec's registration record (§3); columns are plain (enterId → customer_id, bussinessType →
 * business_type).
 */
export const orders = defineResource({
  code: 'lab_order',
  label: { zh: '委托单', en: 'Orders' },
  table: 'lab_order',
  base: '/api/crm/registration',
  permission: 'order',
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
      sortable: true,
      searchByDefault: true,
      width: 150,
    },
    dictField('order_status', {
      name: 'status',
      label: { zh: '状态', en: 'Status' },
      data: 'int',
      sortable: true,
      searchByDefault: true,
    }),
    dictField('OBJECT_STATE', {
      name: 'objectState',
      label: { zh: '结算状态', en: 'Settlement' },
      data: 'int',
      hidden: true,
    }),
    lookupField('crm_customer', {
      name: 'enterId',
      column: 'customer_id',
      label: { zh: '客户', en: 'Customer' },
    }),
    {
      name: 'enterName',
      label: { zh: '客户名称', en: 'Customer name' },
      type: 'input',
      data: 'text',
      sortable: true,
      searchByDefault: true,
      width: 220,
    },
    dictField('order-business-type', {
      name: 'bussinessType',
      column: 'business_type',
      label: { zh: '业务类型', en: 'Business type' },
      data: 'text',
      hidden: true,
    }),
    dictField('yes_no', {
      name: 'isTemp',
      label: { zh: '临时登记', en: 'Temporary' },
      data: 'int',
      hidden: true,
    }),
    { name: 'applicant', label: { zh: '委托人', en: 'Applicant' }, type: 'input', data: 'text' },
    {
      name: 'mobile',
      label: { zh: '手机号', en: 'Mobile' },
      type: 'input',
      data: 'text',
      width: 130,
    },
    { name: 'phone', label: { zh: '联系电话', en: 'Phone' }, type: 'input', data: 'text', hidden: true },
    {
      name: 'address',
      label: { zh: '地址', en: 'Address' },
      type: 'input',
      data: 'text',
      width: 240,
      hidden: true,
    },
    {
      name: 'areaName',
      label: { zh: '区县', en: 'District' },
      type: 'input',
      data: 'text',
      hidden: true,
    },
    dateField({
      name: 'hopeTestDate',
      label: { zh: '期望检测日期', en: 'Desired test date' },
      sortable: true,
      width: 130,
    }),
    timestampField({ name: 'startTime', label: { zh: '取件时间', en: 'Pickup started' }, hidden: true }),
    dictField('yes_no', {
      name: 'isUseCar',
      label: { zh: '是否用车', en: 'Vehicle used' },
      data: 'int',
      hidden: true,
    }),
    {
      name: 'acceptorName',
      label: { zh: '受理人', en: 'Accepted by' },
      type: 'input',
      data: 'text',
      searchByDefault: true,
    },
    {
      name: 'businessStaffName',
      label: { zh: '业务员', en: 'Sales staff' },
      type: 'input',
      data: 'text',
      hidden: true,
    },
    idField({
      name: 'appointmentId',
      label: { zh: '取件预约', en: 'Pickup appointment' },
      searchable: false,
    }),
    remarkField({ hidden: true }),
    {
      name: 'createStaffName',
      label: { zh: '登记人', en: 'Registered by' },
      type: 'input',
      data: 'text',
      hidden: true,
    },
    timestampField({ name: 'createTime', label: { zh: '登记时间', en: 'Registered' } }),
  ],
})
