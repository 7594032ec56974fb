import { sql } from 'drizzle-orm'
import { deviceUnusable, type DeviceUnusable } from '@/domain/standards/validity'
import { queryRows, type Tx } from '../../../db/database'
import { standardsRefusal } from '../problems'

const iso = (value: string | Date) => new Date(value).toISOString()

/**
 * A device's record beyond its fields: its state changes, trace results, interim checks, the measurement
 * standards and plans it is in, and why it cannot be used today (null: it can).
 */
export async function deviceOverview(tx: Tx, tenantId: string, deviceId: string, today: string) {
  const [device] = await queryRows<{ status: number | string; validUntil: string }>(
    tx,
    sql`select status, valid_until::text as "validUntil" from standard_device
        where tenant_id = ${tenantId} and id = ${deviceId} and is_deleted = false`,
  )
  if (!device) throw standardsRefusal('deviceMissing', 404)
  const stateChanges = await queryRows<{
    id: string
    fromState: number
    toState: number
    reason: string
    outOfTolerance: boolean
    userName: string | null
    at: string | Date
  }>(
    tx,
    sql`select id, from_state as "fromState", to_state as "toState", reason, out_of_tolerance as "outOfTolerance",
          user_name as "userName", at
        from device_state_change where tenant_id = ${tenantId} and device_id = ${deviceId} order by at desc, id desc`,
  )
  const traceResults = await queryRows<{
    id: string
    traceDate: string
    traceType: number
    agency: string | null
    certificateNo: string
    result: number
    validUntil: string | null
    recordedByName: string | null
  }>(
    tx,
    sql`select id, trace_date::text as "traceDate", trace_type as "traceType", agency, certificate_no as "certificateNo",
          result, valid_until::text as "validUntil", recorded_by_name as "recordedByName"
        from trace_result where tenant_id = ${tenantId} and device_id = ${deviceId}
        order by trace_date desc, create_time desc`,
  )
  const interimChecks = await queryRows<{
    id: string
    checkDate: string
    checkValues: string
    verdict: number
    checkedByName: string | null
  }>(
    tx,
    sql`select id, check_date::text as "checkDate", check_values as "checkValues", verdict,
          checked_by_name as "checkedByName"
        from device_interim_check where tenant_id = ${tenantId} and device_id = ${deviceId}
        order by check_date desc, create_time desc`,
  )
  const standards = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select s.id, s.name from measuring_standard_device m
        join measuring_standard s on s.tenant_id = m.tenant_id and s.id = m.standard_id and s.is_deleted = false
        where m.tenant_id = ${tenantId} and m.device_id = ${deviceId} order by s.name`,
  )
  const plans = await queryRows<{
    planId: string
    code: string
    status: number
    plannedDate: string
    lineState: string
  }>(
    tx,
    sql`select p.id as "planId", p.code, p.status, l.planned_date::text as "plannedDate", l.state as "lineState"
        from trace_plan_line l
        join trace_plan p on p.tenant_id = l.tenant_id and p.id = l.plan_id and p.is_deleted = false
        where l.tenant_id = ${tenantId} and l.device_id = ${deviceId}
        order by p.create_time desc`,
  )
  const unusable: DeviceUnusable | null = deviceUnusable(
    { status: Number(device.status), validUntil: device.validUntil },
    today,
  )
  return {
    unusable,
    stateChanges: stateChanges.map((row) => ({
      ...row,
      fromState: Number(row.fromState),
      toState: Number(row.toState),
      at: iso(row.at),
    })),
    traceResults: traceResults.map((row) => ({
      ...row,
      traceType: Number(row.traceType),
      result: Number(row.result),
    })),
    interimChecks: interimChecks.map((row) => ({ ...row, verdict: Number(row.verdict) })),
    standards,
    plans: plans.map((row) => ({ ...row, status: Number(row.status) })),
  }
}
