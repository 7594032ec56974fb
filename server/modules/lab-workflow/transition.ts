import { and, eq } from 'drizzle-orm'
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { uuidv7 } from 'uuidv7'
import {
  REFUSALS,
  auditEntry,
  decide,
  type ActorContext,
  type Machine,
  type RefusalCode,
} from '@/domain/workflow'
import type { Tx } from '../../db/database'
import { workflowAudit } from '../../db/schema'
import { AppError } from '../../http/errors'
import { hasPermissionIn, type AuthContext } from '../../plugins/access'
import { staffNameOf } from '../shared/staff'
import { WORKFLOW_MANAGE_PERMISSION } from './permissions'

/**
 * How the server moves a workflow record: ask the entity's machine (src/domain/workflow), write the
 * new state only if the record is still in the state the decision was made on, and write the audit row in
 * the same transaction. A concurrent change of the same record makes the second writer's update match no
 * row: it is refused (409) instead of overwriting what the first one decided.
 */

/** People rules answer 403, a state that moved on 409, anything missing from the record or the request 400. */
const FORBIDDEN = new Set<RefusalCode>([
  'workflow.managerOnly',
  'item.notTester',
  'item.sameAsTester',
  'item.sameAsConfirmer',
  'report.notDrafter',
  'report.sameAsDrafter',
  'report.sameAsAuditor',
  'quote.notAuthor',
  'quote.sameAsAuthor',
])

export function workflowRefusal(refusal: RefusalCode): AppError {
  const status = refusal === 'workflow.notAllowed' ? 409 : FORBIDDEN.has(refusal) ? 403 : 400
  return new AppError(status, 'domain.message', { message: REFUSALS[refusal] }, { refusal })
}

export type Actor = { userId: string; userName: string | null; isManager: boolean }

export async function actorOf(tx: Tx, auth: AuthContext): Promise<Actor> {
  return {
    userId: auth.userId,
    userName: await staffNameOf(tx, auth.tenantId, auth.userId),
    isManager: await hasPermissionIn(tx, auth, WORKFLOW_MANAGE_PERMISSION),
  }
}

export type TransitionRequest<S extends number, A extends string, C extends ActorContext> = {
  tenantId: string
  machine: Machine<S, A, C>
  entityId: string
  from: number
  action: string
  ctx: C
  actor: Actor
  /** Writes `to` if the record is still in `from`; answers whether it was. */
  write: (to: S) => Promise<boolean>
}

/** Decides, writes and records one transition; returns the new state. */
export async function applyTransition<S extends number, A extends string, C extends ActorContext>(
  tx: Tx,
  request: TransitionRequest<S, A, C>,
): Promise<S> {
  const { machine, entityId, from, action, ctx, actor } = request
  const decision = decide(machine, from, action, ctx)
  if (!decision.ok) throw workflowRefusal(decision.refusal)
  if (!(await request.write(decision.to))) throw workflowRefusal('workflow.notAllowed')
  const entry = auditEntry(machine, {
    entityId,
    action: action as A,
    from: from as S,
    to: decision.to,
    ctx,
    at: new Date().toISOString(),
  })
  await tx.insert(workflowAudit).values({
    tenantId: request.tenantId,
    id: uuidv7(),
    entity: entry.entity,
    entityId,
    action: entry.action,
    fromState: entry.from,
    toState: entry.to,
    reason: entry.reason?.slice(0, 500) ?? null,
    userId: actor.userId,
    userName: actor.userName,
    at: new Date(entry.at),
  })
  return decision.to
}

/** A table of workflow records: tenant-scoped, keyed by id. */
type WorkflowTable = PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn }

/**
 * The write of a transition: the new state and what goes with it, only if the record is still in the state
 * the decision was made on. Answers whether it was (false: someone moved it meanwhile).
 */
export async function writeIfStill<T extends WorkflowTable>(
  tx: Tx,
  table: T,
  stateColumn: AnyPgColumn,
  record: { tenantId: string; id: string; from: number },
  values: PgUpdateSetSource<T>,
): Promise<boolean> {
  const updated = await tx
    .update(table)
    .set(values)
    .where(and(eq(table.tenantId, record.tenantId), eq(table.id, record.id), eq(stateColumn, record.from)))
    .returning({ id: table.id })
  return updated.length === 1
}
