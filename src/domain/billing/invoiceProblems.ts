import { isCreditCode } from '../validation'
import { OBJECT_STATE } from '../workflow/settlement'
import type { InvoiceMessageCode } from './invoiceMessages'
import { INVOICE_KIND } from './invoiceState'

/*
 * What makes an invoice's input wrong, the same in the dialog (under the fields, before sending) and on the
 * server (which also knows the orders as stored and the numbers already recorded). Empty: it may be issued.
 */

export type InvoiceBuyer = {
  buyerName?: string | null
  buyerTaxNo?: string | null
  buyerAddress?: string | null
  buyerPhone?: string | null
  buyerBank?: string | null
  buyerAccount?: string | null
}

export type InvoiceDraft = InvoiceBuyer & {
  kind: number
  orderIds: readonly string[]
  invoiceNo: string
  /** 'YYYY-MM-DD'. */
  issuedOn: string
  taxRatePercent: string
}

/** An order as the rules see it. */
export type InvoiceOrderFact = {
  id: string
  customerId: string | null
  objectState: number
  invoiceId: string | null
}

export type InvoiceField =
  | 'orderIds'
  | 'kind'
  | 'buyerName'
  | 'buyerTaxNo'
  | 'buyerAddress'
  | 'buyerPhone'
  | 'buyerBank'
  | 'buyerAccount'
  | 'invoiceNo'
  | 'issuedOn'
  | 'taxRatePercent'

export type InvoiceProblem = { field: InvoiceField; code: InvoiceMessageCode }

/** Settled, guaranteed (pay later) or paid: the bill's total is fixed, so it may be invoiced. */
export const INVOICEABLE_STATES: readonly number[] = [
  OBJECT_STATE.settled,
  OBJECT_STATE.guaranteed,
  OBJECT_STATE.paid,
]

const INVOICE_NO = /^[0-9A-Za-z]{1,32}$/
const ACCOUNT = /^\d{8,32}$/
const PERCENT = /^(?:100(?:\.0{1,2})?|[1-9]?\d(?:\.\d{1,2})?)$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

const blank = (text: string | null | undefined) => !text || text.trim() === ''

/** A company's bank account: digits only (spaces people type between groups are not counted). */
export const accountDigits = (text: string) => text.replace(/\s+/g, '')

/** The problems of the buyer block: a special invoice needs all of it, an ordinary one the name. */
export function buyerProblems(kind: number, buyer: InvoiceBuyer): InvoiceProblem[] {
  const problems: InvoiceProblem[] = []
  const special = kind === INVOICE_KIND.special
  if (blank(buyer.buyerName)) problems.push({ field: 'buyerName', code: 'invoice.buyerNameRequired' })
  const taxNo = buyer.buyerTaxNo?.trim() ?? ''
  if (taxNo === '') {
    if (special) problems.push({ field: 'buyerTaxNo', code: 'invoice.taxNoRequired' })
  } else if (!isCreditCode(taxNo)) problems.push({ field: 'buyerTaxNo', code: 'invoice.taxNoInvalid' })
  if (special && blank(buyer.buyerAddress))
    problems.push({ field: 'buyerAddress', code: 'invoice.addressRequired' })
  if (special && blank(buyer.buyerPhone))
    problems.push({ field: 'buyerPhone', code: 'invoice.phoneRequired' })
  if (special && blank(buyer.buyerBank)) problems.push({ field: 'buyerBank', code: 'invoice.bankRequired' })
  const account = accountDigits(buyer.buyerAccount ?? '')
  if (account === '') {
    if (special) problems.push({ field: 'buyerAccount', code: 'invoice.accountRequired' })
  } else if (!ACCOUNT.test(account)) problems.push({ field: 'buyerAccount', code: 'invoice.accountInvalid' })
  return problems
}

/** The invoice number and date: a number the lab has not recorded, a day not after the lab's today. */
export function numberAndDateProblems(
  invoiceNo: string,
  issuedOn: string,
  facts: { today: string; numberTaken?: boolean; notBefore?: string | null },
): InvoiceProblem[] {
  const problems: InvoiceProblem[] = []
  const number = invoiceNo.trim()
  if (number === '') problems.push({ field: 'invoiceNo', code: 'invoice.numberRequired' })
  else if (!INVOICE_NO.test(number)) problems.push({ field: 'invoiceNo', code: 'invoice.numberInvalid' })
  else if (facts.numberTaken) problems.push({ field: 'invoiceNo', code: 'invoice.numberTaken' })
  if (!DAY.test(issuedOn.trim())) problems.push({ field: 'issuedOn', code: 'invoice.dateRequired' })
  else if (issuedOn > facts.today) problems.push({ field: 'issuedOn', code: 'invoice.dateInFuture' })
  else if (facts.notBefore && issuedOn < facts.notBefore)
    problems.push({ field: 'issuedOn', code: 'invoice.dateBeforeOriginal' })
  return problems
}

/** The problems of the orders chosen: some, all found, of one customer, settled and not invoiced. */
export function orderProblems(
  orderIds: readonly string[],
  orders: readonly InvoiceOrderFact[],
): InvoiceProblem[] {
  const problem = (code: InvoiceMessageCode): InvoiceProblem[] => [{ field: 'orderIds', code }]
  if (orderIds.length === 0) return problem('invoice.ordersRequired')
  const found = new Map(orders.map((order) => [order.id, order]))
  if (orderIds.some((id) => !found.has(id))) return problem('invoice.orderMissing')
  const chosen = orderIds.map((id) => found.get(id)!)
  const customers = new Set(chosen.map((order) => order.customerId))
  if (customers.size !== 1 || customers.has(null)) return problem('invoice.oneCustomer')
  if (chosen.some((order) => !INVOICEABLE_STATES.includes(order.objectState)))
    return problem('invoice.orderNotSettled')
  if (chosen.some((order) => order.invoiceId !== null)) return problem('invoice.orderInvoiced')
  return []
}

/**
 * Every problem of an invoice to issue. `orders`: the orders as known (the server's stored rows; the dialog
 * passes the list it offered). `numberTaken`: the number is already recorded in the lab (server only).
 */
export function invoiceProblems(
  draft: InvoiceDraft,
  facts: { orders: readonly InvoiceOrderFact[]; today: string; numberTaken?: boolean },
): InvoiceProblem[] {
  const problems = orderProblems(draft.orderIds, facts.orders)
  const kinds: readonly number[] = Object.values(INVOICE_KIND)
  if (!kinds.includes(draft.kind)) problems.push({ field: 'kind', code: 'invoice.kindInvalid' })
  problems.push(...buyerProblems(draft.kind, draft))
  problems.push(...numberAndDateProblems(draft.invoiceNo, draft.issuedOn, facts))
  if (!PERCENT.test(draft.taxRatePercent.trim()))
    problems.push({ field: 'taxRatePercent', code: 'invoice.taxRateInvalid' })
  return problems
}
