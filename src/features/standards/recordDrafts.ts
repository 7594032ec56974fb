import type { InterimCheckInput, TraceResultInput } from '@/api/standards/types'
import { orNull, tracedInHouse } from './deviceMarks'

/*
 * The forms of 登记结果 and 登记核查 as plain data: what is missing, and the body sent. Inputs hold text ('' for
 * none); the checks name the inputs that must be filled.
 */

export type TraceDraft = {
  deviceId: string
  planLineId: string
  traceDate: string
  traceType: string
  agency: string
  procedureVersionId: string
  certificateNo: string
  certificateFileId: string
  result: string
  corrections: string
  /** Only for a device traced when needed (no interval): a periodic one's follows from the trace date. */
  validUntil: string
}

export const emptyTraceDraft = (today: string): TraceDraft => ({
  deviceId: '',
  planLineId: '',
  traceDate: today,
  traceType: '',
  agency: '',
  procedureVersionId: '',
  certificateNo: '',
  certificateFileId: '',
  result: '',
  corrections: '',
  validUntil: '',
})

const blank = (text: string) => text.trim() === ''

/**
 * The inputs a trace result still lacks: an external trace names its agency, a self-calibration the
 * procedure version it followed.
 */
export function missingTraceInputs(draft: TraceDraft): (keyof TraceDraft)[] {
  const inHouse = tracedInHouse(draft.traceType === '' ? null : Number(draft.traceType))
  const required: (keyof TraceDraft)[] = [
    'deviceId',
    'traceDate',
    'traceType',
    inHouse ? 'procedureVersionId' : 'agency',
    'certificateNo',
    'result',
  ]
  return required.filter((name) => blank(draft[name]))
}

/** The body of trace-result/record; only the input the trace type asks for (agency or procedure) is sent. */
export function traceInput(draft: TraceDraft): TraceResultInput {
  const traceType = Number(draft.traceType)
  const inHouse = tracedInHouse(traceType)
  return {
    deviceId: draft.deviceId,
    planLineId: orNull(draft.planLineId),
    traceDate: draft.traceDate,
    traceType,
    agency: inHouse ? null : orNull(draft.agency),
    procedureVersionId: inHouse ? orNull(draft.procedureVersionId) : null,
    certificateNo: draft.certificateNo.trim(),
    certificateFileId: orNull(draft.certificateFileId),
    result: Number(draft.result),
    corrections: orNull(draft.corrections),
    validUntil: orNull(draft.validUntil),
  }
}

export type CheckDraft = {
  deviceId: string
  checkDate: string
  procedureVersionId: string
  checkValues: string
  verdict: string
  remark: string
}

export const emptyCheckDraft = (today: string): CheckDraft => ({
  deviceId: '',
  checkDate: today,
  procedureVersionId: '',
  checkValues: '',
  verdict: '',
  remark: '',
})

export function missingCheckInputs(draft: CheckDraft): (keyof CheckDraft)[] {
  const required: (keyof CheckDraft)[] = ['deviceId', 'checkDate', 'checkValues', 'verdict']
  return required.filter((name) => blank(draft[name]))
}

export function checkInput(draft: CheckDraft): InterimCheckInput {
  return {
    deviceId: draft.deviceId,
    checkDate: draft.checkDate,
    procedureVersionId: orNull(draft.procedureVersionId),
    checkValues: draft.checkValues.trim(),
    verdict: Number(draft.verdict),
    remark: orNull(draft.remark),
  }
}
