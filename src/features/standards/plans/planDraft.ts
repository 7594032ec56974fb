import type {
  PlanDeviceOption,
  TracePlan,
  TracePlanLineSubmission,
  TracePlanSubmission,
} from '@/api/standards/plans'
import { plannedDateOf } from '@/domain/standards/plan'

/** A line as the editor holds it: the device shown beside what is typed. */
export type PlanLineDraft = {
  key: number
  id: string | null
  deviceId: string
  deviceName: string
  deviceSerialNo: string | null
  deviceValidUntil: string
  plannedDate: string
  /** CHECK_WAY key, '' for none. */
  checkWay: string
  agency: string
}

export type PlanDraft = {
  id: string
  name: string
  periodStart: string
  periodEnd: string
  remark: string
  lines: PlanLineDraft[]
}

let nextKey = 1
const key = () => nextKey++

export const draftOfPlan = (plan: TracePlan): PlanDraft => ({
  id: plan.id,
  name: plan.name,
  periodStart: plan.periodStart,
  periodEnd: plan.periodEnd,
  remark: plan.remark ?? '',
  lines: plan.lines.map((line) => ({
    key: key(),
    id: line.id,
    deviceId: line.deviceId,
    deviceName: line.deviceName,
    deviceSerialNo: line.deviceSerialNo,
    deviceValidUntil: line.deviceValidUntil,
    plannedDate: line.plannedDate,
    checkWay: line.checkWay === null ? '' : String(line.checkWay),
    agency: line.agency ?? '',
  })),
})

/** A device picked for the plan: planned as a proposal would plan it. */
export const lineOfDevice = (device: PlanDeviceOption, periodStart: string): PlanLineDraft => ({
  key: key(),
  id: null,
  deviceId: device.id,
  deviceName: device.name,
  deviceSerialNo: device.serialNo,
  deviceValidUntil: device.validUntil,
  plannedDate: device.validUntil ? plannedDateOf(device.validUntil, periodStart) : periodStart,
  checkWay: device.checkWay === null ? '' : String(device.checkWay),
  agency: '',
})

const orNull = (text: string) => text.trim() || null

export const submissionOf = (draft: PlanDraft): TracePlanSubmission => ({
  id: draft.id,
  name: draft.name.trim(),
  periodStart: draft.periodStart,
  periodEnd: draft.periodEnd,
  remark: orNull(draft.remark),
  lines: draft.lines.map((line): TracePlanLineSubmission => ({
    id: line.id,
    deviceId: line.deviceId,
    plannedDate: line.plannedDate,
    checkWay: line.checkWay === '' ? null : Number(line.checkWay),
    agency: orNull(line.agency),
  })),
})

/** What the form asks before saving (the server checks the rest and names the line). */
export type PlanDraftProblem = {
  line: number | null
  field: 'name' | 'periodStart' | 'periodEnd' | 'plannedDate'
}

export function planDraftProblems(draft: PlanDraft): PlanDraftProblem[] {
  const problems: PlanDraftProblem[] = []
  if (!draft.name.trim()) problems.push({ line: null, field: 'name' })
  if (!draft.periodStart) problems.push({ line: null, field: 'periodStart' })
  if (!draft.periodEnd || draft.periodEnd < draft.periodStart)
    problems.push({ line: null, field: 'periodEnd' })
  draft.lines.forEach((line, index) => {
    if (!line.plannedDate) problems.push({ line: index, field: 'plannedDate' })
  })
  return problems
}
