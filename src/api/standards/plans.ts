import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../client'
import type { AnswerData, JsonBody } from '../contract'
import { unwrapEnvelope } from '../envelope'
import { BACKGROUND, NO_ERROR_TOAST, NO_LOADING } from '../requestFlags'
import { searchStandardDevices } from './deviceSearch'

/**
 * Traceability plans (溯源计划) beside the engine's list and export: one plan with its lines, steps and trail,
 * a plan proposed for a period, the author's edits and every step of its workflow. Each step answers the plan
 * as it then stands. The device picker searches the register of standard devices.
 */

export type TracePlan = AnswerData<'/api/hm-metrology/trace-plan/detail'>
export type TracePlanLine = TracePlan['lines'][number]
export type TracePlanAction = TracePlan['actions'][number]
export type TracePlanProposal = JsonBody<'/api/hm-metrology/trace-plan/propose'>
export type TracePlanSubmission = JsonBody<'/api/hm-metrology/trace-plan/submit'>
export type TracePlanLineSubmission = TracePlanSubmission['lines'][number]
export type TracePlanAudit = JsonBody<'/api/hm-metrology/trace-plan/audit'>
export type TracePlanRemovalAudit = JsonBody<'/api/hm-metrology/trace-plan/audit-removal'>

/** GET detail (no overlay: the dialog shows its own loader). */
export const fetchTracePlan = (id: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-metrology/trace-plan/detail', { params: { query: { id } }, headers: NO_LOADING }),
  )

/** POST propose: the form shows a refusal itself (no toast). */
export const proposeTracePlan = (body: TracePlanProposal) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/trace-plan/propose', { body, headers: NO_ERROR_TOAST }))

/** POST submit: the editor shows a refusal under its line or field itself (no toast). */
export const submitTracePlan = (body: TracePlanSubmission) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/trace-plan/submit', { body, headers: NO_ERROR_TOAST }))

/* The steps: a refusal is the request layer's toast. */

export const sendTracePlan = (id: string) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/trace-plan/send', { body: { id } }))

export const auditTracePlan = (body: TracePlanAudit) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/trace-plan/audit', { body }))

export const requestLineRemoval = (id: string, lineId: string, reason: string) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/trace-plan/request-removal', { body: { id, lineId, reason } }))

export const auditLineRemoval = (body: TracePlanRemovalAudit) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/trace-plan/audit-removal', { body }))

export const cancelTracePlan = (id: string, reason: string | null) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/trace-plan/cancel', { body: { id, reason } }))

export const completeTracePlan = (id: string) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/trace-plan/complete', { body: { id } }))

/** A device of the register as the plan's picker lists it. */
export type PlanDeviceOption = {
  id: string
  name: string
  model: string | null
  serialNo: string | null
  validUntil: string
  status: number
  checkWay: number | null
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
const numberOrNull = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value)

/** The lab's standard devices whose name holds the typed words, the soonest due first. */
async function searchPlanDevices(term: string): Promise<PlanDeviceOption[]> {
  const records = await searchStandardDevices(term, BACKGROUND)
  return records.map((row) => ({
    id: row.id,
    name: String(row.name ?? ''),
    model: textOrNull(row.model),
    serialNo: textOrNull(row.serialNo),
    validUntil: String(row.validUntil ?? ''),
    status: Number(row.status ?? 0),
    checkWay: numberOrNull(row.checkWay),
  }))
}

/** Query key factory of traceability plans (STYLE: no string keys scattered around). */
export const tracePlanQueries = {
  all: () => ['trace-plan'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...tracePlanQueries.all(), 'detail', id] as const,
      queryFn: () => fetchTracePlan(id),
    }),
  devices: (term: string) =>
    queryOptions({
      queryKey: [...tracePlanQueries.all(), 'devices', term.trim()] as const,
      queryFn: () => searchPlanDevices(term),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
}
