import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * The tables' column layouts on the device: one store per user in the offline database
 * (src/offline/columnLayouts.ts), the one-time move of the layouts earlier versions kept in localStorage
 * (src/offline/legacyColumnLayouts.ts), and the app handing the signed-in user's store to the tables
 * (src/app/offline/columnLayoutStore.ts). The session is a stand-in whose identity the test changes;
 * localStorage is a minimal stand-in (the unit project runs in Node); Dexie runs on fake-indexeddb.
 */

const identity = vi.hoisted(() => ({
  current: null as string | null,
  listeners: new Set<(next: string | null) => void>(),
}))

vi.mock('@/app/session', () => ({ sessionIdentity: () => identity.current }))
vi.mock('@/app/layout/sessionOwner', () => ({
  onIdentityChange: (listener: (next: string | null) => void) => {
    identity.listeners.add(listener)
    return () => identity.listeners.delete(listener)
  },
}))

const { offlineDb, selectOfflineDatabase } = await import('@/offline/db')
const { columnLayoutsOf } = await import('@/offline/columnLayouts')
const { carryOverLocalLayouts, LEGACY_LAYOUTS_OWNER_KEY } = await import('@/offline/legacyColumnLayouts')
const { currentColumnLayoutStore, provideColumnLayoutStore } =
  await import('@/ui/column-settings/layoutStore')
const { startColumnLayoutStore } = await import('@/app/offline/columnLayoutStore')

/** localStorage as a browser has it: the stored keys are the object's own keys. */
function fakeLocalStorage(): Storage {
  const storage = {} as Record<string, string>
  Object.defineProperties(storage, {
    getItem: { value: (key: string) => (key in storage ? storage[key] : null) },
    setItem: { value: (key: string, value: string) => (storage[key] = String(value)) },
    removeItem: { value: (key: string) => delete storage[key] },
  })
  return storage as unknown as Storage
}

const A = '100001:user-a'
const B = '100001:user-b'
const layout = (width: number) => ({ columns: [{ name: 'name', visible: true, width }], search: [] })

/** What the database holds for a user and resource code. */
const stored = async (owner: string, code: string) =>
  (await offlineDb().columnLayouts.get(`${owner}/${code}`))?.value

const signIn = (next: string | null) => {
  identity.current = next
  for (const listener of identity.listeners) listener(next)
}

let handle: ReturnType<typeof startColumnLayoutStore> | null = null
const stop = () => handle?.stop()

beforeEach(() => {
  selectOfflineDatabase(`column-layouts-${Math.random()}`)
  vi.stubGlobal('localStorage', fakeLocalStorage())
  identity.current = null
  identity.listeners.clear()
})

afterEach(async () => {
  stop()
  // Dexie work still under way finishes against this test's stand-ins, not the next test's.
  await handle?.settled()
  handle = null
  provideColumnLayoutStore(null)
  vi.unstubAllGlobals()
})

describe('the column layout store', () => {
  it("keeps each user's layouts apart, and a store opened later finds them at once", async () => {
    const a = await columnLayoutsOf(A)
    await a.write('instrument', layout(120))
    expect(a.peek('instrument')).toEqual(layout(120))
    expect(await (await columnLayoutsOf(B)).read('instrument')).toBeUndefined()

    const again = await columnLayoutsOf(A)
    expect(again.peek('instrument')).toEqual(layout(120))
    expect(await again.read('instrument')).toEqual(layout(120))
  })

  it('reads what another store of the same user wrote since, and forgets a removed layout', async () => {
    const first = await columnLayoutsOf(A)
    const second = await columnLayoutsOf(A)
    await first.write('order', layout(200))
    expect(second.peek('order')).toBeUndefined()
    expect(await second.read('order')).toEqual(layout(200))
    expect(second.peek('order')).toEqual(layout(200))

    await first.remove('order')
    expect(first.peek('order')).toBeUndefined()
    expect(await second.read('order')).toBeUndefined()
    expect(second.peek('order')).toBeUndefined()
  })
})

