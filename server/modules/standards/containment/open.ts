import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { queryRows, type Tx } from '../../../db/database'
import { usersGranted } from '../../lab-workflow/notify'
import { notify } from '../../notify/service'
import { staffNameOf } from '../../shared/staff'

/** What found a device wrong. */
export type ContainmentTrigger = 'trace' | 'check' | 'repair'

const TRIGGER_TEXT: Record<ContainmentTrigger, string> = {
  trace: '溯源结果不合格',
  check: '期间核查不合格',
  repair: '送修时发现超差',
}

/**
 * The last day the device was known good before `foundOn`: its latest conforming trace result, else the last
 * trace date it was registered with (a device entered with its certificate has no result row). Null: none on
 * record, and every certificate issued with it is in doubt.
 */
async function lastGoodTrace(tx: Tx, tenantId: string, deviceId: string, foundOn: string) {
  const [row] = await queryRows<{ since: string | null }>(
    tx,
    sql`select coalesce(
          (select max(trace_date) from trace_result
            where tenant_id = ${tenantId} and device_id = ${deviceId} and result = 1 and trace_date < ${foundOn}::date),
          (select last_trace_date from standard_device
            where tenant_id = ${tenantId} and id = ${deviceId} and last_trace_date < ${foundOn}::date)
        )::text as since`,
  )
  return row?.since ?? null
}

/**
 * Opens the containment of a device found wrong (ISO/IEC 17025 7.10): the window of certificates it puts in
 * doubt runs from its last good trace to the finding, and whoever reviews certificates is told at once. One
 * finding opens one containment. Answers its id.
 */
export async function openContainment(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: { deviceId: string; trigger: ContainmentTrigger; triggerId: string; foundOn: string },
): Promise<string> {
  const id = uuidv7()
  const since = await lastGoodTrace(tx, tenantId, input.deviceId, input.foundOn)
  const openedByName = await staffNameOf(tx, tenantId, userId)
  await tx.execute(
    sql`insert into device_containment
          (tenant_id, id, device_id, trigger_kind, trigger_id, since, found_on, opened_by, opened_by_name)
        values (${tenantId}, ${id}, ${input.deviceId}, ${input.trigger}, ${input.triggerId}, ${since}::date,
          ${input.foundOn}::date, ${userId}, ${openedByName})`,
  )
  const [counted] = await queryRows<{ name: string; serial: string | null; n: number | string }>(
    tx,
    sql`select d.name, d.serial_no as serial,
          (select count(*) from certificate_device c where c.tenant_id = d.tenant_id and c.device_id = d.id
             and (${since}::date is null or c.issue_date >= ${since}::date) and c.issue_date <= ${input.foundOn}::date) as n
        from standard_device d where d.tenant_id = ${tenantId} and d.id = ${input.deviceId}`,
  )
  const values = {
    deviceName: counted?.name ?? '',
    serialNo: counted?.serial ?? '',
    trigger: TRIGGER_TEXT[input.trigger],
    since: since ?? '启用',
    certificateCount: String(Number(counted?.n ?? 0)),
  }
  for (const reviewer of await usersGranted(tx, tenantId, 'certificate_review_open', null))
    await notify(tx, {
      tenantId,
      event: 'standards.deviceNonconforming',
      eventId: `containment:${id}`,
      to: { userId: reviewer },
      values,
      senderId: userId,
    })
  return id
}
