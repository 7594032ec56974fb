import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * The device keeps the customers and instruments that staff who register on site looked at, so the
 * registration form can pick them offline. The CRM lists are resource pages whose answers go through TanStack
 * Query; the mirror copies them into Dexie (fake-indexeddb here). The session is a stand-in.
 */

const session = vi.hoisted(() => ({
  signedIn: true,
  permissions: { registration_submit: true } as Record<string, true>,
}))

vi.mock('@/app/session', () => ({
  getSession: () =>
    session.signedIn
      ? {
          account: { tenantId: '100001', userId: 'u1' },
          menu: [],
          userInfo: null,
          permissions: session.permissions,
        }
      : null,
  subscribeSession: () => () => undefined,
}))
vi.mock('@/app/startup/permissions', () => ({
  hasPermission: (code: string) => session.signedIn && session.permissions[code] === true,
}))
vi.mock('@/app/offline/networkStatus', () => ({ isAppOffline: () => false }))
// The language is part of the owner record the session mirror writes; the UI catalogs are not needed here.
vi.mock('@/app/i18n', () => ({ activeLanguageTag: () => 'zh-CN' }))

const { selectOfflineDatabase, offlineDb } = await import('@/offline/db')
const { cachedCustomer, cachedInstrumentsOf, searchCachedCustomers } = await import('@/offline/reference')
const { cachedSymbols, ownerKeyOf } = await import('@/offline')
const { startReferenceMirrors, LOOKED_AT_ROWS } = await import('@/app/offline/referenceMirrors')

let queryClient: QueryClient
let stop: () => void

const customer = (n: number) => ({
  id: `c${n}`,
  name: `看过的客户${n}`,
  contact: '李四',
  phone: '13900000000',
})
const instrument = (n: number) => ({ id: `i${n}`, name: `压力表${n}`, customerId: 'c1', model: 'Y-100' })

/** A resource page's answer arriving, as useResourceList asks for it. */
const answer = (code: string, records: object[]) =>
  queryClient.fetchQuery({
    queryKey: ['resource', code, 'page', { searchType: 'N' }, 1, 20, 0],
    queryFn: async () => ({ records, total: records.length, size: 20, current: 1, pages: 1 }),
  })

/** Lets the mirror's Dexie writes finish. */
const written = () => new Promise((resolve) => setTimeout(resolve, 30))

beforeEach(() => {
  selectOfflineDatabase(`looked-at-${Math.random()}`)
  session.signedIn = true
  session.permissions = { registration_submit: true }
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  stop = startReferenceMirrors(queryClient)
})

afterEach(() => {
  stop()
  queryClient.clear()
})

describe('customers and instruments looked at in the CRM lists', () => {
  it('are kept on the device for someone who registers on site, and found by the offline search', async () => {
    await answer('crm_customer', [customer(1), customer(2)])
    await answer('crm_instrument', [instrument(1), instrument(2)])
    await written()
    expect((await cachedCustomer('c1'))?.record).toMatchObject({ name: '看过的客户1' })
    expect((await searchCachedCustomers('100001', '客户2')).map((row) => row.id)).toEqual(['c2'])
    expect((await cachedInstrumentsOf('c1')).map((row) => row.id).sort()).toEqual(['i1', 'i2'])
  })

  it('are not kept for staff who do not register, nor when signed out, nor from other lists', async () => {
    session.permissions = {}
    await answer('crm_customer', [customer(1)])
    session.permissions = { registration_submit: true }
    session.signedIn = false
    await answer('crm_customer', [customer(2)])
    session.signedIn = true
    await answer('lab_order', [{ id: 'c3', name: '不是客户' }])
    await written()
    expect(await offlineDb().customers.count()).toBe(0)
  })

  it('are kept when the list was answered before the mirror started (a CRM page opened directly)', async () => {
    stop()
    await answer('crm_customer', [customer(7)])
    stop = startReferenceMirrors(queryClient)
    await vi.waitFor(async () =>
      expect((await cachedCustomer('c7'))?.record).toMatchObject({ name: '看过的客户7' }),
    )
  })

  it(`keep at most ${LOOKED_AT_ROWS} rows of one answer`, async () => {
    await answer(
      'crm_customer',
      Array.from({ length: LOOKED_AT_ROWS + 50 }, (_, n) => customer(n)),
    )
    await vi.waitFor(async () => expect(await offlineDb().customers.count()).toBe(LOOKED_AT_ROWS))
  })
})

describe('the symbol keyboard', () => {
  it('keeps a list loaded before the mirror started', async () => {
    stop()
    await queryClient.fetchQuery({ queryKey: ['symbols', 'keyboard'], queryFn: async () => ['±', '℃'] })
    stop = startReferenceMirrors(queryClient)
    const key = `keyboard:${ownerKeyOf('100001', 'u1')}`
    await vi.waitFor(async () => expect(await cachedSymbols(key)).toEqual(['±', '℃']))
  })
})
