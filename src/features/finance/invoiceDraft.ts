import type { InvoiceBuyerDefaults, InvoiceableOrder, InvoiceSubmission } from '@/api/invoices'
import {
  INVOICE_KIND,
  INVOICE_MESSAGES,
  invoiceAmounts,
  invoiceProblems,
  type InvoiceAmounts,
  type InvoiceField,
} from '@/domain/billing'
import { labDay } from '@/domain/labClock'

/** What the issue dialog holds while it is filled in: texts as typed, the ticked orders. */
export type InvoiceDraft = {
  customerId: string | null
  kind: number
  orderIds: string[]
  invoiceNo: string
  issuedOn: string
  taxRatePercent: string
  buyerName: string
  buyerTaxNo: string
  buyerAddress: string
  buyerPhone: string
  buyerBank: string
  buyerAccount: string
  remark: string
}

export type InvoiceErrors = Partial<Record<InvoiceField | 'customerId', string>>

export const emptyInvoiceDraft = (now: number): InvoiceDraft => ({
  customerId: null,
  kind: INVOICE_KIND.special,
  orderIds: [],
  invoiceNo: '',
  issuedOn: labDay(now),
  taxRatePercent: '6',
  buyerName: '',
  buyerTaxNo: '',
  buyerAddress: '',
  buyerPhone: '',
  buyerBank: '',
  buyerAccount: '',
  remark: '',
})

/** The buyer block from the customer's record; what the record leaves blank stays blank. */
export const withBuyer = (draft: InvoiceDraft, buyer: InvoiceBuyerDefaults): InvoiceDraft => ({
  ...draft,
  buyerName: buyer.buyerName,
  buyerTaxNo: buyer.buyerTaxNo ?? '',
  buyerAddress: buyer.buyerAddress ?? '',
  buyerPhone: buyer.buyerPhone ?? '',
  buyerBank: buyer.buyerBank ?? '',
  buyerAccount: buyer.buyerAccount ?? '',
})

/** The figures of the ticked orders, by the same rule the server records (null while the rate is not valid). */
export function draftAmounts(
  draft: InvoiceDraft,
  offered: readonly InvoiceableOrder[],
): InvoiceAmounts | null {
  const ticked = offered.filter((order) => draft.orderIds.includes(order.id))
  try {
    return invoiceAmounts(
      ticked.map((order) => order.total),
      draft.taxRatePercent.trim() || '0',
    )
  } catch {
    return null
  }
}

/** The dialog's problems under their fields, in the UI language (the server checks the same rules). */
export function draftErrors(
  draft: InvoiceDraft,
  offered: readonly InvoiceableOrder[],
  today: string,
  language: 'zh' | 'en',
): InvoiceErrors {
  const errors: InvoiceErrors = {}
  if (!draft.customerId) errors.customerId = INVOICE_MESSAGES['invoice.customerRequired'][language]
  const orders = offered.map((order) => ({
    id: order.id,
    customerId: draft.customerId,
    objectState: order.objectState,
    invoiceId: null,
  }))
  for (const problem of invoiceProblems(draft, { orders, today }))
    errors[problem.field] ??= INVOICE_MESSAGES[problem.code][language]
  return errors
}

const orNull = (text: string) => text.trim() || null

/** What the dialog sends. */
export const submissionOf = (draft: InvoiceDraft): InvoiceSubmission => ({
  kind: draft.kind,
  orderIds: draft.orderIds,
  invoiceNo: draft.invoiceNo.trim(),
  issuedOn: draft.issuedOn,
  taxRatePercent: draft.taxRatePercent.trim(),
  buyerName: draft.buyerName.trim(),
  buyerTaxNo: orNull(draft.buyerTaxNo),
  buyerAddress: orNull(draft.buyerAddress),
  buyerPhone: orNull(draft.buyerPhone),
  buyerBank: orNull(draft.buyerBank),
  buyerAccount: orNull(draft.buyerAccount),
  remark: orNull(draft.remark),
})
