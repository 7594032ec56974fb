import {
  createTimeField,
  dateField,
  dictField,
  flagField,
  joinedField,
  lookupField,
  remarkField,
  textField,
} from './fields'
import type { ResourceField } from './types'
import { defineResource } from './types'

/*
 * Staff competence (ISO/IEC 17025 6.2): each person's record, her certificates and the trainings she took, the
 * evidence her authorisations rest on. The staff office keeps them; the engine serves lists, forms and exports.
 */

/** The person a row is about: picked among the lab's users, listed by name. */
const person = (key: string, extra: Partial<ResourceField> = {}): ResourceField[] => [
  lookupField('system_user', {
    name: 'userId',
    label: { zh: '人员', en: 'Person' },
    required: true,
    ...extra,
  }),
  joinedField(
    { table: 'app_user', key, column: 'real_name' },
    {
      name: 'userName',
      label: { zh: '姓名', en: 'Name' },
      sortable: true,
      searchByDefault: true,
      width: 100,
    },
  ),
]

/** Staff records (人员档案): one per person of the lab, her national ID masked to all but the staff office. */
export const staffRecords = defineResource({
  code: 'staff_record',
  label: { zh: '人员档案', en: 'Staff records' },
  table: 'staff_record',
  base: '/api/hm-staff/record',
  permission: 'staff_record',
  titleField: 'userName',
  defaultSort: { field: 'createTime', order: 'desc' },
  history: true,
  fields: [
    // One record per person.
    ...person('user_id', { unique: true }),
    dictField('sex', { name: 'sex', label: { zh: '性别', en: 'Sex' }, data: 'text', width: 70 }),
    dictField('ethnic_type', {
      name: 'ethnic',
      label: { zh: '民族', en: 'Ethnic group' },
      data: 'text',
      width: 90,
    }),
    dateField({ name: 'birthDate', label: { zh: '出生日期', en: 'Born' }, width: 110 }),
    dictField('education_type', {
      name: 'education',
      label: { zh: '学历', en: 'Education' },
      data: 'text',
      width: 90,
    }),
    textField('major', '专业', 'Field of study', { maxLength: 100 }),
    dictField('titlepost_type', {
      name: 'titlePost',
      label: { zh: '职称', en: 'Title' },
      data: 'text',
      width: 80,
    }),
    dictField('dutyid_type', {
      name: 'duty',
      label: { zh: '职务', en: 'Position' },
      data: 'text',
      width: 90,
    }),
    dictField('is_technicist', {
      name: 'technicist',
      label: { zh: '是否技术人员', en: 'Technical staff' },
      data: 'text',
      width: 100,
    }),
    joinedField(
      { table: 'app_user', key: 'user_id', column: 'dept_id' },
      { name: 'deptId', label: { zh: '部门', en: 'Department' }, list: false, searchable: false },
    ),
    dateField({ name: 'entryDate', label: { zh: '入职日期', en: 'Joined' }, sortable: true, width: 110 }),
    {
      name: 'photoFileId',
      label: { zh: '照片', en: 'Photo' },
      type: 'input',
      data: 'uuid',
      widget: 'image',
      list: false,
      searchable: false,
    },
    textField('idCardNo', '身份证号', 'National ID', {
      maxLength: 18,
      validator: 'idCard',
      width: 170,
      mask: { rule: 'idCard', unless: 'staff_record_edit' },
    }),
    remarkField(),
    createTimeField,
  ],
})

/** Staff certificates (人员证书): what each qualifies its holder for, and until when. */
export const staffCertificates = defineResource({
  code: 'staff_certificate',
  label: { zh: '人员证书', en: 'Staff certificates' },
  table: 'staff_certificate',
  base: '/api/hm-staff/certificate',
  permission: 'staff_certificate',
  titleField: 'certificateNo',
  defaultSort: { field: 'expiryDate', order: 'asc' },
  history: true,
  fields: [
    ...person('user_id'),
    textField('kind', '证书类别', 'Kind', {
      required: true,
      maxLength: 64,
      searchByDefault: true,
      hint: {
        zh: '如 注册计量师、检定员证、内审员',
        en: 'E.g. registered metrologist, verifier, internal auditor',
      },
    }),
    dictField('STAFF_CERTIFICATE_LEVEL', {
      name: 'level',
      label: { zh: '证书等级', en: 'Level' },
      data: 'text',
      width: 90,
    }),
    textField('certificateNo', '证书编号', 'Certificate no.', {
      required: true,
      maxLength: 100,
      searchByDefault: true,
      width: 150,
    }),
    // Set by 撤回 / 恢复 with a reason (server/modules/staff/certificate-routes.ts), never by the form; beside
    // the number, so a withdrawn certificate is seen without scrolling.
    flagField({ name: 'withdrawn', label: { zh: '已撤回', en: 'Withdrawn' }, form: false }),
    textField('issuer', '发证机关', 'Issued by', { width: 160 }),
    textField('activities', '覆盖的检测项目或能力', 'Activities covered', {
      maxLength: 4000,
      widget: 'textarea',
      width: 200,
      hint: { zh: '每行一个检测项目名称或能力代码', en: 'One test item name or ability code per line' },
    }),
    dateField({
      name: 'issueDate',
      label: { zh: '发证日期', en: 'Issued' },
      required: true,
      sortable: true,
      width: 110,
    }),
    dateField({
      name: 'expiryDate',
      label: { zh: '有效期至', en: 'Expires' },
      notBefore: 'issueDate',
      sortable: true,
      searchByDefault: true,
      width: 110,
      hint: { zh: '留空为长期有效', en: 'Leave empty when it does not lapse' },
    }),
    {
      name: 'fileId',
      label: { zh: '证书扫描件', en: 'Scan' },
      type: 'input',
      data: 'uuid',
      widget: 'file',
      list: false,
      searchable: false,
    },
    textField('withdrawReason', '撤回原因', 'Reason withdrawn', {
      maxLength: 500,
      form: false,
      width: 160,
    }),
    createTimeField,
  ],
})

