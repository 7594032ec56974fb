import type { Localized } from '../resources/types'
import {
  activityLabel,
  authorisationStanding,
  lapseDateOf,
  standingFor,
  type Activity,
  type Authorisation,
  type AuthorisationProblem,
} from './authorisation'

/*
 * The competence matrix (ISO/IEC 17025 6.2.5-6.2.6, what an assessor asks for first): people × the test items
 * the lab authorises for, who may do what on a day and until when. The columns are the items named by the
 * lab's live authorisations; an authorisation for every item of a kind shows as its own column and covers the
 * kind's items where the person has none of her own. Cells are sparse: 500 people × 2,000 items hold a few
 * authorisations each.
 */

export type MatrixPerson = { userId: string; person: string; deptName: string | null }

export type MatrixColumn = { abilityCode: string; itemName: string }

/** What a person holds for one activity: until when (null: until someone acts), or why it does not hold. */
export type MatrixStanding = { until: string | null; problem: AuthorisationProblem | null }

export type MatrixCell = MatrixStanding & { c: number }

export type MatrixKind = MatrixStanding & { abilityCode: string }

export type MatrixRow = MatrixPerson & { cells: MatrixCell[]; kinds: MatrixKind[] }

export type CompetenceMatrix = { day: string; columns: MatrixColumn[]; rows: MatrixRow[] }

const collator = new Intl.Collator('zh-CN')

/** The later of two lapse days, null (no end) being the latest. */
const later = (a: string | null, b: string | null): string | null =>
  a === null || b === null ? null : a > b ? a : b

/**
 * A person's standing for an activity from her authorisations that cover it (the item's own and her kind-wide
 * one): the latest end among those that hold, or the problem the lab must fix.
 */
function standingOfActivity(
  relevant: readonly Authorisation[],
  person: string,
  activity: Activity,
  day: string,
): MatrixStanding {
  // Undefined until one holds.
  let until: string | null | undefined
  for (const row of relevant) {
    if (!authorisationStanding(row, day, activity).holds) continue
    until = until === undefined ? lapseDateOf(row) : later(until, lapseDateOf(row))
  }
  if (until !== undefined) return { until, problem: null }
  const standing = standingFor(relevant, person, activity, day)
  return { until: null, problem: standing.holds ? null : standing.problem }
}

/**
 * The matrix on the lab day `day` of `people` (in the order given) and their live authorisations; withdrawn
 * ones are not in it (they are the record that someone once was authorised, not a competence).
 */
export function competenceMatrix(
  people: readonly MatrixPerson[],
  authorisations: readonly Authorisation[],
  day: string,
): CompetenceMatrix {
  const live = authorisations.filter((row) => !row.withdrawn)
  // Columns by kind, then by item name in Chinese order: each name is ranked once, the sort compares ranks.
  const itemsByKind = new Map<string, Set<string>>()
  for (const row of live) {
    if (row.itemName === '') continue
    const names = itemsByKind.get(row.abilityCode)
    if (names) names.add(row.itemName)
    else itemsByKind.set(row.abilityCode, new Set([row.itemName]))
  }
  const rank = new Map(
    [...new Set([...itemsByKind.values()].flatMap((names) => [...names]))]
      .sort(collator.compare)
      .map((name, at) => [name, at]),
  )
  const columns: MatrixColumn[] = []
  const index = new Map<string, Map<string, number>>()
  for (const abilityCode of [...itemsByKind.keys()].sort(collator.compare)) {
    const names = [...itemsByKind.get(abilityCode)!].sort((a, b) => rank.get(a)! - rank.get(b)!)
    const at = new Map<string, number>()
    for (const itemName of names) {
      at.set(itemName, columns.length)
      columns.push({ abilityCode, itemName })
    }
    index.set(abilityCode, at)
  }

  const byPerson = new Map<string, Authorisation[]>()
  for (const row of live) {
    const list = byPerson.get(row.userId)
    if (list) list.push(row)
    else byPerson.set(row.userId, [row])
  }

  const rows = people.map((who): MatrixRow => {
    const own = byPerson.get(who.userId) ?? []
    const kindWide = new Map<string, Authorisation[]>()
    for (const row of own)
      if (row.itemName === '') kindWide.set(row.abilityCode, [...(kindWide.get(row.abilityCode) ?? []), row])
    const cells: MatrixCell[] = []
    const kinds: MatrixKind[] = []
    for (const row of own) {
      if (row.itemName === '') {
        const standing = authorisationStanding(row, day)
        kinds.push({
          abilityCode: row.abilityCode,
          until: standing.holds ? lapseDateOf(row) : null,
          problem: standing.holds ? null : standing.problem,
        })
        continue
      }
      const c = index.get(row.abilityCode)?.get(row.itemName)
      if (c === undefined) continue
      // Her key holds one authorisation per kind and item: this item's, and her kind-wide ones.
      const relevant = [row, ...(kindWide.get(row.abilityCode) ?? [])]
      const standing = standingOfActivity(relevant, who.person, row, day)
      cells.push({ c, until: standing.until, problem: standing.problem })
    }
    cells.sort((a, b) => a.c - b.c)
    kinds.sort((a, b) => collator.compare(a.abilityCode, b.abilityCode))
    return { ...who, cells, kinds }
  })
  return { day, columns, rows }
}

/**
 * What a matrix cell shows for a person and a column: her own cell, else her kind-wide authorisation for the
 * column's kind, else nothing (null).
 */
export function cellFor(row: MatrixRow, column: MatrixColumn, c: number): MatrixStanding | null {
  const own = row.cells.find((cell) => cell.c === c)
  if (own) return own
  return row.kinds.find((kind) => kind.abilityCode === column.abilityCode) ?? null
}

/** A cell's problem in a word or two, for the matrix and its export (the lapses list tells it in full). */
export const MATRIX_PROBLEM_LABELS: Readonly<Record<AuthorisationProblem, Localized>> = {
  notAuthorised: { zh: '未授权', en: 'not authorised' },
  withdrawn: { zh: '已撤销', en: 'withdrawn' },
  expired: { zh: '授权到期', en: 'authorisation ended' },
  noEvidence: { zh: '无依据', en: 'no evidence' },
  certificateOfOther: { zh: '证书非本人', en: 'another’s certificate' },
  certificateWithdrawn: { zh: '证书已撤回', en: 'certificate withdrawn' },
  certificateDeleted: { zh: '证书已删除', en: 'certificate deleted' },
  certificateExpired: { zh: '证书过期', en: 'certificate expired' },
  certificateNotCovering: { zh: '证书不涵盖', en: 'not on the certificate' },
  trainingDeleted: { zh: '培训已删除', en: 'training deleted' },
  trainingNotAttended: { zh: '未参加培训', en: 'training not attended' },
  trainingNotEvaluated: { zh: '培训未评价', en: 'training not evaluated' },
  trainingPoor: { zh: '培训评价较差', en: 'training evaluated poor' },
  trainingNotCovering: { zh: '培训不涵盖', en: 'not in the training' },
}

/** A column's heading: “示值误差”（校准）, or 校准工作 for a kind-wide column. */
export const columnLabel = (column: MatrixColumn): Localized => activityLabel(column)

/** The kinds with a kind-wide authorisation in the matrix, in order: their columns lead the items'. */
export function kindColumns(matrix: CompetenceMatrix): MatrixColumn[] {
  const codes = new Set(matrix.rows.flatMap((row) => row.kinds.map((kind) => kind.abilityCode)))
  return [...codes].sort(collator.compare).map((abilityCode) => ({ abilityCode, itemName: '' }))
}
