import { describe, expect, it } from 'vitest'
import {
  DEFAULT_TOKEN_TIME_SECONDS,
  isRefreshDue,
  isTokenExpired,
  TOKEN_CHECK_INTERVAL_MS,
  tokenAgeSeconds,
  tokenTimeSeconds,
} from '@/app/token-refresh/tokenAge'

const issuedAt = 1_700_000_000_000
const at = (seconds: number) => ({ issuedAt, expiresIn: 3600, now: issuedAt + seconds * 1000 })

describe('token age (spec §4, §9)', () => {
  it('is checked every 10 s against website.tokenTime, 3000 s by default', () => {
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(10_000)
    expect(DEFAULT_TOKEN_TIME_SECONDS).toBe(3000)
    expect(tokenTimeSeconds(undefined)).toBe(3000)
    expect(tokenTimeSeconds('')).toBe(3000)
    expect(tokenTimeSeconds('abc')).toBe(3000)
    expect(tokenTimeSeconds('0')).toBe(3000)
    expect(tokenTimeSeconds('-5')).toBe(3000)
    expect(tokenTimeSeconds('5')).toBe(5)
  })

  it('refreshes when the age reaches the token time, not before', () => {
    expect(tokenAgeSeconds(at(12.5))).toBe(12.5)
    expect(isRefreshDue(at(2999), 3000)).toBe(false)
    expect(isRefreshDue(at(3000), 3000)).toBe(true)
    expect(isRefreshDue(at(4), 5)).toBe(false)
    expect(isRefreshDue(at(5), 5)).toBe(true)
  })

  it('a clock that went backwards gives age 0', () => {
    expect(tokenAgeSeconds({ issuedAt, now: issuedAt - 60_000 })).toBe(0)
  })

  it('refreshes in the last tenth of the token life even when the token time is set longer', () => {
    expect(isRefreshDue(at(3239), 7200)).toBe(false)
    expect(isRefreshDue(at(3240), 7200)).toBe(true)
  })

  it('a call waits for the refresh only when the token has (nearly) expired', () => {
    expect(isTokenExpired(at(3594))).toBe(false)
    expect(isTokenExpired(at(3595))).toBe(true)
  })
})
