import type { DataScopeDeclaration } from '../access/dataScope'
import {
  choiceField,
  createdLabel,
  dateField,
  dictField,
  idField,
  joinedField,
  timestampField,
  treeField,
} from './fields'
import { defineResource, type ResourceField } from './types'

/*
 * The lab's work records as resources: samples, test items and reports. Their lists are the work
 * lists of each role (reception, dispatch, my items, confirmation, review, drafting, audit, approval, issue),
 * each a page of one of these with its own fixed conditions; they are changed only through their workflow
 * routes (src/domain/workflow), never by a generic form, so the module owns them and the engine serves page
 * and export.
 */

const orderNo = (key: string): ResourceField =>
  joinedField(
    { table: 'lab_order', key, column: 'order_no' },
    {
      name: 'orderNo',
      label: { zh: '委托单号', en: 'Order no.' },
      sortable: true,
      searchByDefault: true,
      width: 150,
    },
  )

const customerName = (key: string): ResourceField =>
  joinedField(
    { table: 'lab_order', key, column: 'enter_name' },
    { name: 'customerName', label: { zh: '客户名称', en: 'Customer' }, sortable: true, width: 200 },
  )

/** The number and instrument of the sample a record belongs to (items and reports). */
const sampleOf = (key: string): ResourceField[] => [
  joinedField(
    { table: 'order_sample', key, column: 'sample_no' },
    {
      name: 'sampleNo',
      label: { zh: '样品编号', en: 'Sample no.' },
      sortable: true,
      searchByDefault: true,
      width: 140,
    },
  ),
  joinedField(
    { table: 'order_sample', key, column: 'name' },
    { name: 'sampleName', label: { zh: '器具名称', en: 'Instrument' }, sortable: true, width: 150 },
  ),
]

/** Through the record's order: the customer it is for. */
const ordersCustomer = [{ column: 'customer_id', through: [{ table: 'lab_order', key: 'order_id' }] }]

/**
 * Samples and reports belong to the groups their test items were dispatched to and the people who test
 * them; a test item to its own group and people.
 */
const itemsOfSample = (on: string, column: string) => ({
  column,
  children: { table: 'test_item', key: 'sample_id', on },
})

const sampleScope: DataScopeDeclaration = {
  dept: [
    { column: 'create_dept', through: [{ table: 'lab_order', key: 'order_id' }] },
    itemsOfSample('id', 'group_id'),
  ],
  own: [{ column: 'create_user' }, { column: 'received_by' }, itemsOfSample('id', 'tester_id')],
  customer: ordersCustomer,
}

const itemScope: DataScopeDeclaration = {
  dept: [{ column: 'group_id' }],
  own: [
    { column: 'tester_id' },
    { column: 'confirmer_id' },
    { column: 'reviewer_id' },
    { column: 'create_user' },
  ],
  customer: ordersCustomer,
}

const reportScope: DataScopeDeclaration = {
  dept: [itemsOfSample('sample_id', 'group_id')],
  own: [
    { column: 'drafter_id' },
    { column: 'auditor_id' },
    { column: 'approver_id' },
    itemsOfSample('sample_id', 'tester_id'),
  ],
  customer: ordersCustomer,
}

const createTime = timestampField({ name: 'createTime', label: createdLabel, hidden: true })

/** Samples (样品): received, tested, returned or disposed of. */
export const orderSamples = defineResource({
  code: 'order_sample',
  label: { zh: '样品', en: 'Samples' },
  table: 'order_sample',
  base: '/api/hm-metrology/sample',
  permission: 'sample',
  titleField: 'name',
  owner: 'module',
  dataScope: sampleScope,
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
    dictField('sample_state', {
      name: 'status',
      label: { zh: '状态', en: 'State' },
      data: 'int',
      sortable: true,
      searchByDefault: true,
    }),
    dictField('sample_settlement', {
      name: 'settlement',
      label: { zh: '结算状态', en: 'Settlement' },
      data: 'int',
      hidden: true,
    }),
    dictField('inspection_type', {
      name: 'inspectionType',
      label: { zh: '检测类型', en: 'Inspection type' },
      data: 'text',
    }),
    orderNo('order_id'),
    customerName('order_id'),
    idField({ name: 'orderId', label: { zh: '委托单', en: 'Order' }, searchable: true }),
    timestampField({ name: 'receivedAt', label: { zh: '收样时间', en: 'Received' } }),
    {
      name: 'receiptCondition',
      label: { zh: '收样状况', en: 'Condition on receipt' },
      type: 'input',
      data: 'text',
      hidden: true,
    },
    dateField({
      name: 'retentionDate',
      label: { zh: '退还/处置日期', en: 'Returned / disposed' },
      hidden: true,
    }),
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
  dataScope: itemScope,
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
    dictField('item_state', {
      name: 'state',
      label: { zh: '状态', en: 'State' },
      data: 'int',
      sortable: true,
      searchByDefault: true,
    }),
    dictField('ability_type', {
      name: 'abilityCode',
      label: { zh: '能力类型', en: 'Capability' },
      data: 'text',
    }),
    // Searched by the tree; the list shows the group's name beside it.
    treeField('/api/blade-system/dept/tree', {
      name: 'groupId',
      label: { zh: '部门/班组', en: 'Department / group' },
    }),
    joinedField(
      { table: 'dept', key: 'group_id', column: 'dept_name' },
      {
        name: 'groupName',
        label: { zh: '部门/班组', en: 'Department / group' },
        searchable: false,
        sortable: true,
        width: 130,
      },
    ),
    {
      name: 'testerName',
      label: { zh: '检测员', en: 'Tester' },
      type: 'input',
      data: 'text',
      sortable: true,
      searchByDefault: true,
    },
    idField({ name: 'testerId', label: { zh: '检测员', en: 'Tester' } }),
    idField({ name: 'confirmerId', label: { zh: '确认人', en: 'Confirmed by' } }),
    idField({ name: 'sampleId', label: { zh: '样品', en: 'Sample' } }),
    idField({ name: 'orderId', label: { zh: '委托单', en: 'Order' } }),
    orderNo('order_id'),
    createTime,
  ],
})

