import type { ActorContext, Guard, Machine } from '../workflow/machine'

/** Dictionary quote_examine_status. */
export const QUOTE_EXAMINE = { toSubmit: 100, underReview: 200, reviewed: 300 } as const
export type QuoteExamineState = (typeof QUOTE_EXAMINE)[keyof typeof QUOTE_EXAMINE]

/** Dictionary quote_status: whether a quote may still be used (for a contract, an order). */
export const QUOTE_STATUS = { usable: 100, unusable: 200 } as const
export type QuoteStatus = (typeof QUOTE_STATUS)[keyof typeof QUOTE_STATUS]

/** Dictionary discountType: the kind of quote. */
export const QUOTE_KIND = { regular: 1, bid: 2 } as const

export type QuoteContext = ActorContext & {
  /** Who made the quote: she submits it, and never reviews it. */
  authorId: string
  /** Lines on the quote: one without lines is nothing to review. */
  lineCount: number
}

const notAuthor: Guard<QuoteExamineState, QuoteContext> = {
  refusal: 'quote.sameAsAuthor',
  holds: (ctx) => ctx.userId !== ctx.authorId,
}

/**
 * A quote's review (ISO/IEC 17025 §7.1, the review of requests, tenders and contracts): its author sends it
 * for review, and someone else approves it or returns it with a reason; a returned quote is edited and sent
 * again. Only a reviewed quote leads to a contract or an order, and only while it is usable.
 */
export const quoteReviewMachine: Machine<
  QuoteExamineState,
  'submit' | 'approve' | 'return' | 'withdraw',
  QuoteContext
> = {
  entity: 'quote',
  initial: QUOTE_EXAMINE.toSubmit,
  states: Object.values(QUOTE_EXAMINE),
  guards: [],
  actions: {
    submit: {
      from: [QUOTE_EXAMINE.toSubmit],
      to: QUOTE_EXAMINE.underReview,
      guards: [
        { refusal: 'quote.notAuthor', holds: (ctx) => ctx.userId === ctx.authorId },
        { refusal: 'quote.linesRequired', holds: (ctx) => ctx.lineCount > 0 },
      ],
    },
    approve: { from: [QUOTE_EXAMINE.underReview], to: QUOTE_EXAMINE.reviewed, guards: [notAuthor] },
    return: {
      from: [QUOTE_EXAMINE.underReview],
      to: QUOTE_EXAMINE.toSubmit,
      guards: [notAuthor],
      reasonRequired: true,
    },
    // The author takes back what she sent, to change it before anyone reviews it.
    withdraw: {
      from: [QUOTE_EXAMINE.underReview],
      to: QUOTE_EXAMINE.toSubmit,
      guards: [{ refusal: 'quote.notAuthor', holds: (ctx) => ctx.userId === ctx.authorId }],
    },
  },
}

/**
 * quote_status from the facts: unusable once its validity date has passed (the day itself still counts) or a
 * later quote replaced it. Dates are the lab's calendar days, 'YYYY-MM-DD'.
 */
export function quoteStatusOf(
  quote: { validUntil: string | null; supersededBy: string | null },
  today: string,
): QuoteStatus {
  if (quote.supersededBy) return QUOTE_STATUS.unusable
  if (quote.validUntil !== null && quote.validUntil < today) return QUOTE_STATUS.unusable
  return QUOTE_STATUS.usable
}
