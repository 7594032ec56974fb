import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { z } from 'zod'
import { labCompactDate, labDayOf } from '@/domain/labClock'
import {
  LABEL_APPLY_MESSAGES as M,
  LABEL_APPLY_STATE as S,
  REFUSE_REASON_MAX,
  labelApplyActions,
  labelApplyEditable,
  labelApplyNext,
  type LabelApplyAction,
} from '@/domain/labelApply'
import type { Localized } from '@/domain/resources'
import { queryRows, type Tx } from '../../db/database'
import { labelApply, labelApplyItem } from '../../db/schema'
import { AppError, notFound } from '../../http/errors'
import type { Actor } from '../../access/actor'
import { nextDocumentNumber } from '../numbering/service'
import { nextSerial } from '../shared/serial'
import { alreadyApplied, passedCertificate } from './passed'

const refuse = (message: Localized, status = 409) => new AppError(status, 'domain.message', { message })

export const makeInput = z.object({
  /** An application to change (a draft or a refused one); none makes a new draft. */
  id: z.uuid().optional(),
  /** The customer, for staff; a customer's account always applies for her own. */
  customerId: z.uuid().optional(),
  /** The certificates (reports) to label, one label each. */
  reportIds: z.array(z.uuid()).min(1).max(500),
  remark: z.string().trim().max(500).optional(),
  /** Submit at once (the portal's 提交申领). */
  submit: z.boolean().optional(),
})
export type MakeInput = z.infer<typeof makeInput>

export const stepInput = z.object({
  id: z.uuid(),
  action: z.enum(['submit', 'approve', 'refuse', 'issue']),
  reason: z.string().trim().max(REFUSE_REASON_MAX).optional(),
})
export type StepInput = z.infer<typeof stepInput>

const lineAnswer = z.object({
  id: z.string(),
  reportId: z.string(),
  instrumentId: z.string().nullable(),
  certificateNo: z.string(),
  instrumentName: z.string(),
  model: z.string().nullable(),
  factoryNumber: z.string().nullable(),
  validUntil: z.string().nullable(),
  labelNo: z.string().nullable(),
})

export const applicationAnswer = z.object({
  id: z.string(),
  applyNo: z.string(),
  customerId: z.string(),
  status: z.number(),
  labelCount: z.number(),
  applicantName: z.string().nullable(),
  approverName: z.string().nullable(),
  refuseReason: z.string().nullable(),
  remark: z.string().nullable(),
  /** The steps open in its state (the caller's grants decide which she may take). */
  actions: z.array(z.string()),
  lines: z.array(lineAnswer),
})
export type ApplicationAnswer = z.infer<typeof applicationAnswer>

type CertificateRow = {
  reportId: string
  customerId: string
  instrumentId: string | null
  certificateNo: string
  instrumentName: string
  model: string | null
  factoryNumber: string | null
  validUntil: string | null
}

/** The certificates named, if every one passed, is free (not on another live application) and is labelable. */
async function passedLines(
  tx: Tx,
  tenantId: string,
  reportIds: readonly string[],
  applyId: string | null,
  today: string,
): Promise<CertificateRow[]> {
  const unique = [...new Set(reportIds)]
  const rows = await queryRows<CertificateRow>(
    tx,
    sql`select r.id as "reportId", o.customer_id as "customerId", s.instrument_id as "instrumentId",
          r.report_no as "certificateNo", cr.instrument_name as "instrumentName",
          cr.instrument_model as "model", cr.factory_number as "factoryNumber",
          to_char(cr.next_due_date, 'YYYY-MM-DD') as "validUntil"
        from lab_report r
        join order_sample s on s.tenant_id = r.tenant_id and s.id = r.sample_id
        join lab_order o on o.tenant_id = r.tenant_id and o.id = r.order_id
        join certificate_record cr on cr.tenant_id = r.tenant_id and cr.report_id = r.id
        where r.tenant_id = ${tenantId} and r.id = any(${sql.param(unique)}::uuid[])
          and o.customer_id is not null
          and ${passedCertificate(today)} and not ${alreadyApplied(applyId)}
        order by r.report_no`,
  )
  if (rows.length !== unique.length) throw refuse(M.notPassed)
  return rows
}

