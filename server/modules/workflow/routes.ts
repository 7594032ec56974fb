import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/database'
import { envelope, ok, pageOf, pageQuery } from '../../http/envelope'
import { signedIn } from '../../access/rules'
import { inTenant, isAdmin, type AuthContext } from '../../plugins/access'
import { findCurrentDefinition } from './engine'
import { cancelLeave, findLeaveDetail, startLeave } from './leave'
import { parseLeaveTime } from '../../../src/domain/leave/leave-days'
import { ownThings } from '../shared/access-reasons'
import { completeTask } from './tasks'
import { findDoneList, findSendList, findTodoList } from './work-lists'

const processStatus = z.enum(['running', 'approved', 'rejected', 'cancelled'])
const taskStatus = z.enum(['todo', 'done', 'cancelled'])
const taskOutcome = z.enum(['pass', 'reject'])

const definitionRecord = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  i18n: z.record(z.string(), z.string()),
  version: z.number().int(),
  approverRole: z.string(),
  approverRoleName: z.string().nullable(),
})

const workItem = z.object({
  taskId: z.string().nullable(),
  taskName: z.string().nullable(),
  taskStatus: taskStatus.nullable(),
  assigneeRole: z.string().nullable(),
  outcome: taskOutcome.nullable(),
  comment: z.string().nullable(),
  taskCreateTime: z.string().nullable(),
  doneTime: z.string().nullable(),
  processInstanceId: z.string(),
  processDefinitionId: z.string(),
  processDefinitionKey: z.string(),
  processDefinitionName: z.string(),
  processStatus,
  businessId: z.string(),
  applicantId: z.string(),
  applicantName: z.string(),
  submitTime: z.string().nullable(),
  finishTime: z.string().nullable(),
  leaveType: z.string().nullable(),
  leaveTypeName: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  days: z.number().nullable(),
  reason: z.string().nullable(),
})

