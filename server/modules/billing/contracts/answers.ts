import { z } from 'zod'
import { auditRow } from '../../lab-workflow/schemas'

/** Amounts and percentages answer as decimal text ('1234.50'), as they are stored. */
const decimal = z.string()

export const contractLineAnswer = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  chargeStandardId: z.string().nullable(),
  itemName: z.string(),
  taxon: z.string().nullable(),
  specification: z.string().nullable(),
  inspectionType: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  /** The charge standard's price when the line was made (null for a line typed by hand). */
  standardPrice: decimal.nullable(),
  unitPrice: decimal,
})

export const contractAnswer = z.object({
  id: z.string(),
  code: z.string(),
  customerCode: z.string().nullable(),
  name: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  kind: z.number().int(),
  quoteId: z.string().nullable(),
  signedOn: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  discountPercent: decimal.nullable(),
  packageSum: decimal.nullable(),
  ceiling: decimal.nullable(),
  used: decimal,
  status: z.number().int(),
  remark: z.string().nullable(),
  /** How many live orders name it: from the first, its kind, discount, package sum and lines are fixed. */
  orderCount: z.number().int(),
  /** Why it takes no new order today (null: it does), in both languages. */
  refusal: z.object({ code: z.string(), message: z.object({ zh: z.string(), en: z.string() }) }).nullable(),
  createUser: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  lines: z.array(contractLineAnswer),
})

export const contractWorkflowAnswer = z.object({
  status: z.number().int(),
  actions: z.array(z.string()),
  audit: z.array(auditRow),
})
