/**
 * `npm run seed:large [-- --tenant 100001 --customers 20000 --instruments 1000000 --reset]`
 *
 * Fills one tenant of the configured database (DATABASE_URL, else DATA_DIR's PGlite, exactly as the server;
 * migrated and demo-seeded first) with many customers and instruments, for benchmarks and for trying the
 * lists at scale. The rows are realistic and deterministic: every value is a function of the row's number
 * (PostgreSQL's hashint8 of it), so two runs, or PGlite and PostgreSQL, hold the same data.
 *
 * Speed: rows are generated inside the database (INSERT … SELECT FROM generate_series), 50,000 per
 * statement, each row's pseudo-random numbers computed once. For a large insert (100,000 instruments or more)
 * the instrument table's secondary indexes and foreign key are dropped first and restored afterwards, in the
 * same transaction as the rows (so an interrupted run leaves the table as it was): one sorted build and one
 * join are far cheaper than maintaining two trigram GIN indexes and checking the key row by row. VACUUM
 * ANALYZE (statistics, and the visibility map that index-only counts need) runs at the end. Measured on
 * 2 vCPUs: 1,000,000 instruments in about 1 minute on PostgreSQL 15 and 2 minutes on PGlite.
 *
 * The script connects as the configured database user, which owns the tables (as the migrations do): row-level
 * security (which applies to the metrodesk_app role only) is not in the way, and the tenant id is written
 * explicitly. The rows it creates have ids in fixed ranges (5eedc000-… customers, 5eed1000-… instruments), so
 * `--reset` deletes exactly them and a later run without --reset tops up from where the last one stopped.
 */
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { sql, type SQL } from 'drizzle-orm'
import { readConfig } from '../server/config'
import { queryRows, type Database, type Db } from '../server/db/database'
import { migrateDatabase } from '../server/db/migrate'
import { guardDatabase } from '../server/db/backup-socket'
import { openDatabase } from '../server/db/open'
import { dictionaryGroups } from '../server/seed/data/dictionaries'
import { DEMO_TENANT } from '../server/seed/roles'
import { seedDemo } from '../server/seed/seed-demo'
import { createLocalStorage } from '../server/modules/file/storage'
import { companyWords, kindGroups, manufacturers, regions } from './seed-large-data'

export type LargeSeedOptions = {
  tenantId: string
  customers: number
  instruments: number
  /** Delete the tenant's large-seed rows first. */
  reset?: boolean
  /** Rows per INSERT statement. */
  batchSize?: number
  log?: (message: string) => void
}

export type LargeSeedResult = {
  /** Rows that were already there (from an earlier run) and rows added now. */
  customers: { existing: number; added: number; ms: number }
  instruments: { existing: number; added: number; ms: number; indexMs: number }
  resetMs: number
  analyzeMs: number
  totalMs: number
}

/** The id ranges of the rows this script owns: a fixed prefix and the row number in the last 12 hex digits. */
export const LARGE_ID_PREFIX = {
  customer: '5eedc000-0000-4000-8000-',
  instrument: '5eed1000-0000-4000-8000-',
}

const lowId = (prefix: string) => `${prefix}000000000000`
const highId = (prefix: string) => `${prefix}ffffffffffff`
const idOf = (prefix: string, n: string) => `('${prefix}' || lpad(to_hex(${n}), 12, '0'))::uuid`

/** Instruments at or above which the secondary indexes are rebuilt instead of maintained row by row. */
const REBUILD_INDEXES_FROM = 100_000

/** Pseudo-random integers in [0, 2^31) per row, computed once per row (columns r0 … r23 of `s`). */
const RANDOM_COLUMNS = 24
/** The generator of rows from..to with their random columns; materialised so each hash is computed once. */
const generator = (from: number, to: number) =>
  `s as materialized (select n, ${Array.from(
    { length: RANDOM_COLUMNS },
    (_, i) => `(hashint8(n * 64 + ${i})::bigint & 2147483647) as r${i}`,
  ).join(', ')}
    from generate_series(${from}::bigint, ${to}::bigint) as n)`
/** The row's pseudo-random integer number `salt`; SQL text (our own numbers only). */
const rnd = (salt: number) => `s.r${salt}`
/** The same as a fraction in [0, 1). */
const frac = (salt: number) => `(s.r${salt}::float8 / 2147483648)`

