import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/database'

export type PersonCompetence = {
  certificates: {
    id: string
    kind: string
    certificateNo: string
    level: string | null
    issueDate: string
    expiryDate: string | null
    withdrawn: boolean
  }[]
  trainings: {
    id: string
    topic: string
    startDate: string
    hours: string | null
    attended: string
    evaluation: string | null
  }[]
}

/** What a person's record shows of her competence: her certificates and her training history, newest first. */
export async function personCompetence(tx: Tx, tenantId: string, userId: string): Promise<PersonCompetence> {
  const certificates = await queryRows<PersonCompetence['certificates'][number]>(
    tx,
    sql`select id, kind, certificate_no as "certificateNo", level, issue_date::text as "issueDate",
          expiry_date::text as "expiryDate", withdrawn
        from staff_certificate where tenant_id = ${tenantId} and user_id = ${userId} and is_deleted = false
        order by issue_date desc, id desc`,
  )
  const trainings = await queryRows<PersonCompetence['trainings'][number]>(
    tx,
    sql`select t.id, t.topic, t.start_date::text as "startDate", t.hours::text as hours, p.attended, p.evaluation
        from staff_training_participant p
        join staff_training t on t.tenant_id = p.tenant_id and t.id = p.training_id and t.is_deleted = false
        where p.tenant_id = ${tenantId} and p.user_id = ${userId} and p.is_deleted = false
        order by t.start_date desc, t.id desc`,
  )
  return { certificates, trainings }
}
