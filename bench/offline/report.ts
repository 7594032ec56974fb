import fs from 'node:fs/promises'
import path from 'node:path'
import type { EngineKind } from '../settings'
import type { ColdStartResult, ColdStartVariant } from './cold-start'
import type { DexieResult } from './dexie'
import { median } from './median'
import type { OfflineSettings } from './settings'
import type { SyncResult } from './sync'

export type SyncEngine = {
  kind: EngineKind
  name: string
  description?: string
  skipped?: string
  failed?: string
  result?: SyncResult
}

export type Goal = { goal: string; value: string; met: boolean | null }

export type OfflineReport = {
  generatedAt: string
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; loadAverageBefore: number }
  chromium: string
  settings: Omit<OfflineSettings, 'postgresUrl'> & { postgres: string }
  sync: SyncEngine[]
  dexie?: DexieResult
  coldStart?: ColdStartResult
  goals: Goal[]
  /** Failures of the run (its figures are then not trustworthy). */
  problems: string[]
  warnings: string[]
  seconds: number
}

/** The offline bench's goals. */
export const GOALS = { draftsPerSecond: 20, coldStartMs: 500 } as const

const fixed = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined || !Number.isFinite(value) ? '-' : value.toFixed(digits)
const row = (cells: string[]) => `| ${cells.join(' | ')} |`
const count = (value: number) => value.toLocaleString('en-US')
const mark = (met: boolean | null) => (met === null ? '?' : met ? 'met' : 'MISSED')

export function goalsOf(report: Pick<OfflineReport, 'sync' | 'coldStart'>): Goal[] {
  const goals: Goal[] = []
  for (const engine of report.sync) {
    const result = engine.result
    goals.push({
      goal: `sync ≥ ${GOALS.draftsPerSecond} drafts/s (${engine.name})`,
      value: result
        ? `${fixed(result.draftsPerSecond, 1)} drafts/s`
        : (engine.skipped ?? engine.failed ?? '-'),
      met: result ? result.draftsPerSecond >= GOALS.draftsPerSecond : null,
    })
    if (result)
      goals.push({
        goal: `no duplicates, nothing lost (${engine.name})`,
        value: result.problems.length === 0 ? 'exactly once' : result.problems.join('; '),
        met: result.problems.length === 0,
      })
  }
  const cold = report.coldStart
  if (cold) {
    const variants: [string, ColdStartVariant][] = [
      ['new page', cold.newPage],
      ['browser restarted', cold.browserRestart],
    ]
    for (const [name, variant] of variants)
      goals.push({
        goal: `offline cold start ≤ ${GOALS.coldStartMs} ms, median (${name})`,
        value:
          variant.runs.length > 0
            ? `${fixed(variant.medianMs)} ms (max ${fixed(variant.maxMs)})`
            : `no run succeeded: ${variant.failures[0] ?? '?'}`,
        met:
          variant.runs.length > 0 && variant.failures.length === 0
            ? variant.medianMs <= GOALS.coldStartMs
            : false,
      })
  }
  return goals
}

function syncRows(report: OfflineReport): string[] {
  const lines = [
    row([
      'engine',
      'total s',
      'drafts/s',
      'photos/s',
      'upload MB/s',
      'upload p50 / p95 ms',
      'submit p50 / p95 ms',
      'waiting for the server',
      'server CPU ms / draft',
      'runner calls',
      'failed requests',
      'queueing offline s',
      'server: orders / photo links / signature links / files',
    ]),
    row(Array(13).fill('---')),
  ]
  for (const engine of report.sync) {
    const r = engine.result
    if (!r) {
      lines.push(
        row([engine.name, engine.skipped ? `skipped: ${engine.skipped}` : `FAILED: ${engine.failed ?? '?'}`]),
      )
      continue
    }
    lines.push(
      row([
        engine.name,
        fixed(r.run.ms / 1000, 1),
        fixed(r.draftsPerSecond, 1),
        fixed(r.photosPerSecond, 1),
        fixed(r.megabytesPerSecond, 1),
        `${fixed(r.run.uploads.medianMs, 1)} / ${fixed(r.run.uploads.p95Ms, 1)}`,
        `${fixed(r.run.submits.medianMs, 1)} / ${fixed(r.run.submits.p95Ms, 1)}`,
        `${fixed((100 * (r.run.uploads.totalMs + r.run.submits.totalMs)) / r.run.ms)} %`,
        r.serverCpuMsPerDraft === null ? '?' : fixed(r.serverCpuMsPerDraft, 1),
        String(r.run.runs),
        String(r.run.uploads.failures + r.run.submits.failures),
        fixed(r.prepared.ms / 1000, 1),
        `${count(r.server.orders)} / ${count(r.server.photoLinks)} / ${count(r.server.signatureLinks)} / ${count(r.server.userFiles)}`,
      ]),
    )
  }
  return lines
}

