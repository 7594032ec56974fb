import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  QUOTE_EXAMINE,
  QUOTE_STATUS,
  quoteReviewMachine,
  quoteStatusOf,
} from '../../src/domain/billing/quoteReview'
import { billMachine, paymentProblem } from '../../src/domain/billing/settlement'
import { allowedActions, decide } from '../../src/domain/workflow/machine'
import { OBJECT_STATE } from '../../src/domain/workflow/settlement'

const author = 'u-author'
const reviewer = 'u-reviewer'
const quoteCtx = (userId: string, extra: { reason?: string; lineCount?: number } = {}) => ({
  userId,
  isManager: false,
  authorId: author,
  lineCount: 2,
  ...extra,
})

describe('a quote’s review', () => {
  it('is sent by its author and approved by someone else', () => {
    expect(decide(quoteReviewMachine, QUOTE_EXAMINE.toSubmit, 'submit', quoteCtx(author))).toEqual({
      ok: true,
      to: QUOTE_EXAMINE.underReview,
    })
    expect(decide(quoteReviewMachine, QUOTE_EXAMINE.underReview, 'approve', quoteCtx(reviewer))).toEqual({
      ok: true,
      to: QUOTE_EXAMINE.reviewed,
    })
  })

  it('refuses the author’s own review, a return without a reason and an empty quote', () => {
    expect(decide(quoteReviewMachine, QUOTE_EXAMINE.underReview, 'approve', quoteCtx(author))).toEqual({
      ok: false,
      refusal: 'quote.sameAsAuthor',
    })
    expect(decide(quoteReviewMachine, QUOTE_EXAMINE.underReview, 'return', quoteCtx(reviewer))).toEqual({
      ok: false,
      refusal: 'workflow.reasonRequired',
    })
    expect(
      decide(quoteReviewMachine, QUOTE_EXAMINE.toSubmit, 'submit', quoteCtx(author, { lineCount: 0 })),
    ).toEqual({
      ok: false,
      refusal: 'quote.linesRequired',
    })
    expect(
      decide(quoteReviewMachine, QUOTE_EXAMINE.reviewed, 'return', quoteCtx(reviewer, { reason: 'x' })),
    ).toEqual({
      ok: false,
      refusal: 'workflow.notAllowed',
    })
    expect(allowedActions(quoteReviewMachine, QUOTE_EXAMINE.underReview, quoteCtx(author))).toEqual([
      'withdraw',
    ])
    expect(allowedActions(quoteReviewMachine, QUOTE_EXAMINE.underReview, quoteCtx(reviewer))).toEqual([
      'approve',
      'return',
    ])
  })

  it('is usable until the end of its validity date and unusable once replaced', () => {
    expect(quoteStatusOf({ validUntil: '2026-12-31', supersededBy: null }, '2026-12-31')).toBe(
      QUOTE_STATUS.usable,
    )
    expect(quoteStatusOf({ validUntil: '2026-12-31', supersededBy: null }, '2027-01-01')).toBe(
      QUOTE_STATUS.unusable,
    )
    expect(quoteStatusOf({ validUntil: null, supersededBy: 'q2' }, '2026-01-01')).toBe(QUOTE_STATUS.unusable)
  })
})

const billCtx = (total: string, paid: string, extra: { reason?: string; wasGuaranteed?: boolean } = {}) => ({
  userId: 'finance',
  isManager: false,
  total,
  paid,
  wasGuaranteed: false,
  ...extra,
})

describe('a bill’s settlement', () => {
  it('is settled, guaranteed with a reason, and paid when payments cover it', () => {
    expect(decide(billMachine, OBJECT_STATE.toSettle, 'settle', billCtx('100.00', '0'))).toEqual({
      ok: true,
      to: 200,
    })
    expect(decide(billMachine, OBJECT_STATE.settled, 'guarantee', billCtx('100.00', '0')).ok).toBe(false)
    expect(
      decide(billMachine, OBJECT_STATE.settled, 'guarantee', billCtx('100.00', '0', { reason: '月结客户' })),
    ).toEqual({
      ok: true,
      to: 300,
    })
    expect(decide(billMachine, OBJECT_STATE.guaranteed, 'markPaid', billCtx('100.00', '99.99')).ok).toBe(
      false,
    )
    expect(decide(billMachine, OBJECT_STATE.guaranteed, 'markPaid', billCtx('100.00', '100.00'))).toEqual({
      ok: true,
      to: 400,
    })
    expect(
      decide(billMachine, OBJECT_STATE.paid, 'markUnpaid', billCtx('100.00', '60', { wasGuaranteed: true })),
    ).toEqual({
      ok: true,
      to: 300,
    })
    expect(
      decide(billMachine, OBJECT_STATE.settled, 'unsettle', billCtx('100.00', '10', { reason: '错' })),
    ).toEqual({
      ok: false,
      refusal: 'bill.hasPayments',
    })
    expect(allowedActions(billMachine, OBJECT_STATE.settled, billCtx('100.00', '100.00'))).not.toContain(
      'markPaid',
    )
  })

  it('refuses a payment over the balance, a refund over what was paid and one without a reason', () => {
    const bill = { state: OBJECT_STATE.settled, total: '100.00', paid: '40.00' } as const
    expect(paymentProblem(bill, { amount: '60.01' })).toBe('payment.overBalance')
    expect(paymentProblem(bill, { amount: '60.00' })).toBeNull()
    expect(paymentProblem(bill, { amount: '0.00' })).toBe('payment.amountInvalid')
    expect(paymentProblem(bill, { amount: '-10' })).toBe('payment.reasonRequired')
    expect(paymentProblem(bill, { amount: '-40.01', reason: '退款' })).toBe('payment.refundOverPaid')
    expect(paymentProblem({ ...bill, state: OBJECT_STATE.toSettle }, { amount: '1' })).toBe(
      'payment.notSettled',
    )
    expect(
      paymentProblem({ ...bill, state: OBJECT_STATE.paid, paid: '100.00' }, { amount: '-5', reason: '多收' }),
    ).toBeNull()
  })

  it('never lets payments exceed the bill without a refund', () => {
    const cents = fc.integer({ min: 1, max: 10_000_000 })
    fc.assert(
      fc.property(cents, fc.array(cents, { maxLength: 30 }), (totalCents, tries) => {
        const text = (value: number) => (value / 100).toFixed(2)
        let paid = 0
        for (const attempt of tries) {
          const problem = paymentProblem(
            { state: OBJECT_STATE.settled, total: text(totalCents), paid: text(paid) },
            { amount: text(attempt) },
          )
          if (problem === null) paid += attempt
          else expect(problem).toBe('payment.overBalance')
        }
        expect(paid).toBeLessThanOrEqual(totalCents)
      }),
    )
  })
})
