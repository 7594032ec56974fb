import {
  textField,
  choiceField,
  createTimeField,
  dateField,
  dictField,
  joinedField,
  lookupField,
  remarkField,
  timestampField,
} from './fields'
import type { Localized, ResourceField } from './types'
import { defineResource } from './types'

/*
 * The lab's own standards (ISO/IEC 17025 6.4, 6.5): the register of standard devices, the measurement standards
 * they make up and their documents, the traceability plans and results, the interim checks, and the reviews of
 * certificates a standard found wrong puts in doubt. The engine serves the lists and exports; the standards
 * module (server/modules/standards) owns every step with rules of its own.
 */

/** An exact decimal as typed (a range limit, an error): text, so 0.1 stays 0.1. */
export const DECIMAL = {
  pattern: '^[+-]?\\d{1,15}(\\.\\d{1,10})?$',
  message: { zh: '须为数字', en: 'Must be a number' } satisfies Localized,
  maxLength: 32,
}

const deviceName = (key: string): ResourceField =>
  joinedField(
    { table: 'standard_device', key, column: 'name' },
    {
      name: 'deviceName',
      label: { zh: '标准器', en: 'Standard device' },
      sortable: true,
      searchByDefault: true,
      width: 180,
    },
  )

const deviceSerial = (key: string): ResourceField =>
  joinedField(
    { table: 'standard_device', key, column: 'serial_no' },
    { name: 'deviceSerialNo', label: { zh: '出厂编号', en: 'Serial no.' }, width: 120 },
  )

/**
 * Standard devices (标准器): instruments and reference materials. Valid-until follows from the last trace and
 * the interval (set by hand only with a reason); the state changes through 状态变更 with a reason, never in the
 * form. A result may record a device only while it is in use, valid and fit for the item.
 */
