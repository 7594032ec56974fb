import { types, type PGlite, type QueryOptions } from '@electric-sql/pglite'
import { preparedStatements } from './pglite-prepared'

/*
 * drizzle's PGlite driver hands PGlite the same parsers with every query: timestamps, dates, intervals and
 * their arrays stay text (drizzle-orm/pglite/session.js). PGlite merges them into a copy of its table of
 * about 320 type parsers for each query, and that cost more than the statement itself: `select 1` took
 * 0.67 ms with them and 0.25 ms without (bench `offline` sync). So the client gets those parsers
 * once, and the per-query ones are dropped when they are only these.
 */

/** The type ids drizzle keeps as text: timestamp, timestamptz, interval, date, numeric[], and the arrays. */
const TEXT_TYPE_IDS = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]
const textTypeIds = new Set(TEXT_TYPE_IDS)
const asText = (value: string) => value

/** The options without their parsers when the client already has those; otherwise unchanged. */
export function withoutClientParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers
  if (!parsers) return options
  for (const typeId in parsers) if (!textTypeIds.has(Number(typeId))) return options
  const { parsers: _covered, ...rest } = options
  return rest
}

type Queryable = { query: PGlite['query'] }

/** The object with its query() dropping covered parsers; other members pass through, bound to it. */
function dropParsersOf<T extends Queryable>(target: T, wrapMember?: (name: string | symbol) => unknown): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') {
        const query: PGlite['query'] = (text, params, options) =>
          object.query(text, params, withoutClientParsers(options))
        return query
      }
      const wrapped = wrapMember?.(property)
      if (wrapped !== undefined) return wrapped
      // Bound to the real object: PGlite's members read its private fields, which a proxy does not have.
      const value: unknown = Reflect.get(object, property, object)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value
    },
  })
}

/**
 * The client as drizzle should get it: drizzle's text parsers set on the client (after PGlite's start, which
 * sets the array types' parsers), and query() in and out of transactions without the per-query copy.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  for (const typeId of TEXT_TYPE_IDS) client.parsers[typeId] = asText
  const prepared = preparedStatements(client)
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx) => callback(dropParsersOf(prepared.within(tx))))
  return dropParsersOf(client, (property) => (property === 'transaction' ? transaction : undefined))
}
