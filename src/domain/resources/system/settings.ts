import { choiceField, createTimeField, remarkField, sortField, treeField } from '../fields'
import { defineResource } from '../types'

export const menus = defineResource({
  code: 'system_menu',
  label: { zh: '菜单管理', en: 'Menus' },
  table: 'menu',
  base: '/api/blade-system/menu',
  permission: 'menu',
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  owner: 'module',
  fields: [
    {
      name: 'name',
      label: { zh: '菜单名称', en: 'Name' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 64,
      sortable: true,
      searchByDefault: true,
      width: 160,
    },
    {
      name: 'code',
      label: { zh: '菜单编号', en: 'Code' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 64,
      sortable: true,
      searchByDefault: true,
      width: 150,
    },
    treeField('/api/blade-system/menu/menu-list', {
      name: 'parentId',
      label: { zh: '上级菜单', en: 'Parent' },
    }),
    {
      name: 'path',
      label: { zh: '路由地址', en: 'Path' },
      type: 'input',
      data: 'text',
      maxLength: 255,
      width: 220,
    },
    {
      name: 'source',
      label: { zh: '菜单图标', en: 'Icon' },
      type: 'input',
      data: 'text',
      maxLength: 64,
      searchable: false,
    },
    choiceField(
      [
        { value: '1', label: { zh: '菜单', en: 'Menu' } },
        { value: '2', label: { zh: '按钮', en: 'Button' } },
      ],
      {
        name: 'category',
        label: { zh: '菜单类型', en: 'Type' },
        data: 'int',
        required: true,
        searchByDefault: true,
        width: 110,
      },
    ),
    sortField,
    remarkField({ maxLength: 255, widget: 'textarea' }),
    createTimeField,
  ],
})

/**
 * Parameters every signed-in user loads at start-up whose values are for administrators only (the printers'
 * network addresses too: staff print by name through /api/net-print).
 */
export const SECRET_PARAM_KEYS: readonly string[] = [
  'account.initPassword',
  'print.labelPrinters',
  // The lab's SMTP password and SMS access key secret (server/modules/notify/settings.ts).
  'notify.mail.password',
  'notify.sms.accessKeySecret',
]

export const params = defineResource({
  code: 'system_param',
  label: { zh: '参数管理', en: 'Parameters' },
  table: 'param',
  base: '/api/blade-system/param',
  permission: 'param',
  titleField: 'paramName',
  defaultSort: { field: 'paramKey', order: 'asc' },
  owner: 'module',
  adminOnlyRows: { column: 'param_key', values: SECRET_PARAM_KEYS },
  fields: [
    {
      name: 'paramName',
      label: { zh: '参数名称', en: 'Name' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 100,
      sortable: true,
      searchByDefault: true,
      width: 180,
    },
    {
      name: 'paramKey',
      label: { zh: '参数键名', en: 'Key' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 100,
      sortable: true,
      searchByDefault: true,
      width: 200,
    },
    {
      name: 'paramValue',
      label: { zh: '参数键值', en: 'Value' },
      type: 'input',
      data: 'text',
      maxLength: 1000,
      width: 200,
    },
    remarkField({ maxLength: 255, widget: 'textarea' }),
    createTimeField,
  ],
})
