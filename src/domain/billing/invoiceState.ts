import type { ActorContext, Machine } from '../workflow/machine'

/** An invoice's status: issued, voided by a red letter; the red-letter invoice itself is 300. */
export const INVOICE_STATE = { issued: 100, voided: 200, redLetter: 300 } as const
export type InvoiceState = (typeof INVOICE_STATE)[keyof typeof INVOICE_STATE]

/** Dictionary INVOICE_TYPE. */
export const INVOICE_KIND = { special: 1, ordinary: 2 } as const
export type InvoiceKind = (typeof INVOICE_KIND)[keyof typeof INVOICE_KIND]

export type InvoiceContext = ActorContext

/**
 * An issued invoice found wrong is voided by a red-letter invoice (红字发票), with the reason: the tax
 * system allows no other way to take an invoice back. A voided invoice and a red letter are final; the
 * orders the voided one covered may be invoiced again.
 */
export const invoiceMachine: Machine<InvoiceState, 'red', InvoiceContext> = {
  entity: 'invoice',
  initial: INVOICE_STATE.issued,
  states: Object.values(INVOICE_STATE),
  guards: [],
  actions: {
    red: { from: [INVOICE_STATE.issued], to: INVOICE_STATE.voided, reasonRequired: true },
  },
}
