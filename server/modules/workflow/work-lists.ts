import { ADMIN_ROLES } from '../../plugins/access'
import { type SQL, and, asc, count, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/database'
import {
  appUser,
  leaveRequest,
  processDefinition,
  processInstance,
  processTask,
  type ProcessStatus,
  type TaskOutcome,
  type TaskStatus,
} from '../../db/schema'
import { toPage, type Page } from '../../http/envelope'
import { iso } from '../shared/crud'
import { roleAliasesOf } from './engine'
import { leaveTypeName } from './leave'

/** A row of the work lists (todo, done, sent): a task or a request, with what it is about. */
export type WorkItem = {
  taskId: string | null
  taskName: string | null
  taskStatus: TaskStatus | null
  assigneeRole: string | null
  outcome: TaskOutcome | null
  comment: string | null
  taskCreateTime: string | null
  doneTime: string | null
  processInstanceId: string
  processDefinitionId: string
  processDefinitionKey: string
  processDefinitionName: string
  processStatus: ProcessStatus
  businessId: string
  applicantId: string
  applicantName: string
  submitTime: string | null
  finishTime: string | null
  /** The leave request, for leave processes. */
  leaveType: string | null
  leaveTypeName: string | null
  startTime: string | null
  endTime: string | null
  days: number | null
  reason: string | null
}

type Paging = { current: number; size: number }

const joinedInstance = (tenantId: string) => ({
  definition: and(
    eq(processDefinition.tenantId, processInstance.tenantId),
    eq(processDefinition.id, processInstance.definitionId),
  ) as SQL,
  applicant: and(
    eq(appUser.tenantId, processInstance.tenantId),
    eq(appUser.id, processInstance.applicantId),
  ) as SQL,
  leave: and(eq(leaveRequest.tenantId, tenantId), eq(leaveRequest.id, processInstance.businessId)) as SQL,
})

const columns = (tenantId: string) => ({
  task: processTask,
  instance: processInstance,
  definition: processDefinition,
  applicantName: appUser.realName,
  leave: leaveRequest,
  leaveTypeName: leaveTypeName(tenantId, leaveRequest.leaveType),
})

type Joined = {
  task: typeof processTask.$inferSelect | null
  instance: typeof processInstance.$inferSelect
  definition: typeof processDefinition.$inferSelect
  applicantName: string
  leave: typeof leaveRequest.$inferSelect | null
  leaveTypeName: string | null
}

const toItem = (row: Joined): WorkItem => ({
  taskId: row.task?.id ?? null,
  taskName: row.task?.name ?? null,
  taskStatus: row.task?.status ?? null,
  assigneeRole: row.task?.assigneeRole ?? null,
  outcome: row.task?.outcome ?? null,
  comment: row.task?.comment ?? null,
  taskCreateTime: iso(row.task?.createTime ?? null),
  doneTime: iso(row.task?.doneTime ?? null),
  processInstanceId: row.instance.id,
  processDefinitionId: row.definition.id,
  processDefinitionKey: row.definition.key,
  processDefinitionName: row.definition.name,
  processStatus: row.instance.status,
  businessId: row.instance.businessId,
  applicantId: row.instance.applicantId,
  applicantName: row.applicantName,
  submitTime: iso(row.instance.startTime),
  finishTime: iso(row.instance.endTime),
  leaveType: row.leave?.leaveType ?? null,
  leaveTypeName: row.leaveTypeName,
  startTime: iso(row.leave?.startTime ?? null),
  endTime: iso(row.leave?.endTime ?? null),
  days: row.leave ? Number(row.leave.days) : null,
  reason: row.leave?.reason ?? null,
})

/** Task rows with their instance, definition, applicant and leave request. */
async function taskPage(
  tx: Tx,
  tenantId: string,
  where: SQL,
  order: SQL[],
  paging: Paging,
): Promise<Page<WorkItem>> {
  const on = joinedInstance(tenantId)
  const taskInstance = and(
    eq(processInstance.tenantId, processTask.tenantId),
    eq(processInstance.id, processTask.instanceId),
  )
  const [total] = await tx
    .select({ n: count() })
    .from(processTask)
    .innerJoin(processInstance, taskInstance)
    .where(where)
  const rows = await tx
    .select(columns(tenantId))
    .from(processTask)
    .innerJoin(processInstance, taskInstance)
    .innerJoin(processDefinition, on.definition)
    .innerJoin(appUser, on.applicant)
    .leftJoin(leaveRequest, on.leave)
    .where(where)
    .orderBy(...order)
    .offset((paging.current - 1) * paging.size)
    .limit(paging.size)
  return toPage(rows.map(toItem), total?.n ?? 0, paging.current, paging.size)
}

/**
 * Tasks the user may handle now: waiting tasks of running instances assigned to her or to one of her
 * roles, never of her own requests. Oldest first.
 */
export async function findTodoList(tx: Tx, tenantId: string, userId: string, paging: Paging) {
  const roles = await roleAliasesOf(tx, tenantId, userId)
  const standsInForAll = roles.some((alias) => ADMIN_ROLES.includes(alias))
  const assigned = or(
    eq(processTask.assigneeUserId, userId),
    standsInForAll ? isNotNull(processTask.assigneeRole) : undefined,
    roles.length > 0 ? inArray(processTask.assigneeRole, roles) : undefined,
  ) as SQL
  const where = and(
    eq(processTask.tenantId, tenantId),
    eq(processTask.status, 'todo'),
    eq(processInstance.status, 'running'),
    ne(processInstance.applicantId, userId),
    assigned,
  ) as SQL
  return taskPage(tx, tenantId, where, [asc(processTask.createTime), asc(processTask.id)], paging)
}

/** Tasks the user handled, latest first. */
export async function findDoneList(tx: Tx, tenantId: string, userId: string, paging: Paging) {
  const where = and(
    eq(processTask.tenantId, tenantId),
    eq(processTask.status, 'done'),
    eq(processTask.doneBy, userId),
  ) as SQL
  return taskPage(tx, tenantId, where, [desc(processTask.doneTime), desc(processTask.id)], paging)
}

/** The user's own requests with their state and, while they run, the waiting task. Latest first. */
export async function findSendList(tx: Tx, tenantId: string, userId: string, paging: Paging) {
  const on = joinedInstance(tenantId)
  const where = and(eq(processInstance.tenantId, tenantId), eq(processInstance.applicantId, userId)) as SQL
  const [total] = await tx.select({ n: count() }).from(processInstance).where(where)
  const rows = await tx
    .select(columns(tenantId))
    .from(processInstance)
    .innerJoin(processDefinition, on.definition)
    .innerJoin(appUser, on.applicant)
    .leftJoin(leaveRequest, on.leave)
    .leftJoin(
      processTask,
      and(
        eq(processTask.tenantId, processInstance.tenantId),
        eq(processTask.instanceId, processInstance.id),
        sql`${processTask.status} = 'todo'`,
      ),
    )
    .where(where)
    .orderBy(desc(processInstance.startTime), desc(processInstance.id))
    .offset((paging.current - 1) * paging.size)
    .limit(paging.size)
  return toPage(rows.map(toItem), total?.n ?? 0, paging.current, paging.size)
}
