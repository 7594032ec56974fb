import { describe, expect, it } from 'vitest'
import {
  NUMBERED_DOCUMENTS,
  NUMBERING_RULE_HISTORY,
  numberedDocumentOf,
  numberingRuleRecordId,
} from '@/domain/numbering'
import { HISTORY_RESOURCES, resources, users, type ResourceDeclaration } from '@/domain/resources'
import { changesBetween, MASKED } from '../../server/resources/history'
import { grantChanges, scopeChanges } from '../../server/modules/system/role/history'
import { historySearchOf } from '../../server/modules/system/record-history/service'

/*
 * The change history of master records (ISO/IEC 17025 8.4): what it may be searched by, how a numbering rule
 * (keyed by its document type) gets a record id, and what of a change is kept.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('the change history', () => {
  it('offers every declaration that keeps a history, and the numbering rules, as a kind of record', () => {
    const declared = resources.filter((resource) => resource.history).map((resource) => resource.code)
    expect(HISTORY_RESOURCES.map((kind) => kind.code).sort()).toEqual(
      [...declared, NUMBERING_RULE_HISTORY].sort(),
    )
  })

  it('gives each document type’s numbering rule its own fixed record id', () => {
    const ids = NUMBERED_DOCUMENTS.map(numberingRuleRecordId)
    expect(new Set(ids).size).toBe(NUMBERED_DOCUMENTS.length)
    for (const id of ids) expect(id).toMatch(UUID)
    for (const document of NUMBERED_DOCUMENTS)
      expect(numberedDocumentOf(numberingRuleRecordId(document))).toBe(document)
    expect(numberedDocumentOf('00000000-0000-8000-8000-000000000099')).toBeUndefined()
  })

  it('keeps the fields that changed, and of a secret only that it changed', () => {
    const withSecret: ResourceDeclaration = {
      ...users,
      fields: [
        ...users.fields,
        {
          name: 'smtpPass',
          label: { zh: '密码', en: 'Password' },
          type: 'input',
          data: 'text',
          widget: 'password',
        },
      ],
    }
    const before = { account: 'li', realName: '李', smtpPass: 'old', apiSecret: 'a', status: '1' }
    const after = { account: 'li', realName: '李四', smtpPass: 'new', apiSecret: 'b', status: '1' }
    expect(changesBetween(before, after, withSecret)).toEqual([
      { field: 'realName', before: '李', after: '李四' },
      { field: 'smtpPass', before: MASKED, after: MASKED },
      { field: 'apiSecret', before: MASKED, after: MASKED },
    ])
    // A new record lists what it was given; a secret set for the first time is masked too.
    expect(changesBetween(null, { account: 'li', password: 'x', phone: null })).toEqual([
      { field: 'account', before: null, after: 'li' },
      { field: 'password', before: null, after: MASKED },
    ])
  })

  it('keeps a role’s grants and data scopes one line per menu or resource that changed', () => {
    expect(grantChanges(new Set(['user', 'user_view']), new Set(['user', 'user_reset']))).toEqual([
      { field: 'grant:user_reset', before: null, after: '✓' },
      { field: 'grant:user_view', before: '✓', after: null },
    ])
    expect(grantChanges(new Set(['a']), new Set(['a']))).toEqual([])
    expect(
      scopeChanges({ lab_order: 'all', crm_customer: 'dept' }, { lab_order: 'own', crm_customer: 'dept' }),
    ).toEqual([{ field: 'scope:lab_order', before: 'all', after: 'own' }])
  })

  it('searches by kind, record, who, action, dates and a word in the changes, newest first', () => {
    const payload = historySearchOf({
      resource: ['system_user', 'system_role'],
      recordId: '0190a000-0000-7000-8000-000000000001',
      userId: '0190a000-0000-7000-8000-000000000002',
      action: ['update'],
      from: '2026-01-01',
      to: '2026-01-31',
      keyword: '李四',
    })
    expect(payload.descs).toBe('at')
    expect(JSON.parse(payload.searchParam?.filter ?? '{}')).toEqual({
      resource: ['system_user', 'system_role'],
      recordId: '0190a000-0000-7000-8000-000000000001',
      userId: '0190a000-0000-7000-8000-000000000002',
      action: ['update'],
      at: ['2026-01-01', '2026-01-31'],
      changes: '李四',
    })
    expect(JSON.parse(payload.searchParam?.op ?? '{}')).toMatchObject({ at: 'BETWEEN', changes: 'LIKE' })
    expect(JSON.parse(historySearchOf({ from: '2026-01-01' }).searchParam?.op ?? '{}')).toEqual({ at: '>=' })
    expect(JSON.parse(historySearchOf({ to: '2026-01-31' }).searchParam?.op ?? '{}')).toEqual({ at: '<=' })
    expect(JSON.parse(historySearchOf({}).searchParam?.filter ?? '')).toEqual({})
  })
})
