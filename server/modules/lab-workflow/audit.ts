import { and, asc, eq } from 'drizzle-orm'
import type { WorkflowEntity } from '@/domain/workflow'
import type { Tx } from '../../db/database'
import { workflowAudit } from '../../db/schema'

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
