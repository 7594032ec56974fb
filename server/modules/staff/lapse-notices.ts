import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { LAPSE_LEADS } from '@/domain/staff/lapses'
import { queryRows, type Db, type Tx } from '../../db/database'
import { notify } from '../notify/service'
import { everyHour } from '../shared/hourly'
import { staffLapses, type LapseRow } from './lapses'
import { sumOverLabs } from '../shared/each-lab'
import { labToday } from '../../lab-clock'

/** Who keeps the staff records: told of every lapse besides the person and her head of department. */
export const STAFF_OFFICE_PERMISSION = 'staff_record_edit'

async function staffOffice(tx: Tx, tenantId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select distinct ur.user_id as id
        from menu m
        join role_menu rm on rm.tenant_id = m.tenant_id and rm.menu_id = m.id
        join user_role ur on ur.tenant_id = rm.tenant_id and ur.role_id = rm.role_id
        join app_user u on u.tenant_id = ur.tenant_id and u.id = ur.user_id and u.is_deleted = false
        where m.tenant_id = ${tenantId} and m.code = ${STAFF_OFFICE_PERMISSION} and m.is_deleted = false`,
  )
  return rows.map((row) => row.id)
}

/** Each department's head (部门负责人), by department. */
async function deptLeaders(tx: Tx, tenantId: string): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; leaderId: string }>(
    tx,
    sql`select d.id, d.leader_id as "leaderId"
        from dept d
        join app_user u on u.tenant_id = d.tenant_id and u.id = d.leader_id and u.is_deleted = false
        where d.tenant_id = ${tenantId} and d.is_deleted = false`,
  )
  return new Map(rows.map((row) => [row.id, row.leaderId]))
}

/** Tells one person of a lapse through the lab's template of its subject and bucket. */
function tellLapse(tx: Tx, tenantId: string, row: LapseRow, eventId: string, userId: string) {
  const certificate = row.subject === 'certificate'
  const shared = { tenantId, eventId, to: { userId } }
  const known = { person: row.person, subject: row.what.zh, lapseDate: row.lapseDate ?? '' }
  if (row.bucket === 'lapsed')
    return notify(tx, {
      ...shared,
      event: certificate ? 'staff.certificateLapsed' : 'staff.authorisationLapsed',
      values: { ...known, problemNote: row.problem ? `（${row.problem.zh}）` : '' },
    })
  return notify(tx, {
    ...shared,
    event: certificate ? 'staff.certificateDue' : 'staff.authorisationDue',
    values: { ...known, days: String(row.days) },
  })
}

/**
 * Tells the person, her head of department and the staff office of each lapse ahead: once per subject, lapse
 * date and lead (90, 60, 30 days ahead, and once lapsed). Each notice is a row written in the transaction that sends it, so a
 * restart or a second server never sends one twice, and evidence renewed since (a new date) is told afresh.
 * An authorisation without evidence has no date: the lapses list shows it, no notice is sent. Answers how
 * many notices were sent.
 */
export async function sendLapseNotices(db: Db, today: string): Promise<number> {
  return sumOverLabs(db, async (tx, tenantId) => {
    const { rows } = await staffLapses(tx, tenantId, today)
    let office: string[] | null = null
    let leaders: Map<string, string> | null = null
    let count = 0
    for (const row of rows) {
      if (row.lapseDate === null) continue
      const fresh = await queryRows(
        tx,
        sql`insert into staff_lapse_notice (tenant_id, subject, subject_id, lapse_date, lead)
              values (${tenantId}, ${row.subject}, ${row.id}, ${row.lapseDate}::date, ${LAPSE_LEADS[row.bucket]})
              on conflict do nothing returning subject_id`,
      )
      if (fresh.length === 0) continue
      office ??= await staffOffice(tx, tenantId)
      leaders ??= await deptLeaders(tx, tenantId)
      const head = row.deptId ? leaders.get(row.deptId) : undefined
      const eventId = `${row.subject}:${row.id}:${row.lapseDate}:${LAPSE_LEADS[row.bucket]}`
      for (const userId of new Set([row.userId, ...(head ? [head] : []), ...office]))
        await tellLapse(tx, tenantId, row, eventId, userId)
      count += 1
    }
    return count
  })
}

/** Sends the lapse notices at start-up and then every hour (each is sent once, so the hour only bounds delay). */
export function scheduleLapseNotices(app: FastifyInstance, db: Db): void {
  everyHour(app, 'staff lapse notices', () => sendLapseNotices(db, labToday()))
}