/** The customer an application is for: a customer's account her own; staff the one the lines belong to. */
function customerOf(actor: Actor, input: MakeInput, lines: readonly CertificateRow[]): string {
  if (actor.customerAccount && !actor.customerId) throw refuse(M.notLinked, 403)
  const customers = new Set(lines.map((line) => line.customerId))
  const wanted = actor.customerAccount ? actor.customerId : (input.customerId ?? lines[0]?.customerId)
  if (!wanted || customers.size !== 1 || !customers.has(wanted)) throw refuse(M.oneCustomer, 400)
  return wanted
}

async function loadApplication(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(labelApply)
    .where(and(eq(labelApply.tenantId, tenantId), eq(labelApply.id, id), eq(labelApply.isDeleted, false)))
  if (!row) throw notFound()
  return row
}

/**
 * Makes a draft application, or changes a draft or refused one: its lines are replaced by the certificates
 * named, each checked to have passed. `submit` sends it for approval in the same step.
 */
export async function makeApplication(
  tx: Tx,
  actor: Actor,
  input: MakeInput,
  now: Date,
): Promise<ApplicationAnswer> {
  const tenantId = actor.tenantId
  const existing = input.id ? await loadApplication(tx, tenantId, input.id) : null
  if (existing && !labelApplyEditable(existing.status)) throw refuse(M.notEditable)
  const lines = await passedLines(tx, tenantId, input.reportIds, existing?.id ?? null, labDayOf(now))
  const customerId = customerOf(actor, input, lines)
  if (existing && existing.customerId !== customerId) throw refuse(M.oneCustomer, 400)
  const id = existing?.id ?? uuidv7()
  const status = input.submit ? S.submitted : (existing?.status ?? S.draft)
  const submitted = input.submit ? { submittedAt: now, refuseReason: null } : {}
  if (existing) {
    await tx
      .update(labelApply)
      .set({
        status,
        labelCount: lines.length,
        remark: input.remark ?? existing.remark,
        updateUser: actor.userId,
        updateTime: now,
        ...submitted,
      })
      .where(and(eq(labelApply.tenantId, tenantId), eq(labelApply.id, id)))
    await tx
      .delete(labelApplyItem)
      .where(and(eq(labelApplyItem.tenantId, tenantId), eq(labelApplyItem.applyId, id)))
  } else {
    const day = labCompactDate(now)
    const serial = await nextSerial(tx, tenantId, `SQ${day}`)
    await tx.insert(labelApply).values({
      tenantId,
      id,
      applyNo: `SQ${day}${String(serial).padStart(4, '0')}`,
      customerId,
      status,
      labelCount: lines.length,
      applicantName: actor.name,
      remark: input.remark ?? null,
      createUser: actor.userId,
      updateUser: actor.userId,
      ...submitted,
    })
  }
  await tx.insert(labelApplyItem).values(
    lines.map((line) => ({
      tenantId,
      id: uuidv7(),
      applyId: id,
      customerId,
      reportId: line.reportId,
      instrumentId: line.instrumentId,
      certificateNo: line.certificateNo,
      instrumentName: line.instrumentName,
      model: line.model,
      factoryNumber: line.factoryNumber,
      validUntil: line.validUntil,
      createUser: actor.userId,
      updateUser: actor.userId,
    })),
  )
  return applicationDetail(tx, tenantId, id)
}

/**
 * One step of an application (src/domain/labelApply): submit (checked again: a certificate may have been
 * revoked since), approve, refuse with a reason, or issue: one number per line from the lab's rule of
 * verification labels, taken in this transaction (the counter stays locked until it commits, so two issues
 * at once never share a number, and the unique index would refuse it anyway).
 */