export const standardDevices = defineResource({
  code: 'lab_standard_device',
  label: { zh: '标准器', en: 'Standard devices' },
  table: 'standard_device',
  base: '/api/hm-metrology/standard-device',
  permission: 'standard_device',
  titleField: 'name',
  defaultSort: { field: 'validUntil', order: 'asc' },
  history: true,
  fields: [
    textField('name', '标准器名称', 'Name', {
      required: true,
      sortable: true,
      searchByDefault: true,
      width: 200,
    }),
    textField('model', '型号规格', 'Model', { maxLength: 100 }),
    textField('serialNo', '出厂编号', 'Serial no.', {
      required: true,
      maxLength: 100,
      unique: true,
      searchByDefault: true,
    }),
    dictField('ETALON_INSTRUMENT_TYPE', {
      name: 'instrumentType',
      label: { zh: '类型', en: 'Type' },
      data: 'int',
      required: true,
      width: 90,
    }),
    textField('manufacturer', '制造厂', 'Manufacturer', { hidden: true }),
    dictField('measure_quantity', {
      name: 'measurand',
      label: { zh: '测量参量', en: 'Quantity' },
      data: 'text',
      required: true,
      searchByDefault: true,
      width: 100,
      hint: { zh: '只能用于测量同一参量的检测项目', en: 'Usable only for items measuring the same quantity' },
    }),
    textField('rangeMin', '测量范围下限', 'Range from', { ...DECIMAL, width: 100 }),
    textField('rangeMax', '测量范围上限', 'Range to', { ...DECIMAL, width: 100 }),
    textField('rangeUnit', '单位', 'Unit', { maxLength: 16, width: 70 }),
    textField('accuracyClass', '准确度等级', 'Accuracy class', { maxLength: 64, width: 110 }),
    textField('mpe', '最大允许误差（±）', 'MPE (±)', {
      ...DECIMAL,
      width: 110,
      hint: { zh: '与测量范围同一单位', en: 'In the unit of the range' },
    }),
    textField('uncertainty', '扩展不确定度 U', 'Expanded uncertainty U', { ...DECIMAL, hidden: true }),
    textField('coverageK', '包含因子 k', 'Coverage factor k', { ...DECIMAL, maxLength: 8, hidden: true }),
    dictField('STANDARD_GRADE', {
      name: 'grade',
      label: { zh: '标准等级', en: 'Grade' },
      data: 'int',
      hidden: true,
    }),
    dictField('instrument_unit', {
      name: 'countUnit',
      label: { zh: '单位（台/套）', en: 'Counted as' },
      data: 'int',
      hidden: true,
    }),
    dictField('TRACE_TYPE', {
      name: 'traceType',
      label: { zh: '溯源方式', en: 'Traced by' },
      data: 'int',
      required: true,
      width: 90,
    }),
    dictField('VERIFICATION_CYCLE', {
      name: 'verificationCycle',
      label: { zh: '检定周期', en: 'Interval' },
      data: 'text',
      required: true,
      width: 90,
    }),
    dictField('CHECK_WAY', {
      name: 'checkWay',
      label: { zh: '检定方式', en: 'Sent as' },
      data: 'int',
      hidden: true,
    }),
    lookupField('system_user', { name: 'custodianId', label: { zh: '保管人', en: 'Custodian' } }),
    joinedField(
      { table: 'app_user', key: 'custodian_id', column: 'real_name' },
      { name: 'custodianName', label: { zh: '保管人', en: 'Custodian' }, width: 100 },
    ),
    textField('location', '存放地点', 'Location', { hidden: true }),
    dateField({
      name: 'lastTraceDate',
      label: { zh: '上次溯源日期', en: 'Last traced' },
      sortable: true,
      width: 120,
    }),
    textField('certificateNo', '溯源证书编号', 'Certificate no.', {
      required: true,
      maxLength: 100,
      searchByDefault: true,
      width: 150,
      hint: {
        zh: '证明其量值溯源的检定或校准证书',
        en: 'The calibration certificate that makes it traceable',
      },
    }),
    {
      name: 'certificateFileId',
      label: { zh: '证书扫描件', en: 'Certificate scan' },
      type: 'input',
      data: 'uuid',
      widget: 'file',
      list: false,
      searchable: false,
    },
    dateField({
      name: 'validUntil',
      label: { zh: '有效期至', en: 'Valid until' },
      sortable: true,
      searchByDefault: true,
      width: 120,
      hint: {
        zh: '留空则按上次溯源日期和检定周期推算；与推算不同时须填写原因',
        en: 'Left empty, it follows from the last trace and the interval; set otherwise, give a reason',
      },
    }),
    textField('validUntilReason', '有效期调整原因', 'Why valid-until was set by hand', {
      maxLength: 500,
      hidden: true,
      widget: 'textarea',
    }),
    dictField('DEVICE_STATE', {
      name: 'status',
      label: { zh: '状态', en: 'State' },
      data: 'int',
      form: false,
      searchByDefault: true,
      width: 90,
    }),
    createTimeField,
  ],
})

/** Measurement standards (计量标准): the devices that make one up are kept by the standards module. */
export const measuringStandards = defineResource({
  code: 'measuring_standard',
  label: { zh: '计量标准', en: 'Measurement standards' },
  table: 'measuring_standard',
  base: '/api/hm-metrology/measuring-standard',
  permission: 'measuring_standard',
  titleField: 'name',
  defaultSort: { field: 'validUntil', order: 'asc' },
  history: true,
  fields: [
    textField('name', '计量标准名称', 'Name', {
      required: true,
      sortable: true,
      searchByDefault: true,
      width: 220,
    }),
    dictField('MEASURING_STANDARD_TYPE', {
      name: 'kind',
      label: { zh: '计量标准类型', en: 'Type' },
      data: 'int',
      required: true,
      searchByDefault: true,
      width: 160,
    }),
    textField('certificateNo', '计量标准考核证书号', 'Approval certificate no.', {
      required: true,
      maxLength: 100,
      unique: true,
      searchByDefault: true,
      width: 170,
    }),
    dateField({
      name: 'validUntil',
      label: { zh: '考核证书有效期至', en: 'Approval valid until' },
      required: true,
      sortable: true,
      width: 140,
    }),
    dictField('ability_status', {
      name: 'status',
      label: { zh: '状态', en: 'State' },
      data: 'int',
      required: true,
      width: 80,
    }),
    textField('abilities', '开展的检测项目', 'Test items it supports', {
      maxLength: 4000,
      widget: 'textarea',
      width: 220,
      hint: { zh: '每行一个检测项目名称', en: 'One test item name per line' },
    }),
    remarkField(),
    createTimeField,
  ],
})

