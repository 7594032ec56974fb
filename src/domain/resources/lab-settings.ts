import { createTimeField, dateField, dictField, joinedField, lookupField, timestampField } from './fields'
import { defineResource } from './types'

/*
 * The lab's own settings as resources (ISO/IEC 17025 6.2 and 6.4): who is authorised for which kind
 * of work, and the measurement standards results are traced to. Numbering rules have a page of their own.
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
    dateField({
      name: 'validUntil',
      label: { zh: '有效期至', en: 'Valid until' },
      sortable: true,
      searchByDefault: true,
      width: 130,
      hint: { zh: '留空则长期有效，直至撤销', en: 'Leave empty to hold until withdrawn' },
    }),
    joinedField(
      { table: 'app_user', key: 'granted_by', column: 'real_name' },
      { name: 'grantedByName', label: { zh: '授权人', en: 'Granted by' }, width: 120 },
    ),
    timestampField({ name: 'createTime', label: { zh: '授权时间', en: 'Granted' }, form: false }),
  ],
})

/** Measurement standards (标准器): a result may record only those in use with a valid certificate. */
export const standardDevices = defineResource({
  code: 'lab_standard_device',
  label: { zh: '标准器', en: 'Measurement standards' },
  table: 'standard_device',
  base: '/api/hm-metrology/standard-device',
  permission: 'standard_device',
  titleField: 'name',
  defaultSort: { field: 'validUntil', order: 'asc' },
  fields: [
    {
      name: 'name',
      label: { zh: '标准器名称', en: 'Name' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 200,
      sortable: true,
      searchByDefault: true,
      width: 200,
    },
    {
      name: 'model',
      label: { zh: '型号规格', en: 'Model' },
      type: 'input',
      data: 'text',
      maxLength: 100,
      width: 130,
    },
    {
      name: 'serialNo',
      label: { zh: '出厂编号', en: 'Serial no.' },
      type: 'input',
      data: 'text',
      maxLength: 100,
      searchByDefault: true,
      width: 130,
    },
    {
      name: 'certificateNo',
      label: { zh: '溯源证书编号', en: 'Certificate no.' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 100,
      searchByDefault: true,
      width: 160,
      hint: {
        zh: '证明其量值溯源的检定或校准证书',
        en: 'The calibration certificate that makes it traceable',
      },
    },
    dateField({
      name: 'validUntil',
      label: { zh: '证书有效期至', en: 'Certificate valid until' },
      required: true,
      sortable: true,
      searchByDefault: true,
      width: 140,
    }),
    dictField('DEVICE_STATE', {
      name: 'status',
      label: { zh: '状态', en: 'State' },
      data: 'int',
      required: true,
      searchByDefault: true,
      width: 100,
    }),
    createTimeField,
  ],
})
