import { and, eq } from 'drizzle-orm'
import { QUOTE_EXAMINE, quoteReviewMachine, type QuoteContext } from '@/domain/billing'
import { allowedActions } from '@/domain/workflow'
import type { Tx } from '../../../db/database'
import { quote, quoteLine } from '../../../db/schema'
import type { AuthContext } from '../../../plugins/access'
import { auditTrail } from '../../lab-workflow/audit'
import { actorOf, applyTransition } from '../../lab-workflow/transition'
import { findQuote, supersede } from './service'

async function contextOf(tx: Tx, auth: AuthContext, id: string, reason: string | null) {
  const row = await findQuote(tx, auth.tenantId, id)
  const lines = await tx
    .select({ id: quoteLine.id })
    .from(quoteLine)
    .where(and(eq(quoteLine.tenantId, auth.tenantId), eq(quoteLine.quoteId, id)))
  const actor = await actorOf(tx, auth)
  const ctx: QuoteContext = {
    userId: auth.userId,
    isManager: actor.isManager,
    reason,
    authorId: row.createUser ?? '',
    lineCount: lines.length,
  }
  return { row, actor, ctx }
}

/**
 * One step of a quote's review: sent by its author, approved or returned (with a reason) by someone else,
 * withdrawn by its author before anyone reviews it. Each step is audited; approving a revision makes the
 * quote it replaces unusable.
 */
export async function transitionQuote(
  tx: Tx,
  auth: AuthContext,
  input: { id: string; action: string; reason?: string | null | undefined },
  now: Date,
) {
  const { row, actor, ctx } = await contextOf(tx, auth, input.id, input.reason ?? null)
  const to = await applyTransition(tx, {
    tenantId: auth.tenantId,
    machine: quoteReviewMachine,
    entityId: row.id,
    from: row.examineStatus,
    action: input.action,
    ctx,
    actor,
    write: async (next) => {
      const reviewed = next === QUOTE_EXAMINE.reviewed
      const updated = await tx
        .update(quote)
        .set({
          examineStatus: next,
          reviewerId: reviewed ? auth.userId : null,
          reviewedAt: reviewed ? now : null,
          updateUser: auth.userId,
          updateTime: now,
        })
        .where(
          and(
            eq(quote.tenantId, auth.tenantId),
            eq(quote.id, row.id),
            eq(quote.examineStatus, row.examineStatus),
          ),
        )
        .returning({ id: quote.id })
      return updated.length === 1
    },
  })
  if (to === QUOTE_EXAMINE.reviewed && row.supersedes)
    await supersede(tx, auth.tenantId, row.supersedes, row.id)
  return { examineStatus: to }
}

/** The review steps the caller may take now, and the quote's audit trail. */
export async function quoteWorkflow(tx: Tx, auth: AuthContext, id: string) {
  const { row, ctx } = await contextOf(tx, auth, id, null)
  return {
    examineStatus: row.examineStatus,
    actions: allowedActions(quoteReviewMachine, row.examineStatus, ctx),
    audit: await auditTrail(tx, auth.tenantId, 'quote', id),
  }
}
