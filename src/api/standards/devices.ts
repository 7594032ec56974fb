import { api } from '../client'
import { unwrapEnvelope } from '../envelope'
import { NO_LOADING } from '../requestFlags'
import type { DeviceStateInput } from './types'

/** The register of standard devices beside the engine's list: one device's overview, 状态变更, what falls due. */

/** GET overview?id=: the view dialog's sections (loaded behind it: no overlay). */
export const fetchDeviceOverview = (id: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-metrology/standard-device/overview', { params: { query: { id } }, headers: NO_LOADING }),
  )

/** POST state: the new state with its reason; a device found out of tolerance may open a containment. */
export const changeDeviceState = (body: DeviceStateInput) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/standard-device/state', { body }))

export const fetchDueList = (headers: Record<string, string> = NO_LOADING) =>
  unwrapEnvelope(api.GET('/api/hm-metrology/standard-device/due', { headers }))
