import { describe, expect, it } from 'vitest'
import { normaliseMenuPath } from '@/features/registry'
import { embeddedAddress } from '@/features/shared/embedUrl'
import { leaveDays, toLabTime } from '@/features/work/leaveDays'

describe('leave days (the server’s half-day rule)', () => {
  it('counts every half day the leave touches', () => {
    expect(leaveDays('2025-03-03T09:00', '2025-03-03T18:00')).toBe(1)
    expect(leaveDays('2025-03-03T14:00', '2025-03-03T18:00')).toBe(0.5)
    expect(leaveDays('2025-03-03T09:00', '2025-03-03T11:00')).toBe(0.5)
    expect(leaveDays('2025-03-03T09:00', '2025-03-05T12:00')).toBe(2.5)
    expect(leaveDays('2025-03-03T09:00', '2025-03-05T12:01')).toBe(3)
  })

  it('has no answer while a time is missing or the end is not after the start', () => {
    expect(leaveDays('', '2025-03-03T18:00')).toBeNull()
    expect(leaveDays('2025-03-03T18:00', '2025-03-03T18:00')).toBeNull()
    expect(leaveDays('2025-03-03T18:00', '2025-03-03T09:00')).toBeNull()
  })

  it('rejects dates that do not exist and sends the server’s lab-local format', () => {
    expect(leaveDays('2025-02-30T09:00', '2025-03-03T18:00')).toBeNull()
    expect(toLabTime('2025-03-03T09:30')).toBe('2025-03-03 09:30:00')
  })
})

describe('menu paths and embedded addresses', () => {
  it('normalises menu paths', () => {
    expect(normaliseMenuPath('/system/user/')).toBe('/system/user')
    expect(normaliseMenuPath('system/user?x=1')).toBe('/system/user')
    expect(normaliseMenuPath('/')).toBe('/')
  })

  it('embeds only http(s) addresses, from the src query or the encoded path segment', () => {
    expect(embeddedAddress('urlPath', 'https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(embeddedAddress(encodeURIComponent('https://example.com/x'), undefined)).toBe(
      'https://example.com/x',
    )
    expect(embeddedAddress('https://example.com/x', undefined)).toBe('https://example.com/x')
    expect(embeddedAddress('urlPath', 'javascript:alert(1)')).toBeNull()
    expect(embeddedAddress(undefined, undefined)).toBeNull()
  })
})
