import { useLingui } from '@lingui/react/macro'
import type { CompetenceMatrix } from '@/api/staffCompetence'
import { useDictLabel } from '@/ui/reference/referenceData'
import { problemLabel } from './matrixLabels'
import { columnBands, shownAt, type GridColumn } from './matrixModel'
import classes from './MatrixPrint.module.css'

export type MatrixPrintProps = {
  matrix: CompetenceMatrix
  columns: readonly GridColumn[]
  /** The filters in force, as the header names them (部门：计量室 …). */
  filters: readonly string[]
}

/** Item columns of 25 mm (a date on one line) beside the people's 30 mm fit the 277 mm of A4 landscape. */
const COLUMNS_PER_PAGE = 9

/**
 * The matrix as it prints: A4 landscape, the lab day and the filters in the header of every page, the item
 * columns in bands of a page's width, each band repeating the people.
 */
export function MatrixPrint({ matrix, columns, filters }: MatrixPrintProps) {
  const { t, i18n } = useLingui()
  const abilityLabel = useDictLabel('ability_type')
  const day = matrix.day
  const header = (column: GridColumn) => {
    const kind = abilityLabel(column.abilityCode)
    if (column.type === 'kind') return t`${kind}（全部项目）`
    return (
      <>
        {column.itemName}
        <div className={classes.dim}>{kind}</div>
      </>
    )
  }
  const shownText = (row: CompetenceMatrix['rows'][number], column: GridColumn) => {
    const shown = shownAt(row, column)
    if (!shown) return null
    const { problem, until } = shown.grant
    if (problem !== null) {
      return (
        <>
          <span className={classes.lapsed}>✗ {t`失效`}</span>
          <div className={classes.dim}>{problemLabel(i18n, problem)}</div>
        </>
      )
    }
    return <span className={classes.until}>✓ {until === null ? t`长期` : t`至 ${until}`}</span>
  }

  return (
    <>
      {columnBands(columns, COLUMNS_PER_PAGE).map((band, bandIndex) => (
        <table key={bandIndex} className={classes.band} data-print-band>
          <colgroup>
            <col className={classes.personColumn} />
            {band.map((_, index) => (
              <col key={index} className={classes.itemColumn} />
            ))}
          </colgroup>
          <thead>
            <tr className={classes.caption}>
              <th colSpan={band.length + 1}>
                <span className={classes.title}>{t`能力矩阵`}</span>
                {[t`日期：${day}`, ...filters].join('　')}
              </th>
            </tr>
            <tr>
              <th>{t`人员`}</th>
              {band.map((column, index) => (
                <th key={index}>{header(column)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.rows.map((row) => (
              <tr key={row.userId}>
                <th scope="row">
                  {row.person}
                  {row.deptName && <div className={classes.dim}>{row.deptName}</div>}
                </th>
                {band.map((column, index) => (
                  <td key={index}>{shownText(row, column)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  )
}
