import { and, count, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../../db/database'
import { appUser, dept } from '../../../db/schema'
import { badRequest } from '../../../http/errors'
import { findRecord } from '../tree/reads'
import { assertParent, assertUnique, removeRecords, saveRecord } from '../tree/writes'
import { deptTree, type DeptCategory } from './entity'

export type DeptInput = {
  id?: string
  parentId: string | null
  deptName: string
  fullName?: string | null
  i18n?: Record<string, string>
  deptCategory: DeptCategory
  code?: string | null
  abbr?: string | null
  leaderId?: string | null
  sort: number
  remark?: string | null
}

/** The head of a department is a live user of the tenant. */
async function assertLeader(tx: Tx, tenantId: string, userId: string) {
  const [user] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, userId), eq(appUser.isDeleted, false)))
  if (!user) throw badRequest('dept.leaderUnknown')
}

/** Creates or updates a department (spec: dept/submit). A code, when given, names one department of the tenant. */
export async function submitDept(tx: Tx, tenantId: string, userId: string, input: DeptInput) {
  if (input.id) await findRecord(tx, deptTree, tenantId, input.id)
  await assertParent(tx, deptTree, tenantId, input.id, input.parentId)
  const code = input.code || null
  if (code)
    await assertUnique(tx, deptTree, tenantId, input.id, { field: 'code', value: code }, eq(dept.code, code))
  const leaderId = input.leaderId || null
  if (leaderId) await assertLeader(tx, tenantId, leaderId)
  const id = await saveRecord(tx, deptTree, tenantId, userId, input.id, {
    parentId: input.parentId,
    deptName: input.deptName,
    fullName: input.fullName || null,
    i18n: input.i18n ?? {},
    deptCategory: input.deptCategory,
    code,
    abbr: input.abbr || null,
    leaderId,
    sort: input.sort,
    remark: input.remark ?? null,
  })
  return findRecord(tx, deptTree, tenantId, id)
}

/** Refused while a department has live sub-departments or live users. */
export function removeDepts(tx: Tx, tenantId: string, userId: string, ids: string[]) {
  return removeRecords(tx, deptTree, tenantId, userId, ids, async () => {
    const [users] = await tx
      .select({ n: count() })
      .from(appUser)
      .where(and(eq(appUser.tenantId, tenantId), eq(appUser.isDeleted, false), inArray(appUser.deptId, ids)))
    if ((users?.n ?? 0) > 0) throw badRequest('dept.inUse')
  })
}