/** Standard files (标准文件): controlled documents with numbered versions (uploaded by the standards module). */
export const standardFiles = defineResource({
  code: 'standard_file',
  label: { zh: '标准文件', en: 'Standard documents' },
  table: 'standard_file',
  base: '/api/hm-metrology/standard-file',
  permission: 'standard_file',
  titleField: 'name',
  defaultSort: { field: 'code', order: 'asc' },
  history: true,
  fields: [
    textField('code', '文件编号', 'Document no.', {
      required: true,
      maxLength: 64,
      unique: true,
      sortable: true,
      searchByDefault: true,
      width: 140,
    }),
    textField('name', '文件名称', 'Title', {
      required: true,
      sortable: true,
      searchByDefault: true,
      width: 220,
    }),
    dictField('STANDARD_FILE_TYPE', {
      name: 'kind',
      label: { zh: '文件类型', en: 'Type' },
      data: 'int',
      required: true,
      searchByDefault: true,
      width: 130,
    }),
    lookupField('measuring_standard', {
      name: 'standardId',
      label: { zh: '所属计量标准', en: 'Measurement standard' },
    }),
    joinedField(
      { table: 'measuring_standard', key: 'standard_id', column: 'name' },
      { name: 'standardName', label: { zh: '所属计量标准', en: 'Measurement standard' }, width: 180 },
    ),
    dictField('STANDARD_FILE_STATUS', {
      name: 'status',
      label: { zh: '状态', en: 'State' },
      data: 'int',
      required: true,
      width: 80,
    }),
    {
      name: 'currentVersion',
      label: { zh: '现行版本', en: 'Current version' },
      type: 'input',
      data: 'int',
      form: false,
      width: 90,
    },
    createTimeField,
  ],
})

/** Traceability plans (溯源计划): the list; every step is the standards module's. */
export const tracePlans = defineResource({
  code: 'trace_plan',
  label: { zh: '溯源计划', en: 'Traceability plans' },
  table: 'trace_plan',
  base: '/api/hm-metrology/trace-plan',
  permission: 'trace_plan',
  titleField: 'code',
  owner: 'module',
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    textField('code', '计划编号', 'Plan no.', {
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 150,
    }),
    textField('name', '计划名称', 'Title', {
      required: true,
      sortable: true,
      searchByDefault: true,
      width: 220,
    }),
    dateField({
      name: 'periodStart',
      label: { zh: '计划开始', en: 'From' },
      required: true,
      sortable: true,
      width: 110,
    }),
    dateField({
      name: 'periodEnd',
      label: { zh: '计划结束', en: 'To' },
      required: true,
      sortable: true,
      width: 110,
    }),
    dictField('PLAN_STATUS', {
      name: 'status',
      label: { zh: '状态', en: 'State' },
      data: 'int',
      form: false,
      searchByDefault: true,
      width: 100,
    }),
    textField('authorName', '编制人', 'Author', { form: false, width: 90 }),
    textField('auditorName', '审核人', 'Auditor', { form: false, width: 90 }),
    remarkField(),
    createTimeField,
  ],
})

/** Trace results (溯源结果): recorded by the standards module, listed and exported here. */
export const traceResults = defineResource({
  code: 'trace_result',
  // Records of what happened: kept, never removed.
  softDelete: false,
  label: { zh: '溯源结果', en: 'Trace results' },
  table: 'trace_result',
  base: '/api/hm-metrology/trace-result',
  permission: 'trace_result',
  titleField: 'certificateNo',
  owner: 'module',
  defaultSort: { field: 'traceDate', order: 'desc' },
  fields: [
    lookupField('lab_standard_device', { name: 'deviceId', label: { zh: '标准器', en: 'Standard device' } }),
    deviceName('device_id'),
    deviceSerial('device_id'),
    dateField({
      name: 'traceDate',
      label: { zh: '溯源日期', en: 'Traced on' },
      sortable: true,
      searchByDefault: true,
      width: 110,
    }),
    dictField('TRACE_TYPE', {
      name: 'traceType',
      label: { zh: '溯源方式', en: 'Traced by' },
      data: 'int',
      width: 90,
    }),
    textField('agency', '溯源机构', 'Traced at', { width: 180 }),
    textField('certificateNo', '证书编号', 'Certificate no.', { searchByDefault: true, width: 150 }),
    dictField('SOURCE_TRACE_RESULT', {
      name: 'result',
      label: { zh: '溯源结果', en: 'Result' },
      data: 'int',
      searchByDefault: true,
      width: 90,
    }),
    dateField({
      name: 'validUntil',
      label: { zh: '有效期至', en: 'Valid until' },
      sortable: true,
      width: 110,
    }),
    textField('recordedByName', '登记人', 'Recorded by', { width: 90 }),
    createTimeField,
  ],
})

