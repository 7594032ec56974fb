import { NUMBERING_RULE_HISTORY } from '../../numbering/history'
import { labCapabilities } from '../capabilities'
import { staffAbilities } from '../lab-settings'
import { chargeStandards } from '../charges'
import { choiceField, textField, timestampField } from '../fields'
import { materials } from '../materials'
import { notifyTemplates } from '../notify'
import { staffCertificates, staffRecords, staffTrainingParticipants, staffTrainings } from '../staff'
import { measuringStandards, standardDevices, standardFiles } from '../standards'
import { defineResource, type Localized } from '../types'
import { bizDictEntries, bizDictGroups, dictEntries, dictGroups } from './dictionaries'
import { roles, users } from './organisation'

/*
 * 变更记录: the append-only change history of the lab's master records (ISO/IEC 17025 8.4), each record's
 * own at `{base}/history`, all of them searched here by administrators. Rows are written in the transaction
 * of the change (server/resources/history.ts) and never changed or removed: the API has no route that would,
 * and the database refuses it (migration record_history_append_only).
 */

/** What a history entry says happened; modules add their own steps beside the engine's three. */
export const RECORD_HISTORY_ACTIONS = {
  create: { zh: '新增', en: 'Created' },
  update: { zh: '修改', en: 'Changed' },
  remove: { zh: '删除', en: 'Removed' },
  state: { zh: '状态变更', en: 'State changed' },
  trace: { zh: '溯源结果', en: 'Trace result' },
  check: { zh: '期间核查', en: 'Interim check' },
  version: { zh: '新版本', en: 'New version' },
  withdraw: { zh: '撤回', en: 'Withdrawn' },
  reinstate: { zh: '恢复', en: 'Reinstated' },
  password: { zh: '密码变更', en: 'Password changed' },
  grant: { zh: '菜单授权', en: 'Menus granted' },
  scope: { zh: '数据权限', en: 'Data scopes' },
  reset: { zh: '恢复默认', en: 'Back to default' },
} as const satisfies Record<string, Localized>

export type RecordHistoryAction = keyof typeof RECORD_HISTORY_ACTIONS

/**
 * The declarations whose records keep a history, by resource code (a unit test holds this list equal to the
 * declarations with `history: true`), and the numbering rules, which have a page of their own.
 */
export const HISTORY_RESOURCES: readonly { code: string; label: Localized }[] = [
  ...[
    users,
    roles,
    dictGroups,
    dictEntries,
    bizDictGroups,
    bizDictEntries,
    chargeStandards,
    notifyTemplates,
    materials,
    standardDevices,
    measuringStandards,
    standardFiles,
    labCapabilities,
    staffAbilities,
    staffRecords,
    staffCertificates,
    staffTrainings,
    staffTrainingParticipants,
  ].map(({ code, label }) => ({ code, label })),
  { code: NUMBERING_RULE_HISTORY, label: { zh: '编号规则', en: 'Numbering rules' } },
]

/**
 * Labels of what modules keep in a record's history beside its declared fields, by resource code. A name
 * ending in ':' labels a family of fields (`grant:user_reset` is the grant of the menu or button user_reset).
 */
export const HISTORY_EXTRA_FIELDS: Readonly<Record<string, Readonly<Record<string, Localized>>>> = {
  [users.code]: {
    roles: { zh: '角色', en: 'Roles' },
    password: { zh: '密码', en: 'Password' },
    signatureFileId: { zh: '手写签名（图片文件）', en: 'Handwritten signature (image file)' },
  },
  [roles.code]: {
    'grant:': { zh: '菜单权限', en: 'Menu grant' },
    'scope:': { zh: '数据权限', en: 'Data scope' },
  },
  [NUMBERING_RULE_HISTORY]: { items: { zh: '编号规则', en: 'Rule' } },
}

export const recordHistories = defineResource({
  code: 'record_history',
  label: { zh: '变更记录', en: 'Change history' },
  table: 'record_history',
  base: '/api/system/record-history',
  permission: 'record_history',
  titleField: 'resource',
  owner: 'module',
  softDelete: false,
  defaultSort: { field: 'at', order: 'desc' },
  fields: [
    timestampField({ name: 'at', label: { zh: '时间', en: 'Time' }, searchByDefault: true }),
    choiceField(
      HISTORY_RESOURCES.map(({ code, label }) => ({ value: code, label })),
      {
        name: 'resource',
        label: { zh: '记录类型', en: 'Kind of record' },
        data: 'text',
        multiple: true,
        sortable: true,
        searchByDefault: true,
        width: 140,
      },
    ),
    {
      name: 'recordId',
      label: { zh: '记录编号', en: 'Record id' },
      type: 'input',
      data: 'uuid',
      defaultOp: '=',
      // An id tells a reader little: shown in 查看, and in the table through column settings.
      hidden: true,
      width: 290,
    },
    choiceField(
      Object.entries(RECORD_HISTORY_ACTIONS).map(([value, label]) => ({ value, label })),
      {
        name: 'action',
        label: { zh: '操作', en: 'Action' },
        data: 'text',
        multiple: true,
        sortable: true,
        width: 110,
      },
    ),
    textField('userName', '操作人', 'By', { sortable: true, width: 120 }),
    {
      name: 'userId',
      label: { zh: '操作人编号', en: 'By (id)' },
      type: 'input',
      data: 'uuid',
      defaultOp: '=',
      hidden: true,
      width: 290,
    },
    {
      // Searched as the text of the whole list of changes: a keyword finds a field's name or any value.
      name: 'changes',
      label: { zh: '变更内容', en: 'Changes' },
      type: 'input',
      data: 'json',
      defaultOp: 'LIKE',
      searchByDefault: true,
      width: 420,
    },
    textField('reason', '原因', 'Reason', { maxLength: 500, width: 200 }),
  ],
})
