/**
 * `npm run bench -- certificates`: issuing certificates as an approval issues them (issuedDocuments: the PDF,
 * its DCC embedded, the PAdES signature with a lab key made as a lab's first approval makes one), in this
 * process, no database.
 *
 * - One certificate: the sample certificate (40 result rows over two pages, 3 standard devices) rendered alone
 *   (renderCertificatePdf, all that was issued before signatures and DCCs: the baseline) and issued whole,
 *   alternately, BENCH_CERTIFICATES_RUNS times each (30) after a warm-up; p50, p95 and the ratio issued/rendered.
 *   Absolute times swing twofold between runs on shared machines; the ratio is the figure to compare.
 * - A batch: BENCH_CERTIFICATES_BATCH certificates (1000) of 20 rows, each its own number, one after the
 *   other; RSS and heap sampled every 50. Nothing is collected by force: what a batch leaves behind is what is
 *   measured (with node --expose-gc, one collection before and one after the batch, to show what stays).
 * Marks the targets met (✓) or missed (✗): p95 of one issued certificate ≤ 500 ms; over the batch, both the
 * process's peak RSS and its growth from the batch's start ≤ 300 MB (the target reads either way). Fails (exit 1)
 * only when issuing throws. Writes bench/results/certificates-latest.txt.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ruleStatement, SIMPLE_ACCEPTANCE } from '../src/domain/results/decisionRule'
import { AppError } from '../server/http/errors'
import { issuedDocuments } from '../server/modules/lab-workflow/issued-documents'
import {
  renderCertificatePdf,
  sampleCertificateData,
  type CertificatePdfData,
} from '../server/modules/print/pdf'
import type { SigningMaterial } from '../server/modules/signing'
import { createSigningKey } from '../server/modules/signing/certificate'
import { timingOf, type Timing } from './billing/measure'

const log = (message: string) => process.stderr.write(`[bench certificates] ${message}\n`)

const TARGET_MS = 500
const TARGET_MB = 300
const WARMUP = 3
const BATCH_ROWS = 20
const SAMPLE_EVERY = 50
/** Fixed, as the approval passes its clock: the same data and key then give the same bytes. */
const ISSUED_AT = new Date('2025-06-18T02:00:00Z')

