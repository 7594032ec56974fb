import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * The column layouts' mirror (src/app/offline/columnLayoutMirror.ts): localStorage's `search-{resCode}` is
 * shared by every user of the tablet; Dexie keeps a copy per user, and a change of user puts her own copies
 * back. The session is a stand-in whose identity the test changes; localStorage and document are minimal
 * stand-ins (the unit project runs in Node); Dexie runs on fake-indexeddb.
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

const { selectOfflineDatabase } = await import('@/offline/db')
const { cacheColumnLayout, cachedColumnLayoutsOf } = await import('@/offline/reference')
const { LAYOUTS_OWNER_KEY, startColumnLayoutMirror } = await import('@/app/offline/columnLayoutMirror')

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

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible'
}

const A = '100001:user-a'
const B = '100001:user-b'
const layout = (who: string) =>
  JSON.stringify({ columns: [{ prop: 'name', width: who.length * 10 }], search: [] })

let document_: FakeDocument
let stop: () => void = () => undefined

const signIn = (next: string | null) => {
  identity.current = next
  for (const listener of identity.listeners) listener(next)
}
const hide = () => {
  document_.visibilityState = 'hidden'
  document_.dispatchEvent(new Event('visibilitychange'))
  document_.visibilityState = 'visible'
}
const local = (code: string) => localStorage.getItem(`search-${code}`)

beforeEach(() => {
  selectOfflineDatabase(`column-layouts-${Math.random()}`)
  vi.stubGlobal('localStorage', fakeLocalStorage())
  document_ = new FakeDocument()
  vi.stubGlobal('document', document_)
  identity.current = null
  identity.listeners.clear()
})

afterEach(async () => {
  stop()
  // The mirror's Dexie work still under way finishes against this test's stand-ins, not the next test's.
  await new Promise((resolve) => setTimeout(resolve, 50))
  vi.unstubAllGlobals()
})

describe('column layouts per user on a shared tablet', () => {
  it("copies the signed-in user's local layouts into Dexie at start and when the page is hidden", async () => {
    localStorage.setItem('search-instrument', layout('a-instrument'))
    identity.current = A
    stop = startColumnLayoutMirror()
    await vi.waitFor(async () =>
      expect((await cachedColumnLayoutsOf(A)).get('instrument')).toBe(layout('a-instrument')),
    )
    localStorage.setItem('search-order', layout('a-order'))
    hide()
    await vi.waitFor(async () =>
      expect((await cachedColumnLayoutsOf(A)).get('order')).toBe(layout('a-order')),
    )
    expect(await cachedColumnLayoutsOf(B)).toEqual(new Map())
  })

  it("another user finds her own layouts, not the previous user's, and the first finds hers again", async () => {
    localStorage.setItem('search-instrument', layout('a-instrument'))
    localStorage.setItem('search-order', layout('a-order'))
    identity.current = A
    stop = startColumnLayoutMirror()

    // B signs in: she has no copies yet, so A's layouts go (her tables start from their defaults).
    signIn(B)
    await vi.waitFor(() => expect(local('instrument')).toBeNull())
    expect(local('order')).toBeNull()
    // A's layouts were kept as A's, never as B's.
    expect((await cachedColumnLayoutsOf(A)).get('order')).toBe(layout('a-order'))
    expect(await cachedColumnLayoutsOf(B)).toEqual(new Map())

    // B arranges the instrument table; then A signs in again.
    localStorage.setItem('search-instrument', layout('b-instrument-wide'))
    signIn(null)
    signIn(A)
    await vi.waitFor(() => expect(local('instrument')).toBe(layout('a-instrument')))
    expect(local('order')).toBe(layout('a-order'))
    expect((await cachedColumnLayoutsOf(B)).get('instrument')).toBe(layout('b-instrument-wide'))

    // And B again: her instrument layout is back, and she has no order layout.
    signIn(B)
    await vi.waitFor(() => expect(local('instrument')).toBe(layout('b-instrument-wide')))
    expect(local('order')).toBeNull()
  })

  it("leaves a layout written after the change alone: the new user's saved layout, loaded by her table", async () => {
    localStorage.setItem('search-instrument', layout('a-instrument'))
    identity.current = A
    stop = startColumnLayoutMirror()
    signIn(B)
    // Before the mirror has read B's copies, B's table has loaded her saved layout from the server.
    localStorage.setItem('search-instrument', layout('b-from-server'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(local('instrument')).toBe(layout('b-from-server'))
  })

  it('files nothing under the new user when the page is hidden while her layouts are put back', async () => {
    localStorage.setItem('search-instrument', layout('a-instrument'))
    identity.current = A
    stop = startColumnLayoutMirror()
    signIn(B)
    // At once, before her copies are read: localStorage still holds A's layout, which is not B's.
    hide()
    await vi.waitFor(() => expect(localStorage.getItem(LAYOUTS_OWNER_KEY)).toBe(B))
    expect((await cachedColumnLayoutsOf(B)).has('instrument')).toBe(false)
    expect((await cachedColumnLayoutsOf(A)).get('instrument')).toBe(layout('a-instrument'))
  })

  it('puts her layouts back at start when she signed in as another user than the layouts belong to', async () => {
    await cacheColumnLayout(`${B}/instrument`, layout('b-instrument'))
    localStorage.setItem('search-instrument', layout('a-instrument'))
    localStorage.setItem(LAYOUTS_OWNER_KEY, A)
    identity.current = B
    stop = startColumnLayoutMirror()
    await vi.waitFor(() => expect(localStorage.getItem(LAYOUTS_OWNER_KEY)).toBe(B))
    expect(local('instrument')).toBe(layout('b-instrument'))
    expect((await cachedColumnLayoutsOf(A)).get('instrument')).toBe(layout('a-instrument'))
  })

  it('does nothing more once stopped', async () => {
    localStorage.setItem('search-instrument', layout('a-instrument'))
    identity.current = A
    stop = startColumnLayoutMirror()
    stop()
    signIn(B)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(local('instrument')).toBe(layout('a-instrument'))
  })
})
