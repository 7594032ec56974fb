import { queryOptions } from '@tanstack/react-query'
import { BACKGROUND, NO_LOADING } from '../requestFlags'
import { fetchContainments, fetchSuspects } from './containment'
import { searchStandardDevices } from './deviceSearch'
import { fetchDeviceOverview, fetchDueList } from './devices'
import { fetchStandardDevices } from './measuringStandards'
import { fetchOpenPlanLines } from './records'
import { fetchFileVersions, fetchProcedures } from './standardFiles'

export type DeviceOption = { value: string; label: string }

/** Devices whose name has the typed text, for the pickers: 名称 · 出厂编号. */
async function fetchDeviceOptions(term: string): Promise<DeviceOption[]> {
  const records = await searchStandardDevices(term, NO_LOADING, 'name')
  return records.map((row) => ({
    value: row.id,
    label: [row.name, row.serialNo].filter(Boolean).map(String).join(' · '),
  }))
}

/** Query key factory of the standards area (STYLE: no string keys scattered around). */
export const standardsQueries = {
  all: () => ['standards'] as const,
  overview: (id: string) =>
    queryOptions({
      queryKey: [...standardsQueries.all(), 'overview', id] as const,
      queryFn: () => fetchDeviceOverview(id),
      staleTime: 0,
    }),
  standardDevices: (id: string) =>
    queryOptions({
      queryKey: [...standardsQueries.all(), 'standard-devices', id] as const,
      queryFn: () => fetchStandardDevices(id),
      staleTime: 0,
    }),
  versions: (id: string) =>
    queryOptions({
      queryKey: [...standardsQueries.all(), 'versions', id] as const,
      queryFn: () => fetchFileVersions(id),
      staleTime: 0,
    }),
  procedures: (kind: number) =>
    queryOptions({
      queryKey: [...standardsQueries.all(), 'procedures', kind] as const,
      queryFn: () => fetchProcedures(kind),
    }),
  openLines: (deviceId: string) =>
    queryOptions({
      queryKey: [...standardsQueries.all(), 'open-lines', deviceId] as const,
      queryFn: () => fetchOpenPlanLines(deviceId),
      staleTime: 0,
    }),
  deviceOptions: (term: string) =>
    queryOptions({
      queryKey: [...standardsQueries.all(), 'device-options', term.trim()] as const,
      queryFn: () => fetchDeviceOptions(term),
      staleTime: 60_000,
    }),
  due: () =>
    queryOptions({
      queryKey: [...standardsQueries.all(), 'due'] as const,
      queryFn: () => fetchDueList(),
      staleTime: 0,
    }),
  /** The home card's counts: background work, so a failure leaves the card quiet. */
  dueCounts: () =>
    queryOptions({
      queryKey: [...standardsQueries.all(), 'due', 'home'] as const,
      queryFn: () => fetchDueList(BACKGROUND),
      staleTime: 60_000,
    }),
  containments: () =>
    queryOptions({
      queryKey: [...standardsQueries.all(), 'containments'] as const,
      queryFn: fetchContainments,
      staleTime: 0,
    }),
  suspects: (id: string) =>
    queryOptions({
      queryKey: [...standardsQueries.all(), 'suspects', id] as const,
      queryFn: () => fetchSuspects(id),
      staleTime: 0,
    }),
}
