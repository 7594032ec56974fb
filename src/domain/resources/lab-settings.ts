import { dateField, dictField, joinedField, lookupField, timestampField } from './fields'
import { defineResource } from './types'

/*
 * The lab's own settings as resources (ISO/IEC 17025 6.2): who is authorised for which kind of work. The
 * standards results are traced to are ./standards.ts; numbering rules have a page of their own.
 */

/**
 * Staff authorisations. Granting and withdrawing go through the workflow module (a grant replaces an earlier
 * one of the same kind; a withdrawal is kept for the record), so the engine serves the list and export only.
 */
export const staffAbilities = defineResource({
  code: 'lab_staff_ability',
  label: { zh: '人员授权', en: 'Staff authorisations' },
  table: 'staff_ability',
  base: '/api/hm-metrology/staff-ability',
  permission: 'staff_ability',
  titleField: 'userName',
  defaultSort: { field: 'createTime', order: 'desc' },
  owner: 'module',
  history: true,
  fields: [
    lookupField('system_user', { name: 'userId', label: { zh: '人员', en: 'Person' }, required: true }),
    joinedField(
      { table: 'app_user', key: 'user_id', column: 'real_name' },
      {
        name: 'userName',
        label: { zh: '人员', en: 'Person' },
        sortable: true,
        searchByDefault: true,
        width: 140,
      },
    ),
    dictField('ability_type', {
      name: 'abilityCode',
      label: { zh: '授权能力', en: 'Authorised for' },
      data: 'text',
      required: true,
      searchByDefault: true,
      width: 130,
    }),
    {
      name: 'itemName',
      label: { zh: '检测项目', en: 'Test item' },
      type: 'input',
      data: 'text',
      maxLength: 200,
      searchByDefault: true,
      width: 160,
      hint: {
        zh: '留空则授权该能力类型的全部检测项目',
        en: 'Leave empty to authorise every test item of the kind',
      },
    },
    lookupField('staff_certificate', { name: 'certificateId', label: { zh: '依据证书', en: 'Certificate' } }),
    joinedField(
      { table: 'staff_certificate', key: 'certificate_id', column: 'certificate_no' },
      { name: 'certificateNo', label: { zh: '依据证书', en: 'Certificate' }, width: 140 },
    ),
    lookupField('staff_training', {
      name: 'trainingId',
      label: { zh: '依据培训', en: 'Training' },
      hint: {
        zh: '授权须依据本人的证书或考核合格（优秀、良好）的培训，且其覆盖该项目',
        en: 'An authorisation rests on her certificate, or a training she passed (excellent, good), covering the item',
      },
    }),
    joinedField(
      { table: 'staff_training', key: 'training_id', column: 'topic' },
      { name: 'trainingTopic', label: { zh: '依据培训', en: 'Training' }, width: 160 },
    ),
    dateField({
      name: 'validUntil',
      label: { zh: '有效期至', en: 'Valid until' },
      sortable: true,
      searchByDefault: true,
      width: 170,
      hint: { zh: '留空则长期有效，直至撤销', en: 'Leave empty to hold until withdrawn' },
    }),
    joinedField(
      { table: 'app_user', key: 'granted_by', column: 'real_name' },
      { name: 'grantedByName', label: { zh: '授权人', en: 'Granted by' }, width: 120 },
    ),
    timestampField({ name: 'createTime', label: { zh: '授权时间', en: 'Granted' }, form: false }),
  ],
})
