import { and, asc, eq, notInArray, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../../db/database'
import { param } from '../../../db/schema'
import { badRequest } from '../../../http/errors'
import { contains, firstOr404, iso, liveRows, pageRows, softRemove } from '../../shared/crud'

export type ParamRecord = {
  id: string
  tenantId: string
  paramName: string
  paramKey: string
  paramValue: string
  i18n: Record<string, string>
  remark: string | null
  isDeleted: number
  createTime: string | null
  updateTime: string | null
}

type ParamRow = typeof param.$inferSelect

const toRecord = (row: ParamRow): ParamRecord => ({
  id: row.id,
  tenantId: row.tenantId,
  paramName: row.paramName,
  paramKey: row.paramKey,
  paramValue: row.paramValue,
  i18n: row.i18n,
  remark: row.remark,
  isDeleted: row.isDeleted ? 1 : 0,
  createTime: iso(row.createTime),
  updateTime: iso(row.updateTime),
})

export type ParamListQuery = {
  current: number
  size: number
  paramName?: string
  paramKey?: string
  paramValue?: string
  /** Keys whose values the caller may not see: the value filter never matches them (no guessing by search). */
  hiddenKeys?: string[]
}

/** Parameters, paged (the browser loads them all at start-up with size 99999, spec §7). */
export function findParams(tx: Tx, tenantId: string, query: ParamListQuery) {
  const where = liveRows(
    param,
    tenantId,
    contains(param.paramName, query.paramName),
    contains(param.paramKey, query.paramKey),
    query.paramValue && query.hiddenKeys?.length
      ? and(contains(param.paramValue, query.paramValue), notInArray(param.paramKey, query.hiddenKeys))
      : contains(param.paramValue, query.paramValue),
  )
  return pageRows(tx, param, where, query, async (offset, limit) =>
    (
      await tx
        .select()
        .from(param)
        .where(where)
        .orderBy(asc(param.paramKey), asc(param.id))
        .offset(offset)
        .limit(limit)
    ).map(toRecord),
  )
}

export async function findParamDetail(tx: Tx, tenantId: string, id: string) {
  return toRecord(
    firstOr404(
      await tx
        .select()
        .from(param)
        .where(liveRows(param, tenantId, eq(param.id, id))),
    ),
  )
}

export type ParamInput = {
  id?: string
  paramName: string
  paramKey: string
  paramValue: string
  i18n?: Record<string, string>
  remark?: string | null
}

/** Creates or updates a parameter (spec: param/submit); a key names one parameter of the tenant. */
export async function submitParam(tx: Tx, tenantId: string, userId: string, input: ParamInput) {
  if (input.id)
    firstOr404(
      await tx
        .select({ id: param.id })
        .from(param)
        .where(liveRows(param, tenantId, eq(param.id, input.id))),
    )
  const duplicate = await tx
    .select({ id: param.id })
    .from(param)
    .where(liveRows(param, tenantId, eq(param.paramKey, input.paramKey)))
  if (duplicate.some((row) => row.id !== input.id)) {
    throw badRequest('crud.duplicate', { field: 'paramKey', value: input.paramKey })
  }

  const values = {
    paramName: input.paramName,
    paramKey: input.paramKey,
    paramValue: input.paramValue,
    i18n: input.i18n ?? {},
    remark: input.remark ?? null,
    updateUser: userId,
    updateTime: sql`now()`,
  }
  if (!input.id) {
    const id = uuidv7()
    await tx.insert(param).values({ ...values, tenantId, id, createUser: userId })
    return findParamDetail(tx, tenantId, id)
  }
  await tx
    .update(param)
    .set(values)
    .where(and(eq(param.tenantId, tenantId), eq(param.id, input.id)))
  return findParamDetail(tx, tenantId, input.id)
}

export async function removeParams(tx: Tx, tenantId: string, userId: string, ids: string[]) {
  await softRemove(tx, param, tenantId, ids, userId)
}
