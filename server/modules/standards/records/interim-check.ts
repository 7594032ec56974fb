import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { DEVICE_STATE } from '@/domain/standards/validity'
import type { Tx } from '../../../db/database'
import { staffNameOf } from '../../shared/staff'
import { openContainment } from '../containment/open'
import { lockedDevice } from '../devices/device-row'
import { moveDeviceState } from '../devices/state'
import { FILE_KIND, assertProcedure } from '../files/procedures'
import { standardsRefusal } from '../problems'
import { TRACE_RESULT } from './trace-result'

export type InterimCheckInput = {
  deviceId: string
  checkDate: string
  procedureVersionId?: string | null
  checkValues: string
  verdict: number
  remark?: string | null
}

/**
 * Records an interim check (期间核查, ISO/IEC 17025 6.4.10) of a device in use. A non-conforming check takes the
 * device out of use (to repair) and puts the certificates issued with it since its last good trace in doubt.
 */
export async function recordInterimCheck(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: InterimCheckInput,
  today: string,
) {
  const device = await lockedDevice(tx, tenantId, input.deviceId)
  if (device.status !== DEVICE_STATE.inUse) throw standardsRefusal('checkNeedsDeviceInUse')
  if (input.checkDate > today) throw standardsRefusal('traceDateFuture')
  if (input.procedureVersionId)
    await assertProcedure(tx, tenantId, input.procedureVersionId, FILE_KIND.interimCheck)
  const id = uuidv7()
  await tx.execute(
    sql`insert into device_interim_check
          (tenant_id, id, device_id, check_date, procedure_version_id, check_values, verdict, remark, checked_by,
           checked_by_name)
        values (${tenantId}, ${id}, ${device.id}, ${input.checkDate}::date, ${input.procedureVersionId ?? null},
          ${input.checkValues.trim()}, ${input.verdict}, ${input.remark?.trim() || null}, ${userId},
          ${await staffNameOf(tx, tenantId, userId)})`,
  )
  if (input.verdict === TRACE_RESULT.conforming) return { id, containmentId: null }
  await moveDeviceState(tx, tenantId, userId, {
    deviceId: device.id,
    from: device.status,
    to: DEVICE_STATE.repair,
    reason: `期间核查不合格（${input.checkDate}）`,
    outOfTolerance: false,
    today,
  })
  const containmentId = await openContainment(tx, tenantId, userId, {
    deviceId: device.id,
    trigger: 'check',
    triggerId: id,
    foundOn: input.checkDate,
  })
  return { id, containmentId }
}
