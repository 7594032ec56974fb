import { describe, expect, it } from 'vitest'
import { DEFAULT_PROVINCE_CODE } from '@/domain/constants'
import {
  addressCodeOf,
  addressOf,
  chooseLevel,
  DEFAULT_PROVINCE_NAME,
  EMPTY_SELECTION,
  normaliseAreaCode,
  parentIdOf,
} from '@/ui/address/address'
import { findRegion, listRegionChildren, regionPath } from '../../server/modules/region/region-data'

describe('normaliseAreaCode', () => {
  it('keeps the region API’s codes and shortens full-length ones', () => {
    for (const code of ['43', '4301', '430102', '430102001']) expect(normaliseAreaCode(code)).toBe(code)
    expect(normaliseAreaCode(' 430102 ')).toBe('430102')
    expect(normaliseAreaCode('430000')).toBe('43')
    expect(normaliseAreaCode('430100')).toBe('4301')
    expect(normaliseAreaCode('430102001000')).toBe('430102001')
  })

  it('answers nothing for what is not a region code', () => {
    for (const code of ['', null, undefined, '4', '431', '43010', 'abc', '4301020011', '430102001001'])
      expect(normaliseAreaCode(code), String(code)).toBe('')
  })
})

describe('addressOf', () => {
  it('derives the levels above from the code’s prefixes, with names from the stored path', () => {
    expect(addressOf('430102001', '湖南省/长沙市/芙蓉区/文艺路街道')).toEqual({
      provinceId: '43',
      provinceName: '湖南省',
      cityId: '4301',
      cityName: '长沙市',
      areaId: '430102',
      areaName: '芙蓉区',
      townId: '430102001',
      townName: '文艺路街道',
    })
    expect(addressOf('4301')).toEqual({ ...EMPTY_SELECTION, provinceId: '43', cityId: '4301' })
    // A path that does not fit the code is not guessed at.
    expect(addressOf('430102', '长沙市芙蓉区').areaName).toBe('')
    expect(addressOf('nonsense')).toEqual(EMPTY_SELECTION)
  })

  it('matches the region data: every derived parent is the region’s real parent', () => {
    for (const code of ['430102001', '110101001', '441900003', '4190', '81']) {
      const region = findRegion(code)
      expect(region, code).toBeDefined()
      const path = regionPath(code)
      const names = path.map((entry) => entry.name).join('/')
      const selection = addressOf(code, names)
      const ids = [selection.provinceId, selection.cityId, selection.areaId, selection.townId].filter(Boolean)
      expect(ids).toEqual(path.map((entry) => entry.id))
      expect(addressCodeOf(selection)).toEqual({ areaCode: code, areaCodeName: names })
    }
  })

  it('agrees with the region API’s shapes: 2, 4, 6 and 9 digits, each prefixed by its parent', () => {
    const province = listRegionChildren(undefined).find((region) => region.id === DEFAULT_PROVINCE_CODE)
    expect(province?.name).toBe(DEFAULT_PROVINCE_NAME)
    const city = listRegionChildren('43')[0]
    const district = listRegionChildren(city?.id)[0]
    const street = listRegionChildren(district?.id)[0]
    expect([province?.id, city?.id, district?.id, street?.id].map((id) => id?.length)).toEqual([2, 4, 6, 9])
    expect(street?.id.startsWith(district?.id ?? '-')).toBe(true)
  })
})

describe('choosing levels', () => {
  const full = addressOf('430102001', '湖南省/长沙市/芙蓉区/文艺路街道')

  it('clears the children of a changed level', () => {
    const changed = chooseLevel(full, 'city', { id: '4302', name: '株洲市' })
    expect(changed).toEqual({
      ...EMPTY_SELECTION,
      provinceId: '43',
      provinceName: '湖南省',
      cityId: '4302',
      cityName: '株洲市',
    })
    expect(addressCodeOf(changed)).toEqual({ areaCode: '4302', areaCodeName: '湖南省/株洲市' })
    expect(chooseLevel(full, 'province', null)).toEqual(EMPTY_SELECTION)
    expect(chooseLevel(full, 'town', null).areaId).toBe('430102')
  })

  it('lists a level’s options under the level above, none while that is not chosen', () => {
    expect(parentIdOf(EMPTY_SELECTION, 'province')).toBe('')
    expect(parentIdOf(EMPTY_SELECTION, 'city')).toBeNull()
    expect(parentIdOf(full, 'city')).toBe('43')
    expect(parentIdOf(full, 'town')).toBe('430102')
  })

  it('falls back to 43 / 湖南省 with no selection', () => {
    expect(addressCodeOf(EMPTY_SELECTION)).toEqual({ areaCode: '43', areaCodeName: '湖南省' })
    expect(DEFAULT_PROVINCE_CODE).toBe('43')
  })
})
