import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { columnOf, fieldByName, type ResourceDeclaration } from '@/domain/resources'
import { queryRows, type Tx } from '../db/database'
import type { FieldChange } from '../db/schema'

/*
 * The change history of declarations that keep one (`history: true`): the engine reads a record's own
 * columns before and after a write and keeps the fields that changed, as text, with who and why. Modules
 * that change such records themselves (users, roles, dictionaries …) keep it through the same functions,
 * in the transaction of their write.
 */

/** The fields whose values the history compares: the record's own, written by the form. */
const trackedFields = (resource: ResourceDeclaration, also: readonly string[] = []) =>
  resource.fields.filter((field) => !field.join && (field.form !== false || also.includes(field.name)))

/** A record's values as the history compares them: text, null for empty. */
export type TrackedValues = Record<string, string | null>

/** What the history keeps of a secret's value: only that it changed. */
export const MASKED = '******'

/**
 * Fields whose values are never kept, only that they changed: passwords, secrets, keys and tokens, whether a
 * declaration shows them as a password or only names them so (a module's own field).
 */
const SECRET_NAME = /password|passwd|secret|token|credential|privatekey|apikey|accesskey/i

const isSecret = (resource: ResourceDeclaration | undefined, name: string) =>
  SECRET_NAME.test(name) || (resource !== undefined && fieldByName(resource, name)?.widget === 'password')

/**
 * Several records' tracked values by id (a record that does not exist is absent). `also` names declared fields
 * the form does not write that a module changes itself (a dictionary entry's seal).
 */
export async function trackedValuesOf(
  tx: Tx,
  resource: ResourceDeclaration,
  tenantId: string,
  ids: readonly string[],
  also: readonly string[] = [],
): Promise<Map<string, TrackedValues>> {
  if (ids.length === 0) return new Map()
  const fields = trackedFields(resource, also)
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select id::text as "__id", ${sql.join(
      fields.map((field) => sql`${sql.identifier(columnOf(field))}::text as ${sql.identifier(field.name)}`),
      sql`, `,
    )} from ${sql.identifier(resource.table)}
        where tenant_id = ${tenantId} and id = any(${sql.param([...ids])}::uuid[])`,
  )
  return new Map(
    rows.map((row) => [
      String(row.__id),
      Object.fromEntries(
        fields.map((field) => [field.name, row[field.name] === null ? null : String(row[field.name])]),
      ),
    ]),
  )
}

/** A record's tracked values, or null when it does not exist. */
export async function trackedValues(
  tx: Tx,
  resource: ResourceDeclaration,
  tenantId: string,
  id: string,
): Promise<TrackedValues | null> {
  return (await trackedValuesOf(tx, resource, tenantId, [id])).get(id) ?? null
}

/** The fields that differ between two readings of a record; a secret's values are masked. */
export function changesBetween(
  before: TrackedValues | null,
  after: TrackedValues,
  resource?: ResourceDeclaration,
): FieldChange[] {
  const masked = (field: string, value: string | null) =>
    value !== null && isSecret(resource, field) ? MASKED : value
  return (
    Object.entries(after)
      // A new record lists the fields it was given, not the empty ones.
      .filter(([field, value]) => (before === null ? value !== null : before[field] !== value))
      .map(([field, value]) => ({
        field,
        before: masked(field, before?.[field] ?? null),
        after: masked(field, value),
      }))
  )
}

/**
 * The history of a module's write to records of a declaration: one entry per record read `after` it, created
 * when it was not read `before`, else changed (or `action`); a record whose tracked values did not change gets
 * none. The module reads both with trackedValuesOf, adding what it keeps beside the declared fields.
 */
export async function recordChanges(
  tx: Tx,
  resource: ResourceDeclaration,
  entry: { tenantId: string; userId: string; action?: string; reason?: string | null },
  before: ReadonlyMap<string, TrackedValues>,
  after: ReadonlyMap<string, TrackedValues>,
) {
  for (const [recordId, values] of after) {
    const previous = before.get(recordId) ?? null
    await recordChange(tx, {
      tenantId: entry.tenantId,
      resource: resource.code,
      recordId,
      action: entry.action ?? (previous ? 'update' : 'create'),
      changes: changesBetween(previous, values, resource),
      userId: entry.userId,
      reason: entry.reason ?? null,
    })
  }
}

/** The removal of records, one entry each (their values stay readable in their earlier entries). */
export async function recordRemovals(
  tx: Tx,
  resource: ResourceDeclaration,
  entry: { tenantId: string; userId: string; reason?: string | null },
  ids: Iterable<string>,
) {
  for (const recordId of ids)
    await recordChange(tx, {
      tenantId: entry.tenantId,
      resource: resource.code,
      recordId,
      action: 'remove',
      changes: [],
      userId: entry.userId,
      reason: entry.reason ?? null,
    })
}

/**
 * Keeps one entry of a record's history; a change that changed nothing is not kept. Only ever inserts: the
 * history is append-only, and the database refuses to change or remove its rows.
 */
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
