import fs from 'node:fs/promises'
import path from 'node:path'
import type { EngineKind } from '../settings'
import { SEARCH_CASES } from './cases'
import type { ExportRun, Latency } from './measure'
import type { CasePlan, Prepared } from './prepare'
import type { LargeSettings } from './settings'

export type LargeEngineResult = {
  kind: EngineKind
  name: string
  description?: string
  skipped?: string
  failed?: string
  prepared?: Prepared
  /** Prepare (migrate, seed when not cached, explain) and server start, in ms. */
  prepareMs?: number
  startMs?: number
  cases: Record<string, Latency>
  /** The same cases as a reader whose role reads instruments of its department only. */
  scopedCases: Record<string, Latency>
  exports: ExportRun[]
}

export type LargeReport = {
  generatedAt: string
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; loadAverageBefore: number }
  settings: Omit<LargeSettings, 'postgresUrl'> & { postgres: string }
  engines: LargeEngineResult[]
  problems: string[]
  seconds: number
}

const fixed = (value: number | undefined, digits = 1) =>
  value === undefined || !Number.isFinite(value) ? '-' : value.toFixed(digits)
const ms = (value: number | undefined) => fixed(value, value !== undefined && value < 10 ? 2 : 1)
const count = (value: number) => value.toLocaleString('en-US')
const mdRow = (cells: string[]) => `| ${cells.join(' | ')} |`

/** The scans a plan uses, e.g. "Bitmap Index Scan on crm_instrument_name_trgm", once each. */
export function scansOf(plan: string): string[] {
  const pattern =
    /(Parallel Seq Scan on \S+|Seq Scan on \S+|Parallel Index Only Scan using \S+|Index Only Scan using \S+|Parallel Index Scan using \S+|Index Scan(?: Backward)? using \S+|Bitmap Index Scan on \S+)/g
  return [...new Set([...plan.matchAll(pattern)].map((match) => match[1] ?? ''))]
}

const planOf = (engine: LargeEngineResult, caseId: string): CasePlan | undefined =>
  engine.prepared?.plans.find((plan) => plan.caseId === caseId)

function verdict(engine: LargeEngineResult, caseId: string): string {
  const goal = SEARCH_CASES.find((c) => c.id === caseId)?.goal
  const result = engine.cases[caseId]
  if (!goal || !result) return ''
  const limit = engine.kind === 'pglite' ? goal.pglite : goal.postgres
  return result.p95 <= limit ? ` ✓≤${limit}` : ` ✗>${limit}`
}

