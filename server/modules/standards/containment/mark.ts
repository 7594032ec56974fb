import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { queryRows, type Tx } from '../../../db/database'
import { notify, renderNotice } from '../../notify/service'
import { standardsRefusal } from '../problems'
import { suspectCertificates, type SuspectCertificate } from './suspects'

/** The accounts that speak for a customer (linked and confirmed by the lab). */
export async function customerUsers(tx: Tx, tenantId: string, customerId: string | null): Promise<string[]> {
  if (!customerId) return []
  const rows = await queryRows<{ userId: string }>(
    tx,
    sql`select a.user_id as "userId" from customer_account a
        join app_user u on u.tenant_id = a.tenant_id and u.id = a.user_id and u.status = 1 and u.is_deleted = false
        where a.tenant_id = ${tenantId} and a.customer_id = ${customerId} and a.link_state = 2
          and a.is_deleted = false`,
  )
  return rows.map((row) => row.userId)
}

/** The values of what the customer is told when one of her certificates is put under review. */
const noticeValues = (certificate: SuspectCertificate, deviceName: string) => ({
  certificateNo: certificate.certificateNo,
  instrumentName: certificate.instrumentName,
  issueDate: certificate.issueDate,
  deviceName,
})

/**
 * Puts the chosen certificates of a containment under review (复核中): each must be among its suspects and
 * valid (one already revoked, superseded or under another review is left as it is). The public page says so
 * from now on, and each customer is told through her accounts' in-site messages; what was sent is kept on the
 * review. Answers how many were marked.
 */
export async function markUnderReview(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: { id: string; reportIds: readonly string[] },
): Promise<{ marked: number }> {
  const { containment, certificates } = await suspectCertificates(tx, tenantId, input.id)
  const byReport = new Map(certificates.map((certificate) => [certificate.reportId, certificate]))
  const chosen = [...new Set(input.reportIds)].map((reportId) => byReport.get(reportId))
  if (chosen.some((certificate) => !certificate)) throw standardsRefusal('notSuspect')
  let marked = 0
  for (const certificate of chosen as SuspectCertificate[]) {
    const moved = await queryRows(
      tx,
      sql`update certificate_record set standing = 'under_review'
          where tenant_id = ${tenantId} and report_id = ${certificate.reportId} and standing = 'valid'
          returning report_id`,
    )
    if (moved.length === 0) continue
    const recipients = await customerUsers(tx, tenantId, certificate.customerId)
    const values = noticeValues(certificate, containment.deviceName)
    const event = 'certificate.underReview'
    const reviewId = uuidv7()
    // The review keeps what the customer was told: the lab's template as rendered for her.
    const notice = (await renderNotice(tx, { tenantId, event, channel: 'site', values }))?.text ?? ''
    for (const recipient of recipients)
      await notify(tx, {
        tenantId,
        event,
        eventId: `review:${reviewId}`,
        to: { userId: recipient },
        values,
        senderId: userId,
      })
    await tx.execute(
      sql`insert into certificate_review
            (tenant_id, id, containment_id, report_id, certificate_no, customer_id, customer_name, state, opened_by,
             notice_text, notice_sent_at)
          values (${tenantId}, ${reviewId}, ${containment.id}, ${certificate.reportId}, ${certificate.certificateNo},
            ${certificate.customerId}, ${certificate.customerName}, 'open', ${userId}, ${notice},
            ${recipients.length > 0 ? sql`now()` : sql`null`})`,
    )
    marked += 1
  }
  return { marked }
}
