import { createTimeField, dictField, identifierRule, remarkField, sortField } from '../fields'
import { defineResource, type ResourceField } from '../types'

const dictFields = (entry: boolean): ResourceField[] => [
  {
    name: 'code',
    label: { zh: '字典编号', en: 'Code' },
    type: 'input',
    data: 'text',
    required: true,
    ...identifierRule,
    maxLength: 64,
    sortable: true,
    searchByDefault: true,
    width: 180,
  },
  ...(entry
    ? [
        {
          name: 'dictKey',
          label: { zh: '字典键值', en: 'Key' },
          type: 'input',
          data: 'text',
          required: true,
          maxLength: 64,
          sortable: true,
          searchByDefault: true,
        } satisfies ResourceField,
      ]
    : []),
  {
    name: 'dictValue',
    label: { zh: entry ? '字典名称' : '字典分组', en: entry ? 'Label' : 'Group' },
    type: 'input',
    data: 'text',
    required: true,
    maxLength: 255,
    sortable: true,
    searchByDefault: true,
    width: 200,
  },
  sortField,
  dictField('yes_no', {
    name: 'isSealed',
    label: { zh: '封存', en: 'Sealed' },
    data: 'int',
    // Sealing is its own action (the 封存 button and permission), never a side effect of editing.
    form: false,
    width: 110,
  }),
  remarkField({ maxLength: 255, widget: 'textarea' }),
  createTimeField,
]

/** Dictionary groups (the rows with no parent); their entries are `dictEntries` filtered by parentId. */
export const dictGroups = defineResource({
  code: 'system_dict',
  label: { zh: '字典管理', en: 'Dictionaries' },
  table: 'dict',
  base: '/api/blade-system/dict',
  permission: 'dict',
  titleField: 'dictValue',
  defaultSort: { field: 'code', order: 'asc' },
  owner: 'module',
  // Written by the dictionary module; the business dictionaries' declarations inherit it.
  history: true,
  scope: [
    { column: 'category', value: 1 },
    { column: 'parent_id', value: null },
  ],
  fields: dictFields(false),
})

export const dictEntries = defineResource({
  code: 'system_dict_entry',
  label: { zh: '字典项', en: 'Dictionary entries' },
  table: 'dict',
  base: '/api/blade-system/dict-entry',
  endpoints: {
    detail: '/api/blade-system/dict/detail',
    submit: '/api/blade-system/dict/submit',
    remove: '/api/blade-system/dict/remove',
  },
  permission: 'dict',
  titleField: 'dictValue',
  defaultSort: { field: 'sort', order: 'asc' },
  owner: 'module',
  history: true,
  // Entries only: the group rows (no parent) are the other resource.
  scope: [
    { column: 'category', value: 1 },
    { column: 'parent_id', notNull: true },
  ],
  fields: [
    {
      name: 'parentId',
      label: { zh: '字典分组', en: 'Group' },
      type: 'select',
      data: 'uuid',
      list: false,
      form: false,
    },
    ...dictFields(true),
  ],
})

export const bizDictGroups = defineResource({
  ...dictGroups,
  code: 'system_dictbiz',
  label: { zh: '业务字典', en: 'Business dictionaries' },
  base: '/api/blade-system/dict-biz',
  permission: 'dictbiz',
  scope: [
    { column: 'category', value: 2 },
    { column: 'parent_id', value: null },
  ],
})

export const bizDictEntries = defineResource({
  ...dictEntries,
  code: 'system_dictbiz_entry',
  base: '/api/blade-system/dict-biz-entry',
  endpoints: {
    detail: '/api/blade-system/dict-biz/detail',
    submit: '/api/blade-system/dict-biz/submit',
    remove: '/api/blade-system/dict-biz/remove',
  },
  permission: 'dictbiz',
  scope: [
    { column: 'category', value: 2 },
    { column: 'parent_id', notNull: true },
  ],
})