/** Reports and certificates (检测报告 / 证书): drafted, audited, approved, issued. */
/** A calibration or verification certificate's Digital Calibration Certificate (null: none, or not approved). */
const dccField: ResourceField = {
  name: 'dccSha256',
  label: { zh: 'DCC SHA-256', en: 'DCC SHA-256' },
  type: 'input',
  data: 'text',
  hidden: true,
  width: 200,
  form: false,
  join: { table: 'report_document', key: 'id', column: 'dcc_sha256', on: 'report_id' },
}

export const labReports = defineResource({
  code: 'lab_report',
  label: { zh: '报告', en: 'Reports' },
  table: 'lab_report',
  base: '/api/hm-metrology/report',
  permission: 'report',
  titleField: 'reportNo',
  owner: 'module',
  dataScope: reportScope,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    dccField,
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
    dictField('report_state', {
      name: 'state',
      label: { zh: '状态', en: 'State' },
      data: 'int',
      sortable: true,
      searchByDefault: true,
    }),
    { name: 'revision', label: { zh: '修订版次', en: 'Revision' }, type: 'input', data: 'int', hidden: true },
    { name: 'drafterName', label: { zh: '编制人', en: 'Drafted by' }, type: 'input', data: 'text' },
    { name: 'auditorName', label: { zh: '审核人', en: 'Audited by' }, type: 'input', data: 'text' },
    { name: 'approverName', label: { zh: '批准人', en: 'Approved by' }, type: 'input', data: 'text' },
    idField({ name: 'drafterId', label: { zh: '编制人', en: 'Drafted by' } }),
    timestampField({ name: 'approvedAt', label: { zh: '批准时间', en: 'Approved' } }),
    orderNo('order_id'),
    customerName('order_id'),
    createTime,
  ],
})

/** A joined column of the certificate's public record (certificate_record, keyed by its report). */
const certificateField = (field: Omit<ResourceField, 'join' | 'form'>, column: string): ResourceField => ({
  ...field,
  form: false,
  join: { table: 'certificate_record', key: 'id', column, on: 'report_id' },
})

/**
 * Certificates as their holder sees them: the approved reports (those with a number) with their standing
 * (valid, revoked, superseded) and the SHA-256 of the PDF as issued. The customers' portal lists them.
 */
export const certificates = defineResource({
  code: 'certificate',
  label: { zh: '证书', en: 'Certificates' },
  table: 'lab_report',
  base: '/api/hm-metrology/certificate',
  permission: 'certificate',
  titleField: 'reportNo',
  owner: 'module',
  scope: [{ column: 'report_no', notNull: true }],
  dataScope: reportScope,
  defaultSort: { field: 'approvedAt', order: 'desc' },
  fields: [
    {
      name: 'reportNo',
      label: { zh: '证书编号', en: 'Certificate no.' },
      type: 'input',
      data: 'text',
      sortable: true,
      searchByDefault: true,
      width: 160,
    },
    ...sampleOf('sample_id'),
    joinedField(
      { table: 'order_sample', key: 'sample_id', column: 'model' },
      { name: 'model', label: { zh: '型号规格', en: 'Model' } },
    ),
    joinedField(
      { table: 'order_sample', key: 'sample_id', column: 'factory_number' },
      { name: 'factoryNumber', label: { zh: '出厂编号', en: 'Factory number' } },
    ),
    certificateField(
      choiceField(
        [
          { value: 'valid', label: { zh: '有效', en: 'Valid' } },
          { value: 'revoked', label: { zh: '已撤销', en: 'Revoked' } },
          { value: 'superseded', label: { zh: '已被替代', en: 'Superseded' } },
        ],
        { name: 'standing', label: { zh: '证书状态', en: 'Standing' }, data: 'text', searchByDefault: true },
      ),
      'standing',
    ),
    certificateField(
      { name: 'supersededBy', label: { zh: '替代证书', en: 'Superseded by' }, type: 'input', data: 'text' },
      'superseded_by',
    ),
    certificateField(
      dateField({ name: 'issueDate', label: { zh: '签发日期', en: 'Issued' }, sortable: true }),
      'issue_date',
    ),
    certificateField(
      dateField({ name: 'nextDueDate', label: { zh: '下次检定日期', en: 'Next due' }, sortable: true }),
      'next_due_date',
    ),
    certificateField(
      { name: 'conclusion', label: { zh: '结论', en: 'Conclusion' }, type: 'input', data: 'text' },
      'conclusion',
    ),
    certificateField(
      {
        name: 'pdfSha256',
        label: { zh: 'PDF SHA-256', en: 'PDF SHA-256' },
        type: 'input',
        data: 'text',
        hidden: true,
        width: 200,
      },
      'pdf_sha256',
    ),
    dccField,
    timestampField({ name: 'approvedAt', label: { zh: '批准时间', en: 'Approved' }, hidden: true }),
    orderNo('order_id'),
  ],
})
