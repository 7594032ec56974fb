import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite'

/*
 * PGlite runs every query as an unnamed statement: parsed, planned and described again each time, in six
 * round trips into its WebAssembly. The app sends the same few hundred statements over and over, so inside
 * transactions (where nearly all of its work runs, see withTenant) a statement is prepared once under a name
 * and then executed with one round trip: bind, execute, sync. For a draft of the offline sync (three uploads
 * and a registration) PGlite's share of the server's time went from about 35 ms to 13 ms, and the server's
 * CPU per draft in bench `offline` from 83 to 57 ms. PostgreSQL's plan cache re-plans a named
 * statement when a table it uses changes or the role differs, as for any prepared statement.
 */

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number]

type Prepared = {
  name: string
  /** The type ids of the parameters, as the server described them: which serializer each value takes. */
  paramTypes: number[]
  /** The result's columns (absent for a statement without rows): bind and execute do not send them again. */
  rowDescription: BackendMessage | null
}

/** Statements kept prepared; the least recently used is closed past this. */
export const MAX_PREPARED = 1000

/** Only plain data statements are prepared: a DDL or a SET goes the usual way (and is rarely repeated). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i

const serialize = protocol.serialize

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** Adds what PGlite's own query() adds to an error: the statement, for the logs. */
function withQuery(error: unknown, query: string, params: unknown[] | undefined): unknown {
  if (error instanceof Error && 'code' in error)
    Object.assign(error, { query, params, queryOptions: undefined })
  return error
}

export function preparedStatements(client: PGlite, max = MAX_PREPARED) {
  const statements = new Map<string, Prepared>()
  /** Closes to send with the next request (statements evicted from the map). */
  let closing: Uint8Array[] = []
  let serial = 0

  /** Sends messages in one request, after the closes of evicted statements. */
  const exec = async (parts: Uint8Array[]) => {
    const pending = closing
    closing = []
    return (await client.execProtocol(concat([...pending, ...parts]), { syncToFs: false })).messages
  }

  async function prepare(text: string): Promise<Prepared> {
    const name = `md${++serial}`
    const messages = await exec([
      serialize.parse({ name, text, types: [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ])
    const described = messages.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined
    return {
      name,
      paramTypes: described?.dataTypeIDs ?? [],
      rowDescription: messages.find((message) => message.name === 'rowDescription') ?? null,
    }
  }

  async function run<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    let statement = statements.get(text)
    if (statement) {
      // Most recently used last: the map's order is the eviction order.
      statements.delete(text)
    } else {
      statement = await prepare(text)
      if (statements.size >= max) {
        const [oldestText, oldest] = statements.entries().next().value!
        statements.delete(oldestText)
        closing.push(serialize.close({ type: 'S', name: oldest.name }))
      }
    }
    statements.set(text, statement)
    const { paramTypes } = statement
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null
      const typeId = paramTypes[index]!
      const serializer = options?.serializers?.[typeId] ?? client.serializers[typeId]
      return serializer ? serializer(value) : String(value)
    })
    const messages = await exec([
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ])
    const withColumns = statement.rowDescription ? [statement.rowDescription, ...messages] : messages
    return parse.parseResults(withColumns, client.parsers, options)[0] as Results<T>
  }

  return {
    /** The transaction with its data statements prepared once and executed by name. */
    within(tx: Transaction): Transaction {
      const query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (!PREPARABLE.test(text) || options?.paramTypes || options?.blob)
          return tx.query<T>(text, params, options)
        if (tx.closed) throw new Error('Transaction is closed')
        try {
          return await client.runExclusive(() => run<T>(text, params, options))
        } catch (error) {
          // "cached plan must not change result type": a table changed under the statement; prepare anew.
          if ((error as { code?: unknown }).code === '0A000') statements.delete(text)
          throw withQuery(error, text, params)
        }
      }
      return new Proxy(tx, {
        get: (target, property) => (property === 'query' ? query : Reflect.get(target, property, target)),
      })
    },
  }
}
