import { and, eq, inArray, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  OBJECT_STATE,
  ORDER_STATUS,
  REPORT_STATE,
  SAMPLE_STATE,
  allowedActions,
  decide,
  orderMachine,
  reportMachine,
  type ItemState,
  type OrderState,
  type ReportAction,
  type ReportContext,
  type ReportState,
} from '@/domain/workflow'
import type { Tx } from '../../db/database'
import { certificateRecord, labOrder, labReport, orderSample, testItem } from '../../db/schema'
import { notFound } from '../../http/errors'
import { readParams } from '../system/param-values'
import { auditTrail } from './audit'
import { notifyOrderDone, notifyReportReady, notifyReportToAudit } from './notify'
import { orderContext } from './order-context'
import type { FileStorage } from '../file/storage'
import { signerImages } from './signer-images'
import { freezeReport } from './report-document'
import { applyTransition, writeIfStill, type Actor } from './transition'

/**
 * Reports: one per sample, opened when the order passes review, drafted automatically once the
 * sample's items are reviewed, then audited, approved (frozen: number, PDF, verification record) and
 * delivered by three different people. A revoked report is replaced by a linked revision that starts at
 * drafting; the order is done once every live report is delivered.
 */

export type ReportTransitionInput = { id: string; action: string; reason?: string | null }

export type RequestFacts = {
  /** Where the request came from: the origin of QR codes when the lab has set no public address. */
  origin: string
  /** Refuses (throws) when the user's roles do not let them take this action from this state. */
  authorize?: (action: string, from: number) => Promise<void>
  /** Where the signers' handwritten signatures are kept (printed on the certificate when they have one). */
  storage?: FileStorage
}

async function reportRecord(tx: Tx, tenantId: string, id: string, lock: boolean) {
  const query = tx
    .select({
      id: labReport.id,
      orderId: labReport.orderId,
      sampleId: labReport.sampleId,
      state: labReport.state,
      reportNo: labReport.reportNo,
      revision: labReport.revision,
      revisionOf: labReport.revisionOf,
      drafterId: labReport.drafterId,
      drafterName: labReport.drafterName,
      auditorId: labReport.auditorId,
      auditorName: labReport.auditorName,
      orderStatus: labOrder.status,
      objectState: labOrder.objectState,
    })
    .from(labReport)
    .innerJoin(labOrder, and(eq(labOrder.tenantId, labReport.tenantId), eq(labOrder.id, labReport.orderId)))
    .where(and(eq(labReport.tenantId, tenantId), eq(labReport.id, id), eq(labReport.isDeleted, false)))
  const [report] = lock ? await query.for('update', { of: labReport }) : await query
  if (!report) throw notFound()
  return report
}

type ReportRecord = Awaited<ReturnType<typeof reportRecord>>

async function sampleItemStates(tx: Tx, tenantId: string, sampleId: string): Promise<ItemState[]> {
  const rows = await tx
    .select({ state: testItem.state })
    .from(testItem)
    .where(
      and(eq(testItem.tenantId, tenantId), eq(testItem.sampleId, sampleId), eq(testItem.isDeleted, false)),
    )
  return rows.map((row) => row.state as ItemState)
}

async function reportContext(
  tx: Tx,
  tenantId: string,
  report: ReportRecord,
  actor: Actor,
  reason?: string | null,
): Promise<ReportContext> {
  return {
    userId: actor.userId,
    isManager: actor.isManager,
    reason: reason ?? null,
    orderStatus: report.orderStatus as OrderState,
    itemStates: await sampleItemStates(tx, tenantId, report.sampleId),
    drafterId: report.drafterId,
    auditorId: report.auditorId,
    deliveryCleared: await deliveryCleared(tx, tenantId, report.objectState),
  }
}

/** Whether the lab hands certificates over before the order is paid or guaranteed, or this one is. */
async function deliveryCleared(tx: Tx, tenantId: string, objectState: number): Promise<boolean> {
  if (objectState === OBJECT_STATE.guaranteed || objectState === OBJECT_STATE.paid) return true
  const params = await readParams(tx, tenantId, ['billing.deliverBeforePaid'])
  return params['billing.deliverBeforePaid'] !== 'false'
}

