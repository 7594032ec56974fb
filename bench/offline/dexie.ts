import type { BenchChromium } from '../chromium'
import { callPage, openBenchPage } from './bench-page'
import { median } from './median'
import type { DexieRun } from './protocol'
import type { OfflineSettings } from './settings'

export type DexieResult = DexieRun & {
  instruments: number
  customerInstruments: number
  medianLoadMs: number
  medianReadMs: number
  medianIndexReadMs: number
}

/** Dexie bulk load (cacheInstruments) and one customer's read (cachedInstrumentsOf), in a fresh context. */
export async function measureDexie(
  origin: string,
  settings: OfflineSettings,
  browser: BenchChromium,
): Promise<DexieResult> {
  const { page, close } = await openBenchPage(browser, origin, settings.accounts)
  try {
    const run = await callPage<DexieRun>(page, 'dexie', {
      instruments: settings.instruments,
      customers: 50,
      instrumentsOfBigCustomer: Math.min(settings.customerInstruments, settings.instruments),
      runs: settings.runs,
    })
    return {
      ...run,
      instruments: settings.instruments,
      customerInstruments: Math.min(settings.customerInstruments, settings.instruments),
      medianLoadMs: median(run.loadMs),
      medianReadMs: median(run.readMs),
      medianIndexReadMs: median(run.indexReadMs),
    }
  } finally {
    await close()
  }
}
