import { ADMIN_ROLES } from '../../plugins/access'
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../db/database'
import {
  appUser,
  processDefinition,
  processInstance,
  processTask,
  role,
  userRole,
  type ProcessStatus,
  type TaskOutcome,
  type TaskStatus,
} from '../../db/schema'
import { AppError, badRequest, forbidden, notFound } from '../../http/errors'
import { iso } from '../shared/crud'

/**
 * A small process engine: a definition names its approver role; starting it for a business record opens
 * one approval task for that role; handling the task ends the instance as approved or rejected; the
 * applicant may withdraw while it runs. Every task row is a step of the history.
 */

export type DefinitionRow = typeof processDefinition.$inferSelect
export type InstanceRow = typeof processInstance.$inferSelect
export type TaskRow = typeof processTask.$inferSelect

export type DefinitionRecord = {
  id: string
  key: string
  name: string
  i18n: Record<string, string>
  version: number
  approverRole: string
  approverRoleName: string | null
}

/** The step every approval process has: the approver role decides. */
const APPROVAL_STEP = { key: 'approve', name: '审批' }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function roleNameOf(tx: Tx, tenantId: string, roleAlias: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: role.roleName })
    .from(role)
    .where(and(eq(role.tenantId, tenantId), eq(role.roleAlias, roleAlias), eq(role.isDeleted, false)))
  return row?.name ?? null
}

async function toDefinitionRecord(tx: Tx, row: DefinitionRow): Promise<DefinitionRecord> {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    i18n: row.i18n,
    version: row.version,
    approverRole: row.approverRole,
    approverRoleName: await roleNameOf(tx, row.tenantId, row.approverRole),
  }
}

/** The current version of a process: the highest active one. */
export async function findCurrentDefinition(
  tx: Tx,
  tenantId: string,
  key: string,
): Promise<DefinitionRecord> {
  const [row] = await tx
    .select()
    .from(processDefinition)
    .where(
      and(
        eq(processDefinition.tenantId, tenantId),
        eq(processDefinition.key, key),
        eq(processDefinition.status, 1),
        eq(processDefinition.isDeleted, false),
      ),
    )
    .orderBy(desc(processDefinition.version))
    .limit(1)
  if (!row) throw notFound('workflow.definitionMissing')
  return toDefinitionRecord(tx, row)
}

/**
 * The definition a form starts: its id, or its key for the current version (the menu opens
 * /work/process/leave/form/leave, so the key stands in for the id).
 */
export async function resolveDefinition(
  tx: Tx,
  tenantId: string,
  idOrKey: string,
  expectedKey: string,
): Promise<DefinitionRecord> {
  if (!UUID.test(idOrKey)) {
    if (idOrKey !== expectedKey) throw badRequest('workflow.definitionMissing')
    return findCurrentDefinition(tx, tenantId, expectedKey)
  }
  const [row] = await tx
    .select()
    .from(processDefinition)
    .where(
      and(
        eq(processDefinition.tenantId, tenantId),
        eq(processDefinition.id, idOrKey),
        eq(processDefinition.key, expectedKey),
        eq(processDefinition.status, 1),
        eq(processDefinition.isDeleted, false),
      ),
    )
  if (!row) throw badRequest('workflow.definitionMissing')
  return toDefinitionRecord(tx, row)
}

/** The user's role aliases as they are now (a token's copy may predate a role change). */
export async function roleAliasesOf(tx: Tx, tenantId: string, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ alias: role.roleAlias })
    .from(userRole)
    .innerJoin(role, and(eq(role.tenantId, userRole.tenantId), eq(role.id, userRole.roleId)))
    .where(and(eq(userRole.tenantId, tenantId), eq(userRole.userId, userId), eq(role.isDeleted, false)))
  return rows.map((row) => row.alias)
}

/** Live users holding a role, except one (the applicant never approves her own request). */
export async function usersWithRole(
  tx: Tx,
  tenantId: string,
  roleAlias: string,
  exceptUserId: string,
): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: appUser.id })
    .from(appUser)
    .innerJoin(userRole, and(eq(userRole.tenantId, appUser.tenantId), eq(userRole.userId, appUser.id)))
    .innerJoin(role, and(eq(role.tenantId, userRole.tenantId), eq(role.id, userRole.roleId)))
    .where(
      and(
        eq(appUser.tenantId, tenantId),
        eq(appUser.status, 1),
        eq(appUser.isDeleted, false),
        eq(role.roleAlias, roleAlias),
        eq(role.isDeleted, false),
        ne(appUser.id, exceptUserId),
      ),
    )
  return rows.map((row) => row.id)
}

