import { uuidv7 } from 'uuidv7'
import { PLAN_LINE_STATE, PLAN_STATUS, plannedDateOf } from '@/domain/standards/plan'
import type { Tx } from '../../../db/database'
import { tracePlan, tracePlanLine } from '../../../db/schema'
import type { AuthContext } from '../../../plugins/access'
import { auditCreation } from '../../lab-workflow/audit'
import { staffNameOf } from '../../shared/staff'
import type { PlanAnswer } from './answers'
import { nextPlanCode } from './code'
import { planDetail } from './detail'
import { dueDevices } from './devices'
import type { PlanProposal } from './input'
import { planProblem } from './problems'

const blankToNull = (text: string | null | undefined) => text?.trim() || null

/**
 * A draft plan for a period, its author the caller, filled with every device falling due by the period's end
 * that no other plan holds: each planned 15 days before it falls due (not before the period starts), sent as
 * the device says, to no agency yet.
 */
export async function proposePlan(
  tx: Tx,
  auth: AuthContext,
  input: PlanProposal,
  now: Date,
): Promise<PlanAnswer> {
  const { tenantId, userId } = auth
  if (input.periodEnd < input.periodStart) throw planProblem('plan.periodOrder', { field: 'periodEnd' })
  const devices = await dueDevices(tx, tenantId, input.periodEnd)
  const id = uuidv7()
  await tx.insert(tracePlan).values({
    tenantId,
    id,
    code: await nextPlanCode(tx, tenantId, now),
    name: input.name,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    status: PLAN_STATUS.draft,
    authorId: userId,
    authorName: await staffNameOf(tx, tenantId, userId),
    remark: blankToNull(input.remark),
    createUser: userId,
    createTime: now,
    updateUser: userId,
    updateTime: now,
  })
  if (devices.length > 0)
    await tx.insert(tracePlanLine).values(
      devices.map((device) => ({
        tenantId,
        id: uuidv7(),
        planId: id,
        deviceId: device.id,
        plannedDate: plannedDateOf(device.validUntil, input.periodStart),
        checkWay: device.checkWay,
        agency: null,
        state: PLAN_LINE_STATE.planned,
        createTime: now,
      })),
    )
  await auditCreation(tx, tenantId, {
    entity: 'trace_plan',
    entityId: id,
    action: 'propose',
    state: PLAN_STATUS.draft,
    userId,
    at: now,
  })
  return planDetail(tx, auth, id)
}
