// Loaded only through React.lazy (QuestionnaireResultsDialog): recharts and the chart styles stay out of the
// start bundle, as the home page's WorkSummaryChart does.
import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import { useLingui } from '@lingui/react/macro'

export type SurveyResultChartProps = { bars: readonly { label: string; count: number }[] }

/** Counts of one question's options (or star ratings) as horizontal bars: option texts can be long. */
export function SurveyResultChart({ bars }: SurveyResultChartProps) {
  const { t, i18n } = useLingui()
  const longest = Math.max(4, ...bars.map((bar) => bar.label.length))
  return (
    <BarChart
      h={Math.max(90, bars.length * 34 + 30)}
      data={bars.map((bar) => ({ label: bar.label, count: bar.count }))}
      dataKey="label"
      orientation="vertical"
      series={[{ name: 'count', label: t`人数`, color: 'blue.6' }]}
      gridAxis="x"
      xAxisProps={{ allowDecimals: false }}
      yAxisProps={{ width: Math.min(200, longest * 14 + 12) }}
      valueFormatter={(value) => i18n.number(value)}
      withBarValueLabel
      maxBarWidth={22}
    />
  )
}