/** A SQL string literal of one of our constants (dictionary keys checked below, pools we wrote). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

/** Dictionary keys with relative weights; each key must exist in the seeded dictionary. */
const weighted: Record<string, readonly (readonly [string, number])[]> = {
  inspection_type: [
    ['1', 35],
    ['5', 25],
    ['2', 12],
    ['3', 10],
    ['7', 8],
    ['4', 4],
    ['6', 2],
    ['8', 2],
    ['9', 2],
  ],
  strong_inspection_mark: [
    ['10', 60],
    ['20', 35],
    ['30', 5],
  ],
  appliance_use: [
    ['3', 30],
    ['4', 30],
    ['5', 15],
    ['6', 15],
    ['2', 7],
    ['1', 3],
  ],
  INSTRUMENT_CLASSIFY: [
    ['2', 55],
    ['3', 30],
    ['1', 15],
  ],
  INSTRUMENT_IMPORT: [
    ['2', 85],
    ['1', 15],
  ],
  business_type: [
    ['1', 60],
    ['3', 20],
    ['2', 10],
    ['4', 10],
  ],
}

function checkDictionaryKeys(): void {
  const known = new Map(
    dictionaryGroups.map((group) => [group.code, new Set(group.entries.map((e) => e.key))]),
  )
  const wanted: [string, string[]][] = [
    ...Object.entries(weighted).map(([code, rows]): [string, string[]] => [code, rows.map(([key]) => key)]),
    ['CHARGE_TAXON', kindGroups.map((group) => group.charge)],
  ]
  for (const [code, keys] of wanted) {
    const entries = known.get(code)
    const missing = keys.filter((key) => !entries?.has(key))
    if (missing.length > 0)
      throw new Error(`seed-large: dictionary ${code} has no key(s) ${missing.join(', ')}`)
  }
}

/** CASE expression picking a key of a weighted dictionary with the pseudo-random number of `salt`. */
function pick(code: string, salt: number): string {
  const rows = weighted[code] ?? []
  const total = rows.reduce((sum, [, weight]) => sum + weight, 0)
  let cumulative = 0
  const branches = rows.map(([key, weight]) => {
    cumulative += weight
    return `when ${frac(salt)} < ${(cumulative / total).toFixed(6)} then ${literal(key)}`
  })
  return `(case ${branches.join(' ')} else ${literal(rows[rows.length - 1]?.[0] ?? '')} end)`
}

/** `arr[1 + r % cardinality(arr)]`: one element of a SQL array expression. */
const element = (array: string, salt: number) => `(${array})[1 + ${rnd(salt)} % cardinality(${array})]`

const textArray = (values: readonly string[]) => `array[${values.map(literal).join(',')}]::text[]`

const nameSuffixes = ['(智能型)', '(防爆型)', '(精密型)', '(便携式)', '(在线式)', '(标准器)']

function customerInsert(tenantId: string, from: number, to: number): SQL {
  const w = companyWords
  const region = `${rnd(9)} % ${regions.length}`
  const columns = `tenant_id, id, name, social_credit_code, business_type, area_code, area_code_name, address,
    contact, phone, create_time, update_time`
  const select = `select $TENANT, ${idOf(LARGE_ID_PREFIX.customer, 's.n')},
      ${element(textArray(w.prefixes), 1)} || ${element(textArray(w.cores), 2)} || ${element(textArray(w.trades), 3)}
        || ${element(textArray(w.forms), 4)},
      '9143' || lpad((${rnd(5)} % 10000)::text, 4, '0') || upper(substr(md5(s.n::text), 1, 10)),
      ${pick('business_type', 6)},
      (${textArray(regions.map(([code]) => code))})[1 + ${region}],
      (${textArray(regions.map(([, name]) => name))})[1 + ${region}],
      ${element(textArray(w.streets), 7)} || (1 + ${rnd(8)} % 999)::text || '号',
      ${element(textArray(w.surnames), 10)} || ${element(textArray(w.givenNames), 11)}
        || case when ${frac(12)} < 0.5 then ${element(textArray(w.givenNames), 13)} else '' end,
      '13' || lpad((${rnd(14)} % 1000000000)::text, 9, '0'),
      timestamptz '2023-10-01 08:00:00+08' + s.n * interval '4700 seconds',
      timestamptz '2023-10-01 08:00:00+08' + s.n * interval '4700 seconds'
    from s`
  const [head, tail] = select.split('$TENANT')
  return sql`with ${sql.raw(generator(from, to))} insert into crm_customer (${sql.raw(columns)}) ${sql.raw(head ?? '')}${tenantId}${sql.raw(tail ?? '')}`
}

