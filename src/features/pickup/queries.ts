import { queryOptions } from '@tanstack/react-query'
import { fetchMyPickups, fetchPickupList, type PickupAppointment } from '@/api/pickup'
import { fetchFilePreview } from '@/api/registration'
import { cacheAppointments, cachedAppointments } from '@/offline'
import { isOfflineError, isOnline } from '@/features/shared/registration/referenceSync'

/**
 * Queries of the pickup pages. Each reads the server when it can and the device's copy (src/offline) when it
 * cannot, so networkMode is 'always': TanStack Query would otherwise pause them offline and show nothing.
 */

/** A day's appointments and where they came from: the server now, or the copy cached at `cachedAt`. */
export type AppointmentDay = {
  appointments: PickupAppointment[]
  offline: boolean
  /** When the shown list was fetched from the server (epoch ms); null when nothing was ever cached. */
  cachedAt: number | null
}

const byTime = (a: PickupAppointment, b: PickupAppointment) => a.pickupTime.localeCompare(b.pickupTime)

async function cachedDay(tenantId: string, day: string): Promise<AppointmentDay> {
  const rows = await cachedAppointments(tenantId, day)
  return {
    appointments: rows.map((row) => row.record as PickupAppointment).sort(byTime),
    offline: true,
    cachedAt: rows.length > 0 ? Math.min(...rows.map((row) => row.cachedAt)) : null,
  }
}

async function loadDay(tenantId: string, day: string): Promise<AppointmentDay> {
  if (!isOnline()) return cachedDay(tenantId, day)
  try {
    const appointments = await fetchPickupList(day)
    await cacheAppointments(tenantId, day, appointments)
    return { appointments, offline: false, cachedAt: Date.now() }
  } catch (error) {
    if (isOfflineError(error)) return cachedDay(tenantId, day)
    throw error
  }
}

export const pickupQueries = {
  all: () => ['pickup'] as const,
  days: () => [...pickupQueries.all(), 'day'] as const,
  day: (tenantId: string, day: string) =>
    queryOptions({
      queryKey: [...pickupQueries.days(), tenantId, day] as const,
      queryFn: () => loadDay(tenantId, day),
      networkMode: 'always',
      // The device's copy is in Dexie already; localStorage need not hold it twice.
      meta: { persist: false },
    }),
  /** The signed-in user's own appointments (a customer's 我的预约) and her booking defaults. */
  mine: () => queryOptions({ queryKey: [...pickupQueries.all(), 'mine'] as const, queryFn: fetchMyPickups }),
  /** An uploaded image's bytes (a sent draft's photos): they never change; not persisted (a Blob). */
  preview: (fileId: string) =>
    queryOptions({
      queryKey: [...pickupQueries.all(), 'preview', fileId] as const,
      queryFn: () => fetchFilePreview(fileId),
      meta: { persist: false },
      staleTime: Infinity,
      gcTime: 5 * 60_000,
    }),
}
