import { useLingui } from '@lingui/react/macro'
import classes from './WorkSummaryBars.module.css'
import { barShare, countText, type WorkListTile } from './workListTiles'

export type WorkSummaryBarsProps = { tiles: readonly WorkListTile[] }

/**
 * The work lists' counts as horizontal bars, drawn with plain elements (no chart library to fetch and run
 * after sign-in): a row per list, its name, a bar as long as its share of the largest count, and the count.
 * The cards above say the same in words; the bars are for the eye, so screen readers skip them.
 */
export function WorkSummaryBars({ tiles }: WorkSummaryBarsProps) {
  const { i18n } = useLingui()
  const largest = Math.max(0, ...tiles.map((tile) => tile.count))
  return (
    <div className={classes.bars} aria-hidden data-testid="work-summary-bars">
      {tiles.map((tile) => (
        <div key={tile.code} className={classes.row}>
          <span className={classes.label}>{tile.label}</span>
          <span className={classes.track}>
            <span
              className={classes.bar}
              data-testid="work-summary-bar"
              style={{ width: `${barShare(tile.count, largest) * 100}%` }}
            />
          </span>
          <span className={classes.count}>{countText(tile, (value) => i18n.number(value))}</span>
        </div>
      ))}
    </div>
  )
}
