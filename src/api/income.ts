import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { requestBlob } from './blob'
import type { AnswerData } from './contract'
import { unwrapEnvelope } from './envelope'
import { NO_LOADING } from './requestFlags'

/** Income statistics (收入统计): what the bills settled in a period booked, grouped, and its spreadsheet. */

export type IncomeSummary = AnswerData<'/api/hm-finance/income/summary'>
export type IncomeRow = IncomeSummary['rows'][number]
export type IncomeGrouping = IncomeSummary['by']

export type IncomeParams = {
  from: string
  to: string
  by: IncomeGrouping
  source?: string | undefined
  dept?: string | undefined
  taxon?: string | undefined
}

/** The query string of a statistic: the period, the grouping and the filters that are set. */
export function incomeSearch(params: IncomeParams): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value)
  return search.toString()
}

/** GET summary (the page shows its own spinner, no overlay). */
export const fetchIncome = (params: IncomeParams) =>
  unwrapEnvelope(
    api.GET('/api/hm-finance/income/summary', {
      params: {
        query: {
          from: params.from,
          to: params.to,
          by: params.by,
          ...(params.source ? { source: params.source } : {}),
          ...(params.dept ? { dept: params.dept } : {}),
          ...(params.taxon ? { taxon: params.taxon } : {}),
        },
      },
      headers: NO_LOADING,
    }),
  )

/** GET export: the same statistic as an .xlsx. */
export const exportIncome = (params: IncomeParams) =>
  requestBlob(`/api/hm-finance/income/export?${incomeSearch(params)}`)

export const incomeQueries = {
  all: () => ['income'] as const,
  summary: (params: IncomeParams) =>
    queryOptions({
      queryKey: [...incomeQueries.all(), 'summary', params] as const,
      queryFn: () => fetchIncome(params),
      // Bills are settled all day long: a statistic opened again is read again.
      staleTime: 0,
    }),
}
