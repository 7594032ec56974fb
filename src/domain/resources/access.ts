import { SECURITY_EVENTS, SECURITY_EVENT_CODES } from '../access/securityEvents'
import { choiceField, joinedField, lookupField, timestampField } from './fields'
import { defineResource, type Localized, type ResourceField } from './types'

/** A person's name or account, read from app_user through the record's key. */
const joinedUser = (name: string, label: Localized, key: string, column: string): ResourceField =>
  joinedField({ table: 'app_user', key, column }, { name, label, sortable: true })

/** Dictionary-like states of a customer's account link (kept here: the spec's dictionaries have none). */
export const CUSTOMER_LINK_STATES = [
  { value: '1', label: { zh: '待确认', en: 'Awaiting confirmation' } },
  { value: '2', label: { zh: '已关联', en: 'Linked' } },
  { value: '3', label: { zh: '已拒绝', en: 'Refused' } },
] as const

export const CUSTOMER_LINK = { awaiting: 1, linked: 2, refused: 3 } as const

/**
 * 客户账号: the accounts customers made for themselves (/register), and the customer record of the lab each
 * speaks for. The lab links them (server/modules/customer-account); a linked account reads that
 * customer's orders, certificates and instruments in its portal.
 */
export const customerAccounts = defineResource({
  code: 'customer_account',
  label: { zh: '客户账号', en: 'Customer accounts' },
  table: 'customer_account',
  base: '/api/hm-crm/customer-account',
  permission: 'customer_account',
  titleField: 'account',
  owner: 'module',
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    { ...joinedUser('account', { zh: '账号', en: 'Account' }, 'user_id', 'account'), searchByDefault: true },
    joinedUser('realName', { zh: '姓名', en: 'Name' }, 'user_id', 'real_name'),
    {
      name: 'phone',
      label: { zh: '手机号', en: 'Mobile' },
      type: 'input',
      data: 'text',
      searchByDefault: true,
    },
    {
      name: 'companyName',
      label: { zh: '注册单位', en: 'Company given' },
      type: 'input',
      data: 'text',
      searchByDefault: true,
      width: 200,
    },
    choiceField(CUSTOMER_LINK_STATES, {
      name: 'linkState',
      label: { zh: '关联状态', en: 'Link' },
      data: 'int',
      sortable: true,
      searchByDefault: true,
    }),
    lookupField('crm_customer', { name: 'customerId', label: { zh: '关联客户', en: 'Linked customer' } }),
    joinedField(
      { table: 'crm_customer', key: 'customer_id', column: 'name' },
      { name: 'customerName', label: { zh: '关联客户', en: 'Linked customer' }, sortable: true, width: 200 },
    ),
    joinedUser('linkedByName', { zh: '确认人', en: 'Confirmed by' }, 'linked_by', 'real_name'),
    timestampField({ name: 'linkedTime', label: { zh: '确认时间', en: 'Confirmed' } }),
    timestampField({ name: 'createTime', label: { zh: '注册时间', en: 'Registered' } }),
  ],
})

const text = (name: string, label: Localized, extra: Partial<ResourceField> = {}): ResourceField => ({
  name,
  label,
  type: 'input',
  data: 'text',
  ...extra,
})

const json = (name: string, label: Localized): ResourceField => ({
  name,
  label,
  type: 'input',
  data: 'json',
  searchable: false,
  width: 220,
})

/**
 * 安全审计: the security audit log (server/modules/security-log): read and exported, never written through
 * the API. The platform's own log holds the tenants' events.
 */
export const securityEvents = defineResource({
  code: 'security_event',
  label: { zh: '安全审计日志', en: 'Security audit log' },
  table: 'security_event',
  base: '/api/blade-log/security-event',
  permission: 'security_log',
  titleField: 'event',
  owner: 'module',
  softDelete: false,
  defaultSort: { field: 'at', order: 'desc' },
  fields: [
    timestampField({ name: 'at', label: { zh: '时间', en: 'Time' }, searchByDefault: true }),
    choiceField(
      SECURITY_EVENT_CODES.map((code) => ({ value: code, label: SECURITY_EVENTS[code] })),
      {
        name: 'event',
        label: { zh: '事件', en: 'Event' },
        data: 'text',
        multiple: true,
        sortable: true,
        searchByDefault: true,
        width: 140,
      },
    ),
    text('actorAccount', { zh: '操作账号', en: 'Account' }, { sortable: true, searchByDefault: true }),
    text('actorName', { zh: '操作人', en: 'By' }),
    text('ip', { zh: 'IP 地址', en: 'Address' }, { searchByDefault: true, width: 130 }),
    choiceField(
      [
        { value: 'user', label: { zh: '用户', en: 'User' } },
        { value: 'role', label: { zh: '角色', en: 'Role' } },
        { value: 'tenant', label: { zh: '租户', en: 'Tenant' } },
        { value: 'file', label: { zh: '文件', en: 'File' } },
        { value: 'customer_account', label: { zh: '客户账号', en: 'Customer account' } },
      ],
      { name: 'targetType', label: { zh: '对象类型', en: 'Object' }, data: 'text' },
    ),
    text('targetLabel', { zh: '对象', en: 'Object name' }, { width: 160 }),
    text('targetId', { zh: '对象编号', en: 'Object id' }, { hidden: true, width: 200 }),
    json('before', { zh: '变更前', en: 'Before' }),
    json('after', { zh: '变更后', en: 'After' }),
    json('detail', { zh: '详情', en: 'Details' }),
    text('userAgent', { zh: '客户端', en: 'Browser' }, { hidden: true, width: 200 }),
  ],
})
