import fs from 'node:fs/promises'
import path from 'node:path'
import { errorCount, type Measurement } from './load'
import type { EngineKind, Settings } from './settings'

export type CaseResult = Measurement & { label: string; probe?: { records: number; bytes: number } }

export type EngineResult = {
  kind: EngineKind
  name: string
  description?: string
  /** Why the engine was not measured (PostgreSQL unreachable). */
  skipped?: string
  /** The engine was set up but a case failed; cases before it are kept. */
  failed?: string
  setupMs?: number
  cases: Record<string, CaseResult>
}

export type Report = {
  generatedAt: string
  machine: {
    cpus: number
    cpuModel: string
    memoryGb: number
    node: string
    platform: string
    /** 1-minute load average before the run: other work on the machine distorts every figure. */
    loadAverageBefore: number
  }
  settings: Omit<Settings, 'postgresUrl' | 'engines'> & { postgres: string; uvThreadpoolSize: string }
  topology: string
  cases: { id: string; label: string }[]
  engines: EngineResult[]
  /** Every case with non-2xx answers, socket errors or timeouts, and every failed engine. */
  problems: string[]
  /** Conditions that make the figures less reliable without being errors (a busy machine). */
  warnings: string[]
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '-')
const ms = (value: number) => fixed(value, value < 10 ? 2 : 1)

type Cell = string

/** req/s, p50, p95, p99, errors of one engine for one case. */
function figures(engine: EngineResult, caseId: string): Cell[] {
  const result = engine.cases[caseId]
  if (!result) return [engine.skipped ? 'skipped' : 'failed', '', '', '', '']
  const errors = errorCount(result)
  return [
    fixed(result.perSecond, 1),
    ms(result.latencyMs.p50),
    ms(result.latencyMs.p95),
    ms(result.latencyMs.p99),
    errors === 0 ? '0' : `${errors} !!`,
  ]
}

const FIGURE_HEADERS = ['req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors']

function pad(text: string, width: number, left: boolean) {
  return left ? text.padEnd(width) : text.padStart(width)
}

/** The side-by-side table for the terminal: one row per case, one column group per engine. */
export function textTable(report: Report): string {
  const rows = report.cases.map((c) => [
    c.label,
    ...report.engines.flatMap((engine) => figures(engine, c.id)),
  ])
  const header = ['case', ...report.engines.flatMap(() => FIGURE_HEADERS)]
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const groupWidth = (index: number) =>
    widths.slice(1 + index * 5, 6 + index * 5).reduce((sum, width) => sum + width + 2, -2)
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const text = pad(cell, widths[column] ?? 0, column === 0)
        return column > 0 && (column - 1) % 5 === 0 ? ` │ ${text}` : column > 0 ? `  ${text}` : text
      })
      .join('')
  const groups =
    ''.padEnd(widths[0] ?? 0) +
    report.engines
      .map((engine, index) => ` │ ${engine.name.slice(0, groupWidth(index)).padEnd(groupWidth(index))}`)
      .join('')
  const rule = line(header).replace(/[^│]/g, '─').replace(/│/g, '┼')
  return [groups, line(header), rule, ...rows.map(line)].join('\n')
}

/** CPU of the machine used by none of the bench's own processes (in % of one core, at least 0). */
export function otherCpuPercent(result: Measurement): number {
  return Math.max(
    0,
    result.machineCpuPercent -
      result.serverCpuPercent -
      result.generatorCpuPercent -
      result.postgresCpuPercent,
  )
}

function cpuRows(report: Report): string[][] {
  return report.cases.map((c) => [
    c.label,
    ...report.engines.flatMap((engine) => {
      const result = engine.cases[c.id]
      if (!result) return ['-', '-', '-', '-', '-', '-']
      return [
        fixed(result.serverCpuPercent, 0),
        fixed(result.generatorCpuPercent, 0),
        engine.kind === 'postgres' ? fixed(result.postgresCpuPercent, 0) : '-',
        fixed(otherCpuPercent(result), 0),
        fixed(result.stealPercent, 0),
        fixed(result.serverRssMb, 0),
      ]
    }),
  ])
}

const mdRow = (cells: string[]) => `| ${cells.join(' | ')} |`

