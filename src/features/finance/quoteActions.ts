import type { QuoteAction } from '@/api/quotes'
import { QUOTE_EXAMINE, quoteReviewMachine, type QuoteContext } from '@/domain/billing'
import { allowedActions } from '@/domain/workflow'

/** Approving and returning are the reviewer's grant; sending and withdrawing belong to whoever makes quotes. */
const REVIEW_STEPS: ReadonlySet<QuoteAction> = new Set(['approve', 'return'])

export type QuoteGrants = { make: boolean; review: boolean }

/** What the review machine needs to know of a quote: its state, its author and whether it has lines. */
export type QuoteFacts = { examineStatus: number; createUser: string | null; lines: readonly unknown[] }

/**
 * The steps the caller may take on a quote now: the review machine's answer for her (the server decides with
 * the same machine), less the steps her grants do not reach. The quote machine has no manager-only step, so
 * the browser, which does not know whether she is a manager, gives false.
 */
export function quoteActionsFor(quote: QuoteFacts, userId: string, grants: QuoteGrants): QuoteAction[] {
  const ctx: QuoteContext = {
    userId,
    isManager: false,
    authorId: quote.createUser ?? '',
    lineCount: quote.lines.length,
  }
  return allowedActions(quoteReviewMachine, quote.examineStatus, ctx).filter((action) =>
    REVIEW_STEPS.has(action) ? grants.review : grants.make,
  )
}

/** A quote may be changed or removed only before it is sent for review. */
export const quoteEditable = (examineStatus: unknown): boolean =>
  Number(examineStatus) === QUOTE_EXAMINE.toSubmit

/** Whether a quote in this state may still have a step for someone: a reviewed quote has none. */
export const quoteHasSteps = (examineStatus: unknown): boolean =>
  Number(examineStatus) === QUOTE_EXAMINE.toSubmit || Number(examineStatus) === QUOTE_EXAMINE.underReview
