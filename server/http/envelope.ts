import { z } from 'zod'

/** Every JSON answer (spec §7, DESIGN "API"): { code, success, msg, data }. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), success: z.boolean(), msg: z.string(), data })

export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  })

export const emptyEnvelope = envelope(z.null())

export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number }

export function ok<T>(data: T, msg = '操作成功') {
  return { code: 200, success: true, msg, data }
}

export function toPage<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 }
}

/** Paging query of every list (spec §7 "current, size"). */
export const pageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(99999).default(10),
})

/** A text filter of a query: an empty one is no filter (pages send their cleared fields as ''). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined)

/** "ids" of remove calls: a comma-separated list of UUIDs (BladeX style), or repeated values. */
export const idsField = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean),
  )
  .pipe(z.array(z.uuid()).min(1).max(1000))

/** Zod schema of a UUID id that BladeX clients may also send as "0" for "none" (root parent). */
export const parentIdField = z
  .union([z.uuid(), z.literal('0'), z.literal(''), z.null()])
  .optional()
  .transform((value) => (value && value !== '0' ? value : null))
