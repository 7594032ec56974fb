import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { queryRows, type Db, type Tx } from '../../db/database'
import { labToday } from '../../lab-clock'
import { notifyCustomer } from '../notify/customer'
import { everyHour } from '../shared/hourly'
import { sumOverLabs } from '../shared/each-lab'
import { numberParam, readParams } from '../system/param-values'

/*
 * Recall reminders (到期提醒): a customer is reminded once per due cycle of each instrument of hers that falls
 * due within `recall.noticeDays` (30 by default), through every channel she has (notifyCustomer). The
 * reminder row is written in the transaction that sends it, so neither a restart nor a second server process
 * repeats one; the sweep looks back as far as it looks ahead, so a server that was down when an instrument
 * came into the window still reminds it late rather than never. One process sweeps a lab at a time (a
 * transaction advisory lock: the next waits, then finds it done); the rows would keep a second from sending
 * twice anyway, the lock keeps it from doing the work twice.
 */

/** The advisory lock class of the recall sweep (the key is the lab's). */
const RECALL_LOCK_CLASS = 0x72_65_63 // 'rec'

type DueInstrument = {
  id: string
  name: string
  factoryNumber: string | null
  nextDueDate: string
  customerId: string
  customerName: string
  certificateNo: string | null
}

/** FNV-1a of the lab's id, as int4: the lock's key. */
function labLockKey(tenantId: string): number {
  let hash = 0x811c9dc5
  for (const char of tenantId) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash | 0
}

/** The lab's instruments due within `days` of `today` (or as long overdue) that were not reminded this cycle. */
async function dueUnreminded(
  tx: Tx,
  tenantId: string,
  today: string,
  days: number,
): Promise<DueInstrument[]> {
  return queryRows<DueInstrument>(
    tx,
    sql`select i.id, i.name, i.factory_number as "factoryNumber", i.next_due_date::text as "nextDueDate",
          c.id as "customerId", c.name as "customerName",
          (select cr.certificate_no
             from order_sample s
             join lab_report r on r.tenant_id = s.tenant_id and r.sample_id = s.id
             join certificate_record cr on cr.tenant_id = r.tenant_id and cr.report_id = r.id
             where s.tenant_id = i.tenant_id and s.instrument_id = i.id and cr.standing = 'valid'
             order by cr.issue_date desc limit 1) as "certificateNo"
        from crm_instrument i
        join crm_customer c on c.tenant_id = i.tenant_id and c.id = i.customer_id and c.is_deleted = false
        where i.tenant_id = ${tenantId} and i.is_deleted = false
          and i.next_due_date between (${today}::date - ${days}::int) and (${today}::date + ${days}::int)
          and not exists (select 1 from recall_reminder m
                          where m.tenant_id = i.tenant_id and m.instrument_id = i.id
                            and m.due_date = i.next_due_date)
        order by i.next_due_date, i.id`,
  )
}

/** Reminds one lab's customers of what falls due; answers how many instruments were reminded. */
export async function remindLab(tx: Tx, tenantId: string, today: string): Promise<number> {
  // A second process waits here for the first to commit, then finds nothing left to remind.
  await queryRows(
    tx,
    sql`select pg_advisory_xact_lock(${RECALL_LOCK_CLASS}::int, ${labLockKey(tenantId)}::int)`,
  )
  const { 'recall.noticeDays': daysText } = await readParams(tx, tenantId, ['recall.noticeDays'])
  const days = numberParam(daysText, 30)
  let reminded = 0
  for (const instrument of await dueUnreminded(tx, tenantId, today, days)) {
    const fresh = await queryRows(
      tx,
      sql`insert into recall_reminder (tenant_id, instrument_id, due_date, customer_id)
          values (${tenantId}, ${instrument.id}, ${instrument.nextDueDate}::date, ${instrument.customerId})
          on conflict do nothing returning instrument_id`,
    )
    if (fresh.length === 0) continue
    const eventId = `recall:${instrument.id}:${instrument.nextDueDate}`
    const values = {
      customerName: instrument.customerName,
      instrumentName: instrument.name,
      serialNo: instrument.factoryNumber ?? '',
      certificateNo: instrument.certificateNo ?? '',
      dueDate: instrument.nextDueDate,
    }
    await notifyCustomer(tx, {
      tenantId,
      customerId: instrument.customerId,
      event: 'recall.due',
      eventId,
      values,
    })
    reminded += 1
  }
  return reminded
}

/** Reminds every lab's customers of what falls due on the lab day `today`. */
export const sendRecallReminders = (db: Db, today: string): Promise<number> =>
  sumOverLabs(db, (tx, tenantId) => remindLab(tx, tenantId, today))

/** At start-up and every hour (each reminder is sent once, so the hour only bounds the delay). */
export function scheduleRecallReminders(app: FastifyInstance, db: Db): void {
  everyHour(app, 'recall reminders', () => sendRecallReminders(db, labToday()))
}
