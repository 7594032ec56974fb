import { z } from 'zod'

/**
 * The JSON template model of printed documents (`generateDiy` stores and sends one of these). A template is a
 * list of blocks drawn top to bottom on A4 pages, plus an optional running header and a footer on every page.
 *
 * Text anywhere may hold placeholders: `{{customer.name}}` is a dot path into the document's data
 * (`CertificatePdfData`, its `extra` fields for custom values, and `terms.*`: the words of the document's
 * kind, e.g. `{{terms.title}}` = 校准证书). `{{issueDate|date}}` prints a `YYYY-MM-DD` as 2025年06月18日. A
 * path that does not exist, or names an object or a list, prints nothing. In the running header and the
 * footer `{{page}}` and `{{pages}}` are the page number and the page count.
 *
 * Every block may carry `when`: a dot path; the block is drawn only when that value is present and not empty
 * (e.g. `"when": "revision"` for the note of a document that supersedes another).
 *
 * Blocks:
 * - `header`: the cover header: logo, lab name, accreditation number, the title, the number and check code.
 * - `text`: a paragraph; `style` title | heading | body | small, `align` left | center | right.
 * - `keyValue`: label/value pairs; `layout` grid (a ruled table, `pairsPerRow` 1 or 2, `wide` rows span the
 *   table) or lines (the cover's "label ______ value" lines).
 * - `results`: the measured points; `columns` picks and orders them (default: all), the header repeats on
 *   every page the table runs over.
 * - `devices`: the measurement standards used, with their certificate numbers.
 * - `qr`: a QR code of `value` (default `{{verificationUrl}}`), `size` in mm, `anchor` flow (at the cursor,
 *   aligned by `align`) or topRight (the top right corner of the current page, beside the header).
 * - `signatures`: drafter, auditor and approver, with their signature images when given.
 * - `pageBreak`: the next block starts a new page. `spacer`: `height` mm of space.
 */

const when = z.string().max(100).optional()
const templateText = z.string().max(4000)
const align = z.enum(['left', 'center', 'right'])

export const RESULT_COLUMNS = [
  'index',
  'nominal',
  'asFound',
  'asLeft',
  'error',
  'permittedError',
  'uncertainty',
  'verdict',
] as const

export type ResultColumnKey = (typeof RESULT_COLUMNS)[number]

const headerBlock = z.object({ type: z.literal('header'), when })

const textBlock = z.object({
  type: z.literal('text'),
  when,
  text: templateText,
  style: z.enum(['title', 'heading', 'body', 'small']).default('body'),
  align: align.default('left'),
})

const keyValueBlock = z.object({
  type: z.literal('keyValue'),
  when,
  title: templateText.optional(),
  layout: z.enum(['grid', 'lines']).default('grid'),
  pairsPerRow: z.union([z.literal(1), z.literal(2)]).default(2),
  rows: z
    .array(z.object({ label: templateText, value: templateText, wide: z.boolean().default(false) }))
    .min(1)
    .max(100),
})

const resultsBlock = z.object({
  type: z.literal('results'),
  when,
  title: templateText.optional(),
  columns: z.array(z.enum(RESULT_COLUMNS)).min(1).optional(),
})

const devicesBlock = z.object({ type: z.literal('devices'), when, title: templateText.optional() })

const qrBlock = z.object({
  type: z.literal('qr'),
  when,
  value: templateText.default('{{verificationUrl}}'),
  caption: templateText.optional(),
  size: z.number().min(12).max(80).default(24),
  anchor: z.enum(['flow', 'topRight']).default('flow'),
  align: align.default('right'),
})

const signaturesBlock = z.object({ type: z.literal('signatures'), when })
const pageBreakBlock = z.object({ type: z.literal('pageBreak'), when })
const spacerBlock = z.object({ type: z.literal('spacer'), when, height: z.number().min(0).max(200) })

export const templateBlockSchema = z.discriminatedUnion('type', [
  headerBlock,
  textBlock,
  keyValueBlock,
  resultsBlock,
  devicesBlock,
  qrBlock,
  signaturesBlock,
  pageBreakBlock,
  spacerBlock,
])

const bandSchema = z.object({
  left: templateText.default(''),
  center: templateText.default(''),
  right: templateText.default(''),
})

export const pdfTemplateSchema = z.object({
  version: z.literal(1),
  name: z.string().max(200).optional(),
  /** Drawn at the top of pages from `fromPage` on (the cover has its own header). */
  runningHeader: bandSchema.extend({ fromPage: z.number().int().min(1).default(2) }).optional(),
  footer: bandSchema.extend({ note: templateText.optional() }).optional(),
  blocks: z.array(templateBlockSchema).min(1).max(300),
})

/** A template as written in JSON (defaults may be left out). */
export type PdfTemplateInput = z.input<typeof pdfTemplateSchema>
/** A template after validation, defaults filled in. */
export type PdfTemplate = z.output<typeof pdfTemplateSchema>
export type TemplateBlock = z.output<typeof templateBlockSchema>
export type BlockOf<T extends TemplateBlock['type']> = Extract<TemplateBlock, { type: T }>

/** Validates a template from outside (a stored custom template); throws a ZodError naming the bad field. */
export function parsePdfTemplate(input: unknown): PdfTemplate {
  return pdfTemplateSchema.parse(input)
}
