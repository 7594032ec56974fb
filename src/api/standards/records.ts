import { api } from '../client'
import { unwrapEnvelope } from '../envelope'
import { NO_LOADING } from '../requestFlags'
import type { InterimCheckInput, TraceResultInput } from './types'

/** Recording a trace result or an interim check (登记结果, 登记核查). */

/** GET trace-plan/open-lines?deviceId=: the lines of plans in progress still waiting for the device. */
export const fetchOpenPlanLines = (deviceId: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-metrology/trace-plan/open-lines', {
      params: { query: { deviceId } },
      headers: NO_LOADING,
    }),
  )

export const recordTraceResult = (body: TraceResultInput) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/trace-result/record', { body }))

export const recordInterimCheck = (body: InterimCheckInput) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/interim-check/record', { body }))