/** Interim checks (期间核查) between calibrations. */
export const interimChecks = defineResource({
  code: 'device_interim_check',
  // Records of what happened: kept, never removed.
  softDelete: false,
  label: { zh: '期间核查', en: 'Interim checks' },
  table: 'device_interim_check',
  base: '/api/hm-metrology/interim-check',
  permission: 'interim_check',
  titleField: 'checkDate',
  owner: 'module',
  defaultSort: { field: 'checkDate', order: 'desc' },
  fields: [
    lookupField('lab_standard_device', { name: 'deviceId', label: { zh: '标准器', en: 'Standard device' } }),
    deviceName('device_id'),
    deviceSerial('device_id'),
    dateField({
      name: 'checkDate',
      label: { zh: '核查日期', en: 'Checked on' },
      sortable: true,
      searchByDefault: true,
      width: 110,
    }),
    textField('checkValues', '核查数据', 'Values', { width: 220, maxLength: 4000 }),
    dictField('SOURCE_TRACE_RESULT', {
      name: 'verdict',
      label: { zh: '核查结论', en: 'Verdict' },
      data: 'int',
      searchByDefault: true,
      width: 90,
    }),
    textField('checkedByName', '核查人', 'Checked by', { width: 90 }),
    remarkField(),
  ],
})

/** Where a review of a certificate stands. */
export const CERTIFICATE_REVIEW_STATES = [
  { value: 'open', label: { zh: '复核中', en: 'Under review' } },
  { value: 'confirmed', label: { zh: '确认有效', en: 'Confirmed valid' } },
  { value: 'revoked', label: { zh: '已撤销', en: 'Revoked' } },
] as const

/** Reviews of certificates a standard found wrong put in doubt (证书复核), with what each customer was told. */
export const certificateReviews = defineResource({
  code: 'certificate_review',
  // Records of what happened: kept, never removed.
  softDelete: false,
  label: { zh: '证书复核', en: 'Certificate reviews' },
  table: 'certificate_review',
  base: '/api/hm-metrology/certificate-review',
  permission: 'certificate_review',
  titleField: 'certificateNo',
  owner: 'module',
  defaultSort: { field: 'openedAt', order: 'desc' },
  fields: [
    textField('certificateNo', '证书编号', 'Certificate no.', {
      sortable: true,
      searchByDefault: true,
      width: 150,
    }),
    textField('customerName', '客户', 'Customer', { sortable: true, searchByDefault: true, width: 200 }),
    choiceField(CERTIFICATE_REVIEW_STATES, {
      name: 'state',
      label: { zh: '复核状态', en: 'Review' },
      data: 'text',
      searchByDefault: true,
      width: 100,
    }),
    timestampField({ name: 'openedAt', label: { zh: '标记时间', en: 'Marked' }, width: 150 }),
    timestampField({ name: 'noticeSentAt', label: { zh: '通知客户时间', en: 'Customer told' }, width: 150 }),
    textField('noticeText', '通知内容', 'Notice', { width: 260, maxLength: 4000 }),
    textField('closedByName', '处理人', 'Closed by', { width: 90 }),
    textField('closeReason', '处理说明', 'How it ended', { width: 200, maxLength: 500 }),
    timestampField({ name: 'closedAt', label: { zh: '处理时间', en: 'Closed' }, width: 150 }),
  ],
})
