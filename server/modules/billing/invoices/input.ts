import { z } from 'zod'

/*
 * What the invoice dialog sends. Amounts are never sent: the server computes them from the orders. What each
 * text may hold is src/domain/billing/invoiceProblems.ts's business (the dialog shows the same messages), so
 * here only the shape and the column lengths are checked.
 */

const optionalText = (max: number) => z.string().trim().max(max).nullish()

export const buyerInput = {
  buyerName: z.string().trim().max(200).default(''),
  buyerTaxNo: optionalText(18),
  buyerAddress: optionalText(200),
  buyerPhone: optionalText(32),
  buyerBank: optionalText(100),
  /** Spaces between the digit groups are allowed and dropped. */
  buyerAccount: optionalText(48),
}

export const issueInput = z.object({
  /** Dictionary INVOICE_TYPE: 1 special VAT invoice, 2 ordinary. */
  kind: z.number().int(),
  orderIds: z.array(z.uuid()).max(200),
  invoiceNo: z.string().trim().max(32),
  issuedOn: z.string().trim().max(10),
  ...buyerInput,
  taxRatePercent: z.string().trim().max(8).default('6'),
  remark: optionalText(500),
})

export type IssueInput = z.infer<typeof issueInput>

export const redInput = z.object({
  /** The invoice to void. */
  id: z.uuid(),
  reason: z.string().trim().max(500).nullish(),
  /** The red-letter invoice's own number and date, from the tax system. */
  invoiceNo: z.string().trim().max(32),
  issuedOn: z.string().trim().max(10),
})

export type RedInput = z.infer<typeof redInput>
