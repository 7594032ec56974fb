import { api } from '../client'
import { unwrapEnvelope } from '../envelope'
import { NO_LOADING } from '../requestFlags'

/** The devices a measurement standard is made of. */

export const fetchStandardDevices = (id: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-metrology/measuring-standard/devices', {
      params: { query: { id } },
      headers: NO_LOADING,
    }),
  )

/** POST devices: the whole set (it replaces the one kept); answers the new list. */
export const saveStandardDevices = (id: string, deviceIds: string[]) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/measuring-standard/devices', { body: { id, deviceIds } }))