function instrumentInsert(tenantId: string, from: number, to: number, customerCount: number): SQL {
  // kinds: one row per instrument name, with its group's attributes, numbered from 0.
  const kinds = kindGroups.flatMap((group) => group.names.map((name) => ({ ...group, name })))
  const kindValues = kinds
    .map(
      (kind, k) =>
        `(${k}, ${literal(kind.name)}, ${literal(kind.charge)}, ${kind.cycle}, ${kind.fee}, ` +
        `${textArray(kind.modelPrefixes)}, ${textArray(kind.ranges)}, ${textArray(kind.accuracies)})`,
    )
    .join(',\n')
  // A few customers hold many instruments (power law); ids of the customers this script created.
  const customerNumber = `least(${customerCount}, 1 + floor(${customerCount} * power(${frac(2)}, 1.6))::bigint)`
  const columns = `tenant_id, id, name, customer_id, model, factory_number, manufacturer, measure_range, accuracy,
    inspection_type, compulsory_mark, appliance_use, cycle, classification, charge_category, imported, fee,
    last_due_date, next_due_date, create_time, update_time`
  const text = `with kind(k, name, charge, cycle, fee, prefixes, ranges, accuracies) as (values ${kindValues}),
    ${generator(from, to)},
    r as (
      select s.*, date '2024-01-01' + (${rnd(20)} % 1096)::int as last_due,
        timestamptz '2023-11-01 08:00:00+08' + s.n * interval '94 seconds' + (${rnd(21)} % 90) * interval '1 second'
          as created,
        kind.name as kind_name, kind.charge, kind.fee as base_fee, kind.prefixes, kind.ranges, kind.accuracies,
        case when ${frac(3)} < 0.8 then kind.cycle when ${frac(4)} < 0.5 then 6 else 24 end as cycle
      from s join kind on kind.k = ${rnd(1)} % ${kinds.length}
    )
    insert into crm_instrument (${columns})
    select $TENANT, ${idOf(LARGE_ID_PREFIX.instrument, 's.n')},
      s.kind_name || case when ${frac(5)} < 0.25 then ${element(textArray(nameSuffixes), 6)} else '' end,
      ${idOf(LARGE_ID_PREFIX.customer, customerNumber)},
      ${element('s.prefixes', 7)} || '-' || (100 + ${rnd(8)} % 900)::text
        || case when ${frac(9)} < 0.3 then chr(65 + (${rnd(10)} % 6)::int) else '' end,
      'FN' || lpad(((s.n * 48271 + 7) % 100000000)::text, 8, '0'),
      ${element(textArray(manufacturers), 11)},
      ${element('s.ranges', 12)},
      ${element('s.accuracies', 13)},
      ${pick('inspection_type', 14)},
      ${pick('strong_inspection_mark', 15)},
      ${pick('appliance_use', 16)},
      s.cycle,
      ${pick('INSTRUMENT_CLASSIFY', 17)},
      s.charge,
      ${pick('INSTRUMENT_IMPORT', 18)},
      round((s.base_fee * (0.4 + 1.2 * ${frac(19)}))::numeric, 2),
      s.last_due,
      (s.last_due + make_interval(months => s.cycle))::date,
      s.created,
      s.created
    from r as s`
  const [head, tail] = text.split('$TENANT')
  return sql`${sql.raw(head ?? '')}${tenantId}${sql.raw(tail ?? '')}`
}

/** The large-seed rows a tenant holds (customers, instruments), as numbered by this script. */
export async function largeSeedCounts(
  db: Db,
  tenantId: string,
): Promise<{ customers: number; instruments: number }> {
  return {
    customers: await highestNumber(db, 'crm_customer', tenantId, LARGE_ID_PREFIX.customer),
    instruments: await highestNumber(db, 'crm_instrument', tenantId, LARGE_ID_PREFIX.instrument),
  }
}