function coldRows(cold: ColdStartResult): string[] {
  const lines = [
    row([
      'variant',
      'runs',
      'shell painted, median ms',
      'max ms',
      'document from worker, median ms',
      'DOMContentLoaded, median ms',
      'scripts and styles before the top bar: count, last one ms (median)',
      'top bar in DOM, median ms',
      'FCP, median ms',
      'worker controlled',
    ]),
    row(Array(10).fill('---')),
  ]
  for (const [name, v] of [
    ['new page, same browser', cold.newPage],
    ['browser restarted', cold.browserRestart],
  ] as const) {
    lines.push(
      row([
        name,
        `${v.runs.length}${v.failures.length ? ` (+${v.failures.length} failed)` : ''}`,
        fixed(v.medianMs),
        fixed(v.maxMs),
        fixed(median(v.runs.map((run) => run.responseEndMs))),
        fixed(median(v.runs.map((run) => run.domContentLoadedMs))),
        `${fixed(median(v.runs.map((run) => run.assetsBeforeTopBar)))}, ${fixed(median(v.runs.map((run) => run.lastAssetMs)))}`,
        fixed(median(v.runs.map((run) => run.topBarMs))),
        fixed(median(v.runs.flatMap((run) => (run.fcpMs === null ? [] : [run.fcpMs])))),
        `${v.runs.filter((run) => run.controlled).length} of ${v.runs.length}`,
      ]),
    )
  }
  return lines
}

export function markdown(report: OfflineReport): string {
  const s = report.settings
  const m = report.machine
  const lines = [
    '# MetroDesk benchmark: offline',
    '',
    `Run ${report.generatedAt} on ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, Chromium ${report.chromium}; ` +
      `load average ${fixed(m.loadAverageBefore, 2)} before the run; ${fixed(report.seconds)} s in all.`,
    '',
  ]
  if (report.sync.length > 0) {
    const photos = s.drafts * s.photosPerDraft
    lines.push(
      '## Sync throughput',
      '',
      `${count(s.drafts)} drafts, each with ${s.photosPerDraft} photos of ${s.photoKb} KB (${count(photos)} distinct JPEG-headed ` +
        `random payloads), a ${s.signatureKb} KB signature and 3 instrument lines, made and submitted in Chromium with the ` +
        'page offline (src/offline: createDraft, addPhoto, setSignature, submitDraft), then sent by runOutbox with ' +
        'xhrTransport over loopback to the real server (server/main.ts, fresh database) until the outbox was empty. ' +
        "One runner (Web Lock), up to SYNC_CONCURRENCY (4) drafts in flight, each draft's photos before its registration. Total: first runOutbox call to empty outbox. " +
        '"Waiting for the server": the share of the total spent in requests (the rest is the page: IndexedDB and ' +
        "the runner). Orders, links and files counted afterwards in the server's database.",
      '',
      ...syncRows(report),
      '',
    )
  }
  if (report.dexie) {
    const d = report.dexie
    lines.push(
      '## Dexie bulk load',
      '',
      `cacheInstruments of ${count(d.instruments)} instrument records (every crm_instrument column, about ${d.recordBytes} ` +
        `bytes of JSON each) into an empty table, then cachedInstrumentsOf one customer's ${count(d.customerInstruments)} ` +
        `(index read, word filter, sort by name in zh-CN collation); ${d.loadMs.length} runs, on the bench page in ` +
        'Chromium (profile on disk).',
      '',
      row(['', 'median ms', 'runs ms']),
      row(['---', '---', '---']),
      row([
        `bulk load of ${count(d.instruments)}`,
        fixed(d.medianLoadMs),
        d.loadMs.map((v) => fixed(v)).join(', '),
      ]),
      row([
        `read of ${count(d.readRows)} (one customer)`,
        fixed(d.medianReadMs, 1),
        d.readMs.map((v) => fixed(v, 1)).join(', '),
      ]),
      row([
        'of which IndexedDB (the index read alone)',
        fixed(d.medianIndexReadMs, 1),
        d.indexReadMs.map((v) => fixed(v, 1)).join(', '),
      ]),
      '',
    )
  }
  if (report.coldStart) {
    lines.push(
      '## Offline cold start',
      '',
      `The built app (${s.dist}), signed in as ${report.coldStart.account}, the service worker activated and controlling; then ` +
        'offline (context.setOffline, and the server stopped) and "/" opened again. Time from navigation start to the frame ' +
        "after the layout's top bar appeared (two animation frames, as the browser-table bench does).",
      '',
      ...coldRows(report.coldStart),
      '',
    )
  }
  lines.push('## Goals', '', ...report.goals.map((g) => `- ${g.goal}: ${g.value} — ${mark(g.met)}`), '')
  if (report.warnings.length) lines.push('## Warnings', '', ...report.warnings.map((w) => `- ${w}`), '')
  if (report.problems.length) lines.push('## ERRORS', '', ...report.problems.map((p) => `- ${p}`), '')
  return lines.join('\n')
}

export async function writeOfflineResults(report: OfflineReport, folder: string): Promise<string[]> {
  await fs.mkdir(folder, { recursive: true })
  const json = path.join(folder, 'offline-latest.json')
  const md = path.join(folder, 'offline-latest.md')
  await fs.writeFile(json, `${JSON.stringify(report, null, 2)}\n`)
  await fs.writeFile(md, `${markdown(report)}\n`)
  return [json, md]
}
