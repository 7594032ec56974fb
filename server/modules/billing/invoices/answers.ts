import { z } from 'zod'
import { auditRow } from '../../lab-workflow/schemas'

/** Amounts answer as decimal text ('1234.50'), as they are stored. */
const decimal = z.string()

/** A settled order of the customer that no live invoice covers yet. */
export const invoiceableOrderAnswer = z.object({
  id: z.string(),
  orderNo: z.string(),
  customerName: z.string(),
  objectState: z.number().int(),
  total: decimal,
  settledAt: z.string().nullable(),
})

/** The buyer block as the customer's record fills it (blank where the record has nothing). */
export const buyerAnswer = z.object({
  customerId: z.string(),
  buyerName: z.string(),
  buyerTaxNo: z.string().nullable(),
  buyerAddress: z.string().nullable(),
  buyerPhone: z.string().nullable(),
  buyerBank: z.string().nullable(),
  buyerAccount: z.string().nullable(),
})

export const invoiceAnswer = z.object({
  id: z.string(),
  code: z.string(),
  invoiceNo: z.string(),
  issuedOn: z.string(),
  kind: z.number().int(),
  customerId: z.string(),
  buyerName: z.string(),
  buyerTaxNo: z.string().nullable(),
  buyerAddress: z.string().nullable(),
  buyerPhone: z.string().nullable(),
  buyerBank: z.string().nullable(),
  buyerAccount: z.string().nullable(),
  taxRatePercent: decimal,
  total: decimal,
  tax: decimal,
  net: decimal,
  /** The total in Chinese capital numerals, as the invoice prints it. */
  totalInWords: z.string(),
  status: z.number().int(),
  /** On a red-letter invoice: the invoice it voids, and its number. */
  reverses: z.string().nullable(),
  reversesNo: z.string().nullable(),
  /** On a voided invoice: the red-letter invoice that voided it, and its number. */
  reversedBy: z.string().nullable(),
  reversedByNo: z.string().nullable(),
  reason: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: z.string(),
  orders: z.array(z.object({ orderId: z.string(), orderNo: z.string(), amount: decimal })),
  /** The steps the caller may take now ('red'). */
  actions: z.array(z.string()),
  audit: z.array(auditRow),
})