/** The id of large-seed row n (1-based) of a range. */
export const largeSeedId = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(12, '0')}`

/** How many rows of the range exist (the script fills ranges from 1 upwards, so this is the next number - 1). */
async function highestNumber(db: Db, table: string, tenantId: string, prefix: string): Promise<number> {
  const rows = await queryRows<{ top: string | null }>(
    db,
    // No max(uuid) before PostgreSQL 16; the primary key answers this from its last entry either way.
    sql`select id::text as top from ${sql.raw(table)}
        where tenant_id = ${tenantId} and id between ${lowId(prefix)}::uuid and ${highId(prefix)}::uuid
        order by id desc limit 1`,
  )
  const top = rows[0]?.top
  return top ? Number.parseInt(top.slice(-12), 16) : 0
}

type IndexDefinition = { name: string; definition: string }

async function secondaryIndexes(db: Db, table: string): Promise<IndexDefinition[]> {
  return queryRows<IndexDefinition>(
    db,
    sql`select i.indexname as name, i.indexdef as definition
        from pg_indexes i join pg_class c on c.relname = i.indexname
        join pg_index x on x.indexrelid = c.oid
        where i.schemaname = 'public' and i.tablename = ${table} and not x.indisprimary and not x.indisunique`,
  )
}

type ConstraintDefinition = { name: string; definition: string }

/** The table's foreign keys: checked row by row on insert, at once (one join) when added back. */
async function foreignKeys(db: Db, table: string): Promise<ConstraintDefinition[]> {
  return queryRows<ConstraintDefinition>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = ${table}::regclass and contype = 'f'`,
  )
}

const formatCount = (n: number) => n.toLocaleString('en-US')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function insertInBatches(
  executor: Db,
  label: string,
  from: number,
  to: number,
  batchSize: number,
  statement: (from: number, to: number) => SQL,
  log: (message: string) => void,
): Promise<number> {
  const started = performance.now()
  for (let low = from; low <= to; low += batchSize) {
    const high = Math.min(to, low + batchSize - 1)
    await executor.execute(statement(low, high))
    const done = high - from + 1
    const elapsed = performance.now() - started
    log(
      `${label}: ${formatCount(high)} / ${formatCount(to)} (${Math.round((done / (to - from + 1)) * 100)} %), ` +
        `${formatCount(Math.round(done / (elapsed / 1000)))} rows/s`,
    )
  }
  return performance.now() - started
}

export async function seedLarge(database: Database, options: LargeSeedOptions): Promise<LargeSeedResult> {
  checkDictionaryKeys()
  const { db } = database
  const log = options.log ?? (() => {})
  const batchSize = options.batchSize ?? 50_000
  const { tenantId } = options
  const started = performance.now()

  const tenants = await queryRows<{ id: string }>(
    db,
    sql`select tenant_id as id from tenant where tenant_id = ${tenantId}`,
  )
  if (tenants.length === 0) throw new Error(`seed-large: tenant ${tenantId} does not exist`)

  let resetMs = 0
  if (options.reset) {
    const resetStarted = performance.now()
    log(`reset: deleting the large-seed rows of tenant ${tenantId}`)
    const p = LARGE_ID_PREFIX
    await db.execute(
      sql`delete from crm_instrument where tenant_id = ${tenantId}
          and id between ${lowId(p.instrument)}::uuid and ${highId(p.instrument)}::uuid`,
    )
    await db.execute(
      sql`delete from crm_customer where tenant_id = ${tenantId}
          and id between ${lowId(p.customer)}::uuid and ${highId(p.customer)}::uuid`,
    )
    resetMs = performance.now() - resetStarted
    log(`reset: done in ${seconds(resetMs)}`)
  }

  const existingCustomers = await highestNumber(db, 'crm_customer', tenantId, LARGE_ID_PREFIX.customer)
  const existingInstruments = await highestNumber(db, 'crm_instrument', tenantId, LARGE_ID_PREFIX.instrument)
  if (existingCustomers > options.customers || existingInstruments > options.instruments)
    log(
      `tenant ${tenantId} already has ${formatCount(existingCustomers)} customers and ${formatCount(existingInstruments)} ` +
        'instruments from an earlier run, more than asked for: keeping them (use --reset to start again)',
    )
  // Instruments point at customers 1..customers: all of them must exist.
  const customerCount = Math.max(existingCustomers, options.customers)
  if (existingInstruments > 0 && existingCustomers < options.customers && existingCustomers > 0)
    log('note: adding customers to an existing set; earlier instruments keep their customers')

  let customerMs = 0
  if (existingCustomers < options.customers) {
    customerMs = await insertInBatches(
      db,
      'customers',
      existingCustomers + 1,
      options.customers,
      batchSize,
      (from, to) => customerInsert(tenantId, from, to),
      log,
    )
  }

  let instrumentMs = 0
  let indexMs = 0
  const toAdd = options.instruments - existingInstruments
  if (toAdd > 0) {
    const rebuild = toAdd >= REBUILD_INDEXES_FROM
    const insertAll = (executor: Db) =>
      insertInBatches(
        executor,
        'instruments',
        existingInstruments + 1,
        options.instruments,
        batchSize,
        (from, to) => instrumentInsert(tenantId, from, to, customerCount),
        log,
      )
    if (!rebuild) {
      instrumentMs = await insertAll(db)
    } else {
      const indexes = await secondaryIndexes(db, 'crm_instrument')
      const keys = await foreignKeys(db, 'crm_instrument')
      log(
        `instruments: dropping ${indexes.length} secondary indexes and ${keys.length} foreign key(s), ` +
          'restoring them after the insert (one transaction)',
      )
      await db.transaction(async (tx) => {
        const executor = tx as unknown as Db
        // Index builds sort in memory; the default 64 MB spills a 1M-row trigram build to disk many times.
        await executor.execute(sql`set local maintenance_work_mem = '256MB'`)
        for (const key of keys)
          await executor.execute(sql.raw(`alter table crm_instrument drop constraint "${key.name}"`))
        for (const index of indexes) await executor.execute(sql.raw(`drop index "${index.name}"`))
        instrumentMs = await insertAll(executor)
        const indexStarted = performance.now()
        for (const index of indexes) {
          const one = performance.now()
          await executor.execute(sql.raw(index.definition))
          log(`instruments: index ${index.name} built in ${seconds(performance.now() - one)}`)
        }
        for (const key of keys) {
          const one = performance.now()
          await executor.execute(
            sql.raw(`alter table crm_instrument add constraint "${key.name}" ${key.definition}`),
          )
          log(`instruments: foreign key ${key.name} checked in ${seconds(performance.now() - one)}`)
        }
        indexMs = performance.now() - indexStarted
      })
    }
  }

  let analyzeMs = 0
  const changed = options.reset || existingCustomers < options.customers || toAdd > 0
  if (!changed) log(`tenant ${tenantId} already holds the rows asked for: nothing to do`)
  else {
    const analyzeStarted = performance.now()
    log('vacuum analyze crm_customer, crm_instrument')
    await db.execute(sql`vacuum analyze crm_customer, crm_instrument`)
    analyzeMs = performance.now() - analyzeStarted
    log(`vacuum analyze: ${seconds(analyzeMs)}`)
  }

  return {
    customers: {
      existing: existingCustomers,
      added: Math.max(0, options.customers - existingCustomers),
      ms: customerMs,
    },
    instruments: { existing: existingInstruments, added: Math.max(0, toAdd), ms: instrumentMs, indexMs },
    resetMs,
    analyzeMs,
    totalMs: performance.now() - started,
  }
}

