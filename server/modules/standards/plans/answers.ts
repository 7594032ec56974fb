import { z } from 'zod'
import { auditRow } from '../../lab-workflow/schemas'
import { PLAN_ACTIONS, PLAN_LINE_STATE } from '@/domain/standards/plan'

const { planned, removalPending, removed, traced } = PLAN_LINE_STATE

export const planLineAnswer = z.object({
  id: z.string(),
  deviceId: z.string(),
  deviceName: z.string(),
  deviceModel: z.string().nullable(),
  deviceSerialNo: z.string().nullable(),
  /** The device's valid-until now (a recorded result moves it on). */
  deviceValidUntil: z.string(),
  /** Dictionary DEVICE_STATE. */
  deviceStatus: z.number().int(),
  plannedDate: z.string(),
  checkWay: z.number().int().nullable(),
  agency: z.string().nullable(),
  state: z.enum([planned, removalPending, removed, traced]),
  removalReason: z.string().nullable(),
  resultId: z.string().nullable(),
})

const planLink = z.object({ id: z.string(), code: z.string() })

export const planAnswer = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Dictionary PLAN_STATUS. */
  status: z.number().int(),
  authorId: z.string(),
  authorName: z.string().nullable(),
  auditorId: z.string().nullable(),
  auditorName: z.string().nullable(),
  auditedAt: z.string().nullable(),
  auditRemark: z.string().nullable(),
  remark: z.string().nullable(),
  /** The plan this one was split off at audit. */
  splitFrom: planLink.nullable(),
  /** The plans split off this one at audit (its lines sent back). */
  splits: z.array(planLink),
  createTime: z.string(),
  updateTime: z.string(),
  lines: z.array(planLineAnswer),
  /** The steps the caller may take now. */
  actions: z.array(z.enum(PLAN_ACTIONS)),
  audit: z.array(auditRow),
})

export type PlanAnswer = z.infer<typeof planAnswer>
