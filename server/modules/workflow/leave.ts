import { and, eq, isNotNull, ne, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../db/database'
import { appUser, dept, dict, leaveRequest, type ProcessStatus } from '../../db/schema'
import { AppError, badRequest, notFound } from '../../http/errors'
import { iso } from '../shared/crud'
import { notify } from '../notify/service'
import {
  assertMayRead,
  cancelInstance,
  findHistory,
  findInstanceByBusiness,
  mayHandle,
  resolveDefinition,
  startInstance,
  tasksOf,
  usersWithRole,
  type Handled,
  type HistoryStep,
} from './engine'
import { MAX_LEAVE_DAYS, leaveDays } from '../../../src/domain/leave/leave-days'

export const LEAVE_KEY = 'leave'
/** Business dictionary of leave types (1 事假, 2 病假, 3 年假, 4 调休, 5 婚假, 6 产假, 7 丧假). */
export const LEAVE_TYPE_DICT = 'leave_type'

type LeaveRow = typeof leaveRequest.$inferSelect

/** The Chinese label of a leave type, from the tenant's business dictionary. */
export const leaveTypeName = (tenantId: string, leaveTypeColumn: unknown) =>
  sql<string | null>`(select d.dict_value from dict d
    where d.tenant_id = ${tenantId} and d.category = 2 and d.code = ${LEAVE_TYPE_DICT}
      and d.dict_key = ${leaveTypeColumn} and d.parent_id is not null and d.is_deleted = false limit 1)`

async function leaveTypeLabel(tx: Tx, tenantId: string, leaveType: string): Promise<string | null> {
  const [row] = await tx
    .select({ label: dict.dictValue })
    .from(dict)
    .where(
      and(
        eq(dict.tenantId, tenantId),
        eq(dict.category, 2),
        eq(dict.code, LEAVE_TYPE_DICT),
        eq(dict.dictKey, leaveType),
        isNotNull(dict.parentId),
        eq(dict.isDeleted, false),
      ),
    )
  return row?.label ?? null
}

async function realNameOf(tx: Tx, tenantId: string, userId: string): Promise<string> {
  const [row] = await tx
    .select({ name: appUser.realName })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, userId)))
  return row?.name ?? ''
}

export type LeaveInput = {
  processDefinitionId: string
  /** Optional id chosen by the client, so that sending the same form twice starts one request. */
  businessId?: string
  leaveType: string
  startTime: Date
  endTime: Date
  reason: string
}

export type Started = { processInstanceId: string; businessId: string; taskId: string | null }

/**
 * Submits a leave request: checks it, saves it, starts its approval and tells the approvers (except the
 * applicant herself) by message, all in the caller's transaction.
 */
export async function startLeave(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: LeaveInput,
): Promise<Started> {
  if (input.businessId) {
    const existing = await findInstanceByBusiness(tx, tenantId, input.businessId)
    if (existing) {
      if (existing.instance.applicantId !== userId) throw new AppError(409, 'crud.conflict')
      const open = (await tasksOf(tx, tenantId, existing.instance.id)).find((task) => task.status === 'todo')
      return {
        processInstanceId: existing.instance.id,
        businessId: input.businessId,
        taskId: open?.id ?? null,
      }
    }
  }
  const definition = await resolveDefinition(tx, tenantId, input.processDefinitionId, LEAVE_KEY)
  const typeLabel = await leaveTypeLabel(tx, tenantId, input.leaveType)
  if (!typeLabel) throw badRequest('workflow.leaveTypeUnknown', { leaveType: input.leaveType })
  if (!(input.endTime.getTime() > input.startTime.getTime())) throw badRequest('workflow.leaveEndBeforeStart')
  const days = leaveDays(input.startTime, input.endTime)
  if (days <= 0) throw badRequest('workflow.leaveEndBeforeStart')
  if (days > MAX_LEAVE_DAYS) throw badRequest('workflow.leaveTooLong', { max: MAX_LEAVE_DAYS })
  const [overlap] = await tx
    .select({ id: leaveRequest.id })
    .from(leaveRequest)
    .where(
      and(
        eq(leaveRequest.tenantId, tenantId),
        eq(leaveRequest.userId, userId),
        eq(leaveRequest.isDeleted, false),
        sql`${leaveRequest.status} in ('running', 'approved')`,
        sql`${leaveRequest.startTime} < ${input.endTime.toISOString()}`,
        sql`${leaveRequest.endTime} > ${input.startTime.toISOString()}`,
      ),
    )
    .limit(1)
  if (overlap) throw badRequest('workflow.leaveOverlap')

  const businessId = input.businessId ?? uuidv7()
  await tx.insert(leaveRequest).values({
    tenantId,
    id: businessId,
    userId,
    leaveType: input.leaveType,
    startTime: input.startTime,
    endTime: input.endTime,
    days,
    reason: input.reason,
    status: 'running',
    createUser: userId,
    updateUser: userId,
  })
  const { instanceId, taskId } = await startInstance(tx, {
    tenantId,
    definition,
    businessId,
    applicantId: userId,
  })

  const applicant = await realNameOf(tx, tenantId, userId)
  const values = { processName: definition.name, applicant, leaveType: typeLabel, days: String(days) }
  for (const approverId of await usersWithRole(tx, tenantId, definition.approverRole, userId)) {
    await notify(tx, {
      tenantId,
      event: 'leave.submitted',
      eventId: `leave:${businessId}`,
      to: { userId: approverId },
      values,
    })
  }
  return { processInstanceId: instanceId, businessId, taskId }
}

