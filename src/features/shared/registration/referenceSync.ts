import { ApiError } from '@/api/envelope'
import { isAppOffline } from '@/app/offline/networkStatus'
import { fetchCustomerQuietly } from '@/api/pickup'
import { fetchResourcePage } from '@/api/resources'
import { BACKGROUND } from '@/api/requestFlags'
import { customers, instruments, type SearchCondition, type SearchPayload } from '@/domain/resources'
import { cacheCustomers, cacheInstruments, INSTRUMENTS_PER_CUSTOMER } from '@/offline'
import { withConditions } from '@/ui/resource/payload'

/**
 * Keeps the device's copy of customers and their instruments fresh while there is a connection, so a
 * registration can pick them on a site without one. Every call here is background work: a failure leaves the
 * cached copy as it was.
 */

const EMPTY_SEARCH: SearchPayload = {
  searchType: 'N',
  searchParam: { filter: '{}', op: '{}' },
  searchListVO: [],
  precise: false,
}

const search = (conditions: readonly SearchCondition[]) => withConditions(EMPTY_SEARCH, conditions)

/** Failures of the network, which the offline copy is for; anything else is a real error. */
export const isOfflineError = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')

/** Online as the offline banner sees it: the browser has a network and the server answers. */
export const isOnline = (): boolean => !isAppOffline()

/** A customer and all its instruments (up to INSTRUMENTS_PER_CUSTOMER) into the device's copy. */
export async function refreshCustomer(tenantId: string, customerId: string): Promise<void> {
  if (!isOnline()) return
  const [customer, page] = await Promise.all([
    fetchCustomerQuietly(customerId),
    fetchResourcePage(
      instruments,
      search([{ field: 'customerId', op: '=', value: customerId }]),
      { current: 1, size: INSTRUMENTS_PER_CUSTOMER },
      BACKGROUND,
    ),
  ])
  await cacheCustomers(tenantId, [customer])
  await cacheInstruments(tenantId, page.records)
}

/** Customers were refreshed in this app run already: a day's list does not fetch them again on every visit. */
const refreshed = new Set<string>()

/** The customers of a day's appointments and their instruments, each once per app run, in the background. */
export async function refreshCustomers(tenantId: string, customerIds: readonly string[]): Promise<void> {
  for (const id of new Set(customerIds)) {
    const key = `${tenantId}:${id}`
    if (refreshed.has(key) || !isOnline()) continue
    refreshed.add(key)
    try {
      await refreshCustomer(tenantId, id)
    } catch {
      refreshed.delete(key)
    }
  }
}

/** Customers whose name contains the text, from the server into the device's copy (a page of 20). */
export async function searchCustomersOnline(tenantId: string, text: string): Promise<void> {
  if (!isOnline()) return
  const page = await fetchResourcePage(
    customers,
    search(text.trim() ? [{ field: 'name', op: 'LIKE', value: text }] : []),
    { current: 1, size: 20 },
    BACKGROUND,
  )
  await cacheCustomers(tenantId, page.records)
}
