/**
 * `npm run bench -- pdf`: certificate PDF generation. Renders the sample certificate (40 result rows,
 * 3 standard devices, QR code, Chinese text in the embedded subsetted font) in this process: the first render
 * (fonts read and parsed), then BENCH_PDF_COUNT more (default 60). Reports the time per certificate and how
 * many one process makes per minute, and writes bench/results/pdf-latest.md.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { renderCertificatePdf, sampleCertificateData } from '../server/modules/print/pdf'
import { median } from './offline/median'

const log = (message: string) => process.stderr.write(`[bench pdf] ${message}\n`)

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN
}

export async function runPdf(): Promise<number> {
  const count = Number(process.env.BENCH_PDF_COUNT ?? 60)
  const data = sampleCertificateData({ rows: 40, devices: 3 })
  log(`first render (reads and parses the fonts), then ${count} more`)
  let started = performance.now()
  const first = await renderCertificatePdf(data)
  const firstMs = performance.now() - started
  const times: number[] = []
  const digests = new Set<string>()
  const runStarted = performance.now()
  for (let run = 0; run < count; run++) {
    started = performance.now()
    const pdf = await renderCertificatePdf(data)
    times.push(performance.now() - started)
    digests.add(createHash('sha256').update(pdf).digest('hex'))
  }
  const totalMs = performance.now() - runStarted
  const perMinute = (count / totalMs) * 60_000
  const lines = [
    '# Certificate PDF generation',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load average ${os.loadavg()[0]?.toFixed(2)} before the run.`,
    '',
    'One A4 calibration certificate of the sample data (server/modules/print/pdf/sample.ts): 40 result rows over 3 pages, 3 standard devices, QR code, signatures, Chinese text in the embedded subsetted Noto Sans SC; one process, one certificate after the other.',
    '',
    '| first render ms | median ms | p95 ms | certificates per minute (one process) | PDF size KB | identical output |',
    '| --- | --- | --- | --- | --- | --- |',
    `| ${firstMs.toFixed(0)} | ${median(times).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${perMinute.toFixed(0)} | ${(first.byteLength / 1024).toFixed(0)} | ${digests.size === 1 ? 'yes (one SHA-256)' : `no (${digests.size} digests)`} |`,
    '',
  ]
  const report = lines.join('\n')
  process.stdout.write(report)
  const dir = path.join(import.meta.dirname, 'results')
  await fs.mkdir(dir, { recursive: true })
  await fs.writeFile(path.join(dir, 'pdf-latest.md'), report)
  log('written: bench/results/pdf-latest.md')
  return digests.size === 1 ? 0 : 1
}