/** After the approval step: the request takes the instance's outcome and the applicant is told. */
export async function finishLeave(tx: Tx, handled: Handled): Promise<void> {
  const { instance, task, status } = handled
  const tenantId = instance.tenantId
  const [leave] = await tx
    .update(leaveRequest)
    .set({ status, updateUser: task.doneBy, updateTime: sql`now()` })
    .where(and(eq(leaveRequest.tenantId, tenantId), eq(leaveRequest.id, instance.businessId)))
    .returning()
  if (!leave) return
  const label = (await leaveTypeLabel(tx, tenantId, leave.leaveType)) ?? leave.leaveType
  const approver = task.doneBy ? await realNameOf(tx, tenantId, task.doneBy) : ''
  const values = {
    processName: handled.definition.name,
    leaveType: label,
    days: String(leave.days),
    approver,
    comment: task.comment ?? '',
  }
  await notify(tx, {
    tenantId,
    event: status === 'approved' ? 'leave.approved' : 'leave.rejected',
    eventId: `leave:${leave.id}:${task.id}`,
    to: { userId: instance.applicantId },
    values,
  })
}

export type LeaveDetail = {
  leave: {
    id: string
    userId: string
    userName: string
    deptName: string | null
    leaveType: string
    leaveTypeName: string | null
    startTime: string
    endTime: string
    days: number
    reason: string
    status: ProcessStatus
    createTime: string | null
  }
  process: {
    processInstanceId: string
    processDefinitionId: string
    processDefinitionKey: string
    processDefinitionName: string
    status: ProcessStatus
    startTime: string | null
    endTime: string | null
  }
  history: HistoryStep[]
  /** The waiting task, if any, and whether the viewer may handle it or withdraw the request. */
  currentTaskId: string | null
  canHandle: boolean
  canCancel: boolean
}

async function findLeaveRow(tx: Tx, tenantId: string, businessId: string): Promise<LeaveRow> {
  const [row] = await tx
    .select()
    .from(leaveRequest)
    .where(
      and(
        eq(leaveRequest.tenantId, tenantId),
        eq(leaveRequest.id, businessId),
        eq(leaveRequest.isDeleted, false),
      ),
    )
  if (!row) throw notFound()
  return row
}

/** A leave request with its process and history, for its applicant and those involved in it. */
export async function findLeaveDetail(
  tx: Tx,
  tenantId: string,
  viewer: { userId: string; isAdmin: boolean },
  businessId: string,
  processInstanceId?: string,
): Promise<LeaveDetail> {
  const leave = await findLeaveRow(tx, tenantId, businessId)
  const found = await findInstanceByBusiness(tx, tenantId, businessId)
  if (!found || (processInstanceId && found.instance.id !== processInstanceId)) throw notFound()
  const { instance, definition } = found
  const { roles, tasks } = await assertMayRead(tx, instance, viewer)
  const [person] = await tx
    .select({ name: appUser.realName, deptName: dept.deptName })
    .from(appUser)
    .leftJoin(dept, and(eq(dept.tenantId, appUser.tenantId), eq(dept.id, appUser.deptId)))
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, leave.userId)))
  const open = tasks.find((task) => task.status === 'todo') ?? null
  return {
    leave: {
      id: leave.id,
      userId: leave.userId,
      userName: person?.name ?? '',
      deptName: person?.deptName ?? null,
      leaveType: leave.leaveType,
      leaveTypeName: await leaveTypeLabel(tx, tenantId, leave.leaveType),
      startTime: new Date(leave.startTime).toISOString(),
      endTime: new Date(leave.endTime).toISOString(),
      days: Number(leave.days),
      reason: leave.reason,
      status: leave.status,
      createTime: iso(leave.createTime),
    },
    process: {
      processInstanceId: instance.id,
      processDefinitionId: definition.id,
      processDefinitionKey: definition.key,
      processDefinitionName: definition.name,
      status: instance.status,
      startTime: iso(instance.startTime),
      endTime: iso(instance.endTime),
    },
    history: await findHistory(tx, instance, leave.reason),
    currentTaskId: open?.id ?? null,
    canHandle: open !== null && mayHandle(open, instance, viewer.userId, roles),
    canCancel: instance.status === 'running' && instance.applicantId === viewer.userId,
  }
}

/** The applicant withdraws her request while it is being approved. */
export async function cancelLeave(
  tx: Tx,
  tenantId: string,
  userId: string,
  businessId: string,
): Promise<void> {
  const found = await findInstanceByBusiness(tx, tenantId, businessId)
  if (!found || found.definition.key !== LEAVE_KEY) throw notFound()
  await cancelInstance(tx, tenantId, found.instance.id, userId)
  await tx
    .update(leaveRequest)
    .set({ status: 'cancelled', updateUser: userId, updateTime: sql`now()` })
    .where(
      and(
        eq(leaveRequest.tenantId, tenantId),
        eq(leaveRequest.id, businessId),
        ne(leaveRequest.status, 'cancelled'),
      ),
    )
}
