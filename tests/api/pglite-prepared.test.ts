import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows, type Database } from '../../server/db/database'
import { openDatabase } from '../../server/db/open'
import { preparedStatements } from '../../server/db/pglite-prepared'

/*
 * PGlite's client as the app opens it (server/db/open.ts): inside transactions its data statements are
 * prepared once and executed by name, and drizzle's per-query parsers are set on the client instead. The
 * answers must be the ones PGlite's own query() gives, for every kind of value the app stores.
 */

type Row = Record<string, unknown>

const sample = sql`
  select
    ${'文本'}::text as text,
    ${42}::int as int,
    ${'12.345'}::numeric as numeric,
    ${true}::boolean as bool,
    ${'2026-11-22 10:30:00+08'}::timestamptz as at,
    ${'2026-11-22'}::date as day,
    ${'1 day'}::interval as span,
    ${JSON.stringify({ a: [1, '二'] })}::jsonb as json,
    ${'{a,b}'}::text[] as list,
    ${'{"2026-01-01 00:00:00"}'}::timestamp[] as stamps,
    ${null}::text as nothing,
    ${new Uint8Array([1, 2, 255])}::bytea as bytes
`

/** The Parse messages PGlite received (messages starting with 'P'), by spying on its protocol entry. */
function countParses(client: PGlite): { count: () => number } {
  let parses = 0
  const execProtocol = client.execProtocol.bind(client)
  client.execProtocol = (message, options) => {
    // A request may carry several messages; each Parse starts with 'P' followed by its length.
    for (let offset = 0; offset < message.length;) {
      if (message[offset] === 0x50) parses++
      offset += 1 + new DataView(message.buffer, message.byteOffset + offset + 1, 4).getInt32(0)
    }
    return execProtocol(message, options)
  }
  return { count: () => parses }
}

describe('PGlite prepared statements', () => {
  let database: Database
  let client: PGlite

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
    client = (database.db as unknown as { $client: PGlite }).$client
    await database.db.execute(sql`create table item (id int primary key, name text not null, at timestamptz)`)
  })
  afterAll(() => database.close())

  it('answers inside a transaction what PGlite answers outside one, for every kind of value', async () => {
    const outside = await queryRows<Row>(database.db, sample)
    const inside = await database.db.transaction((tx) => queryRows<Row>(tx, sample))
    const again = await database.db.transaction((tx) => queryRows<Row>(tx, sample))
    expect(inside).toEqual(outside)
    expect(again).toEqual(outside)
    // drizzle's own handling: timestamps, dates and intervals stay text; json is parsed; bytea is bytes.
    expect(outside[0]).toMatchObject({
      text: '文本',
      int: 42,
      numeric: '12.345',
      bool: true,
      day: '2026-11-22',
      span: '1 day',
      json: { a: [1, '二'] },
      list: ['a', 'b'],
      nothing: null,
    })
    expect(typeof outside[0]!.at).toBe('string')
    expect(Array.from(outside[0]!.bytes as Uint8Array)).toEqual([1, 2, 255])
  })

  it('parses a statement once and executes it by name afterwards', async () => {
    const parses = countParses(client)
    const insert = (id: number) =>
      database.db.transaction((tx) => tx.execute(sql`insert into item (id, name) values (${id}, ${'n'})`))
    await insert(1)
    const afterFirst = parses.count()
    for (let id = 2; id <= 6; id++) await insert(id)
    expect(afterFirst).toBeGreaterThan(0)
    expect(parses.count()).toBe(afterFirst)
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from item`)
    expect(row?.n).toBe(6)
  })

  it('rolls back a failed transaction and reports the database error with its code and statement', async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into item (id, name) values (${100}, ${'kept?'})`)
      await tx.execute(sql`insert into item (id, name) values (${1}, ${'duplicate'})`)
    })
    await expect(failing).rejects.toSatisfy((error: unknown) => {
      const cause = (error as { cause?: { code?: string; query?: string } }).cause ?? error
      return (
        (cause as { code?: string }).code === '23505' &&
        String((cause as { query?: string }).query).includes('insert into item')
      )
    })
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from item where id = 100`,
    )
    expect(row?.n).toBe(0)
    // The connection is clean: the next transaction works.
    await database.db.transaction((tx) =>
      tx.execute(sql`insert into item (id, name) values (${100}, ${'ok'})`),
    )
  })

  it('prepares anew when a table changed under a statement', async () => {
    const all = sql`select * from item where id = ${100}`
    const before = await database.db.transaction((tx) => queryRows<Row>(tx, all))
    expect(Object.keys(before[0]!)).toEqual(['id', 'name', 'at'])
    await database.db.execute(sql`alter table item add column note text`)
    // PostgreSQL refuses a prepared statement whose result changed shape once; the next use prepares anew.
    const after = await database.db
      .transaction((tx) => queryRows<Row>(tx, all))
      .catch(() => database.db.transaction((tx) => queryRows<Row>(tx, all)))
    expect(Object.keys(after[0]!)).toEqual(['id', 'name', 'at', 'note'])
  })

  it('closes the least recently used statement beyond its limit', async () => {
    const raw = await PGlite.create()
    try {
      const prepared = preparedStatements(raw, 2)
      const run = (text: string) => raw.transaction((tx) => prepared.within(tx).query<{ v: number }>(text))
      for (const text of ['select 1 as v', 'select 2 as v', 'select 3 as v', 'select 1 as v'])
        expect((await run(text)).rows).toHaveLength(1)
      const names = await raw.query<{ name: string }>('select name from pg_prepared_statements order by name')
      expect(names.rows).toHaveLength(2)
    } finally {
      await raw.close()
    }
  })
})
