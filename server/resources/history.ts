import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { columnOf, type ResourceDeclaration } from '@/domain/resources'
import { queryRows, type Tx } from '../db/database'
import type { FieldChange } from '../db/schema'

/*
 * The change history of declarations that keep one (`history: true`): the engine reads a record's own
 * columns before and after a write and keeps the fields that changed, as text, with who and why.
 */

/** The fields whose values the history compares: the record's own, written by the form. */
const trackedFields = (resource: ResourceDeclaration) =>
  resource.fields.filter((field) => !field.join && field.form !== false)

/** A record's tracked values as text (null for empty), or null when it does not exist. */
export async function trackedValues(
  tx: Tx,
  resource: ResourceDeclaration,
  tenantId: string,
  id: string,
): Promise<Record<string, string | null> | null> {
  const fields = trackedFields(resource)
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${sql.join(
      fields.map((field) => sql`${sql.identifier(columnOf(field))}::text as ${sql.identifier(field.name)}`),
      sql`, `,
    )} from ${sql.identifier(resource.table)} where tenant_id = ${tenantId} and id = ${id}`,
  )
  if (!row) return null
  return Object.fromEntries(
    fields.map((field) => [field.name, row[field.name] === null ? null : String(row[field.name])]),
  )
}

/** The fields that differ between two readings of a record. */
export function changesBetween(
  before: Record<string, string | null> | null,
  after: Record<string, string | null>,
): FieldChange[] {
  return (
    Object.entries(after)
      // A new record lists the fields it was given, not the empty ones.
      .filter(([field, value]) => (before === null ? value !== null : before[field] !== value))
      .map(([field, value]) => ({ field, before: before?.[field] ?? null, after: value }))
  )
}

/** Keeps one entry of a record's history; a change that changed nothing is not kept. */
export async function recordChange(
  tx: Tx,
  entry: {
    tenantId: string
    resource: string
    recordId: string
    action: string
    changes: FieldChange[]
    userId: string
    reason?: string | null
  },
) {
  if (entry.action === 'update' && entry.changes.length === 0) return
  await tx.execute(
    sql`insert into record_history (tenant_id, id, resource, record_id, action, changes, reason, user_id, user_name)
        values (${entry.tenantId}, ${uuidv7()}, ${entry.resource}, ${entry.recordId}, ${entry.action},
          ${JSON.stringify(entry.changes)}::jsonb, ${entry.reason ?? null}, ${entry.userId},
          (select real_name from app_user where tenant_id = ${entry.tenantId} and id = ${entry.userId}))`,
  )
}

export type HistoryEntry = {
  id: string
  action: string
  changes: FieldChange[]
  reason: string | null
  userName: string | null
  at: string
}

/** A record's history, newest first. */
export async function historyOf(
  tx: Tx,
  resource: string,
  tenantId: string,
  recordId: string,
): Promise<HistoryEntry[]> {
  const rows = await queryRows<{
    id: string
    action: string
    changes: FieldChange[] | string
    reason: string | null
    user_name: string | null
    at: string | Date
  }>(
    tx,
    sql`select id, action, changes, reason, user_name, at from record_history
        where tenant_id = ${tenantId} and resource = ${resource} and record_id = ${recordId}
        order by at desc, id desc`,
  )
  return rows.map((row) => ({
    id: String(row.id),
    action: row.action,
    changes: typeof row.changes === 'string' ? (JSON.parse(row.changes) as FieldChange[]) : row.changes,
    reason: row.reason,
    userName: row.user_name,
    at: new Date(row.at).toISOString(),
  }))
}
