import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SILENT_CODES, isSilentCode, parseCodeList, setSilentCodes } from '@/api/silentCodes'

describe('silent code whitelist (spec §8, parameter request.silentCodes)', () => {
  afterEach(() => setSilentCodes(undefined))

  it('is empty by default', () => {
    expect(DEFAULT_SILENT_CODES).toEqual([])
    expect(isSilentCode(400)).toBe(false)
  })

  it('reads comma-separated codes, tolerating spaces, full-width commas and semicolons', () => {
    expect(parseCodeList('400,409')).toEqual([400, 409])
    expect(parseCodeList(' 400 , 409，500；501 ')).toEqual([400, 409, 500, 501])
  })

  it('ignores what is not an integer and repeated codes', () => {
    expect(parseCodeList('400, abc, 4.5, 400, ')).toEqual([400])
    expect(parseCodeList('')).toEqual([])
    expect(parseCodeList(undefined)).toEqual([])
  })

  it('a configured list replaces the default; an unset parameter restores it', () => {
    setSilentCodes(parseCodeList('409'))
    expect(isSilentCode(409)).toBe(true)
    expect(isSilentCode(400)).toBe(false)
    setSilentCodes(undefined)
    expect(isSilentCode(409)).toBe(false)
  })
})
