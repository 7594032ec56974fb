import type { DatabaseConfig } from '../../server/config'
import type { BenchChromium } from '../chromium'
import { DEMO_TENANT } from '../settings'
import { callPage, openBenchPage } from './bench-page'
import type { Prepared, SyncRun } from './protocol'
import { startAppServer } from './server'
import type { OfflineSettings } from './settings'
import { countOnServer, countProblems, type ServerCounts } from './verify'

export type SyncResult = {
  account: string
  prepared: Prepared
  run: SyncRun
  draftsPerSecond: number
  photosPerSecond: number
  /** Upload payload sent per second (photos and signatures), MB/s. */
  megabytesPerSecond: number
  /** CPU time of the server process during the sync per draft, ms (PostgreSQL's own processes not counted). */
  serverCpuMsPerDraft: number | null
  server: ServerCounts
  /** Where the server's or the page's counts differ from one order per draft (empty: exactly once). */
  problems: string[]
}

const log = (message: string) => process.stderr.write(`[bench offline] ${message}\n`)

/**
 * Sync throughput on one database: the drafts are made and queued with the page offline, then the outbox
 * runs (xhrTransport, as the page sends) until it is empty. The server's database is counted afterwards.
 */
export async function measureSync(
  database: DatabaseConfig,
  staticDir: string,
  filesParent: string,
  settings: OfflineSettings,
  browser: BenchChromium,
  label: string,
): Promise<SyncResult> {
  const server = await startAppServer(database, staticDir, filesParent)
  const marker = `BENCH${Date.now().toString(36)}`
  let signedIn: Awaited<ReturnType<typeof openBenchPage>> | null = null
  let result: Omit<SyncResult, 'server' | 'problems'>
  let userId = ''
  try {
    signedIn = await openBenchPage(browser, server.origin, settings.accounts)
    const { context, page, user, account } = signedIn
    userId = user.userId
    log(`${label}: signed in as ${account}; queueing ${settings.drafts} drafts offline`)
    await context.setOffline(true)
    const prepared = await callPage<Prepared>(page, 'prepare', {
      drafts: settings.drafts,
      photosPerDraft: settings.photosPerDraft,
      photoBytes: settings.photoKb * 1024,
      signatureBytes: settings.signatureKb * 1024,
      marker,
    })
    log(
      `${label}: ${prepared.drafts} drafts, ${prepared.photos} photos queued in ${(prepared.ms / 1000).toFixed(1)} s ` +
        `(${prepared.outboxEntries} outbox entries); back online, syncing`,
    )
    await context.setOffline(false)
    const cpuBefore = await server.cpuSeconds()
    const run = await callPage<SyncRun>(page, 'sync')
    const cpuAfter = await server.cpuSeconds()
    const seconds = run.ms / 1000
    const serverCpuMsPerDraft =
      cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / settings.drafts
    log(
      `${label}: outbox empty after ${seconds.toFixed(1)} s (${run.runs} runner call(s)); server CPU ` +
        `${serverCpuMsPerDraft === null ? '?' : serverCpuMsPerDraft.toFixed(1)} ms per draft`,
    )
    result = {
      account,
      prepared,
      run,
      draftsPerSecond: settings.drafts / seconds,
      photosPerSecond: prepared.photos / seconds,
      megabytesPerSecond: run.uploads.bytesSent / 1024 ** 2 / seconds,
      serverCpuMsPerDraft,
    }
  } finally {
    await signedIn?.close()
    await server.stop()
  }
  const expected = { drafts: settings.drafts, photosPerDraft: settings.photosPerDraft }
  const counts = await countOnServer(database, DEMO_TENANT, userId, marker, expected)
  const problems = countProblems(counts, expected)
  if (result.run.remaining > 0) problems.push(`${result.run.remaining} entries left in the outbox`)
  for (const failure of [...result.run.uploads.failureSamples, ...result.run.submits.failureSamples])
    problems.push(`a request failed: ${failure}`)
  if (result.run.draftsSent !== settings.drafts)
    problems.push(`${result.run.draftsSent} drafts sent in the page, expected ${settings.drafts}`)
  if (result.run.distinctOrderNos !== settings.drafts)
    problems.push(`${result.run.distinctOrderNos} distinct order numbers in the page`)
  return { ...result, server: counts, problems }
}
