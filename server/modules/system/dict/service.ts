import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../../db/database'
import { dict } from '../../../db/schema'
import { badRequest } from '../../../http/errors'
import { contains, liveRows, pageRows, rootParent } from '../../shared/crud'
import { findRecord, liveRecords } from '../tree/reads'
import { assertUnique, removeRecords, saveRecord } from '../tree/writes'
import { recordChanges, recordRemovals } from '../../../resources/history'
import { dictTrees, type DictCategory, type DictRecord } from './entity'
import { dictResourceOf, dictValuesOf } from './history'

export type DictListQuery = {
  current: number
  size: number
  code?: string
  dictValue?: string
  parentId?: string | null
}

/** Groups (parent rows) by default; the entries of one group when parentId is given. */
export function findDicts(tx: Tx, tenantId: string, category: DictCategory, query: DictListQuery) {
  const tree = dictTrees[category]
  const where = liveRows(
    dict,
    tenantId,
    tree.scope,
    query.parentId ? eq(dict.parentId, query.parentId) : isNull(dict.parentId),
    contains(dict.code, query.code),
    contains(dict.dictValue, query.dictValue),
  )
  return pageRows(tx, dict, where, query, async (offset, limit) =>
    (
      await tx
        .select()
        .from(dict)
        .where(where)
        .orderBy(...tree.order)
        .offset(offset)
        .limit(limit)
    ).map(tree.record),
  )
}

/** Entries (not group rows) of one code, or of every code up to a limit (start-up cache, spec §7). */
export async function findDictionary(
  tx: Tx,
  tenantId: string,
  category: DictCategory,
  query: { code?: string; size: number },
): Promise<DictRecord[]> {
  const tree = dictTrees[category]
  const rows = await tx
    .select()
    .from(dict)
    .where(
      liveRows(
        dict,
        tenantId,
        tree.scope,
        sql`${dict.parentId} is not null`,
        query.code ? eq(dict.code, query.code) : undefined,
      ),
    )
    .orderBy(asc(dict.code), asc(dict.sort), asc(dict.dictKey))
    .limit(query.size)
  return rows.map(tree.record)
}

export type DictInput = {
  id?: string
  parentId: string | null
  code: string
  dictKey: string
  dictValue: string
  i18n?: Record<string, string>
  sort: number
  remark?: string | null
  isSealed?: number
}

/** Creates or updates (spec: dict/submit). A group row's key is always -1; an entry takes its group's code. */
export async function submitDict(
  tx: Tx,
  tenantId: string,
  category: DictCategory,
  userId: string,
  input: DictInput,
  /** Called when the request seals or unseals: that takes its own permission (the 封存 button). */
  assertSealAllowed: () => Promise<void>,
) {
  const tree = dictTrees[category]
  let code = input.code
  let dictKey = input.dictKey
  if (input.parentId) {
    code = (await findRecord(tx, tree, tenantId, input.parentId, isNull(dict.parentId))).code
  } else dictKey = '-1'

  const named = input.parentId ? { field: 'dictKey', value: dictKey } : { field: 'code', value: code }
  await assertUnique(tx, tree, tenantId, input.id, named, eq(dict.code, code), eq(dict.dictKey, dictKey))

  const values = {
    parentId: input.parentId,
    code,
    dictKey,
    dictValue: input.dictValue,
    i18n: input.i18n ?? {},
    sort: input.sort,
    remark: input.remark ?? null,
  }
  const who = { tenantId, userId }
  if (!input.id) {
    if (input.isSealed === 1) await assertSealAllowed()
    const id = await saveRecord(tx, tree, tenantId, userId, undefined, {
      ...values,
      isSealed: input.isSealed ?? 0,
      category,
    })
    const resource = dictResourceOf(category, !input.parentId)
    await recordChanges(tx, resource, who, new Map(), await dictValuesOf(tx, resource, tenantId, [id]))
    return findRecord(tx, tree, tenantId, id)
  }
  const current = await findRecord(tx, tree, tenantId, input.id)
  const resource = dictResourceOf(category, current.parentId === rootParent(null))
  const before = await dictValuesOf(tx, resource, tenantId, [input.id])
  // Leaving isSealed out keeps the seal as it is; it never unseals by omission.
  const requestedSeal = input.isSealed ?? current.isSealed
  if (requestedSeal !== current.isSealed) await assertSealAllowed()
  // A sealed entry may only be unsealed; everything else about it is frozen.
  if (current.isSealed === 1 && requestedSeal === 1) throw badRequest('crud.sealed')
  const onlyUnsealing = current.isSealed === 1
  await saveRecord(
    tx,
    tree,
    tenantId,
    userId,
    input.id,
    onlyUnsealing ? { isSealed: 0 } : { ...values, isSealed: requestedSeal },
  )
  await recordChanges(tx, resource, who, before, await dictValuesOf(tx, resource, tenantId, [input.id]))
  if (!input.parentId && code !== current.code) {
    // Entries carry their group's code: renaming a group renames them too, a change of each of them.
    const entries = dictResourceOf(category, false)
    const ids = (
      await tx
        .select({ id: dict.id })
        .from(dict)
        .where(and(eq(dict.tenantId, tenantId), eq(dict.parentId, input.id)))
    ).map((row) => row.id)
    const entriesBefore = await dictValuesOf(tx, entries, tenantId, ids)
    await tx
      .update(dict)
      .set({ code })
      .where(and(eq(dict.tenantId, tenantId), eq(dict.parentId, input.id)))
    await recordChanges(tx, entries, who, entriesBefore, await dictValuesOf(tx, entries, tenantId, ids))
  }
  return findRecord(tx, tree, tenantId, input.id)
}

/** Refused for sealed rows and for groups that still have entries. */
export async function removeDicts(
  tx: Tx,
  tenantId: string,
  category: DictCategory,
  userId: string,
  ids: string[],
) {
  const tree = dictTrees[category]
  const sealed = await liveRecords(tx, tree, tenantId, inArray(dict.id, ids), eq(dict.isSealed, 1))
  if (sealed.length > 0) throw badRequest('crud.sealed')
  const removing = await liveRecords(tx, tree, tenantId, inArray(dict.id, ids))
  await removeRecords(tx, tree, tenantId, userId, ids)
  const who = { tenantId, userId }
  for (const isGroup of [true, false]) {
    const rows = removing.filter((row) => (row.parentId === rootParent(null)) === isGroup)
    await recordRemovals(
      tx,
      dictResourceOf(category, isGroup),
      who,
      rows.map((row) => row.id),
    )
  }
}
