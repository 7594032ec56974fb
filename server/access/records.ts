import { sql } from 'drizzle-orm'
import type { ResourceDeclaration, SearchPayload } from '@/domain/resources'
import { queryRows, type Tx } from '../db/database'
import { compiled } from '../resources/service'
import type { Actor } from './actor'
import { dataScopeSql } from './data-scope'

const EMPTY_SEARCH: SearchPayload = { searchType: 'N', searchParam: { filter: '{}', op: '{}' } }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Whether every id names a record of the resource the actor reads within her data scope (for the
 * operation's grants `codes`). A reader without a restriction is not asked: the operation itself answers
 * 404 for a record that does not exist, and an id out of scope must look exactly the same.
 */
export async function recordsReadable(
  tx: Tx,
  actor: Actor,
  resource: ResourceDeclaration,
  ids: readonly string[],
  codes: readonly string[],
): Promise<boolean> {
  const dataScope = dataScopeSql(actor, resource, codes)
  if (!dataScope || ids.length === 0) return true
  const unique = [...new Set(ids.map((value) => value.toLowerCase()))]
  if (!unique.every((value) => UUID.test(value))) return false
  const search = compiled(resource, EMPTY_SEARCH, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    dataScope,
  })
  const [row] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from ${search.base} where ${search.where} and t.id = any(${sql.param(unique)}::uuid[])`,
  )
  return Number(row?.n ?? 0) === unique.length
}
