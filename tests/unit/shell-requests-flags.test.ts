import { describe, expect, it } from 'vitest'
import { takeRequestFlags } from '@/api/requestFlags'

describe('per-call flags', () => {
  it('are read and removed before the request leaves', () => {
    const headers = new Headers({ 'X-Loading': 'off', 'X-Error-Toast': 'OFF', 'X-Auth': 'off', Accept: 'x' })
    expect(takeRequestFlags(headers)).toEqual({ loading: false, errorToast: false, auth: false })
    expect([...headers.keys()]).toEqual(['accept'])
  })

  it('default to on', () => {
    expect(takeRequestFlags(new Headers())).toEqual({ loading: true, errorToast: true, auth: true })
  })
})
