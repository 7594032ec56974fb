import type { FieldData, ResourceField } from '../../src/domain/resources'
import { badRequest } from '../http/errors'

/**
 * Search values checked and normalised for the kind of column they are compared with, so PostgreSQL never
 * sees a value it cannot cast (which would be a 500) and the compiler can bind every value as text with a
 * cast after it.
 */

/** A normalised value; `wholeDay` marks a timestamp given as a date only ('2024-05-01' = that whole day). */
export type SearchBound = { value: string; wholeDay: boolean }

/**
 * Timestamps without a zone are the lab's wall clock: the lab is in China (one zone, UTC+8, no daylight
 * saving), as in @/domain/labClock; the browser sends its pickers' local time.
 */
export const LAB_UTC_OFFSET = '+08:00'

const INT_MIN = -2_147_483_648
const INT_MAX = 2_147_483_647

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/
const DECIMAL = /^[+-]?(?:\d{1,30}(?:\.\d{0,10})?|\.\d{1,10})$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A bad value's message names the field by its label, in the reader's language. */
export const badValue = (field: ResourceField, detail: { zh: string; en: string }) =>
  badRequest('search.badValue', { field: field.label, detail })

const validDate = (year: number, month: number, day: number): boolean => {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  const date = new Date(Date.UTC(2000, month - 1, day))
  date.setUTCFullYear(year)
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

type DateTimeParts = { date: string; time?: string; zone?: string }

function dateTimeParts(text: string): DateTimeParts | undefined {
  const match = DATE_TIME.exec(text)
  if (!match) return undefined
  const [, year = '', month = '', day = '', hour, minute, second, fraction, zone] = match
  if (!validDate(Number(year), Number(month), Number(day))) return undefined
  const date = `${year}-${month}-${day}`
  if (hour === undefined || minute === undefined) return { date }
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59) return undefined
  const time = `${hour}:${minute}:${second ?? '00'}${fraction ? `.${fraction}` : ''}`
  if (zone === undefined || zone === 'Z') return { date, time, zone }
  const zoneHours = Number(zone.slice(1, 3))
  const zoneMinutes = Number(zone.slice(-2))
  if (zoneHours > 14 || zoneMinutes > 59) return undefined
  return { date, time, zone: `${zone.slice(0, 3)}:${zone.slice(-2)}` }
}

const coercers: Record<FieldData, (text: string) => SearchBound | undefined> = {
  text: (text) => ({ value: text, wholeDay: false }),
  // Never searchable (declarations say so); a value would be compared as the column's JSON text.
  json: (text) => ({ value: text, wholeDay: false }),
  int: (text) => {
    if (!/^[+-]?\d{1,10}$/.test(text)) return undefined
    const value = Number(text)
    return value < INT_MIN || value > INT_MAX ? undefined : { value: String(value), wholeDay: false }
  },
  decimal: (text) => (DECIMAL.test(text) ? { value: text, wholeDay: false } : undefined),
  date: (text) => {
    const parts = dateTimeParts(text)
    return parts ? { value: parts.date, wholeDay: false } : undefined
  },
  timestamp: (text) => {
    const parts = dateTimeParts(text)
    if (!parts) return undefined
    if (parts.time === undefined) return { value: `${parts.date}T00:00:00${LAB_UTC_OFFSET}`, wholeDay: true }
    return { value: `${parts.date}T${parts.time}${parts.zone ?? LAB_UTC_OFFSET}`, wholeDay: false }
  },
  boolean: (text) => {
    const lower = text.toLowerCase()
    if (lower === 'true' || lower === '1') return { value: 'true', wholeDay: false }
    if (lower === 'false' || lower === '0') return { value: 'false', wholeDay: false }
    return undefined
  },
  uuid: (text) => (UUID.test(text) ? { value: text.toLowerCase(), wholeDay: false } : undefined),
}

const EXPECTED: Record<FieldData, { zh: string; en: string }> = {
  text: { zh: '应为文本', en: 'expected text' },
  int: { zh: '应为整数', en: 'expected an integer' },
  decimal: { zh: '应为数字', en: 'expected a number' },
  date: { zh: '应为日期 YYYY-MM-DD', en: 'expected a date YYYY-MM-DD' },
  timestamp: {
    zh: '应为日期 YYYY-MM-DD 或时间 YYYY-MM-DD HH:mm:ss',
    en: 'expected a date YYYY-MM-DD or a time YYYY-MM-DD HH:mm:ss',
  },
  boolean: { zh: '应为 true 或 false', en: 'expected true or false' },
  uuid: { zh: '应为记录编号', en: 'expected an id' },
  json: { zh: '应为文本', en: 'expected text' },
}

/** PostgreSQL text cannot hold NUL; anything else (any Unicode, quotes, %) is fine as a bound value. */
export function checkText(field: ResourceField, text: string, maxLength: number): void {
  if (text.length > maxLength) {
    throw badValue(field, { zh: `超过${maxLength}个字符`, en: `longer than ${maxLength} characters` })
  }
  if (text.includes('\u0000')) throw badValue(field, { zh: '包含空字符', en: 'contains a NUL character' })
}

/** A value as the field's `data` kind, or AppError 400 search.badValue. */
export function coerceValue(field: ResourceField, text: string, data: FieldData = field.data): SearchBound {
  const bound = coercers[data](text)
  if (!bound) throw badValue(field, EXPECTED[data])
  return bound
}
