import { beforeEach, describe, expect, it, vi } from 'vitest'

const unsent = vi.hoisted(() => ({ count: 0, identity: '100001:7' as string | null }))

vi.mock('@/app/session', () => ({ sessionIdentity: () => unsent.identity }))
vi.mock('@/app/offline/unsentWork', () => ({
  unsentRegistrations: vi.fn(async (ownerKey: string) => (ownerKey === unsent.identity ? unsent.count : 0)),
}))

const { confirmSignOut, logoutQuestion } = await import('@/app/offline/logoutConfirm')

describe('signing out with unsent registrations', () => {
  beforeEach(() => {
    unsent.count = 0
    unsent.identity = '100001:7'
    logoutQuestion.answer(false)
  })

  it('goes on at once when nothing is unsent', async () => {
    await expect(confirmSignOut()).resolves.toBe(true)
    expect(logoutQuestion.get()).toBeNull()
  })

  it('asks first, with the count, and goes on only when confirmed', async () => {
    unsent.count = 3
    const answer = confirmSignOut()
    await vi.waitFor(() => expect(logoutQuestion.get()).toEqual({ count: 3 }))
    logoutQuestion.answer(true)
    await expect(answer).resolves.toBe(true)
    expect(logoutQuestion.get()).toBeNull()
  })

  it('stays signed in when the user cancels, and a second click replaces the first question', async () => {
    unsent.count = 2
    const first = confirmSignOut()
    await vi.waitFor(() => expect(logoutQuestion.get()).not.toBeNull())
    const second = confirmSignOut()
    await expect(first).resolves.toBe(false)
    await vi.waitFor(() => expect(logoutQuestion.get()).toEqual({ count: 2 }))
    logoutQuestion.answer(false)
    await expect(second).resolves.toBe(false)
  })

  it('needs no question without a session', async () => {
    unsent.identity = null
    await expect(confirmSignOut()).resolves.toBe(true)
  })
})
