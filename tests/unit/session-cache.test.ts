import { describe, expect, it } from 'vitest'
import { forgetLiveSessions, isKnownLive, rememberLive } from '../../server/plugins/session-cache'

describe('the session liveness cache', () => {
  it('knows a session for five seconds after it was found live', () => {
    forgetLiveSessions()
    rememberLive('s1', 1_000)
    expect(isKnownLive('s1', 1_000)).toBe(true)
    expect(isKnownLive('s1', 5_999)).toBe(true)
    expect(isKnownLive('s1', 6_000)).toBe(false)
    expect(isKnownLive('s2', 1_000)).toBe(false)
  })

  it('forgets every session at once when sessions end in this process', () => {
    rememberLive('s1', 1_000)
    rememberLive('s2', 1_000)
    forgetLiveSessions()
    expect(isKnownLive('s1', 1_001)).toBe(false)
    expect(isKnownLive('s2', 1_001)).toBe(false)
  })
})
