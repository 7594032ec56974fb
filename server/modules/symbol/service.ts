import { and, asc, count, eq, inArray, isNull, like, max, type SQL } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../db/database'
import { symbol } from '../../db/schema'
import { commonSymbols } from '../../seed/data/symbols'
import { toPage, type Page } from '../../http/envelope'
import { badRequest } from '../../http/errors'

/** How many symbols of their own one person may keep. */
export const PERSON_SYMBOLS_MAX = 500

export type SymbolDto = { id: string; code: string; sort: number }

export type SymbolList = 'common' | 'person'

export type SymbolQuery = { current: number; size: number; code?: string | undefined }

/** The common list is the rows without a user; a person's list is their own rows. */
const listOf = (tenantId: string, list: SymbolList, userId: string): SQL | undefined =>
  and(eq(symbol.tenantId, tenantId), list === 'common' ? isNull(symbol.userId) : eq(symbol.userId, userId))

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function findSymbols(
  tx: Tx,
  tenantId: string,
  userId: string,
  list: SymbolList,
  query: SymbolQuery,
): Promise<Page<SymbolDto>> {
  const where = and(
    listOf(tenantId, list, userId),
    query.code ? like(symbol.code, `%${escapeLike(query.code)}%`) : undefined,
  )
  const [total] = await tx.select({ n: count() }).from(symbol).where(where)
  const records = await tx
    .select({ id: symbol.id, code: symbol.code, sort: symbol.sort })
    .from(symbol)
    .where(where)
    .orderBy(asc(symbol.sort), asc(symbol.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size)
  return toPage(records, total?.n ?? 0, query.current, query.size)
}

/**
 * Adds a symbol to the person's own list, or moves it when they already have it (a list holds a symbol
 * once). Without a sort the symbol goes to the end.
 */
export async function submitPersonSymbol(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: { code: string; sort?: number | undefined },
): Promise<SymbolDto> {
  const mine = listOf(tenantId, 'person', userId)
  const [existing] = await tx
    .select({ id: symbol.id })
    .from(symbol)
    .where(and(mine, eq(symbol.code, input.code)))
  const [last] = await tx
    .select({ n: count(), sort: max(symbol.sort) })
    .from(symbol)
    .where(mine)
  const sort = input.sort ?? (last?.sort ?? 0) + 1
  if (existing) {
    await tx
      .update(symbol)
      .set({ sort })
      .where(and(mine, eq(symbol.id, existing.id)))
    return { id: existing.id, code: input.code, sort }
  }
  if ((last?.n ?? 0) >= PERSON_SYMBOLS_MAX) throw badRequest('symbol.tooMany', { max: PERSON_SYMBOLS_MAX })
  const id = uuidv7()
  await tx.insert(symbol).values({ tenantId, id, userId, code: input.code, sort })
  return { id, code: input.code, sort }
}

/** Removes symbols of the person's own list; ids of the common list or of others change nothing. */
export async function removePersonSymbols(tx: Tx, tenantId: string, userId: string, ids: string[]) {
  await tx.delete(symbol).where(and(listOf(tenantId, 'person', userId), inArray(symbol.id, ids)))
}

/** Seeds a new lab's common list (spec §7 "Symbols and lists"). */
export async function seedCommonSymbols(tx: Tx, tenantId: string) {
  await tx
    .insert(symbol)
    .values(
      commonSymbols.map((code, index) => ({ tenantId, id: uuidv7(), userId: null, code, sort: index + 1 })),
    )
}
