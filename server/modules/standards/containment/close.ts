import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../../db/database'
import { transitionReport } from '../../lab-workflow/report'
import { sendMessage } from '../../message/service'
import { staffNameOf } from '../../shared/staff'
import { standardsRefusal } from '../problems'
import { customerUsers } from './mark'

export type ReviewOutcome = 'confirmed' | 'revoked'

const OUTCOME_NOTICE: Record<ReviewOutcome, (certificateNo: string, reason: string) => string> = {
  confirmed: (no, reason) => `证书 ${no} 复核完毕，确认有效：${reason}`,
  revoked: (no, reason) =>
    `证书 ${no} 复核后已撤销：${reason}。我们将重新出具证书，请以新证书为准，并评估此前测量结果受到的影响。`,
}

/**
 * Ends the review of a certificate: confirmed valid (the public page says valid again) or revoked through the
 * report's own revision path (a revision is drafted and re-issued). A reason is required either way; the
 * customer is told the outcome, which is added to what the review keeps of her notices. Whoever may close
 * reviews may revoke the certificate under review: the grant to close them is the lab's decision that she
 * may, as a manager may revoke any other.
 */
export async function closeReview(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: { id: string; outcome: ReviewOutcome; reason: string },
) {
  const reason = input.reason.trim()
  if (!reason) throw standardsRefusal('reasonRequired')
  const [review] = await queryRows<{
    reportId: string
    certificateNo: string
    customerId: string | null
    state: string
  }>(
    tx,
    sql`select report_id as "reportId", certificate_no as "certificateNo", customer_id as "customerId", state
        from certificate_review where tenant_id = ${tenantId} and id = ${input.id} for update`,
  )
  if (!review) throw standardsRefusal('reviewMissing', 404)
  if (review.state !== 'open') throw standardsRefusal('reviewClosed')
  const userName = await staffNameOf(tx, tenantId, userId)
  if (input.outcome === 'revoked')
    await transitionReport(
      tx,
      tenantId,
      { userId, userName, isManager: true },
      { id: review.reportId, action: 'revoke', reason },
      { origin: '' },
    )
  else
    await tx.execute(
      sql`update certificate_record set standing = 'valid'
          where tenant_id = ${tenantId} and report_id = ${review.reportId} and standing = 'under_review'`,
    )
  const notice = OUTCOME_NOTICE[input.outcome](review.certificateNo, reason)
  const recipients = await customerUsers(tx, tenantId, review.customerId)
  for (const recipient of recipients)
    await sendMessage(tx, {
      tenantId,
      userId: recipient,
      title: '证书复核结果',
      text: notice,
      category: 'notice',
      senderId: userId,
    })
  const told = recipients.length > 0 ? sql`coalesce(notice_text || E'\n', '') || ${notice}` : sql`notice_text`
  await tx.execute(
    sql`update certificate_review set state = ${input.outcome}, closed_by = ${userId}, closed_by_name = ${userName},
          closed_at = now(), close_reason = ${reason}, notice_text = ${told}
        where tenant_id = ${tenantId} and id = ${input.id}`,
  )
  return { id: input.id, state: input.outcome }
}
