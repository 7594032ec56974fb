import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey, tenantForeignKey } from './table-shapes'
import { appUser } from './system'

/** running → approved | rejected | cancelled: the state of a process instance and of its business record. */
export type ProcessStatus = 'running' | 'approved' | 'rejected' | 'cancelled'
/** A task waits (todo), was handled (done), or was closed because the applicant withdrew (cancelled). */
export type TaskStatus = 'todo' | 'done' | 'cancelled'
export type TaskOutcome = 'pass' | 'reject'

/**
 * A process (e.g. "leave") in one version. Starting a process uses its current version: the highest
 * active one. The approver rule is a role alias: whoever holds that role may handle the approval task.
 */
export const processDefinition = pgTable(
  'process_definition',
  {
    ...recordKeyColumns(),
    key: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    i18n: jsonb().$type<Record<string, string>>().notNull().default({}),
    version: integer().notNull().default(1),
    /** Role alias of the approvers (issue: 'approver'). */
    approverRole: varchar({ length: 64 }).notNull(),
    /** 1 active, 2 suspended (no new instances). */
    status: smallint().notNull().default(1),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    uniqueIndex('process_definition_key_version_uq').on(t.tenantId, t.key, t.version),
    tenantPolicy('process_definition'),
  ],
)

/** One run of a process for one business record (business_id: e.g. the leave request's id). */
export const processInstance = pgTable(
  'process_instance',
  {
    ...recordKeyColumns(),
    definitionId: uuid().notNull(),
    businessId: uuid().notNull(),
    applicantId: uuid().notNull(),
    status: varchar({ length: 16 }).$type<ProcessStatus>().notNull().default('running'),
    startTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp({ withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.definitionId, processDefinition),
    tenantForeignKey(t, t.applicantId, appUser),
    uniqueIndex('process_instance_business_uq').on(t.tenantId, t.businessId),
    index('process_instance_applicant_idx').on(t.tenantId, t.applicantId, t.startTime),
    tenantPolicy('process_instance'),
  ],
)

/** A step of an instance: handled by a role (assignee_role) or one user (assignee_user_id). Each is a history step. */
export const processTask = pgTable(
  'process_task',
  {
    ...recordKeyColumns(),
    instanceId: uuid().notNull(),
    /** Step key within the process (e.g. 'approve'); name is its label. */
    taskKey: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    assigneeRole: varchar({ length: 64 }),
    assigneeUserId: uuid(),
    status: varchar({ length: 16 }).$type<TaskStatus>().notNull().default('todo'),
    outcome: varchar({ length: 16 }).$type<TaskOutcome>(),
    comment: varchar({ length: 500 }),
    doneBy: uuid(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    doneTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.instanceId, processInstance),
    tenantForeignKey(t, t.doneBy, appUser),
    index('process_task_instance_idx').on(t.tenantId, t.instanceId, t.createTime),
    index('process_task_todo_idx')
      .on(t.tenantId, t.assigneeRole, t.createTime)
      .where(sql`status = 'todo'`),
    index('process_task_done_by_idx').on(t.tenantId, t.doneBy, t.doneTime),
    tenantPolicy('process_task'),
  ],
)

/** A leave request; its id is the business id of its process instance. */
export const leaveRequest = pgTable(
  'leave_request',
  {
    ...recordKeyColumns(),
    userId: uuid().notNull(),
    /** Business dictionary leave_type (1 事假, 2 病假, 3 年假, …). */
    leaveType: varchar({ length: 16 }).notNull(),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    /** Computed by the server in half days (see modules/workflow/leave-days.ts). */
    days: numeric({ precision: 6, scale: 1, mode: 'number' }).notNull(),
    reason: varchar({ length: 500 }).notNull(),
    status: varchar({ length: 16 }).$type<ProcessStatus>().notNull().default('running'),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.userId, appUser),
    index('leave_request_user_idx').on(t.tenantId, t.userId, t.startTime),
    tenantPolicy('leave_request'),
  ],
)
