import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../../db/database'
import { appUser, dept } from '../../../db/schema'
import { badRequest } from '../../../http/errors'
import {
  assertNoLiveChildren,
  assertValidParent,
  contains,
  firstOr404,
  iso,
  liveRows,
  pickerTree,
  rootParent,
  softRemove,
  treeOrFlat,
  type TreeNode,
} from '../../shared/crud'
import type { TreeNodeDto } from '../../shared/schemas'

/** Dictionary org_category: 1 company, 2 department, 3 group. */
export type DeptCategory = 1 | 2 | 3

export type DeptRecord = {
  id: string
  tenantId: string
  parentId: string
  deptName: string
  fullName: string | null
  i18n: Record<string, string>
  deptCategory: number
  code: string | null
  abbr: string | null
  sort: number
  remark: string | null
  isDeleted: number
  createTime: string | null
  updateTime: string | null
}

type DeptRow = typeof dept.$inferSelect

const toRecord = (row: DeptRow): DeptRecord => ({
  id: row.id,
  tenantId: row.tenantId,
  parentId: rootParent(row.parentId),
  deptName: row.deptName,
  fullName: row.fullName,
  i18n: row.i18n,
  deptCategory: row.deptCategory,
  code: row.code,
  abbr: row.abbr,
  sort: row.sort,
  remark: row.remark,
  isDeleted: row.isDeleted ? 1 : 0,
  createTime: iso(row.createTime),
  updateTime: iso(row.updateTime),
})

const deptOrder = [asc(dept.sort), asc(dept.deptName), asc(dept.id)]

export type DeptListQuery = { deptName?: string; fullName?: string }

/** Departments as a tree; the matching rows flat when a filter is given. */
export async function findDeptTree(
  tx: Tx,
  tenantId: string,
  query: DeptListQuery,
): Promise<TreeNode<DeptRecord>[]> {
  const filters = [contains(dept.deptName, query.deptName), contains(dept.fullName, query.fullName)].filter(
    Boolean,
  )
  const rows = await tx
    .select()
    .from(dept)
    .where(liveRows(dept, tenantId, ...filters))
    .orderBy(...deptOrder)
  const records = rows.map(toRecord)
  return treeOrFlat(records, filters.length > 0)
}

/** Departments as tree nodes, for pickers. */
export async function findDeptPickerTree(tx: Tx, tenantId: string): Promise<TreeNodeDto[]> {
  const rows = await tx
    .select()
    .from(dept)
    .where(liveRows(dept, tenantId))
    .orderBy(...deptOrder)
  return pickerTree(rows, (row) => row.deptName)
}

export async function findDeptDetail(tx: Tx, tenantId: string, id: string) {
  return toRecord(
    firstOr404(
      await tx
        .select()
        .from(dept)
        .where(liveRows(dept, tenantId, eq(dept.id, id))),
    ),
  )
}

export type DeptInput = {
  id?: string
  parentId: string | null
  deptName: string
  fullName?: string | null
  i18n?: Record<string, string>
  deptCategory: DeptCategory
  code?: string | null
  abbr?: string | null
  sort: number
  remark?: string | null
}

/** Creates or updates a department (spec: dept/submit). A code, when given, names one department of the tenant. */
export async function submitDept(tx: Tx, tenantId: string, userId: string, input: DeptInput) {
  if (input.id)
    firstOr404(
      await tx
        .select({ id: dept.id })
        .from(dept)
        .where(liveRows(dept, tenantId, eq(dept.id, input.id))),
    )
  await assertValidParent(tx, 'dept', tenantId, input.id, input.parentId)

  const code = input.code || null
  if (code) {
    const duplicate = await tx
      .select({ id: dept.id })
      .from(dept)
      .where(liveRows(dept, tenantId, eq(dept.code, code)))
    if (duplicate.some((row) => row.id !== input.id))
      throw badRequest('crud.duplicate', { field: 'code', value: code })
  }

  const values = {
    parentId: input.parentId,
    deptName: input.deptName,
    fullName: input.fullName || null,
    i18n: input.i18n ?? {},
    deptCategory: input.deptCategory,
    code,
    abbr: input.abbr || null,
    sort: input.sort,
    remark: input.remark ?? null,
    updateUser: userId,
    updateTime: sql`now()`,
  }
  if (!input.id) {
    const id = uuidv7()
    await tx.insert(dept).values({ ...values, tenantId, id, createUser: userId })
    return findDeptDetail(tx, tenantId, id)
  }
  await tx
    .update(dept)
    .set(values)
    .where(and(eq(dept.tenantId, tenantId), eq(dept.id, input.id)))
  return findDeptDetail(tx, tenantId, input.id)
}

/** Refused while a department has live sub-departments or live users. */
export async function removeDepts(tx: Tx, tenantId: string, userId: string, ids: string[]) {
  await assertNoLiveChildren(tx, dept, tenantId, ids)
  const [users] = await tx
    .select({ n: count() })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.isDeleted, false), inArray(appUser.deptId, ids)))
  if ((users?.n ?? 0) > 0) throw badRequest('dept.inUse')
  await softRemove(tx, dept, tenantId, ids, userId)
}
