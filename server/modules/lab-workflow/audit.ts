import { and, asc, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { WorkflowEntity } from '@/domain/workflow'
import type { Tx } from '../../db/database'
import { workflowAudit } from '../../db/schema'
import { staffNameOf } from '../shared/staff'

export type WorkflowAuditRow = {
  action: string
  fromState: number
  toState: number
  reason: string | null
  userId: string
  userName: string | null
  at: string
}

/** The audit trail of one workflow record, oldest first (ISO/IEC 17025 records of who did what and why). */
export async function auditTrail(tx: Tx, tenantId: string, entity: WorkflowEntity, entityId: string) {
  const rows = await tx
    .select({
      action: workflowAudit.action,
      fromState: workflowAudit.fromState,
      toState: workflowAudit.toState,
      reason: workflowAudit.reason,
      userId: workflowAudit.userId,
      userName: workflowAudit.userName,
      at: workflowAudit.at,
    })
    .from(workflowAudit)
    .where(
      and(
        eq(workflowAudit.tenantId, tenantId),
        eq(workflowAudit.entity, entity),
        eq(workflowAudit.entityId, entityId),
      ),
    )
    .orderBy(asc(workflowAudit.at), asc(workflowAudit.id))
  return rows.map((row): WorkflowAuditRow => ({ ...row, at: new Date(row.at).toISOString() }))
}

/**
 * Starts a record's audit trail with the step that made it (开票, 新建 …: from 0 to its first state), for records
 * born in a state rather than moved into one by a machine's transition.
 */
export async function auditCreation(
  tx: Tx,
  tenantId: string,
  entry: {
    entity: WorkflowEntity
    entityId: string
    action: string
    state: number
    userId: string
    at: Date
    /** Why it was made so (a plan split off at audit: the auditor's reason). */
    reason?: string | null
  },
): Promise<void> {
  await tx.insert(workflowAudit).values({
    tenantId,
    id: uuidv7(),
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    fromState: 0,
    toState: entry.state,
    reason: entry.reason?.slice(0, 500) ?? null,
    userId: entry.userId,
    userName: await staffNameOf(tx, tenantId, entry.userId),
    at: entry.at,
  })
}
