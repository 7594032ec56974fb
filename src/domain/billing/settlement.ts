import { compare, decimalOf, isZero, subtract, sum, ZERO } from '../money/amount'
import type { Decimal } from '../money/decimal'
import type { ActorContext, Machine } from '../workflow/machine'
import { OBJECT_STATE, type ObjectState } from '../workflow/settlement'

/*
 * A bill: the settlement of an order once its testing is done (OBJECT_STATE 100, set by the workflow). Finance
 * settles it (its total is then fixed), grants the customer credit (guaranteed: pay later), and it is paid
 * when the confirmed payments cover the total. A refund that leaves it short goes back to where it stood
 * before it was paid.
 */

export type BillContext = ActorContext & {
  /** The bill's total, 'yuan.fen'. */
  total: string
  /** Σ confirmed payments (refunds negative). */
  paid: string
  /** It was guaranteed before it was paid: a refund that leaves it short puts it back there. */
  wasGuaranteed: boolean
}

export const balanceOf = (total: string, paid: string): Decimal => subtract(decimalOf(total), decimalOf(paid))

const covered = (ctx: BillContext) => compare(decimalOf(ctx.paid), decimalOf(ctx.total)) >= 0

export const billMachine: Machine<
  ObjectState,
  'settle' | 'guarantee' | 'unsettle' | 'markPaid' | 'markUnpaid',
  BillContext
> = {
  entity: 'bill',
  initial: OBJECT_STATE.toSettle,
  states: Object.values(OBJECT_STATE),
  guards: [],
  actions: {
    // Finance confirms the bill: from here its total never changes.
    settle: { from: [OBJECT_STATE.toSettle], to: OBJECT_STATE.settled },
    // Pay later on the customer's credit: a decision someone answers for, so it says why.
    guarantee: { from: [OBJECT_STATE.settled], to: OBJECT_STATE.guaranteed, reasonRequired: true },
    // A bill settled by mistake (before any payment) goes back to be corrected.
    unsettle: {
      from: [OBJECT_STATE.settled, OBJECT_STATE.guaranteed],
      to: OBJECT_STATE.toSettle,
      reasonRequired: true,
      guards: [{ refusal: 'bill.hasPayments', holds: (ctx) => isZero(decimalOf(ctx.paid)) }],
    },
    markPaid: {
      from: [OBJECT_STATE.settled, OBJECT_STATE.guaranteed],
      to: OBJECT_STATE.paid,
      automatic: true,
      guards: [{ refusal: 'bill.notCovered', holds: covered }],
    },
    markUnpaid: {
      from: [OBJECT_STATE.paid],
      to: (ctx) => (ctx.wasGuaranteed ? OBJECT_STATE.guaranteed : OBJECT_STATE.settled),
      automatic: true,
      guards: [{ refusal: 'bill.covered', holds: (ctx) => !covered(ctx) }],
    },
  },
}

export type PaymentProblem =
  | 'payment.amountInvalid'
  | 'payment.overBalance'
  | 'payment.refundOverPaid'
  | 'payment.reasonRequired'
  | 'payment.notSettled'

/**
 * Whether a payment may be recorded on a bill: the bill is settled or guaranteed (or paid, for a refund); a
 * payment is more than zero and at most the balance; a refund (negative) gives a reason and at most what was
 * paid. Amounts are exact: 0.1 + 0.2 is 0.3 here.
 */
export function paymentProblem(
  bill: { state: ObjectState; total: string; paid: string },
  payment: { amount: string; reason?: string | null },
): PaymentProblem | null {
  const amount = decimalOf(payment.amount)
  if (isZero(amount)) return 'payment.amountInvalid'
  const refund = amount.negative
  const payable: readonly ObjectState[] = [OBJECT_STATE.settled, OBJECT_STATE.guaranteed]
  if (!payable.includes(bill.state) && !(refund && bill.state === OBJECT_STATE.paid))
    return 'payment.notSettled'
  if (refund) {
    if (!payment.reason?.trim()) return 'payment.reasonRequired'
    return compare(sum([decimalOf(bill.paid), amount]), ZERO) < 0 ? 'payment.refundOverPaid' : null
  }
  return compare(amount, balanceOf(bill.total, bill.paid)) > 0 ? 'payment.overBalance' : null
}