function latencyRows(report: LargeReport): string[] {
  const header = [
    'case',
    ...report.engines.flatMap((e) => [`${e.name} p50`, 'p95', 'mean', 'req/s', 'n', 'total']),
  ]
  const rows = SEARCH_CASES.map((c) => [
    c.label,
    ...report.engines.flatMap((engine) => {
      const result = engine.cases[c.id]
      if (!result) return [engine.skipped ? 'skipped' : 'failed', '', '', '', '', '']
      return [
        ms(result.p50),
        `${ms(result.p95)}${verdict(engine, c.id)}`,
        ms(result.mean),
        fixed(result.perSecond, 1),
        String(result.requests),
        count(result.total) + (result.errors ? ` (${result.errors} errors!)` : ''),
      ]
    }),
  ])
  return [mdRow(header), mdRow(header.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(mdRow)]
}

/**
 * The department scope's cost: the same first pages as a reader whose role reads the instruments of her
 * department only (about an eighth of them), beside the administrator's, measured in the same run.
 */
function scopedRows(report: LargeReport): string[] {
  const header = [
    'case',
    ...report.engines.flatMap((e) => [`${e.name} p95 all`, 'p95 dept', 'ratio', 'total dept']),
  ]
  const rows = SEARCH_CASES.map((c) => [
    c.label,
    ...report.engines.flatMap((engine) => {
      const all = engine.cases[c.id]
      const dept = engine.scopedCases[c.id]
      if (!all || !dept) return [engine.skipped ? 'skipped' : 'failed', '', '', '']
      return [
        ms(all.p95),
        ms(dept.p95),
        `${fixed(dept.p95 / all.p95, 2)}×`,
        count(dept.total) + (dept.errors ? ` (${dept.errors} errors!)` : ''),
      ]
    }),
  ])
  return [mdRow(header), mdRow(header.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(mdRow)]
}

type SqlColumn = { title: string; value: (plan: CasePlan) => string }

const SQL_COLUMNS: SqlColumn[] = [
  { title: 'matched', value: (plan) => count(plan.matched) },
  { title: 'page SQL ms', value: (plan) => ms(plan.pageMs) },
  { title: 'capped count ms', value: (plan) => ms(plan.cappedCountMs) },
  { title: 'exact count(*) ms', value: (plan) => ms(plan.countMs) },
]

function sqlRows(report: LargeReport, columns: SqlColumn[]): string[] {
  const header = [
    'case',
    ...report.engines.flatMap((e) =>
      columns.map((column, i) => (i === 0 ? `${e.name} ${column.title}` : column.title)),
    ),
  ]
  const ids = [
    ...SEARCH_CASES.map((c) => ({ id: c.id, label: c.label })),
    { id: 'export', label: 'export search' },
  ]
  const rows = ids.map(({ id, label }) => [
    label,
    ...report.engines.flatMap((engine) => {
      const plan = planOf(engine, id)
      return columns.map((column) => (plan ? column.value(plan) : '-'))
    }),
  ])
  return [mdRow(header), mdRow(header.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(mdRow)]
}

function exportRows(report: LargeReport): string[] {
  const header = [
    'engine',
    'run',
    'rows',
    'MB',
    'headers after ms',
    'total ms',
    'RSS before MB',
    'RSS peak MB',
    'server CPU ms',
    'samples',
  ]
  const rows = report.engines.flatMap((engine) =>
    engine.exports.map((run, index) => [
      engine.name,
      String(index + 1),
      count(run.rows),
      fixed(run.bytes / 1024 / 1024, 1),
      ms(run.firstByteMs),
      `${ms(run.totalMs)}${run.totalMs <= 5000 ? ' ✓≤5000' : ' ✗>5000'}`,
      fixed(run.rssBeforeMb, 0),
      fixed(run.rssPeakMb, 0),
      fixed(run.serverCpuMs, 0),
      String(run.samples) + (run.error ? ` ERROR ${run.error}` : ''),
    ]),
  )
  return [mdRow(header), mdRow(header.map((_, i) => (i < 2 ? '---' : '---:'))), ...rows.map(mdRow)]
}

function seedLine(engine: LargeEngineResult): string {
  const prepared = engine.prepared
  if (!prepared)
    return `- **${engine.name}**: ${engine.skipped ? `skipped: ${engine.skipped}` : `failed: ${engine.failed ?? '?'}`}`
  const seed = prepared.seed
  const result = seed.result
  const how = seed.cached
    ? 'seed reused from an earlier run'
    : result
      ? `seeded now in ${fixed(seed.ms / 1000)} s (customers ${fixed(result.customers.ms / 1000)} s, ` +
        `instrument rows ${fixed(result.instruments.ms / 1000)} s, indexes + foreign key ${fixed(result.instruments.indexMs / 1000)} s, ` +
        `vacuum analyze ${fixed(result.analyzeMs / 1000)} s)`
      : ''
  return (
    `- **${engine.name}**: ${engine.description ?? ''}; ${how}; crm_instrument table ${prepared.sizes.table}, ` +
    `indexes ${prepared.sizes.indexes}; prepare ${fixed((engine.prepareMs ?? 0) / 1000)} s, server start ${fixed((engine.startMs ?? 0) / 1000)} s` +
    (engine.failed ? `; **failed**: ${engine.failed}` : '')
  )
}

function planSummaryRows(report: LargeReport): string[] {
  const ids = [
    ...SEARCH_CASES.map((c) => ({ id: c.id, label: c.label })),
    { id: 'export', label: 'export search' },
  ]
  const header = [
    'case',
    ...report.engines.flatMap((e) => [`${e.name} page plan`, `${e.name} capped count plan`]),
  ]
  const rows = ids.map(({ id, label }) => [
    label,
    ...report.engines.flatMap((engine) => {
      const plan = planOf(engine, id)
      return plan ? [scansOf(plan.pagePlan).join('; '), scansOf(plan.cappedCountPlan).join('; ')] : ['-', '-']
    }),
  ])
  return [mdRow(header), mdRow(header.map(() => '---')), ...rows.map(mdRow)]
}

export function markdown(report: LargeReport): string {
  const { machine, settings } = report
  const plans = report.engines.flatMap((engine) =>
    (engine.prepared?.plans ?? []).flatMap((plan) => [
      `### ${engine.name}: ${SEARCH_CASES.find((c) => c.id === plan.caseId)?.label ?? 'export search'}`,
      '',
      `First page (${settings.pageSize} rows), ${count(plan.matched)} rows match:`,
      '',
      '```',
      plan.pagePlan,
      '```',
      '',
      'Its total, capped:',
      '',
      '```',
      plan.cappedCountPlan,
      '```',
      '',
      'An exact count(*), for comparison:',
      '',
      '```',
      plan.countPlan,
      '```',
      '',
    ]),
  )
  return [
    '# MetroDesk benchmark: 1,000,000 instruments',
    '',
    `Run ${report.generatedAt} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}; ` +
      `load average ${fixed(machine.loadAverageBefore, 2)} before the run; ${fixed(report.seconds, 0)} s in all.`,
    '',
    `Tenant ${settings.tenantId} holds ${count(settings.instruments)} instruments over ${count(settings.customers)} customers ` +
      '(`npm run seed:large`, deterministic). Each search is the first page (size ' +
      `${settings.pageSize}) of POST /api/hm-crm/instrument/page through the real server (buildApp in a child process, ` +
      `127.0.0.1, signed in as admin), one request at a time, up to ${settings.warmup} warm-up + ${settings.requests} measured ` +
      `requests going round the variants of the case (at most ${settings.caseSeconds} s per case, at least 5 requests; ` +
      'the "n" column says how many were measured). Latency: request sent to body read, in ms. Goals: p95 ≤ 50 ms ' +
      'on PostgreSQL and ≤ 150 ms on PGlite for (a)–(d); export of about 50,000 rows ≤ 5 s.',
    '',
    ...report.engines.map(seedLine),
    '',
    '## First page latency',
    '',
    ...latencyRows(report),
    '',
    '## With a department data scope',
    '',
    `The same searches signed in as a reader whose role reads customer instruments with the data scope "own department" ` +
      `(her department holds ${report.engines
        .filter((e) => e.prepared)
        .map((e) => `${fixed((e.prepared?.deptShare ?? 0) * 100, 1)} %`)
        .join(' / ')} of the instruments); ratio = her p95 / the administrator's p95 of the same run.`,
    '',
    ...scopedRows(report),
    '',
    '## The SQL behind each case (server-side execution of the first variant, EXPLAIN ANALYZE, as the app runs it: app role, app.tenant_id set)',
    '',
    'A page runs two statements: the page itself (ORDER BY … LIMIT 50) and its total, counted up to ' +
      `${count(CAP_DISPLAY)} matches ("capped count", as the service does; beyond, the page says "more than"). ` +
      '"exact count(*)" is what counting every match would cost.',
    '',
    ...sqlRows(report, SQL_COLUMNS),
    '',
    '## Export (POST /api/hm-crm/instrument/export, streamed .xlsx)',
    '',
    `Search: next due date between ${report.engines.find((e) => e.prepared)?.prepared?.values.exportRange.join(' and ') ?? '?'}. ` +
      'RSS of the server process sampled every 25 ms over IPC (with PGlite it includes the database).',
    '',
    ...exportRows(report),
    '',
    '## Plans in short (scans used)',
    '',
    ...planSummaryRows(report),
    '',
    ...(report.problems.length ? ['## ERRORS', '', ...report.problems.map((p) => `- ${p}`), ''] : []),
    '## Plans',
    '',
    ...plans,
  ].join('\n')
}

const CAP_DISPLAY = 10_000

/** What the terminal shows: the tables without the full plans. */
export function textReport(report: LargeReport): string {
  const full = markdown(report)
  return full.slice(0, full.indexOf('## Plans\n')).trimEnd() + '\n'
}

export async function writeLargeResults(report: LargeReport, folder: string): Promise<string[]> {
  await fs.mkdir(folder, { recursive: true })
  const json = path.join(folder, 'large-latest.json')
  const md = path.join(folder, 'large-latest.md')
  await fs.writeFile(json, `${JSON.stringify(report, null, 2)}\n`)
  await fs.writeFile(md, markdown(report))
  return [json, md]
}