function count(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  const value = Number(raw.replace(/_/g, ''))
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got "${raw}"`)
  return value
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tenant: { type: 'string', default: DEMO_TENANT },
      customers: { type: 'string' },
      instruments: { type: 'string' },
      reset: { type: 'boolean', default: false },
      batch: { type: 'string' },
    },
  })
  const customers = count('customers', values.customers, 20_000)
  const instruments = count('instruments', values.instruments, 1_000_000)
  if (instruments > 0 && customers === 0)
    throw new Error('--customers must be at least 1 when adding instruments')
  const config = readConfig()
  const where =
    config.database.kind === 'pglite' ? `PGlite at ${config.database.dataDir}` : 'PostgreSQL (DATABASE_URL)'
  const log = (message: string) => process.stdout.write(`[seed:large] ${message}\n`)
  log(
    `${where}: tenant ${values.tenant}, ${formatCount(customers)} customers, ${formatCount(instruments)} instruments`,
  )
  // A server running on the same folder holds it: the seeding would write under its feet.
  const guard = await guardDatabase(config.database)
  const database = await openDatabase(config.database)
  try {
    await migrateDatabase(database)
    await seedDemo(database, createLocalStorage(config.filesDir))
    const result = await seedLarge(database, {
      tenantId: values.tenant,
      customers,
      instruments,
      reset: values.reset,
      ...(values.batch ? { batchSize: count('batch', values.batch, 50_000) } : {}),
      log,
    })
    log(
      `done in ${seconds(result.totalMs)}: customers +${formatCount(result.customers.added)} (${seconds(result.customers.ms)}), ` +
        `instruments +${formatCount(result.instruments.added)} (${seconds(result.instruments.ms)} rows` +
        `${result.instruments.indexMs ? ` + ${seconds(result.instruments.indexMs)} indexes` : ''}), ` +
        `vacuum analyze ${seconds(result.analyzeMs)}`,
    )
  } finally {
    await database.close()
    await guard?.release()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