/** At the order's release: a report in testing for each live sample that has none yet. */
export async function openReports(tx: Tx, tenantId: string, actor: Actor, orderId: string): Promise<void> {
  const samples = await tx
    .select({ id: orderSample.id })
    .from(orderSample)
    .where(
      and(
        eq(orderSample.tenantId, tenantId),
        eq(orderSample.orderId, orderId),
        eq(orderSample.isDeleted, false),
        sql`${orderSample.status} <> ${SAMPLE_STATE.abandoned}`,
      ),
    )
  if (samples.length === 0) return
  const existing = await tx
    .select({ sampleId: labReport.sampleId })
    .from(labReport)
    .where(
      and(
        eq(labReport.tenantId, tenantId),
        inArray(
          labReport.sampleId,
          samples.map((sample) => sample.id),
        ),
      ),
    )
  const covered = new Set(existing.map((row) => row.sampleId))
  const fresh = samples.filter((sample) => !covered.has(sample.id))
  if (fresh.length === 0) return
  await tx.insert(labReport).values(
    fresh.map((sample) => ({
      tenantId,
      id: uuidv7(),
      orderId,
      sampleId: sample.id,
      state: reportMachine.initial,
      createUser: actor.userId,
      updateUser: actor.userId,
    })),
  )
}

/** The report of a sample follows its items: drafting starts when the last of them is reviewed (automatic). */
export async function followReport(tx: Tx, tenantId: string, actor: Actor, sampleId: string): Promise<void> {
  const waiting = await tx
    .select({ id: labReport.id })
    .from(labReport)
    .where(
      and(
        eq(labReport.tenantId, tenantId),
        eq(labReport.sampleId, sampleId),
        eq(labReport.state, REPORT_STATE.testing),
        eq(labReport.isDeleted, false),
      ),
    )
  for (const { id } of waiting) {
    const report = await reportRecord(tx, tenantId, id, true)
    const ctx = await reportContext(tx, tenantId, report, actor)
    if (!decide(reportMachine, report.state, 'draft', ctx).ok) continue
    await applyTransition(tx, {
      tenantId,
      machine: reportMachine,
      entityId: report.id,
      from: report.state,
      action: 'draft',
      ctx,
      actor,
      write: (to) =>
        writeIfStill(
          tx,
          labReport,
          labReport.state,
          { tenantId, id: report.id, from: report.state },
          { state: to, updateTime: sql`now()` },
        ),
    })
  }
}

/** The order is done when all its live reports are: checked after every report reaches an end. */
async function followOrder(tx: Tx, tenantId: string, actor: Actor, orderId: string): Promise<void> {
  const [order] = await tx
    .select({ id: labOrder.id, status: labOrder.status, customerId: labOrder.customerId })
    .from(labOrder)
    .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.id, orderId)))
    .for('update')
  // Completing when the last report is delivered; reopening when a revoked one's revision starts.
  const action =
    order?.status === ORDER_STATUS.testing
      ? 'complete'
      : order?.status === ORDER_STATUS.done
        ? 'reopen'
        : null
  if (!order || !action) return
  const ctx = await orderContext(tx, tenantId, order, actor)
  if (!decide(orderMachine, order.status, action, ctx).ok) return
  const status = await applyTransition(tx, {
    tenantId,
    machine: orderMachine,
    entityId: order.id,
    from: order.status,
    action,
    ctx,
    actor,
    write: (to) =>
      writeIfStill(
        tx,
        labOrder,
        labOrder.status,
        { tenantId, id: order.id, from: order.status },
        { status: to, updateTime: sql`now()` },
      ),
  })
  if (status === ORDER_STATUS.done) await notifyOrderDone(tx, tenantId, order.id)
}

/** A revoked report's linked revision: same sample and results, drafted again (400), numbered at approval. */
async function openRevision(tx: Tx, tenantId: string, actor: Actor, report: ReportRecord): Promise<string> {
  const id = uuidv7()
  await tx.insert(labReport).values({
    tenantId,
    id,
    orderId: report.orderId,
    sampleId: report.sampleId,
    state: REPORT_STATE.drafting,
    revision: report.revision + 1,
    revisionOf: report.id,
    createUser: actor.userId,
    updateUser: actor.userId,
  })
  return id
}

async function revokedPredecessor(tx: Tx, tenantId: string, report: ReportRecord) {
  if (!report.revisionOf) return null
  const [previous] = await tx
    .select({ certificateNo: labReport.reportNo, reason: labReport.revokeReason })
    .from(labReport)
    .where(and(eq(labReport.tenantId, tenantId), eq(labReport.id, report.revisionOf)))
  return previous?.certificateNo
    ? { certificateNo: previous.certificateNo, reason: previous.reason ?? '' }
    : null
}

/**
 * Moves a report: submit it for audit (the submitter becomes its drafter), pass the audit, approve (freezes
 * it), deliver, reject back to drafting, revoke (a linked revision starts) or cancel.
 */
