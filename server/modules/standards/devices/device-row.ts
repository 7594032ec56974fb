import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../../db/database'
import { standardsRefusal } from '../problems'

export type DeviceRow = {
  id: string
  name: string
  status: number
  validUntil: string
  lastTraceDate: string | null
  verificationCycle: string | null
  certificateNo: string
}

/** A live device of the lab, locked for the change about to be made to it. */
export async function lockedDevice(tx: Tx, tenantId: string, deviceId: string): Promise<DeviceRow> {
  const [device] = await queryRows<DeviceRow & { status: number | string }>(
    tx,
    sql`select id, name, status, valid_until::text as "validUntil", last_trace_date::text as "lastTraceDate",
          verification_cycle as "verificationCycle", certificate_no as "certificateNo"
        from standard_device where tenant_id = ${tenantId} and id = ${deviceId} and is_deleted = false
        for update`,
  )
  if (!device) throw standardsRefusal('deviceMissing', 404)
  return { ...device, status: Number(device.status) }
}