export function markdown(report: Report): string {
  const { machine, settings } = report
  const names = report.engines.map((engine) => engine.name)
  const answers = report.engines.flatMap((engine) =>
    Object.values(engine.cases).map(
      (result) =>
        `- ${engine.name}, ${result.label}: ${result.requests} responses in the window, statuses ${JSON.stringify(result.statuses)}` +
        (result.probe
          ? `, probe ${result.probe.records} records / ${result.probe.bytes} bytes uncompressed`
          : '') +
        `, mean ${ms(result.latencyMs.mean)} ms, max ${ms(result.latencyMs.max)} ms`,
    ),
  )
  const lines = [
    '# MetroDesk benchmark',
    '',
    `Run ${report.generatedAt} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node} (${machine.platform}); ` +
      `load average ${fixed(machine.loadAverageBefore, 2)} before the run.`,
    '',
    `${settings.connections} concurrent keep-alive connections, ${settings.seconds} s measured per case after ${settings.warmupSeconds} s of warm-up; ` +
      `Accept-Encoding: ${settings.acceptEncoding || '(none)'}; server log level ${settings.logLevel}; UV_THREADPOOL_SIZE ${settings.uvThreadpoolSize}.`,
    '',
    report.topology,
    '',
    ...report.engines.map(
      (engine) =>
        `- **${engine.name}**: ${engine.skipped ? `skipped: ${engine.skipped}` : (engine.description ?? '')}` +
        (engine.setupMs ? `; migrate + seed + start ${fixed(engine.setupMs / 1000, 1)} s` : '') +
        (engine.failed ? `; **failed**: ${engine.failed}` : ''),
    ),
    '',
    '## Throughput and latency',
    '',
    mdRow(['case', ...names.flatMap((name) => FIGURE_HEADERS.map((title) => `${name} ${title}`))]),
    mdRow(['---', ...names.flatMap(() => FIGURE_HEADERS.map(() => '---:'))]),
    ...report.cases.map((c) =>
      mdRow([c.label, ...report.engines.flatMap((engine) => figures(engine, c.id))]),
    ),
    '',
    '## CPU and memory over each measured run',
    '',
    `In % of one core (the machine has ${machine.cpus}). API: the server process (with PGlite it includes the database). ` +
      'Generator: the autocannon process. DB backends: the PostgreSQL backends of the bench database (not its WAL writer or checkpointer). ' +
      'Other: every other process on the machine (with PostgreSQL, its shared processes; anything else that was running). ' +
      'Steal: CPU time the hypervisor gave to other machines. ' +
      'RSS: the API process after the run.',
    '',
    mdRow([
      'case',
      ...names.flatMap((name) => [
        `${name} API CPU %`,
        `${name} generator CPU %`,
        `${name} db backends CPU %`,
        `${name} other CPU %`,
        `${name} steal %`,
        `${name} API RSS MB`,
      ]),
    ]),
    mdRow(['---', ...names.flatMap(() => ['---:', '---:', '---:', '---:', '---:', '---:'])]),
    ...cpuRows(report).map(mdRow),
    '',
    '## Answers',
    '',
    ...(answers.length ? answers : ['(nothing measured)']),
    '',
    ...(report.warnings.length
      ? ['## Warnings', '', ...report.warnings.map((warning) => `- ${warning}`), '']
      : []),
    report.problems.length
      ? `## ERRORS\n\n${report.problems.map((problem) => `- ${problem}`).join('\n')}`
      : 'No errors: every response was 2xx and no connection failed.',
    '',
  ]
  return lines.join('\n')
}

export function textReport(report: Report): string {
  const { machine, settings } = report
  const cpuHeader = [
    'CPU % of one core',
    ...report.engines.flatMap((engine) => [
      `${engine.name} API`,
      'generator',
      'db backends',
      'other',
      'steal',
      'API RSS MB',
    ]),
  ]
  const cpu = [cpuHeader, ...cpuRows(report)]
  const widths = cpuHeader.map((_, column) => Math.max(...cpu.map((row) => (row[column] ?? '').length)))
  const cpuTable = cpu.map((row) =>
    row.map((cell, column) => pad(cell, widths[column] ?? 0, column === 0)).join('  '),
  )
  return [
    '',
    `MetroDesk benchmark: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}; ${settings.connections} connections, ` +
      `${settings.seconds} s per case after ${settings.warmupSeconds} s warm-up; latencies in ms`,
    report.topology,
    ...report.engines.map(
      (engine) =>
        `  ${engine.name}: ${engine.skipped ? `SKIPPED: ${engine.skipped}` : (engine.description ?? '')}` +
        (engine.failed ? `  FAILED: ${engine.failed}` : ''),
    ),
    '',
    textTable(report),
    '',
    ...cpuTable,
    ...report.warnings.map((warning) => `WARNING: ${warning}`),
    '',
  ].join('\n')
}

export async function writeResults(report: Report, folder: string): Promise<string[]> {
  await fs.mkdir(folder, { recursive: true })
  const json = path.join(folder, 'latest.json')
  const md = path.join(folder, 'latest.md')
  await fs.writeFile(json, `${JSON.stringify(report, null, 2)}\n`)
  await fs.writeFile(md, markdown(report))
  return [json, md]
}
