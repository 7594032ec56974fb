import { compare, decimalOf } from '@/domain/money/amount'
import { INCOME_MESSAGES, incomePeriod, type IncomeGrouping, type IncomePeriod } from '@/domain/billing'
import type { Tx } from '../../../db/database'
import { AppError } from '../../../http/errors'
import type { Locale } from '../../../http/messages'
import { incomeLabels } from './labels'
import { incomeSums, type IncomeFilters } from './query'

export type IncomeRequest = { from: string; to: string; by: IncomeGrouping } & IncomeFilters

export type IncomeRow = { key: string; label: string; orders: number; items: number; amount: string }

export type IncomeSummary = {
  from: string
  to: string
  by: IncomeGrouping
  rows: IncomeRow[]
  totals: { orders: number; items: number; amount: string }
}

/** The period asked for, or a 400 saying what is wrong with it. */
export function periodOf(from: string, to: string): IncomePeriod {
  const answer = incomePeriod(from, to)
  if (!answer.ok)
    throw new AppError(
      400,
      'domain.message',
      { message: INCOME_MESSAGES[answer.problem] },
      { problem: answer.problem, field: answer.problem === 'income.monthInvalid' ? 'from' : 'to' },
    )
  return answer.period
}

/**
 * Income by one grouping: months in order (a month without income reads 0), the others by amount, largest
 * first; with the totals.
 */
export async function incomeSummary(
  tx: Tx,
  tenantId: string,
  request: IncomeRequest,
  locale: Locale,
): Promise<IncomeSummary> {
  const period = periodOf(request.from, request.to)
  const sums = await incomeSums(tx, tenantId, { ...request, period })
  const totals = sums.find((row) => row.key === null) ?? { orders: 0, items: 0, amount: '0.00' }
  const groups = sums.filter((row): row is typeof row & { key: string } => row.key !== null)
  const label = await incomeLabels(
    tx,
    tenantId,
    request.by,
    groups.map((row) => row.key),
    locale,
  )
  let rows: IncomeRow[]
  if (request.by === 'month') {
    const byMonth = new Map(groups.map((row) => [row.key, row]))
    rows = period.months.map((month) => {
      const found = byMonth.get(month)
      return {
        key: month,
        label: month,
        orders: found?.orders ?? 0,
        items: found?.items ?? 0,
        amount: found?.amount ?? '0.00',
      }
    })
  } else {
    rows = groups
      .map((row) => ({ ...row, label: label(row.key) }))
      .sort(
        (a, b) => compare(decimalOf(b.amount), decimalOf(a.amount)) || a.label.localeCompare(b.label, 'zh'),
      )
  }
  return {
    from: period.from,
    to: period.to,
    by: request.by,
    rows,
    totals: { orders: totals.orders, items: totals.items, amount: totals.amount },
  }
}
