import { sql } from 'drizzle-orm'
import type { Authorisation, CertificateEvidence } from '@/domain/staff/authorisation'
import { competenceMatrix, type CompetenceMatrix, type MatrixPerson } from '@/domain/staff/matrix'
import { queryRows, type Tx } from '../../db/database'

export type MatrixQuery = {
  /** A department: its people and those of the departments under it. */
  deptId?: string | undefined
  /** Dictionary ability_type: only that kind's items. */
  abilityCode?: string | undefined
  /** Part of a person's name. */
  person?: string | undefined
  /** Part of a test item's name. */
  item?: string | undefined
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`

/** The people of the matrix: the lab's live users with a staff record or a live authorisation. */
async function matrixPeople(tx: Tx, tenantId: string, query: MatrixQuery): Promise<MatrixPerson[]> {
  const inDept = query.deptId
    ? sql`and u.dept_id in (
          with recursive under(id) as (
            select id from dept where tenant_id = ${tenantId} and id = ${query.deptId}
            union all
            select d.id from dept d join under on d.parent_id = under.id
            where d.tenant_id = ${tenantId} and d.is_deleted = false)
          select id from under)`
    : sql``
  const named = query.person ? sql`and u.real_name ilike ${like(query.person)}` : sql``
  return queryRows<MatrixPerson>(
    tx,
    sql`select u.id as "userId", coalesce(u.real_name, u.account) as person, d.dept_name as "deptName"
        from app_user u
        left join dept d on d.tenant_id = u.tenant_id and d.id = u.dept_id
        where u.tenant_id = ${tenantId} and u.is_deleted = false ${inDept} ${named}
          and (exists (select 1 from staff_record r
                       where r.tenant_id = u.tenant_id and r.user_id = u.id and r.is_deleted = false)
               or exists (select 1 from staff_ability a
                          where a.tenant_id = u.tenant_id and a.user_id = u.id and a.is_deleted = false))
        order by d.sort nulls last, d.dept_name, u.real_name, u.id`,
  )
}

type AbilityRow = {
  id: string
  userId: string
  abilityCode: string
  itemName: string
  validUntil: string | null
  certificateId: string | null
  trainingId: string | null
}

/**
 * The live authorisations of `people` with their evidence, read slim: the authorisations, then each
 * certificate, training and participation once, joined here. One joined statement would repeat a
 * certificate's activities on each of the hundreds of rows resting on it, and moving those rows costs ten
 * times what the database spends finding them.
 */
async function authorisationsOf(
  tx: Tx,
  tenantId: string,
  people: readonly MatrixPerson[],
  query: MatrixQuery,
): Promise<Authorisation[]> {
  const ids = people.map((person) => person.userId)
  const ofKind = query.abilityCode ? sql`and a.ability_code = ${query.abilityCode}` : sql``
  const ofItem = query.item ? sql`and (a.item_name = '' or a.item_name ilike ${like(query.item)})` : sql``
  const rows = await queryRows<AbilityRow>(
    tx,
    sql`select a.id, a.user_id as "userId", a.ability_code as "abilityCode", a.item_name as "itemName",
          a.valid_until::text as "validUntil", a.certificate_id as "certificateId", a.training_id as "trainingId"
        from staff_ability a
        where a.tenant_id = ${tenantId} and a.is_deleted = false
          and a.user_id = any(${`{${ids.join(',')}}`}::uuid[]) ${ofKind} ${ofItem}`,
  )
  const idList = (values: (string | null)[]) =>
    `{${[...new Set(values.filter((v) => v !== null))].join(',')}}`
  const certificates = new Map(
    (
      await queryRows<CertificateEvidence>(
        tx,
        sql`select id, user_id as "holderId", kind, certificate_no as "certificateNo", activities,
              expiry_date::text as "expiryDate", withdrawn, is_deleted as deleted
            from staff_certificate
            where tenant_id = ${tenantId} and id = any(${idList(rows.map((row) => row.certificateId))}::uuid[])`,
      )
    ).map((row) => [row.id, row]),
  )
  const trainingIds = idList(rows.map((row) => row.trainingId))
  const trainings = new Map(
    (
      await queryRows<{ id: string; topic: string; activities: string | null; deleted: boolean }>(
        tx,
        sql`select id, topic, activities, is_deleted as deleted from staff_training
            where tenant_id = ${tenantId} and id = any(${trainingIds}::uuid[])`,
      )
    ).map((row) => [row.id, row]),
  )
  const parts = new Map(
    (
      await queryRows<{
        trainingId: string
        userId: string
        attended: string | null
        evaluation: string | null
      }>(
        tx,
        sql`select training_id as "trainingId", user_id as "userId", attended, evaluation
            from staff_training_participant
            where tenant_id = ${tenantId} and is_deleted = false and training_id = any(${trainingIds}::uuid[])`,
      )
    ).map((row) => [`${row.trainingId}:${row.userId}`, row]),
  )
  const names = new Map(people.map((person) => [person.userId, person.person]))
  return rows.map((row): Authorisation => {
    const training = row.trainingId === null ? undefined : trainings.get(row.trainingId)
    const part = row.trainingId === null ? undefined : parts.get(`${row.trainingId}:${row.userId}`)
    return {
      userId: row.userId,
      person: names.get(row.userId) ?? '',
      abilityCode: row.abilityCode,
      itemName: row.itemName,
      validUntil: row.validUntil,
      withdrawn: false,
      certificate: (row.certificateId !== null && certificates.get(row.certificateId)) || null,
      training: training
        ? { ...training, attended: part?.attended ?? null, evaluation: part?.evaluation ?? null }
        : null,
    }
  })
}

/** The competence matrix of the lab on the lab day `day`, narrowed by the query. */
export async function labCompetenceMatrix(
  tx: Tx,
  tenantId: string,
  query: MatrixQuery,
  day: string,
): Promise<CompetenceMatrix> {
  const people = await matrixPeople(tx, tenantId, query)
  if (people.length === 0) return { day, columns: [], rows: [] }
  return competenceMatrix(people, await authorisationsOf(tx, tenantId, people, query), day)
}
