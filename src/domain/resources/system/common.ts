import type { ResourceField } from '../types'

/** Codes and aliases the server keys on (dictionary codes, role aliases): the same rule as the module routes. */
export const identifierRule = {
  pattern: '^[A-Za-z][\\w-]*$',
  message: {
    zh: '以字母开头，只含字母、数字、_ 或 -',
    en: 'Starts with a letter; letters, digits, _ or -',
  },
} as const satisfies Pick<ResourceField, 'pattern' | 'message'>

export const sortField: ResourceField = {
  name: 'sort',
  label: { zh: '排序', en: 'Order' },
  type: 'inputTwo',
  data: 'int',
  validator: 'nonNegativeInteger',
  sortable: true,
  width: 120,
}

export const remarkField: ResourceField = {
  name: 'remark',
  label: { zh: '备注', en: 'Remark' },
  type: 'input',
  data: 'text',
  maxLength: 255,
  widget: 'textarea',
}

export const createTimeField: ResourceField = {
  name: 'createTime',
  label: { zh: '创建时间', en: 'Created' },
  type: 'daterange',
  data: 'timestamp',
  form: false,
  sortable: true,
  hidden: true,
  width: 170,
}
