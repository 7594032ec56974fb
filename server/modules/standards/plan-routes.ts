import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { tracePlans } from '@/domain/resources'
import { granted, touching, type AccessRule } from '../../access/rules'
import { envelope, idsField, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant, type AuthContext } from '../../plugins/access'
import type { Tx } from '../../db/database'
import { planAnswer, type PlanAnswer } from './plans/answers'
import { planDetail } from './plans/detail'
import { submitPlan } from './plans/edit'
import {
  planAuditInput,
  planCancel,
  planId,
  planProposal,
  planRemovalAudit,
  planRemovalRequest,
  planSubmission,
} from './plans/input'
import { proposePlan } from './plans/propose'
import { PLAN_AUDIT_PERMISSION } from './plans/records'
import { auditRemoval, requestRemoval } from './plans/removal'
import { cancelPlan, completePlan, removePlans, sendPlan } from './plans/steps'
import { auditPlan } from './plans/verdict'

const plan = (rule: AccessRule, at: 'query.id' | 'body.id' | 'query.ids' = 'body.id') =>
  touching(rule, ['trace_plan', at])
/** The author's grants: she made the plan (add) or keeps plans (edit). */
const authoring = granted('trace_plan_add', 'trace_plan_edit')
const auditing = granted(PLAN_AUDIT_PERMISSION)
/** Either side of a plan: its people (cancel, complete). */
const involved = granted('trace_plan_add', 'trace_plan_edit', PLAN_AUDIT_PERMISSION)

/**
 * Traceability plans (溯源计划), beside the engine's list and export: one plan with its lines, steps and trail;
 * a plan proposed for a period; the author's edits; and every step of its workflow (src/domain/standards/
 * plan.ts). Each step answers the plan as it then stands.
 */
export default async function tracePlanRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const base = tracePlans.base
  const tags = ['standards']
  const answer = { 200: envelope(planAnswer) }

  /** A POST step on one plan: its body, its rule, the service that takes it. */
  const step = <B extends z.ZodType<{ id: string }>>(
    path: string,
    rule: AccessRule,
    summary: string,
    body: B,
    take: (tx: Tx, auth: AuthContext, input: z.infer<B>, now: Date) => Promise<PlanAnswer>,
  ) =>
    app.post(
      `${base}/${path}`,
      { config: { access: plan(rule) }, schema: { tags, summary, body, response: answer } },
      async (request) =>
        ok(await inTenant(db, request, (tx, auth) => take(tx, auth, request.body as z.infer<B>, new Date()))),
    )

  app.get(
    `${base}/detail`,
    {
      config: { access: plan(granted(readPermissionsOf(tracePlans)), 'query.id') },
      schema: {
        tags,
        summary:
          'One traceability plan with its lines and their devices, the steps the caller may take now and its audit trail',
        querystring: z.object({ id: z.uuid() }),
        response: answer,
      },
    },
    async (request) => ok(await inTenant(db, request, (tx, auth) => planDetail(tx, auth, request.query.id))),
  )

  app.post(
    `${base}/propose`,
    {
      config: { access: granted('trace_plan_add') },
      schema: {
        tags,
        summary:
          'A draft plan for a period, filled with every device falling due by its end that no other open plan holds, each planned 15 days before it falls due',
        body: planProposal,
        response: answer,
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => proposePlan(tx, auth, request.body, new Date()))),
  )

  step(
    'submit',
    authoring,
    'Save the author’s changes of a draft, failed or split-off plan: name, period, remark and lines (each device once)',
    planSubmission,
    submitPlan,
  )
  step(
    'send',
    authoring,
    'The author sends the plan (with at least one device) to be audited',
    planId,
    sendPlan,
  )
  step(
    'audit',
    auditing,
    'Audit a plan someone else made: pass it, fail it with a reason, or split it (the lines named are sent back as a new plan, with a reason)',
    planAuditInput,
    auditPlan,
  )
  step(
    'request-removal',
    granted('trace_plan_edit'),
    'The author asks, with a reason, to take a device still to be traced off a plan in progress',
    planRemovalRequest,
    requestRemoval,
  )
  step(
    'audit-removal',
    auditing,
    'Approve the removal asked (the device leaves the plan) or reject it with a reason (it is to be traced again)',
    planRemovalAudit,
    auditRemoval,
  )
  step(
    'cancel',
    involved,
    'Cancel a plan: its author one that never ran, an auditor one in progress (with a reason)',
    planCancel,
    cancelPlan,
  )
  step(
    'complete',
    involved,
    'Complete a plan in progress whose every device is traced or removed',
    planId,
    completePlan,
  )

  app.post(
    `${base}/remove`,
    {
      config: { access: plan(granted('trace_plan_delete'), 'query.ids') },
      schema: {
        tags,
        summary: 'Remove draft plans by their author (ids, comma-separated); soft delete',
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) => removePlans(tx, auth, request.query.ids, new Date()))
      return ok(null)
    },
  )
}
