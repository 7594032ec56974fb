import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../../db/database'
import { dict } from '../../../db/schema'
import { badRequest } from '../../../http/errors'
import {
  assertNoLiveChildren,
  contains,
  firstOr404,
  iso,
  liveRows,
  pageRows,
  pickerTree,
  rootParent,
  softRemove,
} from '../../shared/crud'
import type { TreeNodeDto } from '../../shared/schemas'

/** 1: the spec's system dictionaries (dict/*); 2: business dictionaries the lab maintains (dict-biz/*). */
export type DictCategory = 1 | 2

export type DictRecord = {
  id: string
  tenantId: string
  parentId: string
  code: string
  dictKey: string
  dictValue: string
  i18n: Record<string, string>
  sort: number
  remark: string | null
  isSealed: number
  isDeleted: number
  createTime: string | null
  updateTime: string | null
}

type DictRow = typeof dict.$inferSelect

const toRecord = (row: DictRow): DictRecord => ({
  id: row.id,
  tenantId: row.tenantId,
  parentId: rootParent(row.parentId),
  code: row.code,
  dictKey: row.dictKey,
  dictValue: row.dictValue,
  i18n: row.i18n,
  sort: row.sort,
  remark: row.remark,
  isSealed: row.isSealed,
  isDeleted: row.isDeleted ? 1 : 0,
  createTime: iso(row.createTime),
  updateTime: iso(row.updateTime),
})

const inCategory = (tenantId: string, category: DictCategory, ...more: (SQL | undefined)[]) =>
  liveRows(dict, tenantId, eq(dict.category, category), ...more)

export type DictListQuery = {
  current: number
  size: number
  code?: string
  dictValue?: string
  parentId?: string | null
}

/** Groups (parent rows) by default; the entries of one group when parentId is given. */
export function findDicts(tx: Tx, tenantId: string, category: DictCategory, query: DictListQuery) {
  const where = inCategory(
    tenantId,
    category,
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
        .orderBy(asc(dict.sort), asc(dict.code), asc(dict.id))
        .offset(offset)
        .limit(limit)
    ).map(toRecord),
  )
}

/** Entries (not group rows) of one code, or of every code up to a limit (start-up cache, spec §7). */
export async function findDictionary(
  tx: Tx,
  tenantId: string,
  category: DictCategory,
  query: { code?: string; size: number },
): Promise<DictRecord[]> {
  const rows = await tx
    .select()
    .from(dict)
    .where(
      inCategory(
        tenantId,
        category,
        sql`${dict.parentId} is not null`,
        query.code ? eq(dict.code, query.code) : undefined,
      ),
    )
    .orderBy(asc(dict.code), asc(dict.sort), asc(dict.dictKey))
    .limit(query.size)
  return rows.map(toRecord)
}

export async function findDictDetail(tx: Tx, tenantId: string, category: DictCategory, id: string) {
  return toRecord(
    firstOr404(
      await tx
        .select()
        .from(dict)
        .where(inCategory(tenantId, category, eq(dict.id, id))),
    ),
  )
}

/** The groups as a tree for choosing a parent (spec: dict/tree?code=DICT). */
export async function findDictTree(tx: Tx, tenantId: string, category: DictCategory): Promise<TreeNodeDto[]> {
  const rows = await tx
    .select()
    .from(dict)
    .where(inCategory(tenantId, category, isNull(dict.parentId)))
    .orderBy(asc(dict.sort), asc(dict.code))
  return pickerTree(rows, (row) => row.dictValue)
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
  let code = input.code
  let dictKey = input.dictKey
  if (input.parentId) {
    const parent = firstOr404(
      await tx
        .select()
        .from(dict)
        .where(inCategory(tenantId, category, eq(dict.id, input.parentId), isNull(dict.parentId))),
    )
    code = parent.code
  } else dictKey = '-1'

  const duplicate = await tx
    .select({ id: dict.id })
    .from(dict)
    .where(inCategory(tenantId, category, eq(dict.code, code), eq(dict.dictKey, dictKey)))
  if (duplicate.some((row) => row.id !== input.id)) {
    throw badRequest('crud.duplicate', {
      field: input.parentId ? 'dictKey' : 'code',
      value: input.parentId ? dictKey : code,
    })
  }

  const values = {
    parentId: input.parentId,
    code,
    dictKey,
    dictValue: input.dictValue,
    i18n: input.i18n ?? {},
    sort: input.sort,
    remark: input.remark ?? null,
    updateUser: userId,
    updateTime: sql`now()`,
  }
  if (!input.id) {
    const id = uuidv7()
    if (input.isSealed === 1) await assertSealAllowed()
    await tx
      .insert(dict)
      .values({ ...values, isSealed: input.isSealed ?? 0, tenantId, id, category, createUser: userId })
    return findDictDetail(tx, tenantId, category, id)
  }
  const current = firstOr404(
    await tx
      .select()
      .from(dict)
      .where(inCategory(tenantId, category, eq(dict.id, input.id))),
  )
  // Leaving isSealed out keeps the seal as it is; it never unseals by omission.
  const requestedSeal = input.isSealed ?? current.isSealed
  if (requestedSeal !== current.isSealed) await assertSealAllowed()
  // A sealed entry may only be unsealed; everything else about it is frozen.
  if (current.isSealed === 1 && requestedSeal === 1) throw badRequest('crud.sealed')
  const onlyUnsealing = current.isSealed === 1
  await tx
    .update(dict)
    .set(
      onlyUnsealing
        ? { isSealed: 0, updateUser: userId, updateTime: sql`now()` }
        : { ...values, isSealed: requestedSeal },
    )
    .where(and(eq(dict.tenantId, tenantId), eq(dict.id, input.id)))
  if (!input.parentId && code !== current.code) {
    // Entries carry their group's code: renaming a group renames them too.
    await tx
      .update(dict)
      .set({ code })
      .where(and(eq(dict.tenantId, tenantId), eq(dict.parentId, input.id)))
  }
  return findDictDetail(tx, tenantId, category, input.id)
}

export async function removeDicts(
  tx: Tx,
  tenantId: string,
  category: DictCategory,
  userId: string,
  ids: string[],
) {
  const sealed = await tx
    .select({ id: dict.id })
    .from(dict)
    .where(inCategory(tenantId, category, inArray(dict.id, ids), eq(dict.isSealed, 1)))
  if (sealed.length > 0) throw badRequest('crud.sealed')
  await assertNoLiveChildren(tx, dict, tenantId, ids)
  await softRemove(tx, dict, tenantId, ids, userId)
}