export async function stepApplication(
  tx: Tx,
  actor: Actor,
  input: StepInput,
  now: Date,
): Promise<ApplicationAnswer> {
  const tenantId = actor.tenantId
  // Locked: two steps on one application at once take turns, the second sees the first's state.
  await tx.execute(
    sql`select id from label_apply where tenant_id = ${tenantId} and id = ${input.id}::uuid for update`,
  )
  const row = await loadApplication(tx, tenantId, input.id)
  const next = labelApplyNext(row.status, input.action as LabelApplyAction)
  if (next === null) throw refuse(M.notOpen)
  const where = and(eq(labelApply.tenantId, tenantId), eq(labelApply.id, row.id))
  const audit = { status: next, updateUser: actor.userId, updateTime: now }
  switch (input.action) {
    case 'submit': {
      const lines = await lineRows(tx, tenantId, row.id)
      if (lines.length === 0) throw refuse(M.empty, 400)
      await passedLines(
        tx,
        tenantId,
        lines.map((line) => line.reportId),
        row.id,
        labDayOf(now),
      )
      await tx
        .update(labelApply)
        .set({ ...audit, submittedAt: now, refuseReason: null })
        .where(where)
      break
    }
    case 'approve':
      await tx
        .update(labelApply)
        .set({ ...audit, approverId: actor.userId, approverName: actor.name, approvedAt: now })
        .where(where)
      break
    case 'refuse': {
      if (!input.reason) throw refuse(M.reasonRequired, 400)
      await tx
        .update(labelApply)
        .set({ ...audit, approverId: actor.userId, approverName: actor.name, refuseReason: input.reason })
        .where(where)
      break
    }
    case 'issue': {
      for (const line of await lineRows(tx, tenantId, row.id)) {
        const labelNo = await nextDocumentNumber(tx, tenantId, 'verifyLabel', { now })
        await tx
          .update(labelApplyItem)
          .set({ labelNo, updateUser: actor.userId, updateTime: now })
          .where(and(eq(labelApplyItem.tenantId, tenantId), eq(labelApplyItem.id, line.id)))
      }
      await tx
        .update(labelApply)
        .set({ ...audit, issuedAt: now })
        .where(where)
      break
    }
  }
  return applicationDetail(tx, tenantId, row.id)
}

const lineRows = (tx: Tx, tenantId: string, applyId: string) =>
  tx
    .select()
    .from(labelApplyItem)
    .where(
      and(
        eq(labelApplyItem.tenantId, tenantId),
        eq(labelApplyItem.applyId, applyId),
        eq(labelApplyItem.isDeleted, false),
      ),
    )
    .orderBy(asc(labelApplyItem.certificateNo), asc(labelApplyItem.id))

/** One application with its lines and the steps open in its state. */
export async function applicationDetail(tx: Tx, tenantId: string, id: string): Promise<ApplicationAnswer> {
  const row = await loadApplication(tx, tenantId, id)
  const lines = await lineRows(tx, tenantId, id)
  return {
    id: row.id,
    applyNo: row.applyNo,
    customerId: row.customerId,
    status: row.status,
    labelCount: row.labelCount,
    applicantName: row.applicantName,
    approverName: row.approverName,
    refuseReason: row.refuseReason,
    remark: row.remark,
    actions: labelApplyActions(row.status),
    lines: lines.map((line) => ({
      id: line.id,
      reportId: line.reportId,
      instrumentId: line.instrumentId,
      certificateNo: line.certificateNo,
      instrumentName: line.instrumentName,
      model: line.model,
      factoryNumber: line.factoryNumber,
      validUntil: line.validUntil,
      labelNo: line.labelNo,
    })),
  }
}

/** The issued lines of applications, for printing; an application not issued yet has nothing to print. */
export async function issuedLines(tx: Tx, tenantId: string, ids: readonly string[]) {
  const applications = await tx
    .select({ id: labelApply.id, status: labelApply.status })
    .from(labelApply)
    .where(
      and(
        eq(labelApply.tenantId, tenantId),
        inArray(labelApply.id, [...ids]),
        eq(labelApply.isDeleted, false),
      ),
    )
  if (applications.length !== new Set(ids).size) throw notFound()
  if (applications.some((application) => application.status !== S.issued)) throw refuse(M.notIssued)
  const lines = []
  for (const id of ids) lines.push(...(await lineRows(tx, tenantId, id)))
  return lines
}
