import { z } from 'zod'

/* The answers of the standards module's routes (OpenAPI and the client's types come from these). */

const unusable = z.enum(['overdue', 'repair', 'sealed', 'disabled', 'scrapped']).nullable()

export const overviewAnswer = z.object({
  unusable,
  stateChanges: z.array(
    z.object({
      id: z.string(),
      fromState: z.number().int(),
      toState: z.number().int(),
      reason: z.string(),
      outOfTolerance: z.boolean(),
      userName: z.string().nullable(),
      at: z.string(),
    }),
  ),
  traceResults: z.array(
    z.object({
      id: z.string(),
      traceDate: z.string(),
      traceType: z.number().int(),
      agency: z.string().nullable(),
      certificateNo: z.string(),
      result: z.number().int(),
      validUntil: z.string().nullable(),
      recordedByName: z.string().nullable(),
    }),
  ),
  interimChecks: z.array(
    z.object({
      id: z.string(),
      checkDate: z.string(),
      checkValues: z.string(),
      verdict: z.number().int(),
      checkedByName: z.string().nullable(),
    }),
  ),
  standards: z.array(z.object({ id: z.string(), name: z.string() })),
  plans: z.array(
    z.object({
      planId: z.string(),
      code: z.string(),
      status: z.number().int(),
      plannedDate: z.string(),
      lineState: z.string(),
    }),
  ),
})

const bucket = z.enum(['overdue', 'd30', 'd60', 'd90'])

export const dueAnswer = z.object({
  today: z.string(),
  counts: z.object({
    overdue: z.number().int(),
    d30: z.number().int(),
    d60: z.number().int(),
    d90: z.number().int(),
  }),
  rows: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      model: z.string().nullable(),
      serialNo: z.string().nullable(),
      validUntil: z.string(),
      days: z.number().int(),
      bucket,
      status: z.number().int(),
      unusable,
      custodianName: z.string().nullable(),
      planId: z.string().nullable(),
      planCode: z.string().nullable(),
      planStatus: z.number().int().nullable(),
    }),
  ),
})

export const memberDevicesAnswer = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    model: z.string().nullable(),
    serialNo: z.string().nullable(),
    validUntil: z.string(),
    status: z.number().int(),
  }),
)

export const fileVersionAnswer = z.object({
  id: z.string(),
  version: z.number().int(),
  fileId: z.string(),
  fileName: z.string(),
  effectiveDate: z.string(),
  note: z.string().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
})

export const procedureAnswer = z.object({
  versionId: z.string(),
  code: z.string(),
  name: z.string(),
  version: z.number().int(),
  kind: z.number().int(),
})

export const containmentAnswer = z.object({
  id: z.string(),
  deviceId: z.string(),
  deviceName: z.string(),
  deviceSerialNo: z.string().nullable(),
  triggerKind: z.enum(['trace', 'check', 'repair']),
  since: z.string().nullable(),
  foundOn: z.string(),
  openedByName: z.string().nullable(),
  createTime: z.string(),
  suspects: z.number().int(),
  open: z.number().int(),
  confirmed: z.number().int(),
  revoked: z.number().int(),
})

const reviewState = z.enum(['open', 'confirmed', 'revoked'])

export const suspectsAnswer = z.object({
  containment: containmentAnswer,
  total: z.number().int(),
  certificates: z.array(
    z.object({
      reportId: z.string(),
      certificateNo: z.string(),
      customerId: z.string().nullable(),
      customerName: z.string(),
      instrumentName: z.string(),
      issueDate: z.string(),
      standing: z.enum(['valid', 'revoked', 'superseded', 'under_review']),
      viaStandardName: z.string().nullable(),
      review: z.object({ id: z.string(), state: reviewState }).nullable(),
    }),
  ),
})

export const reviewClosedAnswer = z.object({ id: z.string(), state: reviewState })

/** A day as the forms send it. */
export const dayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