/** Trainings (培训): sessions with their participants and each one's evaluation. */
export const staffTrainings = defineResource({
  code: 'staff_training',
  label: { zh: '培训', en: 'Trainings' },
  table: 'staff_training',
  base: '/api/hm-staff/training',
  permission: 'staff_training',
  titleField: 'topic',
  defaultSort: { field: 'startDate', order: 'desc' },
  history: true,
  fields: [
    textField('topic', '培训主题', 'Topic', {
      required: true,
      sortable: true,
      searchByDefault: true,
      width: 220,
    }),
    dictField('STAFF_TRAINING_TYPE', {
      name: 'kind',
      label: { zh: '培训类型', en: 'Type' },
      data: 'text',
      required: true,
      width: 90,
    }),
    dictField('STAFF_TRAINING_MODE', {
      name: 'mode',
      label: { zh: '培训方式', en: 'Mode' },
      data: 'text',
      required: true,
      width: 90,
    }),
    dateField({
      name: 'startDate',
      label: { zh: '开始日期', en: 'From' },
      required: true,
      sortable: true,
      width: 110,
    }),
    dateField({ name: 'endDate', label: { zh: '结束日期', en: 'To' }, notBefore: 'startDate', width: 110 }),
    textField('hours', '学时', 'Hours', {
      data: 'decimal',
      pattern: '^\\d{1,4}(\\.\\d)?$',
      message: { zh: '学时须为数字，最多一位小数', en: 'Hours: a number with at most one decimal' },
      maxLength: 6,
      width: 70,
    }),
    textField('trainer', '授课人', 'Trainer', { maxLength: 100, width: 100 }),
    textField('activities', '涉及的检测项目或能力', 'Activities covered', {
      maxLength: 4000,
      widget: 'textarea',
      width: 200,
      hint: { zh: '每行一个检测项目名称或能力代码', en: 'One test item name or ability code per line' },
    }),
    {
      name: 'materialFileId',
      label: { zh: '培训资料', en: 'Materials' },
      type: 'input',
      data: 'uuid',
      widget: 'file',
      list: false,
      searchable: false,
    },
    remarkField(),
    createTimeField,
  ],
})

/** A training's participants: attendance and evaluation (STAFF_ACHIEVEMENT_EVALUATION). */
export const staffTrainingParticipants = defineResource({
  code: 'staff_training_participant',
  label: { zh: '培训人员', en: 'Training participants' },
  table: 'staff_training_participant',
  base: '/api/hm-staff/training-participant',
  permission: 'staff_training',
  titleField: 'userName',
  defaultSort: { field: 'createTime', order: 'desc' },
  history: true,
  fields: [
    lookupField('staff_training', {
      name: 'trainingId',
      label: { zh: '培训', en: 'Training' },
      required: true,
    }),
    joinedField(
      { table: 'staff_training', key: 'training_id', column: 'topic' },
      {
        name: 'trainingTopic',
        label: { zh: '培训主题', en: 'Topic' },
        sortable: true,
        searchByDefault: true,
        width: 200,
      },
    ),
    ...person('user_id'),
    dictField('yes_no', {
      name: 'attended',
      label: { zh: '是否出勤', en: 'Attended' },
      data: 'text',
      required: true,
      width: 90,
    }),
    dictField('STAFF_ACHIEVEMENT_EVALUATION', {
      name: 'evaluation',
      label: { zh: '培训效果评价', en: 'Evaluation' },
      data: 'text',
      searchByDefault: true,
      width: 110,
    }),
    remarkField(),
    createTimeField,
  ],
})