export async function transitionReport(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  input: ReportTransitionInput,
  request: RequestFacts,
): Promise<{ state: ReportState; reportNo: string | null; revisionId: string | null }> {
  const report = await reportRecord(tx, tenantId, input.id, true)
  // Which role may take the step depends on the state it is taken from (a rejection at audit or at approval).
  await request.authorize?.(input.action, report.state)
  const ctx = await reportContext(tx, tenantId, report, actor, input.reason)
  const now = new Date()
  let reportNo = report.reportNo
  const state = await applyTransition(tx, {
    tenantId,
    machine: reportMachine,
    entityId: report.id,
    from: report.state,
    action: input.action,
    ctx,
    actor,
    write: async (to) => {
      const common = { state: to, updateUser: actor.userId, updateTime: sql`now()` }
      const by = { id: actor.userId, name: actor.userName }
      const values =
        input.action === 'submitForAudit'
          ? { drafterId: report.drafterId ?? by.id, drafterName: report.drafterName ?? by.name }
          : input.action === 'passAudit'
            ? { auditorId: by.id, auditorName: by.name }
            : input.action === 'approve'
              ? { approverId: by.id, approverName: by.name, approvedAt: now }
              : input.action === 'deliver'
                ? { deliveredAt: now }
                : input.action === 'reject'
                  ? // A rejected report goes through the whole audit again.
                    { auditorId: null, auditorName: null }
                  : input.action === 'revoke'
                    ? { revokedAt: now, revokeReason: ctx.reason?.trim().slice(0, 500) ?? null }
                    : {}
      const written = await writeIfStill(
        tx,
        labReport,
        labReport.state,
        { tenantId, id: report.id, from: report.state },
        { ...common, ...values },
      )
      if (written && input.action === 'approve') {
        reportNo = await freezeReport(tx, tenantId, {
          reportId: report.id,
          at: now,
          origin: request.origin,
          signers: {
            drafter: report.drafterName ?? '',
            auditor: report.auditorName ?? '',
            approver: actor.userName ?? '',
          },
          supersedes: await revokedPredecessor(tx, tenantId, report),
          signatureImages: request.storage
            ? await signerImages(tx, request.storage, tenantId, {
                drafter: report.drafterId,
                auditor: report.auditorId,
                approver: actor.userId,
              })
            : {},
        })
        await tx
          .update(labReport)
          .set({ reportNo })
          .where(and(eq(labReport.tenantId, tenantId), eq(labReport.id, report.id)))
        await notifyReportReady(tx, tenantId, {
          reportId: report.id,
          certificateNo: reportNo,
          senderId: actor.userId,
        })
      }
      return written
    },
  })
  let revisionId: string | null = null
  if (input.action === 'revoke') {
    await tx
      .update(certificateRecord)
      .set({ standing: 'revoked', revokedAt: now })
      .where(and(eq(certificateRecord.tenantId, tenantId), eq(certificateRecord.reportId, report.id)))
    revisionId = await openRevision(tx, tenantId, actor, report)
    await followOrder(tx, tenantId, actor, report.orderId)
  }
  if (state === REPORT_STATE.auditing)
    await notifyReportToAudit(tx, tenantId, {
      sampleId: report.sampleId,
      drafterId: report.drafterId ?? actor.userId,
      drafterName: report.drafterName ?? actor.userName,
    })
  // A revoke has followed the order above, once its revision exists.
  if (input.action !== 'revoke' && (state === REPORT_STATE.done || state === REPORT_STATE.abandoned))
    await followOrder(tx, tenantId, actor, report.orderId)
  return { state, reportNo, revisionId }
}

/** The report's state, the actions the user may take now and its audit trail. */
export async function reportWorkflow(tx: Tx, tenantId: string, actor: Actor, reportId: string) {
  const report = await reportRecord(tx, tenantId, reportId, false)
  const ctx = await reportContext(tx, tenantId, report, actor)
  return {
    state: report.state,
    reportNo: report.reportNo,
    revision: report.revision,
    revisionOf: report.revisionOf,
    actions: allowedActions(reportMachine, report.state, ctx) as ReportAction[],
    audit: await auditTrail(tx, tenantId, 'report', report.id),
  }
}

/** The reports of an order (every revision), oldest first. */
export async function reportsOfOrder(tx: Tx, tenantId: string, orderId: string) {
  return tx
    .select({
      id: labReport.id,
      sampleId: labReport.sampleId,
      state: labReport.state,
      reportNo: labReport.reportNo,
      revision: labReport.revision,
      revisionOf: labReport.revisionOf,
    })
    .from(labReport)
    .where(
      and(eq(labReport.tenantId, tenantId), eq(labReport.orderId, orderId), eq(labReport.isDeleted, false)),
    )
    .orderBy(labReport.createTime, labReport.id)
}
