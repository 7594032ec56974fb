import { DEFAULT_PROVINCE_CODE } from '@/domain/constants'

/** The address picker's selection (spec §3 "Address selection"); '' where nothing is chosen. */
export type AddressSelection = {
  provinceId: string
  provinceName: string
  cityId: string
  cityName: string
  areaId: string
  areaName: string
  townId: string
  townName: string
}

/** What the picker emits besides the selection: the deepest chosen code and the path of names. */
export type AddressCode = { areaCode: string; areaCodeName: string }

export type AddressLevel = 'province' | 'city' | 'area' | 'town'

export const ADDRESS_LEVELS: readonly AddressLevel[] = ['province', 'city', 'area', 'town']

/** Spec §4: with no selection the code falls back to 43 and the name to that province's Chinese name. */
export const DEFAULT_PROVINCE_NAME = '湖南省'

/** Region names of a path are joined so (the way records store areaCodeName, e.g. 湖南省/长沙市/芙蓉区). */
export const AREA_NAME_SEPARATOR = '/'

export const EMPTY_SELECTION: AddressSelection = {
  provinceId: '',
  provinceName: '',
  cityId: '',
  cityName: '',
  areaId: '',
  areaName: '',
  townId: '',
  townName: '',
}

/** Code length of each level (NBS codes, as the region API serves them): 2, 4, 6 and 9 digits. */
const CODE_LENGTHS = [2, 4, 6, 9] as const

/**
 * A region code in the region API's short form, or '' when it is none. Full-length codes of other
 * systems are shortened: 6-digit GB/T 2260 codes with trailing zeros (430000 → 43, 430100 → 4301) and
 * 12-digit statistics codes (430102001000 → 430102001).
 */
export function normaliseAreaCode(code: string | null | undefined): string {
  const digits = (code ?? '').trim()
  if (!/^\d+$/.test(digits)) return ''
  if (digits.length === 12) return normaliseAreaCode(digits.endsWith('000') ? digits.slice(0, 9) : '')
  if (digits.length === 6) {
    if (digits.endsWith('0000')) return digits.slice(0, 2)
    if (digits.endsWith('00')) return digits.slice(0, 4)
  }
  return (CODE_LENGTHS as readonly number[]).includes(digits.length) ? digits : ''
}

/**
 * The selection a stored value stands for. Records keep only areaCode and areaCodeName; the ids of the
 * levels above are the code's prefixes (province 2 digits, city 4, district 6, street 9), and the names
 * come from areaCodeName when it has one name per level (the picker fills in the rest from its options).
 */
export function addressOf(
  areaCode: string | null | undefined,
  areaCodeName?: string | null,
): AddressSelection {
  const code = normaliseAreaCode(areaCode)
  if (!code) return { ...EMPTY_SELECTION }
  const ids = CODE_LENGTHS.map((length) => (code.length >= length ? code.slice(0, length) : ''))
  const depth = ids.filter(Boolean).length
  const parts = (areaCodeName ?? '').split(AREA_NAME_SEPARATOR).map((part) => part.trim())
  const names = parts.length === depth ? parts : []
  return {
    provinceId: ids[0] ?? '',
    provinceName: names[0] ?? '',
    cityId: ids[1] ?? '',
    cityName: names[1] ?? '',
    areaId: ids[2] ?? '',
    areaName: names[2] ?? '',
    townId: ids[3] ?? '',
    townName: names[3] ?? '',
  }
}

const levelKeys = {
  province: ['provinceId', 'provinceName'],
  city: ['cityId', 'cityName'],
  area: ['areaId', 'areaName'],
  town: ['townId', 'townName'],
} as const satisfies Record<AddressLevel, readonly [keyof AddressSelection, keyof AddressSelection]>

export const idAt = (selection: AddressSelection, level: AddressLevel): string =>
  selection[levelKeys[level][0]]

export const nameAt = (selection: AddressSelection, level: AddressLevel): string =>
  selection[levelKeys[level][1]]

/** The id whose children a level lists ('' for provinces, which have no parent; null: no parent chosen). */
export function parentIdOf(selection: AddressSelection, level: AddressLevel): string | null {
  const index = ADDRESS_LEVELS.indexOf(level)
  if (index === 0) return ''
  const parent = idAt(selection, ADDRESS_LEVELS[index - 1] as AddressLevel)
  return parent === '' ? null : parent
}

/** Chooses (or clears, with null) a level; every level below it is cleared (spec §4). */
export function chooseLevel(
  selection: AddressSelection,
  level: AddressLevel,
  region: { id: string; name: string } | null,
): AddressSelection {
  const index = ADDRESS_LEVELS.indexOf(level)
  const next: AddressSelection = { ...selection }
  ADDRESS_LEVELS.forEach((each, i) => {
    if (i < index) return
    const [idKey, nameKey] = levelKeys[each]
    next[idKey] = i === index && region ? region.id : ''
    next[nameKey] = i === index && region ? region.name : ''
  })
  return next
}

/**
 * The code and name the picker emits: the deepest chosen id and the chosen names joined; with no selection
 * the default province (43, 湖南省).
 */
export function addressCodeOf(selection: AddressSelection): AddressCode {
  const chosen = ADDRESS_LEVELS.filter((level) => idAt(selection, level) !== '')
  const deepest = chosen.at(-1)
  if (!deepest) return { areaCode: DEFAULT_PROVINCE_CODE, areaCodeName: DEFAULT_PROVINCE_NAME }
  return {
    areaCode: idAt(selection, deepest),
    areaCodeName: chosen
      .map((level) => nameAt(selection, level))
      .filter(Boolean)
      .join(AREA_NAME_SEPARATOR),
  }
}
