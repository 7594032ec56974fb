// Loaded only through React.lazy (IncomePage): recharts and the chart styles stay out of the start bundle.
import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import { useLingui } from '@lingui/react/macro'
import type { IncomeGrouping, IncomeRow } from '@/api/income'

export type IncomeChartProps = { by: IncomeGrouping; rows: readonly IncomeRow[] }

/** Bars beyond these are left to the table: a chart of 2,000 customers says nothing. */
export const CHART_TOP = 10

/**
 * The statistic as bars: one per month, in order; for the other groupings the largest few as horizontal bars
 * (names can be long). Amounts are plotted as numbers: a chart's bar need not be exact to the fen, the table is.
 */
export function IncomeChart({ by, rows }: IncomeChartProps) {
  const { t, i18n } = useLingui()
  const money = (value: number) => i18n.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const series = [{ name: 'amount', label: t`金额(元)`, color: 'blue.6' }]
  if (by === 'month')
    return (
      <BarChart
        h={260}
        data={rows.map((row) => ({ label: row.label, amount: Number(row.amount) }))}
        dataKey="label"
        series={series}
        tickLine="y"
        valueFormatter={money}
        maxBarWidth={36}
        data-income-chart
      />
    )
  const top = rows.slice(0, CHART_TOP)
  const longest = Math.max(4, ...top.map((row) => row.label.length))
  return (
    <BarChart
      h={Math.max(120, top.length * 30 + 40)}
      data={top.map((row) => ({ label: row.label, amount: Number(row.amount) }))}
      dataKey="label"
      orientation="vertical"
      series={series}
      gridAxis="x"
      yAxisProps={{ width: Math.min(180, longest * 13 + 12) }}
      valueFormatter={money}
      maxBarWidth={22}
      data-income-chart
    />
  )
}
