import { uuidv7 } from 'uuidv7'
import { roundHalfEven } from '@/domain/money/round'
import { creditCodeCheckChar } from '@/domain/validation/identity'
import { listRegionChildren, regionPath } from '../modules/region/region-data'
import type { Tx } from '../db/database'
import { crmCustomer, crmInstrument } from '../db/schema'
import {
  customerIndustries,
  customerTradeNames,
  givenNames,
  instrumentKinds,
  legalForms,
  streetNames,
  surnames,
} from './data/crm'

export const DEMO_CUSTOMER_COUNT = customerTradeNames.length
export const DEMO_INSTRUMENT_COUNT = 300
const CHANGSHA = '4301'
const CYCLE_MONTHS = 12
/** Fixed, so the demo data (and the tests counting it) are the same on every run. */
const SEED = 20_260_401
const CUSTOMERS_FROM = Date.UTC(2025, 5, 1, 1, 30)
const INSTRUMENTS_FROM = Date.UTC(2025, 6, 1, 2, 0)
const DAY = 86_400_000

/** mulberry32: a small seeded generator; Math.random would give other demo data on every seed. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  return { next, int, pick }
}

type Random = ReturnType<typeof generator>

const CREDIT_BODY = [...'0123456789ABCDEFGHJKLMNPQRTUWXY']

/** A unified social credit code (GB 32100): 91 (enterprise), the region, an organisation code, the check. */
function creditCode(random: Random, district: string): string {
  let organisation = ''
  for (let i = 0; i < 9; i++)
    organisation += i < 2 ? random.pick(CREDIT_BODY.slice(0, 10)) : random.pick(CREDIT_BODY)
  const first17 = `91${district}${organisation}`
  return first17 + creditCodeCheckChar(first17)
}

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10)

function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return isoDate(target.getTime())
}

function customers(tenantId: string, random: Random, userId: string | null) {
  const districts = listRegionChildren(CHANGSHA)
  return customerTradeNames.map((trade, index): typeof crmCustomer.$inferInsert => {
    const industry = customerIndustries[index % customerIndustries.length] ?? customerIndustries[0]
    const district = random.pick(districts)
    const street = random.pick(listRegionChildren(district.id))
    const path = regionPath(street.id).map((region) => region.name)
    const contact =
      random.pick(surnames) + random.pick(givenNames) + (random.next() < 0.5 ? random.pick(givenNames) : '')
    const phone =
      random.next() < 0.6
        ? `0731-8${String(random.int(0, 9_999_999)).padStart(7, '0')}`
        : `1${random.pick(['3', '5', '7', '8', '9'])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`
    const created = new Date(CUSTOMERS_FROM + index * 3 * DAY + random.int(0, 8) * 3_600_000)
    return {
      tenantId,
      id: uuidv7(),
      name: `长沙${trade}${industry.name}${random.pick(legalForms)}`,
      socialCreditCode: creditCode(random, district.id),
      businessType: industry.businessType,
      areaCode: street.id,
      areaCodeName: path.join('/'),
      address: `${path.slice(0, 3).join('')}${random.pick(streetNames)}${random.int(1, 999)}号`,
      contact,
      phone,
      remark: index % 7 === 0 ? '长期合作客户，送检集中在每年第二季度' : null,
      createUser: userId,
      updateUser: userId,
      createTime: created,
      updateTime: created,
    }
  })
}

function instruments(
  tenantId: string,
  random: Random,
  customerIds: readonly string[],
  userId: string | null,
): (typeof crmInstrument.$inferInsert)[] {
  const rows: (typeof crmInstrument.$inferInsert)[] = []
  for (let index = 0; index < DEMO_INSTRUMENT_COUNT; index++) {
    const kind = random.pick(instrumentKinds)
    const last = isoDate(Date.UTC(2025, 0, 1) + random.int(0, 640) * DAY)
    const created = new Date(INSTRUMENTS_FROM + index * 20 * 3_600_000 + random.int(0, 59) * 60_000)
    const compulsory = kind.compulsory && random.next() < 0.85
    const fee = roundHalfEven(kind.fee * random.pick([1, 1, 1, 0.9, 0.85, 1.15, 0.95]), 2)
    rows.push({
      tenantId,
      id: uuidv7(),
      customerId: random.pick(customerIds),
      name: kind.name,
      model: random.pick(kind.models),
      factoryNumber: `${random.pick(['', 'SN', 'HX', 'No.'])}${random.int(2015, 2025)}${String(random.int(0, 99_999)).padStart(5, '0')}`,
      manufacturer: random.pick(kind.makers),
      measureRange: kind.range,
      accuracy: kind.accuracy,
      inspectionType: compulsory ? random.pick(['1', '7']) : random.pick(['1', '2', '3', '5', '5']),
      compulsoryMark: compulsory ? random.pick(['20', '20', '20', '30']) : '10',
      applianceUse: compulsory ? random.pick(['3', '4', '5', '6']) : random.pick(['1', '2']),
      cycle: CYCLE_MONTHS,
      classification: kind.classify,
      chargeCategory: kind.charge,
      imported: random.next() < 0.15 ? '1' : '2',
      fee: fee.toFixed(2),
      lastDueDate: last,
      nextDueDate: addMonths(last, CYCLE_MONTHS),
      createUser: userId,
      updateUser: userId,
      createTime: created,
      updateTime: created,
    })
  }
  return rows
}

/**
 * The demo lab's customers and their instruments (tenant 100001 only: labs created later start empty).
 * Deterministic apart from the ids, so the browser tests and the API tests can count on the rows.
 */
export async function seedCrm(tx: Tx, tenantId: string, userId: string | null = null): Promise<void> {
  const random = generator(SEED)
  const customerRows = customers(tenantId, random, userId)
  await tx.insert(crmCustomer).values(customerRows)
  const rows = instruments(
    tenantId,
    random,
    customerRows.map((row) => row.id),
    userId,
  )
  for (let i = 0; i < rows.length; i += 500) await tx.insert(crmInstrument).values(rows.slice(i, i + 500))
}
