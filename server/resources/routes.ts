import { sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { endpointsOf, resources, type ResourceDeclaration } from '@/domain/resources'
import type { Db } from '../db/database'
import { envelope, idsField, ok, pageOf } from '../http/envelope'
import { localeOf } from '../http/messages'
import { holds } from '../access/actor'
import { dataScopeSql } from '../access/data-scope'
import { actorOf, assertPermission, inTenant, type Actor } from '../plugins/access'
import { resourceAccess } from './access-rules'
import { exportResource } from './export'
import { historyOf } from './history'
import {
  columnsOf,
  formBodySchema,
  pagingOf,
  pagingQuery,
  parseInput,
  recordSchema,
  historyEntrySchema,
  searchBody,
  toPayload,
} from './schemas'
import { detailResource, pageResource, removeResource, submitResource, type ResourceContext } from './service'

/**
 * The reader's context: her tenant, and her data scope over the resource for the grants of the operation
 * (each route declares its rule: resourceAccess).
 */
function contextOf(resource: ResourceDeclaration, request: FastifyRequest): ResourceContext {
  const actor: Actor = actorOf(request)
  const codes = request.routeOptions.config.access?.codes ?? []
  const dataScope = dataScopeSql(actor, resource, codes)
  let restrict: SQL | undefined
  const adminOnly = resource.adminOnlyRows
  if (adminOnly && !actor.admin) {
    restrict = sql`${sql.identifier('t')}.${sql.identifier(adminOnly.column)} not in (${sql.join(
      adminOnly.values.map((value) => sql`${value}`),
      sql`, `,
    )})`
  }
  const unmasked = new Set(
    resource.fields
      .filter((field) => field.mask && (actor.admin || holds(actor, field.mask.unless)))
      .map((field) => field.name),
  )
  return {
    tenantId: actor.tenantId,
    userId: actor.userId,
    unmasked,
    ...(restrict ? { restrict } : {}),
    ...(dataScope ? { dataScope } : {}),
  }
}

const localeOfRequest = (request: FastifyRequest) => localeOf(request.headers['accept-language'])

/**
 * The generic routes of one declared resource (DESIGN.md "Resources: declare once, use everywhere"):
 * page and export always; detail, submit and remove when the engine owns the resource.
 */
export function registerResourceRoutes(appBase: FastifyInstance, db: Db, resource: ResourceDeclaration) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const endpoints = endpointsOf(resource)
  const tags = [`resource:${resource.code}`]
  const record = recordSchema(resource)
  const permission = (suffix: string) => `${resource.permission}_${suffix}`
  const access = resourceAccess(resource)

  app.post(
    endpoints.page,
    {
      config: { access: access.page },
      schema: {
        tags,
        summary: `${resource.label.en}: one page of the search (spec §3 "Search records")`,
        querystring: pagingQuery,
        body: searchBody.optional(),
        // totalCapped: the search matches more than `total` rows (PAGE_TOTAL_CAP); only then present.
        response: { 200: envelope(pageOf(record).extend({ totalCapped: z.boolean().optional() })) },
      },
    },
    async (request) => {
      const context = contextOf(resource, request)
      const paging = pagingOf(request.query, request.body)
      const payload = toPayload(request.body)
      return ok(await inTenant(db, request, (tx) => pageResource(tx, resource, payload, paging, context)))
    },
  )

  app.post(
    endpoints.export,
    {
      config: { access: access.export },
      schema: {
        tags,
        summary: `${resource.label.en}: every matching row as an .xlsx (streamed; X-Total-Count = rows)`,
        body: searchBody.optional(),
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      return exportResource({
        db,
        resource,
        payload: toPayload(request.body),
        columns: columnsOf(request.body),
        context: contextOf(resource, request),
        locale: localeOfRequest(request),
        reply,
        log: request.log,
      })
    },
  )

  if (resource.history)
    app.get(
      `${resource.base}/history`,
      {
        config: { access: access.detail },
        schema: {
          tags,
          summary: `${resource.label.en}: the record's change history, newest first (who, when, each field before and after, why)`,
          querystring: z.object({ id: z.uuid() }),
          response: { 200: envelope(z.array(historyEntrySchema)) },
        },
      },
      async (request) =>
        ok(
          await inTenant(db, request, (tx, auth) =>
            historyOf(tx, resource.code, auth.tenantId, request.query.id),
          ),
        ),
    )

  if ((resource.owner ?? 'engine') !== 'engine') return

  app.get(
    endpoints.detail,
    {
      config: { access: access.detail },
      schema: {
        tags,
        summary: `${resource.label.en}: one record`,
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(record) },
      },
    },
    async (request) => {
      const context = contextOf(resource, request)
      return ok(await inTenant(db, request, (tx) => detailResource(tx, resource, request.query.id, context)))
    },
  )

  app.post(
    endpoints.submit,
    {
      config: { access: access.submit },
      schema: {
        tags,
        summary: `${resource.label.en}: create (no id) or update a record; answers it`,
        body: formBodySchema(resource),
        response: { 200: envelope(record) },
      },
    },
    async (request) => {
      const auth = actorOf(request)
      const input = parseInput(resource, request.body, localeOfRequest(request))
      // Before the transaction: the check opens its own, and PGlite cannot nest them.
      await assertPermission(db, auth, permission(input.id ? 'edit' : 'add'))
      const context = contextOf(resource, request)
      return ok(await inTenant(db, request, (tx) => submitResource(tx, resource, input, context)))
    },
  )

  app.post(
    endpoints.remove,
    {
      config: { access: access.remove },
      schema: {
        tags,
        summary: `${resource.label.en}: remove records (ids, comma-separated); soft delete`,
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const context = contextOf(resource, request)
      const locale = localeOfRequest(request)
      await inTenant(db, request, (tx) => removeResource(tx, resource, request.query.ids, context, locale))
      return ok(null)
    },
  )
}

/** Routes of every declared resource (src/domain/resources/index.ts). */
export async function resourceRoutes(app: FastifyInstance, options: { db: Db }) {
  for (const resource of resources) registerResourceRoutes(app, options.db, resource)
}

export default resourceRoutes
