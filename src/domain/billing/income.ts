import { LAB_UTC_OFFSET_MS } from '../labClock'

/*
 * Income statistics: income is booked when a bill is settled, on the lab's calendar month of its settlement.
 * A period is a range of whole months, 'YYYY-MM' to 'YYYY-MM' inclusive, at most three years. The browser
 * checks the period with the same code the server refuses it with.
 */

export const INCOME_GROUPINGS = ['month', 'source', 'dept', 'taxon', 'customer'] as const
export type IncomeGrouping = (typeof INCOME_GROUPINGS)[number]

/** Longest period one statistic covers: three years of months. */
export const INCOME_MAX_MONTHS = 36

/** The key of items priced from no charge category (未分类). */
export const UNCLASSIFIED_TAXON = 'none'

export type IncomePeriodProblem = 'income.monthInvalid' | 'income.periodReversed' | 'income.periodTooLong'

export const INCOME_MESSAGES: Record<IncomePeriodProblem, { zh: string; en: string }> = {
  'income.monthInvalid': { zh: '月份格式不正确,应为YYYY-MM', en: 'A month is written YYYY-MM' },
  'income.periodReversed': {
    zh: '开始月份不能晚于结束月份',
    en: 'The first month cannot come after the last',
  },
  'income.periodTooLong': {
    zh: `统计期间最长${INCOME_MAX_MONTHS}个月`,
    en: `A period covers at most ${INCOME_MAX_MONTHS} months`,
  },
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** Months since year 0 of a 'YYYY-MM', or null when it is not one. */
function monthIndex(month: string): number | null {
  const match = MONTH.exec(month)
  if (!match) return null
  return Number(match[1]) * 12 + Number(match[2]) - 1
}

const monthText = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`

export type IncomePeriod = {
  from: string
  to: string
  /** Every month of the period in order, 'YYYY-MM'. */
  months: string[]
  /** The first instant of the first month and the first instant after the last, on the lab's clock. */
  start: Date
  end: Date
}

/** The instant a month begins on the lab's clock. */
const monthStart = (index: number) =>
  new Date(Date.UTC(Math.floor(index / 12), index % 12, 1) - LAB_UTC_OFFSET_MS)

/** A period from its two months, or the reason it is refused. */
export function incomePeriod(
  from: string,
  to: string,
): { ok: true; period: IncomePeriod } | { ok: false; problem: IncomePeriodProblem } {
  const first = monthIndex(from)
  const last = monthIndex(to)
  if (first === null || last === null) return { ok: false, problem: 'income.monthInvalid' }
  if (first > last) return { ok: false, problem: 'income.periodReversed' }
  if (last - first + 1 > INCOME_MAX_MONTHS) return { ok: false, problem: 'income.periodTooLong' }
  const months = Array.from({ length: last - first + 1 }, (_, i) => monthText(first + i))
  return { ok: true, period: { from, to, months, start: monthStart(first), end: monthStart(last + 1) } }
}

/** The month `offset` months from a 'YYYY-MM' (the browser's default period: the last twelve months). */
export function shiftMonth(month: string, offset: number): string {
  const index = monthIndex(month)
  return index === null ? month : monthText(index + offset)
}
