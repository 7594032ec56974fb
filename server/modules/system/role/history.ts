import { roles } from '@/domain/resources'
import type { Tx } from '../../../db/database'
import type { FieldChange } from '../../../db/schema'
import { recordChange } from '../../../resources/history'

/*
 * A role's change history beyond its declared fields (those go through recordChanges): the menus and buttons
 * granted to it and its data scopes, one changed entry per line, named `grant:<menu code>` and
 * `scope:<resource code>` so a search for a code finds every change of it.
 */

/** What the history shows for a grant held: the grant has no value of its own, only presence. */
const HELD = '✓'

type Who = { tenantId: string; userId: string }

/** The grants a role gained and lost, as changes (none when the sets are equal). */
export function grantChanges(had: ReadonlySet<string>, has: ReadonlySet<string>): FieldChange[] {
  const codes = [...new Set([...had, ...has])].sort()
  return codes
    .filter((code) => had.has(code) !== has.has(code))
    .map((code) => ({
      field: `grant:${code}`,
      before: had.has(code) ? HELD : null,
      after: has.has(code) ? HELD : null,
    }))
}

/** The data scopes that differ, by resource code. */
export function scopeChanges(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): FieldChange[] {
  return Object.keys(after)
    .filter((code) => before[code] !== after[code])
    .sort()
    .map((code) => ({ field: `scope:${code}`, before: before[code] ?? null, after: after[code] ?? null }))
}

/** Keeps a change of a role's grants or scopes; nothing when nothing changed. */
export async function recordRoleAccessChange(
  tx: Tx,
  who: Who,
  roleId: string,
  action: 'grant' | 'scope',
  changes: FieldChange[],
) {
  if (changes.length === 0) return
  await recordChange(tx, {
    tenantId: who.tenantId,
    resource: roles.code,
    recordId: roleId,
    action,
    changes,
    userId: who.userId,
  })
}
