import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { LAPSE_LEADS } from '@/domain/staff/lapses'
import { queryRows, type Db, type Tx } from '../../db/database'
import { sendMessage } from '../message/service'
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

function noticeText(row: LapseRow): { title: string; text: string } {
  const what = row.subject === 'certificate' ? `证书“${row.what.zh}”` : `开展${row.what.zh}的授权`
  if (row.bucket === 'lapsed')
    return {
      title: row.subject === 'certificate' ? '人员证书已过期' : '人员授权已失效',
      text: `${row.person}的${what}已于 ${row.lapseDate} 失效${row.problem ? `（${row.problem.zh}）` : ''}，请尽快复评、换证或调整授权。`,
    }
  return {
    title: row.subject === 'certificate' ? '人员证书到期提醒' : '人员授权到期提醒',
    text: `${row.person}的${what}将于 ${row.lapseDate} 失效（还有 ${row.days} 天），请及时安排复评或换证。`,
  }
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
      const { title, text } = noticeText(row)
      for (const userId of new Set([row.userId, ...(head ? [head] : []), ...office]))
        await sendMessage(tx, { tenantId, userId, title, text, category: 'notice' })
      count += 1
    }
    return count
  })
}

/** Sends the lapse notices at start-up and then every hour (each is sent once, so the hour only bounds delay). */
export function scheduleLapseNotices(app: FastifyInstance, db: Db): void {
  everyHour(app, 'staff lapse notices', () => sendLapseNotices(db, labToday()))
}