function whole(name: string, fallback: number): number {
  const raw = process.env[name]
  if (!raw) return fallback
  const value = Number(raw.replace(/_/g, ''))
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`)
  return value
}

const issue = (data: CertificatePdfData, key: SigningMaterial) =>
  issuedDocuments(data, {
    key,
    approver: data.signatures.approver.name,
    decisionRule: ruleStatement(SIMPLE_ACCEPTANCE).zh,
    at: ISSUED_AT,
  })

/** An AppError's message is only its key: its params say what went wrong. */
const reasonOf = (error: unknown) =>
  error instanceof AppError ? `${error.key} ${JSON.stringify(error.params)}` : (error as Error).message

/** Latencies of one case, and the digests of what it produced (one digest: the output is repeatable). */
type Runs = { latencies: number[]; digests: Set<string>; errors: number; firstError?: string }

async function timed(runs: Runs, produce: () => Promise<Uint8Array>): Promise<void> {
  const started = performance.now()
  try {
    const pdf = await produce()
    runs.latencies.push(performance.now() - started)
    runs.digests.add(createHash('sha256').update(pdf).digest('hex'))
  } catch (error) {
    runs.errors += 1
    runs.firstError ??= reasonOf(error)
  }
}

type Single = {
  rows: number
  runs: number
  firstRenderMs: number
  firstIssueMs: number
  rendered: Timing & { identical: boolean }
  issued: Timing & { identical: boolean }
  renderedBytes: number
  issuedBytes: number
  dccBytes: number
}

async function measureSingle(key: SigningMaterial, runs: number): Promise<Single> {
  const data = sampleCertificateData({ rows: 40, devices: 3 })
  // The first of each reads and parses the fonts, the DCC's and the signature's code paths: reported, not counted.
  let started = performance.now()
  const first = await renderCertificatePdf(data)
  const firstRenderMs = performance.now() - started
  started = performance.now()
  const firstIssued = await issue(data, key)
  const firstIssueMs = performance.now() - started
  for (let i = 0; i < WARMUP; i++) {
    await renderCertificatePdf(data)
    await issue(data, key)
  }
  const rendered: Runs = { latencies: [], digests: new Set(), errors: 0 }
  const issued: Runs = { latencies: [], digests: new Set(), errors: 0 }
  // Alternating keeps a slow spell of the machine from landing on one case only, which would skew the ratio.
  for (let run = 0; run < runs; run++) {
    await timed(rendered, () => renderCertificatePdf(data))
    await timed(issued, async () => (await issue(data, key)).pdf)
  }
  const timing = (of: Runs) => ({
    ...timingOf(of.latencies, of.errors, of.firstError),
    identical: of.digests.size === 1,
  })
  return {
    rows: data.results.rows.length,
    runs,
    firstRenderMs,
    firstIssueMs,
    rendered: timing(rendered),
    issued: timing(issued),
    renderedBytes: first.byteLength,
    issuedBytes: firstIssued.pdf.byteLength,
    dccBytes: Buffer.byteLength(firstIssued.dcc ?? '', 'utf8'),
  }
}

type MemorySample = { issued: number; rssMb: number; heapUsedMb: number; externalMb: number }

const MB = 1024 * 1024

function memoryAt(issued: number): MemorySample {
  const usage = process.memoryUsage()
  return {
    issued,
    rssMb: usage.rss / MB,
    heapUsedMb: usage.heapUsed / MB,
    externalMb: usage.external / MB,
  }
}

type Batch = {
  count: number
  totalMs: number
  timing: Timing
  meanMs: number
  megabytesIssued: number
  samples: MemorySample[]
  /** After one forced collection at the end; only with --expose-gc. */
  afterCollection?: MemorySample
  /** The highest RSS during the batch, peaks between samples included (MB). */
  peakRssMb: number
  gcExposed: boolean
  /** RSS when the suite started, before the fonts and the key: what the process holds for itself (MB). */
  suiteStartRssMb: number
}

async function issueBatch(key: SigningMaterial, count: number, suiteStartRssMb: number): Promise<Batch> {
  const base = sampleCertificateData({ rows: BATCH_ROWS, devices: 3 })
  const collect = globalThis.gc
  collect?.()
  const samples = [memoryAt(0)]
  // The kernel's high-water mark (KB) catches a peak between two samples, if it is set during the batch.
  const highWaterBefore = process.resourceUsage().maxRSS
  const latencies: number[] = []
  let errors = 0
  let firstError: string | undefined
  let bytes = 0
  const started = performance.now()
  for (let index = 0; index < count; index++) {
    const certificateNumber = `JZ2025-07-${String(index + 1).padStart(6, '0')}`
    const data: CertificatePdfData = {
      ...base,
      certificateNumber,
      verificationUrl: `https://verify.example.com/c/${certificateNumber}?code=${base.checkCode}`,
    }
    const sent = performance.now()
    try {
      // Only the size is kept: holding the PDFs would measure this loop, not issuing.
      bytes += (await issue(data, key)).pdf.byteLength
      latencies.push(performance.now() - sent)
    } catch (error) {
      errors += 1
      firstError ??= `${certificateNumber}: ${reasonOf(error)}`
    }
    if ((index + 1) % SAMPLE_EVERY === 0 || index + 1 === count) samples.push(memoryAt(index + 1))
  }
  const totalMs = performance.now() - started
  const highWaterAfter = process.resourceUsage().maxRSS
  const sampledPeak = Math.max(...samples.map((sample) => sample.rssMb))
  collect?.()
  return {
    count,
    totalMs,
    timing: timingOf(latencies, errors, firstError),
    meanMs: latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length),
    megabytesIssued: bytes / MB,
    samples,
    ...(collect ? { afterCollection: memoryAt(count) } : {}),
    peakRssMb: highWaterAfter > highWaterBefore ? Math.max(sampledPeak, highWaterAfter / 1024) : sampledPeak,
    gcExposed: collect !== undefined,
    suiteStartRssMb,
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—')
const mb = (value: number) => value.toFixed(1)
const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : '—')
const mark = (ok: boolean) => (ok ? '✓' : '✗')
const errorsOf = (timing: Timing) =>
  timing.errors > 0 ? `  !! ${timing.errors} errors, first: ${timing.firstError ?? ''}` : ''

function singleLines(single: Single): string[] {
  const { rendered, issued } = single
  const row = (label: string, timing: Timing) =>
    `  ${label.padEnd(42)} ${ms(timing.p50).padStart(8)} ${ms(timing.p95).padStart(8)} ${ms(timing.max).padStart(8)}${errorsOf(timing)}`
  return [
    `One certificate: the sample of ${single.rows} result rows, 3 standard devices; ${single.runs} runs of each, alternated, after ${WARMUP} warm-up runs`,
    `  ${''.padEnd(42)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
    row('(a) render alone (baseline)', rendered),
    row('(b) issued: render + DCC + embed + sign', issued),
    `  ${'ratio (b)/(a)'.padEnd(42)} ${ratio(issued.p50, rendered.p50).padStart(8)} ${ratio(issued.p95, rendered.p95).padStart(8)}`,
    `  first call (fonts and code paths loaded): render ${ms(single.firstRenderMs)} ms, issue ${ms(single.firstIssueMs)} ms`,
    `  sizes: rendered PDF ${(single.renderedBytes / 1024).toFixed(0)} KB, issued PDF ${(single.issuedBytes / 1024).toFixed(0)} KB, DCC XML ${(single.dccBytes / 1024).toFixed(1)} KB; ` +
      `same bytes on every run: render ${rendered.identical ? 'yes' : 'NO'}, issue ${issued.identical ? 'yes' : 'NO'}`,
    `  this machine's figure: (b) p95 ${ms(issued.p95)} ms   ${mark(issued.p95 <= TARGET_MS && issued.errors === 0)} ≤ ${TARGET_MS} ms`,
  ]
}

