import { z } from 'zod'
import { PLAN_VERDICTS } from '@/domain/standards/plan'

/* What the plan's forms and steps send. */

const optionalText = (max: number) => z.string().trim().max(max).nullish()
const reason = z.string().trim().max(500).nullish()

export const planProposal = z.object({
  name: z.string().trim().min(1).max(200),
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  remark: optionalText(500),
})

export const planLineInput = z.object({
  /** A line kept from the saved plan. */
  id: z.uuid().nullish(),
  deviceId: z.uuid(),
  plannedDate: z.iso.date(),
  /** Dictionary CHECK_WAY. */
  checkWay: z.number().int().min(1).max(99).nullish(),
  /** The lab it goes to (self-calibration: empty). */
  agency: optionalText(200),
})

export const planSubmission = planProposal.extend({
  id: z.uuid(),
  lines: z.array(planLineInput).max(1000),
})

export const planId = z.object({ id: z.uuid() })

export const planAuditInput = z.object({
  id: z.uuid(),
  verdict: z.enum(PLAN_VERDICTS),
  reason,
  /** split: the lines sent back (to a new plan). */
  lineIds: z.array(z.uuid()).max(1000).nullish(),
})

export const planRemovalRequest = z.object({ id: z.uuid(), lineId: z.uuid(), reason })

export const planRemovalAudit = z.object({
  id: z.uuid(),
  verdict: z.enum(['approve', 'reject']),
  reason,
})

export const planCancel = z.object({ id: z.uuid(), reason })

export type PlanProposal = z.infer<typeof planProposal>
export type PlanSubmission = z.infer<typeof planSubmission>
export type PlanAuditInput = z.infer<typeof planAuditInput>
export type PlanRemovalRequest = z.infer<typeof planRemovalRequest>
export type PlanRemovalAudit = z.infer<typeof planRemovalAudit>
