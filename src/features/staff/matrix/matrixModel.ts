import type { CompetenceMatrix, MatrixGrant } from '@/api/staffCompetence'

/*
 * What the competence matrix shows in each place, kept pure for its unit tests. A person may do a test item
 * today when an authorisation for that item or one for every item of its kind (ability_type) holds; the
 * matrix shows the one that holds (her own first), and when none does, the one that lapsed (her own first).
 */

export type MatrixRow = CompetenceMatrix['rows'][number]

/** A column of the grid: an authorisation for every item of a kind (leading), or one test item. */
export type GridColumn =
  | { type: 'kind'; abilityCode: string }
  | { type: 'item'; index: number; abilityCode: string; itemName: string }

/** What a place of the grid shows: a grant, and whether it comes from an authorisation for the whole kind. */
export type Shown = { grant: MatrixGrant; viaKind: boolean }

/** The kinds someone in the answer holds an authorisation for every item of, in their code's order. */
export function kindCodes(matrix: Pick<CompetenceMatrix, 'rows'>): string[] {
  const codes = new Set<string>()
  for (const row of matrix.rows) for (const kind of row.kinds) codes.add(kind.abilityCode)
  return [...codes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
}

/** The grid's columns: one per kind held in full, then the answer's test items in its order. */
export function gridColumns(matrix: Pick<CompetenceMatrix, 'rows' | 'columns'>): GridColumn[] {
  return [
    ...kindCodes(matrix).map((abilityCode): GridColumn => ({ type: 'kind', abilityCode })),
    ...matrix.columns.map((column, index): GridColumn => ({
      type: 'item',
      index,
      abilityCode: column.abilityCode,
      itemName: column.itemName,
    })),
  ]
}

type RowLookup = { cells: Map<number, MatrixGrant>; kinds: Map<string, MatrixGrant> }

/*
 * A row's grants by column and by kind, built the first time the row is shown: a matrix of 500 people is
 * drawn a screen at a time, so nothing is worked out for the rows no one scrolls to.
 */
const lookups = new WeakMap<MatrixRow, RowLookup>()

function lookupOf(row: MatrixRow): RowLookup {
  let lookup = lookups.get(row)
  if (!lookup) {
    lookup = {
      cells: new Map(row.cells.map((cell) => [cell.c, cell])),
      kinds: new Map(row.kinds.map((kind) => [kind.abilityCode, kind])),
    }
    lookups.set(row, lookup)
  }
  return lookup
}

const holds = (grant: MatrixGrant | undefined): grant is MatrixGrant =>
  grant !== undefined && grant.problem === null

/** What the grid shows for a person and a column; null where she holds no authorisation for it at all. */
export function shownAt(row: MatrixRow, column: GridColumn): Shown | null {
  const { cells, kinds } = lookupOf(row)
  const kind = kinds.get(column.abilityCode)
  if (column.type === 'kind') return kind ? { grant: kind, viaKind: false } : null
  const own = cells.get(column.index)
  if (holds(own)) return { grant: own, viaKind: false }
  if (holds(kind)) return { grant: kind, viaKind: true }
  if (own) return { grant: own, viaKind: false }
  return kind ? { grant: kind, viaKind: true } : null
}

/** Columns cut into bands that fit a printed page's width, each printed with the people's column again. */
export function columnBands<Column>(columns: readonly Column[], perBand: number): Column[][] {
  const size = Math.max(1, Math.floor(perBand))
  const bands: Column[][] = []
  for (let start = 0; start < columns.length; start += size) bands.push(columns.slice(start, start + size))
  return bands
}
