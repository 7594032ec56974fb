import { sql } from 'drizzle-orm'
import { competenceMatrix, type CompetenceMatrix, type MatrixPerson } from '@/domain/staff/matrix'
import { queryRows, type Tx } from '../../db/database'
import { authorisationsWhere } from './authorisations'

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

/** The competence matrix of the lab on the lab day `day`, narrowed by the query. */
export async function labCompetenceMatrix(
  tx: Tx,
  tenantId: string,
  query: MatrixQuery,
  day: string,
): Promise<CompetenceMatrix> {
  const people = await matrixPeople(tx, tenantId, query)
  if (people.length === 0) return { day, columns: [], rows: [] }
  const ofKind = query.abilityCode ? sql`and a.ability_code = ${query.abilityCode}` : sql``
  const ofItem = query.item ? sql`and (a.item_name = '' or a.item_name ilike ${like(query.item)})` : sql``
  const authorisations = await authorisationsWhere(
    tx,
    tenantId,
    sql`a.is_deleted = false and u.is_deleted = false ${ofKind} ${ofItem}`,
  )
  const wanted = new Set(people.map((person) => person.userId))
  return competenceMatrix(
    people,
    authorisations.filter((row) => wanted.has(row.userId)),
    day,
  )
}
