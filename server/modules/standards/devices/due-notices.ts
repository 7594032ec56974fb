import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { queryRows, type Db } from '../../../db/database'
import { notify } from '../../notify/service'
import { everyHour } from '../../shared/hourly'
import { numberParam, readParams } from '../../system/param-values'
import { sumOverLabs } from '../../shared/each-lab'
import { labToday } from '../../../lab-clock'

/**
 * Tells each custodian of a device in use that it falls due: once when it enters the notice period
 * (standards.dueNoticeDays before its valid-until) and once more when it is past due. Each notice is a row
 * keyed by device, valid-until and lead, written in the transaction that sends it: a restart or a second
 * server process never sends one twice, and a device traced since (a new valid-until) is told afresh.
 * Answers how many notices were sent.
 */
export async function sendDueNotices(db: Db, today: string): Promise<number> {
  return sumOverLabs(db, async (tx, tenantId) => {
    const params = await readParams(tx, tenantId, ['standards.dueNoticeDays'])
    const days = Math.floor(numberParam(params['standards.dueNoticeDays'], 30))
    const due = await queryRows<{
      id: string
      name: string
      serialNo: string | null
      validUntil: string
      custodianId: string
      lead: number
    }>(
      tx,
      sql`select d.id, d.name, d.serial_no as "serialNo", d.valid_until::text as "validUntil",
              d.custodian_id as "custodianId",
              case when d.valid_until < ${today}::date then 0 else ${days}::int end as lead
            from standard_device d
            where d.tenant_id = ${tenantId} and d.is_deleted = false and d.status = 1
              and d.custodian_id is not null and d.valid_until <= (${today}::date + ${days}::int)`,
    )
    let count = 0
    for (const device of due) {
      const fresh = await queryRows(
        tx,
        sql`insert into device_due_notice (tenant_id, device_id, valid_until, lead)
              values (${tenantId}, ${device.id}, ${device.validUntil}::date, ${Number(device.lead)})
              on conflict do nothing returning device_id`,
      )
      if (fresh.length === 0) continue
      await notify(tx, {
        tenantId,
        event: Number(device.lead) === 0 ? 'standards.deviceOverdue' : 'standards.deviceDue',
        eventId: `device:${device.id}:${device.validUntil}:${Number(device.lead)}`,
        to: { userId: device.custodianId },
        values: { deviceName: device.name, serialNo: device.serialNo ?? '', dueDate: device.validUntil },
      })
      count += 1
    }
    return count
  })
}

/** Sends the due notices at start-up and then every hour. */
export function scheduleDueNotices(app: FastifyInstance, db: Db): void {
  everyHour(app, 'standard due notices', () => sendDueNotices(db, labToday()))
}
