import { queryOptions } from '@tanstack/react-query'
import { cachedInstrumentsOf, searchCachedCustomers } from '@/offline'
import { refreshCustomer, searchCustomersOnline } from './referenceSync'

/**
 * Queries of a registration's form: customers and their instruments from the device's copy, refreshed from the
 * server first when online. networkMode 'always': TanStack Query would otherwise pause them offline and show
 * nothing, while the device's copy is there to show.
 */

async function loadCustomers(tenantId: string, text: string) {
  await searchCustomersOnline(tenantId, text).catch(() => undefined)
  return searchCachedCustomers(tenantId, text)
}

async function loadInstruments(tenantId: string, customerId: string) {
  await refreshCustomer(tenantId, customerId).catch(() => undefined)
  return cachedInstrumentsOf(customerId)
}

export const registrationQueries = {
  all: () => ['registration-form'] as const,
  customers: (tenantId: string, text: string) =>
    queryOptions({
      queryKey: [...registrationQueries.all(), 'customers', tenantId, text] as const,
      queryFn: () => loadCustomers(tenantId, text),
      networkMode: 'always',
      meta: { persist: false },
      staleTime: 60_000,
    }),
  /** A customer's instruments on the device, refreshed from the server first when online. */
  instruments: (tenantId: string, customerId: string) =>
    queryOptions({
      queryKey: [...registrationQueries.all(), 'instruments', tenantId, customerId] as const,
      queryFn: () => loadInstruments(tenantId, customerId),
      networkMode: 'always',
      meta: { persist: false },
      staleTime: 60_000,
    }),
}
