import { useLingui } from '@lingui/react/macro'
import type { CompetenceMatrix } from '@/api/staffCompetence'
import { useDictLabel } from '@/ui/reference/referenceData'
import { VirtualGrid } from '@/ui/virtual-grid/VirtualGrid'
import { problemLabel } from './matrixLabels'
import { shownAt, type GridColumn, type Shown } from './matrixModel'
import classes from './MatrixGrid.module.css'

export type MatrixGridProps = {
  matrix: CompetenceMatrix
  columns: readonly GridColumn[]
  phone: boolean
}

const ROW_HEIGHT = 44
const HEADER_HEIGHT = 58
const COLUMN_WIDTH = 118

/**
 * The matrix on screen: people down, test items across (the kinds held in full first), drawn a screen at a
 * time however many there are.
 */
export function MatrixGrid({ matrix, columns, phone }: MatrixGridProps) {
  const { t, i18n } = useLingui()
  const abilityLabel = useDictLabel('ability_type')
  const { rows } = matrix
  const longTerm = t`长期`
  const lapsed = t`失效`

  const kindHeader = (abilityCode: string) => {
    const kind = abilityLabel(abilityCode)
    return t`${kind}（全部项目）`
  }
  const columnHeader = (index: number) => {
    const column = columns[index]
    if (!column) return null
    if (column.type === 'kind') {
      const title = kindHeader(column.abilityCode)
      return (
        <span className={classes.item} title={title}>
          {title}
        </span>
      )
    }
    return (
      <span className={classes.person} title={`${column.itemName}（${abilityLabel(column.abilityCode)}）`}>
        <span className={classes.item}>{column.itemName}</span>
        <span className={classes.sub}>{abilityLabel(column.abilityCode)}</span>
      </span>
    )
  }

  const viaKindTitle = (abilityCode: string) => {
    const kind = kindHeader(abilityCode)
    return t`依据“${kind}”的授权`
  }

  const grantText = ({ grant, viaKind }: Shown, column: GridColumn) => {
    if (grant.problem !== null) {
      const why = problemLabel(i18n, grant.problem)
      const named = viaKind ? `${kindHeader(column.abilityCode)}：${why}` : why
      return (
        <span className={classes.lapsed} title={named} aria-label={`${lapsed}：${named}`} data-lapsed>
          {lapsed}
        </span>
      )
    }
    const until = grant.until
    const end = until === null ? longTerm : t`至 ${until}`
    return (
      <span
        className={viaKind ? `${classes.holds} ${classes.viaKind}` : classes.holds}
        title={viaKind ? viaKindTitle(column.abilityCode) : undefined}
        data-holds
      >
        <span className={classes.tick} aria-hidden>
          ✓
        </span>
        {end}
      </span>
    )
  }

  return (
    <VirtualGrid
      label={t`能力矩阵`}
      rowCount={rows.length}
      columnCount={columns.length}
      rowHeight={ROW_HEIGHT}
      columnWidth={COLUMN_WIDTH}
      headerHeight={HEADER_HEIGHT}
      stickyWidth={phone ? 96 : 150}
      corner={t`人员`}
      columnHeader={columnHeader}
      rowHeader={(index) => {
        const row = rows[index]
        if (!row) return null
        return (
          <span className={classes.person}>
            <span className={classes.name}>{row.person}</span>
            {row.deptName && <span className={classes.sub}>{row.deptName}</span>}
          </span>
        )
      }}
      cell={(rowIndex, columnIndex) => {
        const row = rows[rowIndex]
        const column = columns[columnIndex]
        const shown = row && column ? shownAt(row, column) : null
        return shown && column ? grantText(shown, column) : null
      }}
      rowKey={(index) => rows[index]?.userId ?? String(index)}
      emptyText={t`没有符合条件的人员`}
      data-competence-matrix
    />
  )
}
