import { z } from 'zod'
import { auditRow } from '../../lab-workflow/schemas'

/** Amounts and percentages answer as decimal text ('1234.50'), as they are stored. */
const decimal = z.string()

export const quoteLineAnswer = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  chargeStandardId: z.string().nullable(),
  itemName: z.string(),
  taxon: z.string().nullable(),
  specification: z.string().nullable(),
  inspectionType: z.string().nullable(),
  unit: z.string(),
  quantity: z.number().int(),
  /** The charge standard's price when the line was made (null for a line typed by hand). */
  standardPrice: decimal.nullable(),
  unitPrice: decimal,
  discountPercent: decimal.nullable(),
  discountType: z.string().nullable(),
  reductionPercent: decimal.nullable(),
  reductionType: z.string().nullable(),
  amount: decimal,
  discount: decimal,
  reduction: decimal,
  net: decimal,
})

export const quoteAnswer = z.object({
  id: z.string(),
  code: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  kind: z.number().int(),
  validUntil: z.string().nullable(),
  examineStatus: z.number().int(),
  status: z.number().int(),
  supersedes: z.string().nullable(),
  supersededBy: z.string().nullable(),
  wholeDiscountPercent: decimal.nullable(),
  discountType: z.string().nullable(),
  discountReason: z.string().nullable(),
  taxRatePercent: decimal,
  taxIncluded: z.boolean(),
  gross: decimal,
  allowances: decimal,
  wholeDiscount: decimal,
  net: decimal,
  tax: decimal,
  total: decimal,
  /** The total in Chinese capital numerals, as the quote prints it. */
  totalInWords: z.string(),
  reviewerId: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  remark: z.string().nullable(),
  createUser: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  lines: z.array(quoteLineAnswer),
})

export const quoteWorkflowAnswer = z.object({
  examineStatus: z.number().int(),
  actions: z.array(z.string()),
  audit: z.array(auditRow),
})
