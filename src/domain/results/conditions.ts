import { parseExact } from './measuredPoint'

/**
 * The conditions of a test item's calibration and the method it followed, recorded with its result
 * and printed on the certificate (ISO/IEC 17025 7.8.2.1 b, 7.8.4.1 a, 7.5.1: the place, the environmental
 * conditions that influence the result, and the method used). Temperature and humidity are exact decimals as
 * typed, kept as text like the measured points.
 */

/** Where the work was done: in the lab, or at the customer's site. */
export const TEST_PLACES = ['lab', 'site'] as const
export type TestPlace = (typeof TEST_PLACES)[number]

export type ConditionsInput = {
  /** °C, -50 … 100. */
  temperature?: string | null
  /** Relative humidity, %, 0 … 100. */
  humidity?: string | null
  /** In the lab when absent. */
  place?: TestPlace | null
  /** The regulation or specification followed (规程/规范): `JJG 1036-2022 电子天平检定规程`. */
  methodReference?: string | null
}

export type Conditions = {
  temperature: string | null
  humidity: string | null
  place: TestPlace | null
  methodReference: string | null
}

export const CONDITION_MESSAGES = {
  'result.temperatureInvalid': {
    zh: '温度须为 -50 至 100 之间的数字（°C）',
    en: 'The temperature must be a number from -50 to 100 (°C)',
  },
  'result.humidityInvalid': {
    zh: '相对湿度须为 0 至 100 之间的数字（%）',
    en: 'The relative humidity must be a number from 0 to 100 (%)',
  },
} as const
export type ConditionProblem = keyof typeof CONDITION_MESSAGES

/** The accepted ranges, inclusive (a climate chamber may run from -50 °C; humidity is a percentage). */
export const CONDITION_LIMITS = {
  temperature: { min: -50, max: 100 },
  humidity: { min: 0, max: 100 },
} as const

const blank = (text: string | null | undefined): string | null => text?.trim() || null

/** Compares an exact decimal with an integer bound without floating point. */
function withinLimits(text: string, limits: { min: number; max: number }): boolean {
  const value = parseExact(text)
  if (!value) return false
  const scale = 10n ** BigInt(value.scale)
  return value.units >= BigInt(limits.min) * scale && value.units <= BigInt(limits.max) * scale
}

/** The conditions trimmed (blank → null), or the first problem. Every field may still be missing. */
export function checkConditions(
  input: ConditionsInput,
): { ok: true; conditions: Conditions } | { ok: false; problem: ConditionProblem } {
  const temperature = blank(input.temperature)
  const humidity = blank(input.humidity)
  if (temperature !== null && !withinLimits(temperature, CONDITION_LIMITS.temperature))
    return { ok: false, problem: 'result.temperatureInvalid' }
  if (humidity !== null && !withinLimits(humidity, CONDITION_LIMITS.humidity))
    return { ok: false, problem: 'result.humidityInvalid' }
  return {
    ok: true,
    conditions: {
      temperature,
      humidity,
      place: input.place ?? null,
      methodReference: blank(input.methodReference)?.replace(/\s+/g, ' ') ?? null,
    },
  }
}

/** A result can be locked only with its method and the conditions it was obtained under (the place is optional). */
export const conditionsComplete = (conditions: ConditionsInput | null | undefined): boolean =>
  Boolean(blank(conditions?.temperature) && blank(conditions?.humidity) && blank(conditions?.methodReference))

/** A method reference as printed: its code (`JJG 1036-2022`) and its title, either possibly empty. */
export type MethodReference = { code: string; name: string }

// A document code: letters (GB/T, JJG, JJF, ISO, …), a number with parts, a year (`-2022`, `:2017`).
const METHOD_CODE =
  /^([A-Z]{1,8}(?:\/[A-Z]{1,3})?\s*\d+(?:[.-]\d+)*(?:[-:]\d{4})?)(?:\s+|(?=[《\u4e00-\u9fff])|$)(.*)$/i

/** `JJG 1036-2022 电子天平检定规程` → { code: 'JJG 1036-2022', name: '电子天平检定规程' }. */
export function splitMethodReference(text: string): MethodReference {
  const trimmed = text.trim().replace(/\s+/g, ' ')
  const match = METHOD_CODE.exec(trimmed)
  const [code, rest] = match ? [match[1]!.toUpperCase(), match[2]!] : ['', trimmed]
  return { code, name: rest.trim().replace(/^《(.*)》$/, '$1') }
}

/**
 * The methods of a sample's items for its certificate, in order, each once: two items citing the same code
 * print it once (with the title given, if one of them gave it).
 */
export function methodReferencesOf(texts: readonly (string | null | undefined)[]): MethodReference[] {
  const methods: MethodReference[] = []
  for (const text of texts) {
    if (!text?.trim()) continue
    const method = splitMethodReference(text)
    const key = (method.code || method.name).toUpperCase()
    const same = methods.find((known) => (known.code || known.name).toUpperCase() === key)
    if (!same) methods.push(method)
    else if (!same.name) same.name = method.name
  }
  return methods
}

/** `20.3 ℃` for one value (or equal ones), `20.1–20.5 ℃` when the items' differ, `—` without any. */
export function conditionRange(values: readonly (string | null | undefined)[], unit: string): string {
  const known = values.flatMap((value) => {
    const exact = parseExact(value)
    return exact ? [{ text: value!.trim(), exact }] : []
  })
  if (known.length === 0) return '—'
  const compare = (a: (typeof known)[number], b: (typeof known)[number]) => {
    const scale = Math.max(a.exact.scale, b.exact.scale)
    const left = a.exact.units * 10n ** BigInt(scale - a.exact.scale)
    const right = b.exact.units * 10n ** BigInt(scale - b.exact.scale)
    return left < right ? -1 : left > right ? 1 : 0
  }
  const sorted = [...known].sort(compare)
  const low = sorted[0]!
  const high = sorted.at(-1)!
  const span = compare(low, high) === 0 ? low.text : `${low.text}–${high.text}`
  return `${span} ${unit}`
}

/** The place as a certificate prints it: `本实验室`, `客户现场（地址）`, or both when the items differ. */
export function placeText(places: readonly (TestPlace | null | undefined)[], siteAddress: string): string {
  const site = siteAddress.trim() ? `客户现场（${siteAddress.trim()}）` : '客户现场'
  const kinds = new Set(places.map((place) => place ?? 'lab'))
  if (kinds.size === 0 || (kinds.size === 1 && kinds.has('lab'))) return '本实验室'
  if (kinds.size === 1) return site
  return `本实验室、${site}`
}
