import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'
import { NO_ERROR_TOAST } from '@/api/requestFlags'

/** Calls of the leave workflow (server: process engine under blade-flow, the leave form under blade-desk). */

export type WorkListQuery = { current: number; size: number }

export const fetchTodoList = (query: WorkListQuery) =>
  unwrapEnvelope(api.GET('/api/blade-flow/work/todo-list', { params: { query } }))

export const fetchSendList = (query: WorkListQuery) =>
  unwrapEnvelope(api.GET('/api/blade-flow/work/send-list', { params: { query } }))

export type WorkPage = Awaited<ReturnType<typeof fetchTodoList>>
export type WorkItem = WorkPage['records'][number]

/** The current version of a process, by key ('leave'). */
export const fetchProcessDefinition = (key: string) =>
  unwrapEnvelope(api.GET('/api/blade-flow/process/definition', { params: { query: { key } } }))

export type LeaveRequest = {
  processDefinitionId: string
  leaveType: string
  startTime: string
  endTime: string
  reason: string
}

/** POST /api/blade-desk/process/leave/start: submits the request; it waits for an approver. */
export const startLeave = (body: LeaveRequest) =>
  unwrapEnvelope(api.POST('/api/blade-desk/process/leave/start', { body, headers: NO_ERROR_TOAST }))

export const fetchLeaveDetail = (businessId: string, processInstanceId?: string) =>
  unwrapEnvelope(
    api.GET('/api/blade-desk/process/leave/detail', {
      params: { query: processInstanceId ? { businessId, processInstanceId } : { businessId } },
    }),
  )

export type LeaveDetail = Awaited<ReturnType<typeof fetchLeaveDetail>>
export type HistoryStep = LeaveDetail['history'][number]

export type TaskDecision = { taskId: string; pass: boolean; comment: string | null }

/** POST /api/blade-flow/work/complete-task: approve or reject (a rejection needs a comment). */
export const completeTask = (body: TaskDecision) =>
  unwrapEnvelope(api.POST('/api/blade-flow/work/complete-task', { body, headers: NO_ERROR_TOAST }))

/** POST /api/blade-desk/process/leave/cancel: the applicant withdraws a request still waiting. */
export const cancelLeave = (businessId: string) =>
  unwrapEnvelope(
    api.POST('/api/blade-desk/process/leave/cancel', {
      params: { query: { businessId } },
      headers: NO_ERROR_TOAST,
    }),
  )
