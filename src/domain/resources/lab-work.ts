import { defineResource, type ResourceField } from './types'

/*
 * The lab's work records (issue 6) as resources: samples, test items and reports. Their lists are the work
 * lists of each role (reception, dispatch, my items, confirmation, review, drafting, audit, approval, issue),
 * each a page of one of these with its own fixed conditions; they are changed only through their workflow
 * routes (src/domain/workflow), never by a generic form, so the module owns them and the engine serves page
 * and export.
 */

const orderNo = (key: string): ResourceField => ({
  name: 'orderNo',
  label: { zh: '委托单号', en: 'Order no.' },
  type: 'input',
  data: 'text',
  form: false,
  sortable: true,
  searchByDefault: true,
  width: 150,
  join: { table: 'lab_order', key, column: 'order_no' },
})

const customerName = (key: string): ResourceField => ({
  name: 'customerName',
  label: { zh: '客户名称', en: 'Customer' },
  type: 'input',
  data: 'text',
  form: false,
  sortable: true,
  width: 200,
  join: { table: 'lab_order', key, column: 'enter_name' },
})

/** The number and instrument of the sample a record belongs to (items and reports). */
const sampleOf = (key: string): ResourceField[] => [
  {
    name: 'sampleNo',
    label: { zh: '样品编号', en: 'Sample no.' },
    type: 'input',
    data: 'text',
    form: false,
    sortable: true,
    searchByDefault: true,
    width: 140,
    join: { table: 'order_sample', key, column: 'sample_no' },
  },
  {
    name: 'sampleName',
    label: { zh: '器具名称', en: 'Instrument' },
    type: 'input',
    data: 'text',
    form: false,
    sortable: true,
    width: 150,
    join: { table: 'order_sample', key, column: 'name' },
  },
]

const createTime: ResourceField = {
  name: 'createTime',
  label: { zh: '创建时间', en: 'Created' },
  type: 'daterange',
  data: 'timestamp',
  sortable: true,
  hidden: true,
  width: 170,
}

/** Samples (样品): received, tested, returned or disposed of. */
export const orderSamples = defineResource({
  code: 'order_sample',
  label: { zh: '样品', en: 'Samples' },
  table: 'order_sample',
  base: '/api/hm-metrology/sample',
  permission: 'sample',
  titleField: 'name',
  owner: 'module',
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    {
      name: 'sampleNo',
      label: { zh: '样品编号', en: 'Sample no.' },
      type: 'input',
      data: 'text',
      sortable: true,
      searchByDefault: true,
      width: 140,
    },
    {
      name: 'name',
      label: { zh: '器具名称', en: 'Instrument' },
      type: 'input',
      data: 'text',
      sortable: true,
      searchByDefault: true,
      width: 160,
    },
    { name: 'model', label: { zh: '型号规格', en: 'Model' }, type: 'input', data: 'text', width: 120 },
    {
      name: 'factoryNumber',
      label: { zh: '出厂编号', en: 'Factory number' },
      type: 'input',
      data: 'text',
      width: 120,
    },
    {
      name: 'status',
      label: { zh: '状态', en: 'State' },
      type: 'select',
      data: 'int',
      source: { dict: 'sample_state' },
      sortable: true,
      searchByDefault: true,
    },
    {
      name: 'settlement',
      label: { zh: '结算状态', en: 'Settlement' },
      type: 'select',
      data: 'int',
      source: { dict: 'sample_settlement' },
      hidden: true,
    },
    {
      name: 'inspectionType',
      label: { zh: '检测类型', en: 'Inspection type' },
      type: 'select',
      data: 'text',
      source: { dict: 'inspection_type' },
    },
    orderNo('order_id'),
    customerName('order_id'),
    {
      name: 'orderId',
      label: { zh: '委托单', en: 'Order' },
      type: 'input',
      data: 'uuid',
      list: false,
      searchable: true,
    },
    {
      name: 'receivedAt',
      label: { zh: '收样时间', en: 'Received' },
      type: 'daterange',
      data: 'timestamp',
      sortable: true,
      width: 170,
    },
    {
      name: 'receiptCondition',
      label: { zh: '收样状况', en: 'Condition on receipt' },
      type: 'input',
      data: 'text',
      hidden: true,
    },
    {
      name: 'retentionDate',
      label: { zh: '退还/处置日期', en: 'Returned / disposed' },
      type: 'daterange',
      data: 'date',
      hidden: true,
    },
    createTime,
  ],
})

