import { beforeEach, describe, expect, it, vi } from 'vitest'

const device = vi.hoisted(() => ({
  pending: 0,
  attention: 0,
  offline: false,
  identity: '100001:7' as string | null,
}))

vi.mock('@/app/session', () => ({ sessionIdentity: () => device.identity }))
vi.mock('@/app/offline/networkStatus', () => ({ isAppOffline: () => device.offline }))
vi.mock('@/app/offline/unsentWork', () => ({
  unsentDrafts: vi.fn(async (ownerKey: string) =>
    ownerKey === device.identity
      ? { pending: device.pending, attention: device.attention }
      : { pending: 0, attention: 0 },
  ),
}))

const { confirmSignOut, logoutQuestion, needsLogoutQuestion } = await import('@/app/offline/logoutConfirm')

describe('signing out offline or with unsent drafts', () => {
  beforeEach(() => {
    device.pending = 0
    device.attention = 0
    device.offline = false
    device.identity = '100001:7'
    logoutQuestion.answer(false)
  })

  it('goes on at once online with nothing unsent', async () => {
    await expect(confirmSignOut()).resolves.toBe(true)
    expect(logoutQuestion.get()).toBeNull()
  })

  it('asks first, with the drafts to send and those to fix, and goes on only when confirmed', async () => {
    device.pending = 3
    device.attention = 1
    const answer = confirmSignOut()
    await vi.waitFor(() => expect(logoutQuestion.get()).toEqual({ pending: 3, attention: 1, offline: false }))
    logoutQuestion.answer(true)
    await expect(answer).resolves.toBe(true)
    expect(logoutQuestion.get()).toBeNull()
  })

  it('asks offline even with nothing unsent: signing in again needs the server', async () => {
    device.offline = true
    const answer = confirmSignOut()
    await vi.waitFor(() => expect(logoutQuestion.get()).toEqual({ pending: 0, attention: 0, offline: true }))
    // Staying signed in is the answer of Escape, a click outside and the filled button.
    logoutQuestion.answer(false)
    await expect(answer).resolves.toBe(false)
  })

  it('stays signed in when the user says so, and a second click replaces the first question', async () => {
    device.pending = 2
    const first = confirmSignOut()
    await vi.waitFor(() => expect(logoutQuestion.get()).not.toBeNull())
    const second = confirmSignOut()
    await expect(first).resolves.toBe(false)
    await vi.waitFor(() => expect(logoutQuestion.get()).toEqual({ pending: 2, attention: 0, offline: false }))
    logoutQuestion.answer(false)
    await expect(second).resolves.toBe(false)
  })

  it('needs no question without a session', async () => {
    device.identity = null
    device.offline = true
    await expect(confirmSignOut()).resolves.toBe(true)
  })

  it('is asked exactly when offline or when any draft is unsent', () => {
    expect(needsLogoutQuestion({ pending: 0, attention: 0 }, false)).toBe(false)
    expect(needsLogoutQuestion({ pending: 0, attention: 0 }, true)).toBe(true)
    expect(needsLogoutQuestion({ pending: 1, attention: 0 }, false)).toBe(true)
    expect(needsLogoutQuestion({ pending: 0, attention: 1 }, false)).toBe(true)
  })
})
