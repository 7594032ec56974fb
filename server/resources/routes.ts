import { sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { endpointsOf, resources, type ResourceDeclaration } from '@/domain/resources'
import type { Db } from '../db/database'
import { withTenant } from '../db/tenant-scope'
import { envelope, idsField, ok, pageOf } from '../http/envelope'
import { localeOf } from '../http/messages'
import { assertPermission, authOf, isAdmin, type Access, type AuthContext } from '../plugins/access'
import { exportResource } from './export'
import {
  columnsOf,
  formBodySchema,
  pagingOf,
  pagingQuery,
  parseInput,
  recordSchema,
  searchBody,
  toPayload,
} from './schemas'
import { detailResource, pageResource, removeResource, submitResource, type ResourceContext } from './service'

/**
 * Who may read a resource's list: any member of the tenant, like the module list routes do
 * (dept/dict/role/menu/param list are open to signed-in users) — except users, whose list route asks for
 * user_view (server/modules/system/user/routes.ts).
 */
const READ_ACCESS: Record<string, Access> = {
  system_user: { permission: 'user_view' },
}

/**
 * Parameters every user loads but only administrators may read in full (as param/routes.ts masks them):
 * the engine's list leaves them out for everybody else.
 */
const SECRET_PARAMS = ['account.initPassword']

function contextOf(resource: ResourceDeclaration, auth: AuthContext): ResourceContext {
  let restrict: SQL | undefined
  if (resource.table === 'param' && !isAdmin(auth)) {
    restrict = sql`t.param_key not in (${sql.join(
      SECRET_PARAMS.map((key) => sql`${key}`),
      sql`, `,
    )})`
  }
  return { tenantId: auth.tenantId, userId: auth.userId, ...(restrict ? { restrict } : {}) }
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
  const readAccess: Access = READ_ACCESS[resource.code] ?? 'user'
  const permission = (suffix: string) => `${resource.permission}_${suffix}`

  app.post(
    endpoints.page,
    {
      config: { access: readAccess },
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
      const auth = authOf(request)
      const context = contextOf(resource, auth)
      const paging = pagingOf(request.query, request.body)
      const payload = toPayload(request.body)
      return ok(
        await withTenant(db, auth.tenantId, (tx) => pageResource(tx, resource, payload, paging, context)),
      )
    },
  )

  app.post(
    endpoints.export,
    {
      config: { access: { permission: permission('export') } },
      schema: {
        tags,
        summary: `${resource.label.en}: every matching row as an .xlsx (streamed; X-Total-Count = rows)`,
        body: searchBody.optional(),
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const auth = authOf(request)
      return exportResource({
        db,
        resource,
        payload: toPayload(request.body),
        columns: columnsOf(request.body),
        context: contextOf(resource, auth),
        locale: localeOfRequest(request),
        reply,
        log: request.log,
      })
    },
  )

  if ((resource.owner ?? 'engine') !== 'engine') return

  app.get(
    endpoints.detail,
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: `${resource.label.en}: one record`,
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(record) },
      },
    },
    async (request) => {
      const auth = authOf(request)
      const context = contextOf(resource, auth)
      return ok(
        await withTenant(db, auth.tenantId, (tx) => detailResource(tx, resource, request.query.id, context)),
      )
    },
  )

  app.post(
    endpoints.submit,
    {
      schema: {
        tags,
        summary: `${resource.label.en}: create (no id) or update a record; answers it`,
        body: formBodySchema(resource),
        response: { 200: envelope(record) },
      },
    },
    async (request) => {
      const auth = authOf(request)
      const input = parseInput(resource, request.body, localeOfRequest(request))
      // Before the transaction: the check opens its own, and PGlite cannot nest them.
      await assertPermission(db, auth, permission(input.id ? 'edit' : 'add'))
      const context = contextOf(resource, auth)
      return ok(await withTenant(db, auth.tenantId, (tx) => submitResource(tx, resource, input, context)))
    },
  )

  app.post(
    endpoints.remove,
    {
      config: { access: { permission: permission('delete') } },
      schema: {
        tags,
        summary: `${resource.label.en}: remove records (ids, comma-separated); soft delete`,
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const auth = authOf(request)
      const context = contextOf(resource, auth)
      const locale = localeOfRequest(request)
      await withTenant(db, auth.tenantId, (tx) =>
        removeResource(tx, resource, request.query.ids, context, locale),
      )
      return ok(null)
    },
  )
}

/** Routes of every declared resource (src/domain/resources/index.ts). */
export async function resourceRoutes(app: FastifyInstance, options: { db: Db }) {
  for (const resource of resources) registerResourceRoutes(app, options.db, resource)
}
