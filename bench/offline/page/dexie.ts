import { cachedInstrumentsOf, cacheInstruments, offlineDb } from '../../../src/offline'
import { kindGroups, manufacturers } from '../../../scripts/seed-large-data'
import type { DexieInput, DexieRun } from '../protocol'
import { currentSession } from './session'

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

/**
 * Instrument records shaped as the resource API answers them (every column of crm_instrument, camelCase),
 * drawn from the large seed's pools so names, ranges and accuracy classes belong together.
 */
function instrumentRecords(input: DexieInput, tenantId: string) {
  const customerIds = Array.from({ length: input.customers }, () => crypto.randomUUID())
  const big = customerIds[0]!
  const others = customerIds.slice(1)
  const now = new Date().toISOString()
  const records = Array.from({ length: input.instruments }, (_, n) => {
    const group = pick(kindGroups, n * 7)
    const customerId = n < input.instrumentsOfBigCustomer || others.length === 0 ? big : pick(others, n)
    return {
      id: crypto.randomUUID(),
      tenantId,
      customerId,
      name: pick(group.names, n),
      model: `${pick(group.modelPrefixes, n)}-${100 + (n % 900)}`,
      factoryNumber: `F${(2019 + (n % 6)).toString()}${String(n).padStart(6, '0')}`,
      manufacturer: pick(manufacturers, n * 3),
      measureRange: pick(group.ranges, n),
      accuracy: pick(group.accuracies, n),
      inspectionType: String(1 + (n % 9)),
      compulsoryMark: n % 4 === 0 ? '1' : '0',
      applianceUse: String(1 + (n % 5)),
      cycle: group.cycle,
      classification: String(1 + (n % 3)),
      chargeCategory: group.charge,
      imported: n % 10 === 0 ? '1' : '0',
      fee: (group.fee * (0.6 + (n % 13) / 10)).toFixed(2),
      lastDueDate: day(-(n % 365)),
      nextDueDate: day(365 - (n % 365)),
      createUser: null,
      createTime: now,
      updateUser: null,
      updateTime: now,
    }
  })
  return { records, big }
}

/** Bulk load of the instruments into an empty table (cacheInstruments), then one customer's list read back. */
export async function measureDexie(input: DexieInput): Promise<DexieRun> {
  const { tenantId } = currentSession()
  const { records, big } = instrumentRecords(input, tenantId)
  const loadMs: number[] = []
  const readMs: number[] = []
  const indexReadMs: number[] = []
  let readRows = 0
  for (let run = 0; run < input.runs; run++) {
    await offlineDb().instruments.clear()
    let started = performance.now()
    await cacheInstruments(tenantId, records)
    loadMs.push(performance.now() - started)
    started = performance.now()
    readRows = (await cachedInstrumentsOf(big)).length
    readMs.push(performance.now() - started)
    started = performance.now()
    await offlineDb().instruments.where('customerId').equals(big).toArray()
    indexReadMs.push(performance.now() - started)
  }
  const sample = records.slice(0, 100)
  return {
    loadMs,
    readMs,
    indexReadMs,
    readRows,
    recordBytes: Math.round(JSON.stringify(sample).length / Math.max(1, sample.length)),
  }
}
