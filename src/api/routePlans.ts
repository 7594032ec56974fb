import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { unwrapEnvelope } from './envelope'
import { BACKGROUND, NO_LOADING } from './requestFlags'
import { fetchPickupList } from './pickup'
import { fetchResourcePage } from './resources'
import { routePlans, VEHICLE_IN_SERVICE, vehicles } from '@/domain/resources'

/*
 * The pickup road's calls (server/modules/route-plan): a plan's ordered nodes, the day's routes (派车), who may
 * drive, and the driver's own routes.
 */

export const fetchPlanNodes = (planId: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-crm/route-plan/nodes', { params: { query: { planId } }, headers: NO_LOADING }),
  )

export type RouteNode = Awaited<ReturnType<typeof fetchPlanNodes>>[number]

/** A node as the editor sends it: its place in the list is its order. */
export type RouteNodeInput = {
  name: string
  nodeAttribute: number
  areaCode: string | null
  address: string | null
  contact: string | null
  phone: string | null
}

/** POST nodes: the whole list, in order (it replaces the plan's); answers the saved list. */
export const savePlanNodes = (planId: string, nodes: RouteNodeInput[]) =>
  unwrapEnvelope(api.POST('/api/hm-crm/route-plan/nodes', { params: { query: { planId } }, body: { nodes } }))

export const fetchDayRoutes = (date: string) =>
  unwrapEnvelope(api.GET('/api/hm-crm/route-day/list', { params: { query: { date } }, headers: NO_LOADING }))

export type DayRoute = Awaited<ReturnType<typeof fetchDayRoutes>>[number]

export const fetchMyRoutes = (date: string) =>
  unwrapEnvelope(api.GET('/api/hm-crm/route-day/mine', { params: { query: { date } }, headers: BACKGROUND }))

export const fetchDrivers = () =>
  unwrapEnvelope(api.GET('/api/hm-crm/route-day/drivers', { headers: NO_LOADING }))

/** The vehicles in service and the staff who may drive: what a registration's 用车 picks from. */
export const fetchTrafficChoices = () =>
  unwrapEnvelope(api.GET('/api/hm-crm/route-day/traffic-choices', { headers: BACKGROUND }))

export type TrafficChoices = Awaited<ReturnType<typeof fetchTrafficChoices>>

export type DayRouteInput = {
  id?: string | null
  routeDate: string
  planId: string
  vehicleId: string
  driverUserId: string
  appointmentIds: string[]
  remark?: string | null
}

export const saveDayRoute = (body: DayRouteInput) =>
  unwrapEnvelope(api.POST('/api/hm-crm/route-day/submit', { body }))

export const removeDayRoute = (id: string) =>
  unwrapEnvelope(api.POST('/api/hm-crm/route-day/remove', { params: { query: { id } } }))

/** Something to choose in the dispatch form: its id and what people read. */
export type ChoiceOption = { value: string; label: string }

/** The enabled plans (routeplan_state 0), by name. */
async function fetchPlanOptions(): Promise<ChoiceOption[]> {
  const page = await fetchResourcePage(routePlans, {}, { current: 1, size: 500 }, NO_LOADING)
  return page.records
    .filter((row) => Number(row.routeplanState) === 0)
    .map((row) => ({ value: row.id, label: String(row.name) }))
}

/** The vehicles in service, by plate. */
async function fetchVehicleOptions(): Promise<ChoiceOption[]> {
  const page = await fetchResourcePage(vehicles, {}, { current: 1, size: 500 }, NO_LOADING)
  return page.records
    .filter((row) => Number(row.state) === VEHICLE_IN_SERVICE)
    .map((row) => ({
      value: row.id,
      label: [row.plateNumber, row.model].filter(Boolean).map(String).join(' · '),
    }))
}

/** Query key factory of the pickup road. */
export const routePlanQueries = {
  all: () => ['route-plan'] as const,
  nodes: (planId: string) =>
    queryOptions({
      queryKey: [...routePlanQueries.all(), 'nodes', planId] as const,
      queryFn: () => fetchPlanNodes(planId),
      staleTime: 0,
    }),
  days: () => [...routePlanQueries.all(), 'day'] as const,
  day: (date: string) =>
    queryOptions({
      queryKey: [...routePlanQueries.days(), date] as const,
      queryFn: () => fetchDayRoutes(date),
      staleTime: 0,
    }),
  plans: () =>
    queryOptions({ queryKey: [...routePlanQueries.all(), 'plans'] as const, queryFn: fetchPlanOptions }),
  vehicles: () =>
    queryOptions({
      queryKey: [...routePlanQueries.all(), 'vehicles'] as const,
      queryFn: fetchVehicleOptions,
    }),
  /** The day's appointments that may be put on a route. */
  appointments: (date: string) =>
    queryOptions({
      queryKey: [...routePlanQueries.all(), 'appointments', date] as const,
      queryFn: () => fetchPickupList(date),
      staleTime: 0,
    }),
  drivers: () =>
    queryOptions({ queryKey: [...routePlanQueries.all(), 'drivers'] as const, queryFn: fetchDrivers }),
  /** Kept in the persisted query cache: the registration form picks from them offline too. */
  trafficChoices: () =>
    queryOptions({
      queryKey: [...routePlanQueries.all(), 'traffic-choices'] as const,
      queryFn: fetchTrafficChoices,
      meta: { persist: true },
    }),
  /**
   * The driver's own routes of a day: kept in the persisted query cache (meta.persist) so the tablet shows
   * them on the road with no signal, as they were last read.
   */
  mine: (date: string) =>
    queryOptions({
      queryKey: [...routePlanQueries.all(), 'mine', date] as const,
      queryFn: () => fetchMyRoutes(date),
      meta: { persist: true },
    }),
}
