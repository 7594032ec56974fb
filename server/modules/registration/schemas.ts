import { z } from 'zod'
import { LATER_DRAFT_FIELDS, REGISTRATION_LIMITS, type RegistrationDraft } from '@/domain/registration/draft'
import { fileRecord } from '../file/routes'

/*
 * The registration draft as the server accepts it (src/domain/registration/draft.ts). The schema checks
 * shapes and storage limits only; the rules people can break on a form (required customer, phone formats,
 * quantities, lengths the form counts …) are draftProblems', so the answer is the message the form shows.
 * Fields may be left out (an older app's outbox entry): they take the draft's defaults.
 */

/** An id the form may leave empty: '' and null mean none. */
const optionalId = z
  .union([z.uuid(), z.literal('')])
  .nullable()
  .optional()
  .transform((value) => value || null)

/** Free text the rules limit (draftProblems says "too long"): generous here, only a storage guard. */
const ruledText = z.string().max(5000)
const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => value ?? null)
const flag = z
  .union([z.literal(0), z.literal(1)])
  .optional()
  .transform((value) => value ?? 0)

const traffic = z.object({
  id: z.string().max(64),
  carId: z
    .string()
    .max(64)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  carNumber: z
    .string()
    .max(32)
    .optional()
    .transform((value) => value ?? ''),
  driverUserId: z
    .string()
    .max(64)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  driverStaffName: z
    .string()
    .max(64)
    .optional()
    .transform((value) => value ?? ''),
})

const instrumentLine = z.object({
  id: z.uuid(),
  instrumentId: optionalId,
  name: z.string().max(200),
  model: text(100),
  factoryNumber: text(100),
  manufacturer: text(200),
  inspectionType: text(64),
  // Whole number 1–9999: draftProblems' rule and message.
  quantity: z.number(),
  remark: text(500),
})

export const registrationDraftBody = z
  .object({
    id: z.uuid(),
    appointmentId: optionalId,
    enterId: optionalId,
    enterName: ruledText,
    enterType: text(64),
    bussinessType: z
      .string()
      .max(64)
      .optional()
      .transform((value) => value || '1'),
    isTemp: flag,
    applicant: ruledText
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    agent: ruledText
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    mobile: text(64),
    phone: text(64),
    socialNumber: ruledText
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    address: ruledText
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    provinceid: text(12),
    provinceName: text(100),
    cityid: text(12),
    cityName: text(100),
    areaid: text(12),
    areaName: text(100),
    hopeTestDate: text(32),
    startTime: z.iso
      .datetime({ offset: true })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    isUseCar: flag,
    isSpotBack: flag,
    traffics: z
      .array(traffic)
      .max(REGISTRATION_LIMITS.traffics)
      .optional()
      .transform((value) => value ?? []),
    busSpotPlan: z
      .object({ id: z.string().max(64), title: z.string().max(200) })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    businessStaffId: optionalId,
    businessStaffName: ruledText
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    acceptor: optionalId,
    acceptorName: text(64),
    remark: ruledText
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    affix: ruledText
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    scanBusinessId: ruledText
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    signature: optionalId,
    photoFileIds: z
      .array(z.uuid())
      .max(REGISTRATION_LIMITS.photos)
      .optional()
      .transform((value) => value ?? []),
    /** The customer's contract the order is priced by (none: the charge standards). */
    contractId: z.uuid().nullish(),
    instruments: z
      .array(instrumentLine)
      .max(REGISTRATION_LIMITS.instruments)
      .optional()
      .transform((value) => value ?? []),
  })
  // No component id: a named schema with transforms would also be published in its output shape.
  .meta({ description: 'RegistrationDraft (src/domain/registration/draft.ts)' })

/**
 * A registration as its Idempotency-Key's request hash sees it. The idempotency store hashes the parsed body,
 * which holds the fields added since the draft's first release (LATER_DRAFT_FIELDS) as null when they were left
 * out; an outbox entry the earlier server answered, replayed after an upgrade (its answer lost, the tablet
 * offline for days), must still match the hash stored then. So they count only when they say something.
 */
export function hashedRegistration(body: RegistrationDraft): Record<string, unknown> {
  const hashed: Record<string, unknown> = { ...body }
  for (const field of LATER_DRAFT_FIELDS) if (hashed[field] === null) delete hashed[field]
  return hashed
}

// The parsed body is a RegistrationDraft: draftProblems and the service take it as one.
export type RegistrationDraftBody = z.output<typeof registrationDraftBody>
const asDraft = (body: RegistrationDraftBody): RegistrationDraft => body
void asDraft

export const registrationAnswer = z
  .object({ id: z.string(), orderNo: z.string(), status: z.number().int() })
  .meta({ id: 'RegistrationAnswer' })

const nullableText = z.string().nullable()

export const orderSampleSchema = z.object({
  id: z.string(),
  instrumentId: nullableText,
  name: z.string(),
  model: nullableText,
  factoryNumber: nullableText,
  manufacturer: nullableText,
  inspectionType: nullableText,
  quantity: z.number().int(),
  status: z.number().int(),
  sort: z.number().int(),
  remark: nullableText,
})

/** An order as registration detail answers it: the draft's fields, the server's, samples and files. */
export const registrationDetail = z
  .object({
    id: z.string(),
    orderNo: z.string(),
    status: z.number().int(),
    appointmentId: nullableText,
    enterId: nullableText,
    enterName: z.string(),
    enterType: nullableText,
    bussinessType: z.string(),
    isTemp: z.number().int(),
    applicant: nullableText,
    agent: nullableText,
    mobile: nullableText,
    phone: nullableText,
    socialNumber: nullableText,
    address: nullableText,
    provinceid: nullableText,
    provinceName: nullableText,
    cityid: nullableText,
    cityName: nullableText,
    areaid: nullableText,
    areaName: nullableText,
    hopeTestDate: nullableText,
    startTime: nullableText,
    isUseCar: z.number().int(),
    isSpotBack: z.number().int(),
    spotBackBillId: nullableText,
    traffics: z.array(
      z.object({
        id: z.string(),
        carId: nullableText,
        carNumber: z.string(),
        driverUserId: nullableText,
        driverStaffName: z.string(),
      }),
    ),
    busSpotPlan: z.object({ id: z.string(), title: z.string() }).nullable(),
    businessStaffId: nullableText,
    businessStaffName: nullableText,
    acceptor: nullableText,
    acceptorName: nullableText,
    affix: nullableText,
    remark: nullableText,
    scanBusinessId: nullableText,
    billDate: nullableText,
    billNumberIndex: z.number().int().nullable(),
    billPdfPath: nullableText,
    billState: z.number().int().nullable(),
    billType: nullableText,
    invoiceId: nullableText,
    isCancel: z.number().int(),
    cancelReason: nullableText,
    cancelTime: nullableText,
    cancelUserId: nullableText,
    cancelStaffName: nullableText,
    updateReason: nullableText,
    createUserId: nullableText,
    createStaffName: nullableText,
    createTime: z.string(),
    updateUserId: nullableText,
    updateStaffName: nullableText,
    updateTime: z.string(),
    lastUpdateTime: z.string(),
    photoFileIds: z.array(z.string()),
    samples: z.array(orderSampleSchema),
    photos: z.array(fileRecord),
    signature: fileRecord.nullable(),
  })
  .meta({ id: 'RegistrationDetail' })

export type RegistrationDetailDto = z.infer<typeof registrationDetail>
