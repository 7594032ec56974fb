// Loaded only through React.lazy (WorkListSummary): recharts and the chart styles stay out of the start
// bundle, whose size the offline cold start of this page depends on (issue 5).
import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import { useLingui } from '@lingui/react/macro'
import { labelAxisWidth, workChartHeight, type WorkListTile } from './workListTiles'

export type WorkSummaryChartProps = { tiles: readonly WorkListTile[] }

/**
 * The work lists' counts as horizontal bars: list names can be long, and a row per list still fits a phone.
 * No value labels on the bars: the cards above give the exact counts ("10,000+" included), and a label at the
 * end of the longest bar would be cut off.
 */
export function WorkSummaryChart({ tiles }: WorkSummaryChartProps) {
  const { t, i18n } = useLingui()
  const data = tiles.map((tile) => ({ label: tile.label, count: tile.count }))
  return (
    <BarChart
      h={workChartHeight(tiles.length)}
      data={data}
      dataKey="label"
      orientation="vertical"
      series={[{ name: 'count', label: t`待处理`, color: 'blue.6' }]}
      gridAxis="x"
      // Whole records only: no "0.5" ticks when every count is small.
      xAxisProps={{ allowDecimals: false }}
      yAxisProps={{ width: labelAxisWidth(tiles) }}
      valueFormatter={(value) => i18n.number(value)}
      maxBarWidth={24}
    />
  )
}