describe('layouts left in localStorage by earlier versions', () => {
  it('are moved under the signed-in user when no owner was recorded, and deleted there', async () => {
    localStorage.setItem('search-instrument', JSON.stringify(layout(150)))
    localStorage.setItem('search-order', JSON.stringify(layout(90)))
    localStorage.setItem('metrodesk.theme', 'dark')
    await carryOverLocalLayouts(A)
    expect(await stored(A, 'instrument')).toEqual(layout(150))
    expect(await stored(A, 'order')).toEqual(layout(90))
    expect(localStorage.getItem('search-instrument')).toBeNull()
    expect(localStorage.getItem('search-order')).toBeNull()
    // Keys that are not layouts stay.
    expect(localStorage.getItem('metrodesk.theme')).toBe('dark')
  })

  it('are filed under the user they belonged to, replacing her older copy, whoever signs in', async () => {
    await (await columnLayoutsOf(A)).write('instrument', layout(100))
    localStorage.setItem('search-instrument', JSON.stringify(layout(300)))
    localStorage.setItem(LEGACY_LAYOUTS_OWNER_KEY, A)
    await carryOverLocalLayouts(B)
    expect(await stored(A, 'instrument')).toEqual(layout(300))
    expect(await stored(B, 'instrument')).toBeUndefined()
    expect(localStorage.getItem(LEGACY_LAYOUTS_OWNER_KEY)).toBeNull()
  })

  it('drop text that was never a usable layout, and move nothing the second time', async () => {
    localStorage.setItem('search-broken', '{not json')
    localStorage.setItem('search-list', '[1,2]')
    await carryOverLocalLayouts(A)
    expect(await offlineDb().columnLayouts.count()).toBe(0)
    expect(localStorage.getItem('search-broken')).toBeNull()
    expect(localStorage.getItem('search-list')).toBeNull()

    await (await columnLayoutsOf(A)).write('order', layout(80))
    await carryOverLocalLayouts(A)
    expect(await stored(A, 'order')).toEqual(layout(80))
  })

  it('stay where they are when the database refuses them', async () => {
    localStorage.setItem('search-instrument', JSON.stringify(layout(150)))
    const table = offlineDb().columnLayouts
    const refused = vi.spyOn(table, 'bulkPut').mockRejectedValueOnce(new Error('QuotaExceededError'))
    await expect(carryOverLocalLayouts(A)).rejects.toThrow('QuotaExceededError')
    refused.mockRestore()
    expect(localStorage.getItem('search-instrument')).toBe(JSON.stringify(layout(150)))
  })
})

describe("the app gives the tables the signed-in user's store", () => {
  it('after moving the old layouts in, and follows a change of user and a sign-out', async () => {
    localStorage.setItem('search-instrument', JSON.stringify(layout(150)))
    identity.current = A
    handle = startColumnLayoutStore()
    expect(currentColumnLayoutStore()).toBeNull()
    await vi.waitFor(() => expect(currentColumnLayoutStore()).not.toBeNull())
    expect(currentColumnLayoutStore()?.peek('instrument')).toEqual(layout(150))
    expect(localStorage.getItem('search-instrument')).toBeNull()
    await currentColumnLayoutStore()?.write('order', layout(70))

    signIn(B)
    // At once: no table may write A's store for B.
    expect(currentColumnLayoutStore()).toBeNull()
    await vi.waitFor(() => expect(currentColumnLayoutStore()).not.toBeNull())
    expect(currentColumnLayoutStore()?.peek('instrument')).toBeUndefined()
    expect(await currentColumnLayoutStore()?.read('order')).toBeUndefined()

    signIn(null)
    expect(currentColumnLayoutStore()).toBeNull()
    signIn(A)
    await vi.waitFor(() => expect(currentColumnLayoutStore()?.peek('order')).toEqual(layout(70)))
  })

  it('drops a store that arrives after its user has gone, and gives none once stopped', async () => {
    identity.current = A
    handle = startColumnLayoutStore()
    signIn(null)
    await handle.settled()
    expect(currentColumnLayoutStore()).toBeNull()

    signIn(B)
    await vi.waitFor(() => expect(currentColumnLayoutStore()).not.toBeNull())
    stop()
    expect(currentColumnLayoutStore()).toBeNull()
    signIn(A)
    await handle.settled()
    expect(currentColumnLayoutStore()).toBeNull()
  })
})
