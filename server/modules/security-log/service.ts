import { uuidv7 } from 'uuidv7'
import type { SecurityEventCode } from '@/domain/access'
import type { Db, Tx } from '../../db/database'
import { securityEvent } from '../../db/schema'
import { withTenant } from '../../db/tenant-scope'

/** Where a request came from (its address as the proxy setting sees it, and its browser). */
export type Origin = { ip: string; userAgent?: string | undefined }

/** Who did it: the signed-in actor, or the account someone tried to sign in as. */
export type EventActor = { id?: string | null; account?: string | null; name?: string | null }

export type SecurityEventInput = {
  event: SecurityEventCode
  actor?: EventActor | null
  origin?: Origin | null
  target?: { type: string; id?: string | null; label?: string | null } | null
  before?: unknown
  after?: unknown
  detail?: unknown
}

const clip = (text: string | null | undefined, length: number) => (text ? text.slice(0, length) : null)

const rowOf = (tenantId: string, input: SecurityEventInput) => ({
  tenantId,
  id: uuidv7(),
  event: input.event,
  actorId: input.actor?.id ?? null,
  actorAccount: clip(input.actor?.account, 64),
  actorName: clip(input.actor?.name, 64),
  ip: clip(input.origin?.ip, 64),
  userAgent: clip(input.origin?.userAgent, 255),
  targetType: input.target?.type ?? null,
  targetId: clip(input.target?.id, 64),
  targetLabel: clip(input.target?.label, 200),
  before: input.before ?? null,
  after: input.after ?? null,
  detail: input.detail ?? null,
})

/**
 * Appends an event to the security audit log in the transaction of the change it records, so the change
 * and its record commit together or not at all.
 */
export async function recordSecurityEvent(
  tx: Tx,
  tenantId: string,
  input: SecurityEventInput,
): Promise<void> {
  await tx.insert(securityEvent).values(rowOf(tenantId, input))
}

/**
 * Appends an event in a transaction of its own: for what is recorded because it failed (a refused sign-in
 * rolls its own work back, not its record).
 */
export async function recordSecurityEventApart(db: Db, tenantId: string, input: SecurityEventInput) {
  await withTenant(db, tenantId, (tx) => recordSecurityEvent(tx, tenantId, input))
}
