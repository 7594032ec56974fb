import type { EngineKind } from '../settings'
import type { Timing } from '../billing/measure'
import type { FirstScreen } from './first-screen'
import type { StaffSeed } from './seed'

/** The answer's target (p95, ms) on PostgreSQL; PGlite is held to it too, for information. */
export const ANSWER_TARGET_MS = 200
/** The first screen of cells after the answer (median, ms). */
export const FIRST_SCREEN_TARGET_MS = 300

export type MatrixCase = 'whole' | 'dept'

export const CASE_LABEL: Record<MatrixCase, string> = {
  whole: 'matrix, the whole lab',
  dept: 'matrix, one department',
}

export type Measured = Timing & {
  people: number
  columns: number
  cells: number
  jsonBytes: number
  gzipBytes: number
}

/** Where a call's time goes, medians over the measured calls, ms. */
export type Breakdown = {
  /** labCompetenceMatrix itself (without the transaction's begin, role and commit). */
  service: number
  /** Each statement as the app waits for it (the database, the transfer, the driver's parsing). */
  statements: number[]
  /** The database's own execution and planning time of each (EXPLAIN ANALYZE). */
  database: { execution: number; planning: number }[]
  /** The service less its statements: mapping the rows, and competenceMatrix. */
  javascript: number
  /** Of which turning the authorisation rows into objects (authorisationsWhere less its statement). */
  mapping: number
  /** competenceMatrix (with the service's filter) on the rows read once, alone. */
  competenceMatrix: number
  authorisationRows: number
  /** JSON.stringify of the answer (the route's serialiser does at least this). */
  stringify: number
}

export type HttpFigures = { baseline: Timing; whole: Timing }

export type EngineResult = {
  kind: EngineKind
  name: string
  description?: string
  skipped?: string
  failed?: string
  seed?: StaffSeed
  baseline?: Timing
  cases: Partial<Record<MatrixCase, Measured>>
  breakdown: Partial<Record<MatrixCase, Breakdown>>
  http?: HttpFigures
  firstScreen?: FirstScreen
  firstScreenSkipped?: string
}

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '—' : value.toFixed(1)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
const mark = (ok: boolean) => (ok ? '✓' : '✗')
const ratio = (value: number, base: number | undefined) =>
  base && Number.isFinite(value) ? `${(value / base).toFixed(0)}×` : '—'

function answerTarget(kind: EngineKind, figures: Timing): string {
  const met = mark(figures.p95 <= ANSWER_TARGET_MS && figures.errors === 0)
  return `${met} ≤ ${ANSWER_TARGET_MS} ms${kind === 'pglite' ? ' (informative)' : ''}`
}

function breakdownLines(label: string, b: Breakdown): string[] {
  const [people = NaN, authorisations = NaN] = b.statements
  const [peopleDb, authorisationsDb] = b.database
  const db = (figures: { execution: number; planning: number } | undefined) =>
    figures
      ? `in the database ${ms(figures.execution)} + planning ${ms(figures.planning)}`
      : 'in the database —'
  return [
    `  where ${label}'s time goes (medians, ms): service ${ms(b.service)} =`,
    `    people query ${ms(people)} (${db(peopleDb)})`,
    `    + authorisations query ${ms(authorisations)} for ${b.authorisationRows.toLocaleString('en')} rows (${db(authorisationsDb)})`,
    `    + JavaScript ${ms(b.javascript)} (alone: the rows into objects ${ms(b.mapping)}, competenceMatrix ${ms(b.competenceMatrix)}); ` +
      `then JSON.stringify ${ms(b.stringify)}`,
  ]
}

