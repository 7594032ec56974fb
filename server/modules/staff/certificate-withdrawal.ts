import { sql } from 'drizzle-orm'
import { staffCertificates, type Localized } from '@/domain/resources'
import { certificateLabel } from '@/domain/staff/authorisation'
import { queryRows, type Tx } from '../../db/database'
import { AppError } from '../../http/errors'
import { recordChange } from '../../resources/history'
import { uuidv7 } from 'uuidv7'
import { notify } from '../notify/service'

/*
 * A lab withdraws a staff certificate (revoked by its issuer, found false, superseded) or reinstates one
 * withdrawn by mistake. The authorisations resting on it read its flag every time they are judged
 * (src/domain/staff/authorisation.ts), so they stop holding, or hold again, with the change itself. Each
 * change keeps its reason in the record's history, and the holder is told.
 */

export type CertificateStep = 'withdraw' | 'reinstate'

export type CertificateStepInput = { id: string; reason: string }

const PROBLEMS = {
  missing: { zh: '人员证书不存在', en: 'No such staff certificate' },
  withdrawReasonRequired: { zh: '请填写撤回原因', en: 'Give the reason for the withdrawal' },
  reinstateReasonRequired: { zh: '请填写恢复原因', en: 'Give the reason for the reinstatement' },
  withdrawnAlready: { zh: '该证书已撤回', en: 'The certificate is withdrawn already' },
  notWithdrawn: { zh: '该证书未撤回，无需恢复', en: 'The certificate is not withdrawn' },
} as const satisfies Record<string, Localized>

const refused = (problem: keyof typeof PROBLEMS, status = 400) =>
  new AppError(status, 'domain.message', { message: PROBLEMS[problem] }, { problem })

type CertificateRow = {
  id: string
  userId: string
  kind: string
  certificateNo: string
  withdrawn: boolean
  withdrawReason: string | null
}

/** A live certificate of the lab, locked for the change about to be made to it. */
async function lockedCertificate(tx: Tx, tenantId: string, id: string): Promise<CertificateRow> {
  const [row] = await queryRows<CertificateRow>(
    tx,
    sql`select id, user_id as "userId", kind, certificate_no as "certificateNo", withdrawn,
          withdraw_reason as "withdrawReason"
        from staff_certificate where tenant_id = ${tenantId} and id = ${id} and is_deleted = false
        for update`,
  )
  if (!row) throw refused('missing', 404)
  return row
}

/** What the holder reads (in-site messages are written in the lab's language, as the other notices). */
/** The holder is told of each withdrawal and reinstatement (each one its own occurrence). */
function tellHolder(
  tx: Tx,
  tenantId: string,
  step: CertificateStep,
  certificate: CertificateRow,
  reason: string,
  senderId: string,
) {
  return notify(tx, {
    tenantId,
    event: step === 'withdraw' ? 'staff.certificateWithdrawn' : 'staff.certificateReinstated',
    eventId: `${step}:${certificate.id}:${uuidv7()}`,
    to: { userId: certificate.userId },
    values: { certificate: certificateLabel(certificate), reason },
    senderId,
  })
}

/**
 * Withdraws a certificate or reinstates a withdrawn one, with the reason: refused when it is in that state
 * already. A withdrawn certificate keeps the reason it was withdrawn for; a reinstated one none. Answers the
 * certificate's new state.
 */
export async function stepCertificate(
  tx: Tx,
  tenantId: string,
  userId: string,
  step: CertificateStep,
  input: CertificateStepInput,
): Promise<{ id: string; withdrawn: boolean; withdrawReason: string | null }> {
  const reason = input.reason.trim()
  if (!reason) throw refused(step === 'withdraw' ? 'withdrawReasonRequired' : 'reinstateReasonRequired')
  const certificate = await lockedCertificate(tx, tenantId, input.id)
  const withdrawn = step === 'withdraw'
  if (certificate.withdrawn === withdrawn) throw refused(withdrawn ? 'withdrawnAlready' : 'notWithdrawn')
  const withdrawReason = withdrawn ? reason : null
  await tx.execute(
    sql`update staff_certificate
        set withdrawn = ${withdrawn}, withdraw_reason = ${withdrawReason}, update_user = ${userId},
          update_time = now()
        where tenant_id = ${tenantId} and id = ${certificate.id}`,
  )
  await recordChange(tx, {
    tenantId,
    resource: staffCertificates.code,
    recordId: certificate.id,
    action: step,
    changes: [
      { field: 'withdrawn', before: String(certificate.withdrawn), after: String(withdrawn) },
      ...(certificate.withdrawReason === withdrawReason
        ? []
        : [{ field: 'withdrawReason', before: certificate.withdrawReason, after: withdrawReason }]),
    ],
    userId,
    reason,
  })
  await tellHolder(tx, tenantId, step, certificate, reason, userId)
  return { id: certificate.id, withdrawn, withdrawReason }
}