/** Opens an instance for a business record and its approval task. */
export async function startInstance(
  tx: Tx,
  input: { tenantId: string; definition: DefinitionRecord; businessId: string; applicantId: string },
): Promise<{ instanceId: string; taskId: string }> {
  const instanceId = uuidv7()
  const taskId = uuidv7()
  await tx.insert(processInstance).values({
    tenantId: input.tenantId,
    id: instanceId,
    definitionId: input.definition.id,
    businessId: input.businessId,
    applicantId: input.applicantId,
    status: 'running',
    createUser: input.applicantId,
    updateUser: input.applicantId,
  })
  await tx.insert(processTask).values({
    tenantId: input.tenantId,
    id: taskId,
    instanceId,
    taskKey: APPROVAL_STEP.key,
    name: APPROVAL_STEP.name,
    assigneeRole: input.definition.approverRole,
    status: 'todo',
  })
  return { instanceId, taskId }
}

/**
 * Whether role aliases cover a task's role. A lab administrator stands in for any role, so a request of
 * the only holder of a role (the approver's own leave) can still be decided.
 */
export const coversRole = (roles: string[], assigneeRole: string | null) =>
  assigneeRole !== null &&
  (roles.includes(assigneeRole) || roles.some((alias) => ADMIN_ROLES.includes(alias)))

/** Whether a user may handle a task: it waits, it is not her own request, and it is hers or her role's. */
export function mayHandle(task: TaskRow, instance: InstanceRow, userId: string, roles: string[]): boolean {
  if (task.status !== 'todo' || instance.status !== 'running') return false
  if (instance.applicantId === userId) return false
  if (task.assigneeUserId) return task.assigneeUserId === userId
  return coversRole(roles, task.assigneeRole)
}

export type Handled = {
  task: TaskRow
  instance: InstanceRow
  definition: DefinitionRow
  status: ProcessStatus
}

async function lockInstance(tx: Tx, tenantId: string, instanceId: string): Promise<InstanceRow> {
  const [instance] = await tx
    .select()
    .from(processInstance)
    .where(and(eq(processInstance.tenantId, tenantId), eq(processInstance.id, instanceId)))
    .for('update')
  if (!instance) throw notFound()
  return instance
}

/**
 * Handles a task: only an eligible user, only while it waits, a rejection only with a comment. The
 * instance row is locked first, so two approvers (or an approver and the applicant withdrawing) racing on
 * one instance are served one after the other and the second is told the task is closed.
 */
export async function handleTask(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: { taskId: string; pass: boolean; comment?: string | null },
): Promise<Handled> {
  const [found] = await tx
    .select({ instanceId: processTask.instanceId })
    .from(processTask)
    .where(and(eq(processTask.tenantId, tenantId), eq(processTask.id, input.taskId)))
  if (!found) throw notFound()
  const instance = await lockInstance(tx, tenantId, found.instanceId)
  const [task] = await tx
    .select()
    .from(processTask)
    .where(and(eq(processTask.tenantId, tenantId), eq(processTask.id, input.taskId)))
  if (!task) throw notFound()
  if (task.status !== 'todo' || instance.status !== 'running') throw badRequest('workflow.taskClosed')
  if (instance.applicantId === userId) throw forbidden('workflow.ownRequest')
  const roles = await roleAliasesOf(tx, tenantId, userId)
  if (!mayHandle(task, instance, userId, roles)) throw forbidden('workflow.notAssignee')
  const comment = input.comment?.trim() || null
  if (!input.pass && !comment) throw badRequest('workflow.commentRequired')

  const outcome: TaskOutcome = input.pass ? 'pass' : 'reject'
  const status: ProcessStatus = input.pass ? 'approved' : 'rejected'
  const [doneTask] = await tx
    .update(processTask)
    .set({ status: 'done', outcome, comment, doneBy: userId, doneTime: sql`now()` })
    .where(
      and(eq(processTask.tenantId, tenantId), eq(processTask.id, task.id), eq(processTask.status, 'todo')),
    )
    .returning()
  if (!doneTask) throw badRequest('workflow.taskClosed')
  const [doneInstance] = await tx
    .update(processInstance)
    .set({ status, endTime: sql`now()`, updateUser: userId, updateTime: sql`now()` })
    .where(and(eq(processInstance.tenantId, tenantId), eq(processInstance.id, instance.id)))
    .returning()
  const [definition] = await tx
    .select()
    .from(processDefinition)
    .where(and(eq(processDefinition.tenantId, tenantId), eq(processDefinition.id, instance.definitionId)))
  if (!doneInstance || !definition) throw notFound()
  return { task: doneTask, instance: doneInstance, definition, status }
}

/** The applicant withdraws a running instance; its waiting tasks close as cancelled. */
export async function cancelInstance(tx: Tx, tenantId: string, instanceId: string, userId: string) {
  const instance = await lockInstance(tx, tenantId, instanceId)
  if (instance.applicantId !== userId) throw forbidden('workflow.notApplicant')
  if (instance.status !== 'running') throw badRequest('workflow.notRunning')
  await tx
    .update(processTask)
    .set({ status: 'cancelled', doneBy: userId, doneTime: sql`now()` })
    .where(
      and(
        eq(processTask.tenantId, tenantId),
        eq(processTask.instanceId, instanceId),
        eq(processTask.status, 'todo'),
      ),
    )
  await tx
    .update(processInstance)
    .set({ status: 'cancelled', endTime: sql`now()`, updateUser: userId, updateTime: sql`now()` })
    .where(and(eq(processInstance.tenantId, tenantId), eq(processInstance.id, instanceId)))
}