const historyStep = z.object({
  id: z.string(),
  kind: z.enum(['submitted', 'task']),
  name: z.string(),
  assigneeRole: z.string().nullable(),
  assigneeRoleName: z.string().nullable(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  time: z.string().nullable(),
  status: taskStatus,
  outcome: taskOutcome.nullable(),
  comment: z.string().nullable(),
})

const leaveDetail = z.object({
  leave: z.object({
    id: z.string(),
    userId: z.string(),
    userName: z.string(),
    deptName: z.string().nullable(),
    leaveType: z.string(),
    leaveTypeName: z.string().nullable(),
    startTime: z.string(),
    endTime: z.string(),
    days: z.number(),
    reason: z.string(),
    status: processStatus,
    createTime: z.string().nullable(),
  }),
  process: z.object({
    processInstanceId: z.string(),
    processDefinitionId: z.string(),
    processDefinitionKey: z.string(),
    processDefinitionName: z.string(),
    status: processStatus,
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
  }),
  history: z.array(historyStep),
  currentTaskId: z.string().nullable(),
  canHandle: z.boolean(),
  canCancel: z.boolean(),
})

/** An instant: ISO 8601 with its zone, or lab-local "yyyy-MM-dd HH:mm[:ss]" / "yyyy-MM-dd". */
const leaveTime = (edge: 'start' | 'end') =>
  z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((value, context) => {
      const time = parseLeaveTime(value, edge)
      if (time) return time
      context.addIssue({ code: 'custom', message: 'yyyy-MM-dd HH:mm:ss, yyyy-MM-dd or ISO 8601' })
      return z.NEVER
    })

const leaveInput = z.object({
  /** The definition's id, or its key ('leave') for the current version. */
  processDefinitionId: z.string().trim().min(1).max(64),
  businessId: z.uuid().optional(),
  leaveType: z.union([z.string(), z.number().int()]).transform(String).pipe(z.string().trim().min(1).max(16)),
  startTime: leaveTime('start'),
  endTime: leaveTime('end'),
  reason: z.string().trim().min(1).max(500),
})

const passField = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true')

const started = z.object({
  processInstanceId: z.string(),
  businessId: z.string(),
  taskId: z.string().nullable(),
})

/**
 * The leave workflow (spec §2 "Leave workflow" routes of the app) over a small process engine, with
 * BladeX-like paths: process definitions and work lists under blade-flow, the leave form under blade-desk.
 */
export async function workflowRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['workflow']
  const viewerOf = (auth: AuthContext) => ({ userId: auth.userId, isAdmin: isAdmin(auth) })

  app.get(
    '/api/blade-flow/process/definition',
    {
      config: { access: signedIn('the form of a leave request') },
      schema: {
        tags,
        summary: 'The current version of a process (its id is the processDefinitionId of the form)',
        querystring: z.object({
          key: z
            .string()
            .trim()
            .regex(/^[a-z][a-z0-9_-]{0,63}$/)
            .default('leave'),
        }),
        response: { 200: envelope(definitionRecord) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) =>
          findCurrentDefinition(tx, auth.tenantId, request.query.key),
        ),
      )
    },
  )

  app.post(
    '/api/blade-desk/process/leave/start',
    {
      config: { access: signedIn(ownThings) },
      schema: {
        tags,
        summary: 'Submit a leave request: it waits for an approver',
        body: leaveInput,
        response: { 200: envelope(started) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => startLeave(tx, auth.tenantId, auth.userId, request.body)),
      )
    },
  )

  app.get(
    '/api/blade-desk/process/leave/detail',
    {
      config: { access: signedIn('a request she made or must handle (the service checks)') },
      schema: {
        tags,
        summary: 'A leave request with its process and history (applicant, approvers, admins)',
        querystring: z.object({ businessId: z.uuid(), processInstanceId: z.uuid().optional() }),
        response: { 200: envelope(leaveDetail) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) =>
          findLeaveDetail(
            tx,
            auth.tenantId,
            viewerOf(auth),
            request.query.businessId,
            request.query.processInstanceId,
          ),
        ),
      )
    },
  )

  app.post(
    '/api/blade-desk/process/leave/cancel',
    {
      config: { access: signedIn(ownThings) },
      schema: {
        tags,
        summary: 'Withdraw one of her own leave requests while it waits for approval',
        querystring: z.object({ businessId: z.uuid() }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        cancelLeave(tx, auth.tenantId, auth.userId, request.query.businessId),
      )
      return ok(null)
    },
  )

  const lists = [
    [
      'todo-list',
      'Tasks she may handle now (never her own requests), oldest first',
      findTodoList,
      signedIn('tasks assigned to her or to her roles'),
    ],
    ['done-list', 'Tasks she handled, latest first', findDoneList, signedIn(ownThings)],
    ['send-list', 'Her own requests with their state, latest first', findSendList, signedIn(ownThings)],
  ] as const
  for (const [path, summary, find, rule] of lists) {
    app.get(
      `/api/blade-flow/work/${path}`,
      {
        config: { access: rule },
        schema: { tags, summary, querystring: pageQuery, response: { 200: envelope(pageOf(workItem)) } },
      },
      async (request) => {
        return ok(
          await inTenant(db, request, (tx, auth) => find(tx, auth.tenantId, auth.userId, request.query)),
        )
      },
    )
  }

  app.post(
    '/api/blade-flow/work/complete-task',
    {
      config: { access: signedIn('a task assigned to her or to her roles (the service checks)') },
      schema: {
        tags,
        summary: 'Approve (pass) or reject a task; a rejection needs a comment',
        body: z.object({
          taskId: z.uuid(),
          pass: passField,
          comment: z.string().trim().max(500).nullish(),
        }),
        response: {
          200: envelope(
            z.object({
              taskId: z.string(),
              processInstanceId: z.string(),
              businessId: z.string(),
              status: processStatus,
            }),
          ),
        },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => completeTask(tx, auth.tenantId, auth.userId, request.body)),
      )
    },
  )
}

export default workflowRoutes
