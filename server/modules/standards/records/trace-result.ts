import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { standardDevices } from '@/domain/resources'
import { DEVICE_STATE, deviceValidUntil } from '@/domain/standards/validity'
import type { Tx } from '../../../db/database'
import { recordChange } from '../../../resources/history'
import { staffNameOf } from '../../shared/staff'
import { openContainment } from '../containment/open'
import { lockedDevice } from '../devices/device-row'
import { moveDeviceState } from '../devices/state'
import { FILE_KIND, assertProcedure } from '../files/procedures'
import { markPlanLineTraced } from '../plans/lines'
import { standardsRefusal } from '../problems'

/** SOURCE_TRACE_RESULT keys. */
export const TRACE_RESULT = { conforming: 1, nonConforming: 2 } as const
/** TRACE_TYPE's self-calibration. */
const SELF_CALIBRATION = 4

export type TraceResultInput = {
  deviceId: string
  planLineId?: string | null
  traceDate: string
  traceType: number
  agency?: string | null
  procedureVersionId?: string | null
  certificateNo: string
  certificateFileId?: string | null
  result: number
  corrections?: string | null
  /** For a device without a periodic interval: the valid-until its new certificate states. */
  validUntil?: string | null
}

/**
 * Records the outcome of tracing a device (ISO/IEC 17025 6.5). Conforming: the device's last trace,
 * certificate and valid-until move on (kept in its history). Non-conforming: the device is taken out of use
 * (to repair) and the certificates issued with it since its last good trace are put in doubt. A result of a
 * plan's line closes that line (and the plan with its last one).
 */
export async function recordTraceResult(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: TraceResultInput,
  today: string,
) {
  const device = await lockedDevice(tx, tenantId, input.deviceId)
  if (device.status === DEVICE_STATE.scrapped) throw standardsRefusal('scrapped')
  if (input.traceDate > today) throw standardsRefusal('traceDateFuture')
  if (device.lastTraceDate && input.traceDate < device.lastTraceDate)
    throw standardsRefusal('traceDateBeforeLast')
  const agency = input.agency?.trim() || null
  if (input.traceType === SELF_CALIBRATION) {
    if (!input.procedureVersionId) throw standardsRefusal('procedureRequired')
    await assertProcedure(tx, tenantId, input.procedureVersionId, FILE_KIND.selfCalibration)
  } else if (!agency) throw standardsRefusal('agencyRequired')

  const conforming = input.result === TRACE_RESULT.conforming
  const validUntil = conforming
    ? (deviceValidUntil(input.traceDate, device.verificationCycle) ?? input.validUntil ?? null)
    : null
  if (conforming && !validUntil) throw standardsRefusal('validUntilRequired')

  const id = uuidv7()
  await tx.execute(
    sql`insert into trace_result
          (tenant_id, id, device_id, plan_line_id, trace_date, trace_type, agency, procedure_version_id,
           certificate_no, certificate_file_id, result, corrections, valid_until, recorded_by, recorded_by_name)
        values (${tenantId}, ${id}, ${device.id}, ${input.planLineId ?? null}, ${input.traceDate}::date,
          ${input.traceType}, ${agency}, ${input.procedureVersionId ?? null}, ${input.certificateNo.trim()},
          ${input.certificateFileId ?? null}, ${input.result}, ${input.corrections?.trim() || null},
          ${validUntil}::date, ${userId}, ${await staffNameOf(tx, tenantId, userId)})`,
  )
  if (input.planLineId) await markPlanLineTraced(tx, tenantId, input.planLineId, id, userId)

  let containmentId: string | null = null
  if (conforming) {
    await tx.execute(
      sql`update standard_device set last_trace_date = ${input.traceDate}::date, valid_until = ${validUntil}::date,
            certificate_no = ${input.certificateNo.trim()},
            certificate_file_id = coalesce(${input.certificateFileId ?? null}::uuid, certificate_file_id),
            trace_type = ${input.traceType}, valid_until_reason = null, update_user = ${userId}, update_time = now()
          where tenant_id = ${tenantId} and id = ${device.id}`,
    )
    await recordChange(tx, {
      tenantId,
      resource: standardDevices.code,
      recordId: device.id,
      action: 'trace',
      changes: [
        { field: 'lastTraceDate', before: device.lastTraceDate, after: input.traceDate },
        { field: 'validUntil', before: device.validUntil, after: validUntil },
        { field: 'certificateNo', before: device.certificateNo, after: input.certificateNo.trim() },
      ].filter((change) => change.before !== change.after),
      userId,
      reason: null,
    })
  } else {
    if (device.status === DEVICE_STATE.inUse)
      await moveDeviceState(tx, tenantId, userId, {
        deviceId: device.id,
        from: device.status,
        to: DEVICE_STATE.repair,
        reason: `溯源结果不合格（证书 ${input.certificateNo.trim()}）`,
        outOfTolerance: false,
        today,
      })
    containmentId = await openContainment(tx, tenantId, userId, {
      deviceId: device.id,
      trigger: 'trace',
      triggerId: id,
      foundOn: input.traceDate,
    })
  }
  return { id, validUntil, containmentId }
}
