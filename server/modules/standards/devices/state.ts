import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { DEVICE_STATE } from '@/domain/standards/validity'
import type { Tx } from '../../../db/database'
import { recordChange } from '../../../resources/history'
import { standardDevices } from '@/domain/resources'
import { staffNameOf } from '../../shared/staff'
import { openContainment } from '../containment/open'
import { standardsRefusal } from '../problems'
import { lockedDevice } from './device-row'

export type StateChangeInput = { id: string; toState: number; reason: string; outOfTolerance?: boolean }

/**
 * Moves a device to another DEVICE_STATE with its reason, kept as a state change and in the record's history.
 * A scrapped device stays scrapped. Sent to repair because it was found out of tolerance, the certificates
 * issued with it since its last good trace are put in doubt (a containment opens). Answers the new state and
 * the containment opened, if any.
 */
export async function changeDeviceState(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: StateChangeInput,
  today: string,
): Promise<{ status: number; containmentId: string | null }> {
  const reason = input.reason.trim()
  if (!reason) throw standardsRefusal('reasonRequired')
  if (input.outOfTolerance && input.toState !== DEVICE_STATE.repair)
    throw standardsRefusal('outOfToleranceOnlyRepair')
  const device = await lockedDevice(tx, tenantId, input.id)
  if (device.status === DEVICE_STATE.scrapped) throw standardsRefusal('scrapped')
  if (device.status === input.toState) throw standardsRefusal('sameState')
  return moveDeviceState(tx, tenantId, userId, {
    deviceId: device.id,
    from: device.status,
    to: input.toState,
    reason,
    outOfTolerance: input.outOfTolerance === true,
    today,
  })
}

/**
 * Writes a state change already judged allowed (the module's own moves too: a failed trace or check takes
 * the device out of use): the state, the change row, the history entry and, when out of tolerance, the
 * containment.
 */
export async function moveDeviceState(
  tx: Tx,
  tenantId: string,
  userId: string,
  move: {
    deviceId: string
    from: number
    to: number
    reason: string
    outOfTolerance: boolean
    today: string
  },
): Promise<{ status: number; containmentId: string | null }> {
  const changeId = uuidv7()
  await tx.execute(
    sql`update standard_device set status = ${move.to}, update_user = ${userId}, update_time = now()
        where tenant_id = ${tenantId} and id = ${move.deviceId}`,
  )
  await tx.execute(
    sql`insert into device_state_change
          (tenant_id, id, device_id, from_state, to_state, reason, out_of_tolerance, user_id, user_name)
        values (${tenantId}, ${changeId}, ${move.deviceId}, ${move.from}, ${move.to}, ${move.reason},
          ${move.outOfTolerance}, ${userId}, ${await staffNameOf(tx, tenantId, userId)})`,
  )
  await recordChange(tx, {
    tenantId,
    resource: standardDevices.code,
    recordId: move.deviceId,
    action: 'state',
    changes: [{ field: 'status', before: String(move.from), after: String(move.to) }],
    userId,
    reason: move.reason,
  })
  const containmentId = move.outOfTolerance
    ? await openContainment(tx, tenantId, userId, {
        deviceId: move.deviceId,
        trigger: 'repair',
        triggerId: changeId,
        foundOn: move.today,
      })
    : null
  return { status: move.to, containmentId }
}