function batchLines(batch: Batch): string[] {
  const start = batch.samples[0]?.rssMb ?? NaN
  const end = batch.samples.at(-1)?.rssMb ?? NaN
  const peak = batch.peakRssMb
  const peakHeap = Math.max(...batch.samples.map((sample) => sample.heapUsedMb))
  const ok = batch.timing.errors === 0
  const lines = [
    `Batch: ${batch.count} certificates of ${BATCH_ROWS} rows, each its own number, one after the other; ` +
      (batch.gcExposed
        ? 'one forced collection before and after the batch (--expose-gc), none during it'
        : 'no collection forced (gc not exposed)'),
    `  ${'issued'.padStart(6)} ${'rss MB'.padStart(8)} ${'heapUsed MB'.padStart(12)} ${'external MB'.padStart(12)}`,
    ...batch.samples.map(
      (sample) =>
        `  ${String(sample.issued).padStart(6)} ${mb(sample.rssMb).padStart(8)} ${mb(sample.heapUsedMb).padStart(12)} ${mb(sample.externalMb).padStart(12)}`,
    ),
  ]
  if (batch.afterCollection)
    lines.push(
      `  after a forced collection: rss ${mb(batch.afterCollection.rssMb)} MB, heapUsed ${mb(batch.afterCollection.heapUsedMb)} MB`,
    )
  lines.push(
    `  time: ${(batch.totalMs / 1000).toFixed(1)} s in all, ${ms(batch.meanMs)} ms per certificate on average ` +
      `(p50 ${ms(batch.timing.p50)}, p95 ${ms(batch.timing.p95)}, max ${ms(batch.timing.max)}); ${mb(batch.megabytesIssued)} MB of PDF issued${errorsOf(batch.timing)}`,
    `  RSS: ${mb(batch.suiteStartRssMb)} MB when the suite started, ${mb(start)} MB at the start of the batch, ` +
      `${mb(end)} MB at its end; heapUsed peak ${mb(peakHeap)} MB sampled`,
    `  this machine's figures: peak RSS during the batch ${mb(peak)} MB   ${mark(peak <= TARGET_MB && ok)} ≤ ${TARGET_MB} MB; ` +
      `growth from the start of the batch ${mb(peak - start)} MB   ${mark(peak - start <= TARGET_MB && ok)} ≤ ${TARGET_MB} MB`,
  )
  return lines
}

/** Runs the suite; answers the exit code (1 when issuing threw, not when a target was missed). */
export async function runCertificates(): Promise<number> {
  const runs = whole('BENCH_CERTIFICATES_RUNS', 30)
  const count = whole('BENCH_CERTIFICATES_BATCH', 1000)
  const cpus = os.cpus()
  const loadBefore = os.loadavg()[0] ?? 0
  const suiteStartRssMb = process.memoryUsage().rss / MB
  const started = performance.now()
  let single: Single
  let batch: Batch
  try {
    log('making a lab key (RSA 3072, self-signed)')
    const base = sampleCertificateData()
    const key = await createSigningKey(base.lab.name, ISSUED_AT)
    log(`one certificate: warm-up, then ${runs} runs each of render alone and issue whole`)
    single = await measureSingle(key, runs)
    log(`batch: issuing ${count} certificates one after the other`)
    batch = await issueBatch(key, count, suiteStartRssMb)
  } catch (error) {
    log(`FAILED: ${(error as Error).stack ?? String(error)}`)
    return 1
  }
  const lines = [
    '',
    'Certificate issuing bench: PDF + DCC + PAdES signature, in this process',
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 1024 ** 3)} GB, Node ${process.version}; ` +
      `load average ${loadBefore.toFixed(2)} before the run. Absolute figures are this machine's; ratios travel.`,
    // Other work competes for the same cores: the absolute times are then inflated, the ratio less so.
    ...(loadBefore > cpus.length * 0.25
      ? [
          `!! The machine was busy before the run (load average ${loadBefore.toFixed(2)} on ${cpus.length} cores).`,
        ]
      : []),
    '',
    ...singleLines(single),
    '',
    ...batchLines(batch),
    '',
    `${((performance.now() - started) / 1000).toFixed(0)} s in all`,
    '',
  ]
  const report = lines.join('\n')
  process.stdout.write(report)
  const dir = path.join(import.meta.dirname, 'results')
  await fs.mkdir(dir, { recursive: true })
  await fs.writeFile(path.join(dir, 'certificates-latest.txt'), report)
  log('written: bench/results/certificates-latest.txt')
  const failed = single.rendered.errors + single.issued.errors + batch.timing.errors
  return failed > 0 ? 1 : 0
}