export async function findInstanceByBusiness(tx: Tx, tenantId: string, businessId: string) {
  const [row] = await tx
    .select({ instance: processInstance, definition: processDefinition })
    .from(processInstance)
    .innerJoin(
      processDefinition,
      and(
        eq(processDefinition.tenantId, processInstance.tenantId),
        eq(processDefinition.id, processInstance.definitionId),
      ),
    )
    .where(and(eq(processInstance.tenantId, tenantId), eq(processInstance.businessId, businessId)))
  return row ?? null
}

export async function tasksOf(tx: Tx, tenantId: string, instanceId: string): Promise<TaskRow[]> {
  return tx
    .select()
    .from(processTask)
    .where(and(eq(processTask.tenantId, tenantId), eq(processTask.instanceId, instanceId)))
    .orderBy(asc(processTask.createTime), asc(processTask.id))
}

export type HistoryStep = {
  id: string
  /** 'submitted': the applicant started the process; 'task': a step someone handles. */
  kind: 'submitted' | 'task'
  name: string
  assigneeRole: string | null
  assigneeRoleName: string | null
  /** Who acted (null while the step waits). */
  userId: string | null
  userName: string | null
  /** When she acted (null while the step waits). */
  time: string | null
  status: TaskStatus | 'done'
  outcome: TaskOutcome | null
  comment: string | null
}

/** The history of an instance: its submission, then every task in order, waiting ones included. */
export async function findHistory(tx: Tx, instance: InstanceRow, submittedComment: string | null) {
  const doer = alias(appUser, 'doer')
  const rows = await tx
    .select({ task: processTask, doerName: doer.realName })
    .from(processTask)
    .leftJoin(doer, and(eq(doer.tenantId, processTask.tenantId), eq(doer.id, processTask.doneBy)))
    .where(and(eq(processTask.tenantId, instance.tenantId), eq(processTask.instanceId, instance.id)))
    .orderBy(asc(processTask.createTime), asc(processTask.id))
  const aliases = [...new Set(rows.map((row) => row.task.assigneeRole).filter((a): a is string => !!a))]
  const roleNames = new Map<string, string>()
  if (aliases.length > 0) {
    const roles = await tx
      .select({ alias: role.roleAlias, name: role.roleName })
      .from(role)
      .where(
        and(
          eq(role.tenantId, instance.tenantId),
          inArray(role.roleAlias, aliases),
          eq(role.isDeleted, false),
        ),
      )
    for (const entry of roles) roleNames.set(entry.alias, entry.name)
  }
  const [applicant] = await tx
    .select({ name: appUser.realName })
    .from(appUser)
    .where(and(eq(appUser.tenantId, instance.tenantId), eq(appUser.id, instance.applicantId)))
  const submitted: HistoryStep = {
    id: instance.id,
    kind: 'submitted',
    name: '提交申请',
    assigneeRole: null,
    assigneeRoleName: null,
    userId: instance.applicantId,
    userName: applicant?.name ?? null,
    time: iso(instance.startTime),
    status: 'done',
    outcome: null,
    comment: submittedComment,
  }
  const steps = rows.map(({ task, doerName }): HistoryStep => ({
    id: task.id,
    kind: 'task',
    name: task.name,
    assigneeRole: task.assigneeRole,
    assigneeRoleName: task.assigneeRole ? (roleNames.get(task.assigneeRole) ?? null) : null,
    userId: task.doneBy,
    userName: doerName,
    time: iso(task.doneTime),
    status: task.status,
    outcome: task.outcome,
    comment: task.comment,
  }))
  return [submitted, ...steps]
}

/** Who may read an instance: the applicant, whoever handled or may handle one of its tasks, an admin. */
export async function assertMayRead(
  tx: Tx,
  instance: InstanceRow,
  viewer: { userId: string; isAdmin: boolean },
): Promise<{ roles: string[]; tasks: TaskRow[] }> {
  const roles = await roleAliasesOf(tx, instance.tenantId, viewer.userId)
  const tasks = await tasksOf(tx, instance.tenantId, instance.id)
  const involved = tasks.some(
    (task) =>
      task.doneBy === viewer.userId ||
      task.assigneeUserId === viewer.userId ||
      coversRole(roles, task.assigneeRole),
  )
  if (viewer.isAdmin || instance.applicantId === viewer.userId || involved) return { roles, tasks }
  throw new AppError(403, 'workflow.notInvolved')
}
