import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../../db/database'
import { transitionReport } from '../../lab-workflow/report'
import { notify, renderNotice } from '../../notify/service'
import { staffNameOf } from '../../shared/staff'
import { standardsRefusal } from '../problems'
import { customerUsers } from './mark'

export type ReviewOutcome = 'confirmed' | 'revoked'

const OUTCOME_EVENT = {
  confirmed: 'certificate.reviewConfirmed',
  revoked: 'certificate.revoked',
} as const satisfies Record<ReviewOutcome, string>

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
  const event = OUTCOME_EVENT[input.outcome]
  const values = { certificateNo: review.certificateNo, reason }
  // The review keeps what the customer was told: the lab's template as rendered for her.
  const notice = (await renderNotice(tx, { tenantId, event, channel: 'site', values }))?.text ?? ''
  const recipients = await customerUsers(tx, tenantId, review.customerId)
  for (const recipient of recipients)
    await notify(tx, {
      tenantId,
      event,
      eventId: `review:${input.id}`,
      to: { userId: recipient },
      values,
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
