import { LABEL_APPLY_STATES } from '../labelApply/states'
import type { DataScopeDeclaration } from '../access/dataScope'
import {
  choiceField,
  createTimeField,
  dateField,
  idField,
  joinedField,
  lookupField,
  remarkField,
  textField,
  timestampField,
} from './fields'
import { defineResource } from './types'

/**
 * Label applications belong to the department and the person who made them and to their customer; so do
 * their lines (each keeps its application's customer, so a customer's list needs no join).
 */
const LABEL_APPLY_SCOPE: DataScopeDeclaration = {
  dept: [{ column: 'create_dept' }],
  own: [{ column: 'create_user' }],
  customer: [{ column: 'customer_id' }],
}

const customerName = joinedField(
  { table: 'crm_customer', key: 'customer_id', column: 'name' },
  { name: 'customerName', label: { zh: '客户名称', en: 'Customer' }, sortable: true, width: 200 },
)

/**
 * 标签申领: an application for verification labels (检定合格标签) for instruments whose certificates
 * passed. The engine lists and exports them (the spec's labelApply/page and the orders' export); making,
 * the steps and printing are the label-apply module's (server/modules/label-apply).
 */
export const labelApplies = defineResource({
  code: 'label_apply',
  label: { zh: '标签申领', en: 'Label applications' },
  table: 'label_apply',
  base: '/api/hm-metrology/labelApply',
  permission: 'label_apply',
  titleField: 'applyNo',
  owner: 'module',
  dataScope: LABEL_APPLY_SCOPE,
  endpoints: { export: '/api/hm-metrology/labelApply/exportOrder' },
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    textField('applyNo', '申领单号', 'Application no.', {
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 160,
    }),
    lookupField('crm_customer', { name: 'customerId', label: { zh: '客户', en: 'Customer' }, form: false }),
    customerName,
    choiceField(LABEL_APPLY_STATES, {
      name: 'status',
      label: { zh: '状态', en: 'Status' },
      data: 'int',
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 90,
    }),
    {
      name: 'labelCount',
      label: { zh: '标签数', en: 'Labels' },
      type: 'inputTwo',
      data: 'int',
      form: false,
      sortable: true,
      width: 80,
    },
    textField('applicantName', '申领人', 'Applicant', { form: false, width: 100 }),
    timestampField({ name: 'submittedAt', label: { zh: '提交时间', en: 'Submitted' }, form: false }),
    textField('approverName', '审批人', 'Approved by', { form: false, width: 100 }),
    textField('refuseReason', '退回原因', 'Reason refused', { form: false, maxLength: 500, width: 180 }),
    timestampField({ name: 'issuedAt', label: { zh: '发放时间', en: 'Issued' }, form: false }),
    remarkField({ maxLength: 500, hidden: true }),
    createTimeField,
  ],
})

/**
 * The labels of applications, one per instrument (the spec's labelApply/testData/page and the label
 * information's export): the certificate it rests on, how long it is valid, and its number once issued.
 */
export const labelApplyItems = defineResource({
  code: 'label_apply_item',
  label: { zh: '标签信息', en: 'Labels' },
  table: 'label_apply_item',
  base: '/api/hm-metrology/labelApply/testData',
  permission: 'label_apply',
  titleField: 'certificateNo',
  owner: 'module',
  dataScope: LABEL_APPLY_SCOPE,
  endpoints: { export: '/api/hm-metrology/labelApply/exportLabel' },
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    textField('labelNo', '标签编号', 'Label no.', {
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 140,
    }),
    joinedField(
      { table: 'label_apply', key: 'apply_id', column: 'apply_no' },
      { name: 'applyNo', label: { zh: '申领单号', en: 'Application no.' }, sortable: true, width: 160 },
    ),
    textField('instrumentName', '器具名称', 'Instrument', { form: false, sortable: true, width: 150 }),
    textField('model', '型号规格', 'Model', { form: false, width: 120 }),
    textField('factoryNumber', '出厂编号', 'Factory number', {
      form: false,
      searchByDefault: true,
      width: 140,
    }),
    textField('certificateNo', '证书编号', 'Certificate no.', {
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 160,
    }),
    dateField({
      name: 'validUntil',
      label: { zh: '有效期至', en: 'Valid until' },
      form: false,
      sortable: true,
    }),
    customerName,
    idField({ name: 'applyId', label: { zh: '申领单', en: 'Application' }, form: false }),
    idField({ name: 'customerId', label: { zh: '客户', en: 'Customer' }, form: false }),
    createTimeField,
  ],
})