/** Test items (检测项目): dispatched, assigned, tested, confirmed and reviewed. */
export const testItems = defineResource({
  code: 'test_item',
  label: { zh: '检测项目', en: 'Test items' },
  table: 'test_item',
  base: '/api/hm-metrology/test-item',
  permission: 'test_item',
  titleField: 'name',
  owner: 'module',
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    {
      name: 'name',
      label: { zh: '检测项目', en: 'Test item' },
      type: 'input',
      data: 'text',
      sortable: true,
      searchByDefault: true,
      width: 160,
    },
    ...sampleOf('sample_id'),
    {
      name: 'state',
      label: { zh: '状态', en: 'State' },
      type: 'select',
      data: 'int',
      source: { dict: 'item_state' },
      sortable: true,
      searchByDefault: true,
    },
    {
      name: 'abilityCode',
      label: { zh: '能力类型', en: 'Capability' },
      type: 'select',
      data: 'text',
      source: { dict: 'ability_type' },
    },
    {
      name: 'groupId',
      label: { zh: '部门/班组', en: 'Department / group' },
      type: 'tree',
      data: 'uuid',
      source: { treeUrl: '/api/blade-system/dept/tree' },
      width: 130,
    },
    {
      name: 'testerName',
      label: { zh: '检测员', en: 'Tester' },
      type: 'input',
      data: 'text',
      sortable: true,
      searchByDefault: true,
    },
    { name: 'testerId', label: { zh: '检测员', en: 'Tester' }, type: 'input', data: 'uuid', list: false },
    {
      name: 'confirmerId',
      label: { zh: '确认人', en: 'Confirmed by' },
      type: 'input',
      data: 'uuid',
      list: false,
    },
    { name: 'sampleId', label: { zh: '样品', en: 'Sample' }, type: 'input', data: 'uuid', list: false },
    { name: 'orderId', label: { zh: '委托单', en: 'Order' }, type: 'input', data: 'uuid', list: false },
    orderNo('order_id'),
    createTime,
  ],
})

/** Reports and certificates (检测报告 / 证书): drafted, audited, approved, issued. */
export const labReports = defineResource({
  code: 'lab_report',
  label: { zh: '报告', en: 'Reports' },
  table: 'lab_report',
  base: '/api/hm-metrology/report',
  permission: 'report',
  titleField: 'reportNo',
  owner: 'module',
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    {
      name: 'reportNo',
      label: { zh: '证书/报告编号', en: 'Certificate no.' },
      type: 'input',
      data: 'text',
      sortable: true,
      searchByDefault: true,
      width: 160,
    },
    ...sampleOf('sample_id'),
    {
      name: 'state',
      label: { zh: '状态', en: 'State' },
      type: 'select',
      data: 'int',
      source: { dict: 'report_state' },
      sortable: true,
      searchByDefault: true,
    },
    { name: 'revision', label: { zh: '修订版次', en: 'Revision' }, type: 'input', data: 'int', hidden: true },
    { name: 'drafterName', label: { zh: '编制人', en: 'Drafted by' }, type: 'input', data: 'text' },
    { name: 'auditorName', label: { zh: '审核人', en: 'Audited by' }, type: 'input', data: 'text' },
    { name: 'approverName', label: { zh: '批准人', en: 'Approved by' }, type: 'input', data: 'text' },
    {
      name: 'drafterId',
      label: { zh: '编制人', en: 'Drafted by' },
      type: 'input',
      data: 'uuid',
      list: false,
    },
    {
      name: 'approvedAt',
      label: { zh: '批准时间', en: 'Approved' },
      type: 'daterange',
      data: 'timestamp',
      sortable: true,
      width: 170,
    },
    orderNo('order_id'),
    customerName('order_id'),
    createTime,
  ],
})