function engineLines(engine: EngineResult): string[] {
  const lines = [`${engine.name}: ${engine.description ?? ''}`]
  if (engine.skipped) lines.push(`  skipped: ${engine.skipped}`)
  if (engine.failed) lines.push(`  FAILED: ${engine.failed}`)
  if (engine.seed)
    lines.push(
      `  seeded: ${Object.entries(engine.seed.rows)
        .map(([what, n]) => `${what} ${n.toLocaleString('en')}`)
        .join(', ')} (${(engine.seed.seedMs / 1000).toFixed(0)} s)`,
    )
  const base = engine.baseline?.p95
  if (engine.baseline)
    lines.push(
      `  baseline (a staff record by its primary key): p50 ${ms(engine.baseline.p50)} ms, p95 ${ms(base)} ms (${engine.baseline.requests} calls)`,
    )
  lines.push(
    '  case                        people × items   p50 ms   p95 ms  p95/baseline   JSON (gzip)       calls  target',
  )
  for (const [id, figures] of Object.entries(engine.cases) as [MatrixCase, Measured][]) {
    lines.push(
      `  ${CASE_LABEL[id].padEnd(27)} ${`${figures.people} × ${figures.columns}`.padEnd(14)} ${ms(figures.p50).padStart(8)} ` +
        `${ms(figures.p95).padStart(8)} ${ratio(figures.p95, base).padStart(13)}   ` +
        `${`${kb(figures.jsonBytes)} (${kb(figures.gzipBytes)})`.padEnd(17)} ${String(figures.requests).padStart(5)}  ` +
        `${answerTarget(engine.kind, figures)}` +
        (figures.errors ? `  ${figures.errors} errors: ${figures.firstError ?? ''}` : ''),
    )
  }
  for (const [id, b] of Object.entries(engine.breakdown) as [MatrixCase, Breakdown][])
    lines.push(...breakdownLines(CASE_LABEL[id], b))
  if (engine.http) {
    const { baseline, whole } = engine.http
    lines.push(
      `  over HTTP (the real server, admin, Node's fetch): GET record/detail p50 ${ms(baseline.p50)} / p95 ${ms(baseline.p95)} ms; ` +
        `GET competence-matrix p50 ${ms(whole.p50)} / p95 ${ms(whole.p95)} ms (${ratio(whole.p95, baseline.p95)} the detail's p95)` +
        (whole.errors + baseline.errors ? `  errors: ${whole.firstError ?? baseline.firstError ?? ''}` : ''),
    )
  }
  if (engine.firstScreenSkipped) lines.push(`  first screen: not measured: ${engine.firstScreenSkipped}`)
  const screen = engine.firstScreen
  if (screen) {
    const m = screen.median
    lines.push(
      `  first screen in Chromium (median of ${screen.runs.length}; ${screen.browser}):`,
      `    matrix answer arrived → first screen of cells painted ${ms(m.matrixMs)} ms ` +
        `(${(m.matrixMs / m.listMs).toFixed(1)}× the baseline; ${m.matrixCells} cells in the DOM)  ` +
        `${mark(m.matrixMs <= FIRST_SCREEN_TARGET_MS)} ≤ ${FIRST_SCREEN_TARGET_MS} ms`,
      `    (from the last response of any kind before it: ${ms(m.matrixAfterLastMs)} ms)`,
      `    baseline: the instrument list's first rows painted after the last response before them ${ms(m.listMs)} ms`,
      `    the matrix request in the browser: ${ms(m.matrixResponseMs)} ms, ${kb(m.matrixEncodedBytes)} on the wire, ${kb(m.matrixDecodedBytes)} decoded`,
      `    the app's persisted query cache (localStorage) once the matrix was shown: ${kb(screen.persistedCacheChars)} (characters)`,
    )
  }
  lines.push('')
  return lines
}

export function textReport(engines: EngineResult[], seconds: number, people: number, items: number): string {
  const lines = [
    '',
    `Staff bench: the competence matrix of ${people} people × ${items.toLocaleString('en')} test items`,
    '',
    ...engines.flatMap(engineLines),
    `${seconds.toFixed(0)} s in all`,
  ]
  return `${lines.join('\n')}\n`
}
