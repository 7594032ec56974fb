import { and, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  INVOICE_STATE,
  invoiceMachine,
  numberAndDateProblems,
  redLetterAmounts,
  type InvoiceContext,
} from '@/domain/billing'
import { labDayOf } from '@/domain/labClock'
import { negate, amountText, decimalOf } from '@/domain/money/amount'
import { decide } from '@/domain/workflow'
import type { Tx } from '../../../db/database'
import { invoice, invoiceOrder, labOrder } from '../../../db/schema'
import type { AuthContext } from '../../../plugins/access'
import { actorOf, applyTransition, workflowRefusal } from '../../lab-workflow/transition'
import type { RedInput } from './input'
import { invoiceRefusal } from './problems'
import { findInvoice, invoiceOrdersOf, liveInvoice, nextInvoiceCode, numberTaken } from './records'
import { invoiceDetail } from './service'

/**
 * Voids a wrong invoice by a red-letter invoice (红字发票): a negative invoice with its own number and date
 * from the tax system, naming the one it voids and why. The voided invoice's orders are freed to be invoiced
 * again; what it covered stays on record on both. The step is audited on the voided invoice.
 */
export async function redLetter(tx: Tx, auth: AuthContext, input: RedInput, now: Date) {
  const { tenantId, userId } = auth
  const original = await findInvoice(tx, tenantId, input.id, true)
  const actor = await actorOf(tx, auth)
  const ctx: InvoiceContext = { userId, isManager: actor.isManager, reason: input.reason ?? null }
  // The state first (a voided invoice is not voided twice), then the red letter's own number and date.
  const decision = decide(invoiceMachine, original.status, 'red', ctx)
  if (!decision.ok && decision.refusal === 'workflow.notAllowed') throw workflowRefusal(decision.refusal)
  const invoiceNo = input.invoiceNo.trim()
  const problems = numberAndDateProblems(invoiceNo, input.issuedOn.trim(), {
    today: labDayOf(now),
    numberTaken: invoiceNo !== '' && (await numberTaken(tx, tenantId, invoiceNo)),
    notBefore: original.issuedOn,
  })
  if (problems.length > 0) throw invoiceRefusal(problems)

  const id = uuidv7()
  await applyTransition(tx, {
    tenantId,
    machine: invoiceMachine,
    entityId: original.id,
    from: original.status,
    action: 'red',
    ctx,
    actor,
    write: async (to) => {
      const updated = await tx
        .update(invoice)
        .set({ status: to, reason: input.reason?.trim() ?? null, updateUser: userId, updateTime: now })
        .where(and(liveInvoice(tenantId, original.id), eq(invoice.status, original.status)))
        .returning({ id: invoice.id })
      return updated.length === 1
    },
  })
  const { id: _id, code: _code, createTime: _c, updateTime: _u, createDept: _d, ...copied } = original
  await tx.insert(invoice).values({
    ...copied,
    id,
    code: await nextInvoiceCode(tx, tenantId, now),
    invoiceNo,
    issuedOn: input.issuedOn.trim(),
    ...redLetterAmounts(original),
    status: INVOICE_STATE.redLetter,
    reverses: original.id,
    reason: input.reason?.trim() ?? null,
    createUser: userId,
    updateUser: userId,
    createTime: now,
    updateTime: now,
  })
  const covered = await invoiceOrdersOf(tx, tenantId, original.id)
  if (covered.length > 0)
    await tx.insert(invoiceOrder).values(
      covered.map((line) => ({
        tenantId,
        id: uuidv7(),
        invoiceId: id,
        orderId: line.orderId,
        amount: amountText(negate(decimalOf(line.amount))),
      })),
    )
  await tx
    .update(labOrder)
    .set({ invoiceId: null })
    .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.invoiceId, original.id)))
  return invoiceDetail(tx, auth, id)
}
