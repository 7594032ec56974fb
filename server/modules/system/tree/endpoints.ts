import type { SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AccessRule } from '../../../access/rules'
import type { Db, Tx } from '../../../db/database'
import { envelope, idsField, ok } from '../../../http/envelope'
import { assertPermissionIn, inTenant, type AuthContext } from '../../../plugins/access'
import type { TreeNode } from '../../shared/crud'
import { treeNode } from '../../shared/schemas'
import type { TreeEntity, TreeRecord, TreeTable } from './entity'
import { findPickerTree, findRecord, findTree } from './reads'

/** One entity's routes: where they are, under which tag, and the record they answer. */
export type TreeApi<T extends TreeTable, R extends TreeRecord> = {
  prefix: string
  tags: string[]
  entity: TreeEntity<T, R>
  /** The record's schema: what the detail and submit answer. */
  record: z.ZodType<R>
}

/** Who may call a route (the rule the access gate applies) and what the API document says it does. */
type RouteText = { access: AccessRule; summary: string }

/** Query fields a picker accepts, as clients built for BladeX send them. */
type PickerQuery = Record<string, z.ZodOptional<z.ZodString>>

type PickerRoute = RouteText & {
  /** The path under the prefix: 'tree' unless the client knows another. */
  path?: string
  query?: PickerQuery
  /** The records the picker offers (all live ones when not given). */
  offers?: SQL
  /** Refuses a request before the picker is read (the department picker's tenant, which is always hers). */
  refuse?: (query: Record<string, string | undefined>, auth: AuthContext) => void
}

type SubmitRoute<R, I extends { id?: string | undefined }> = RouteText & {
  body: z.ZodType<I>
  /** The prefix of the permissions a submit checks: `<permission>_add` creates, `<permission>_edit` updates. */
  permission: string
  save: (tx: Tx, auth: AuthContext, input: I, request: FastifyRequest) => Promise<R>
}

type RemoveRoute = RouteText & {
  remove: (tx: Tx, auth: AuthContext, ids: string[], request: FastifyRequest) => Promise<void>
}

/**
 * The routes every tree entity has, each a handler of one expression over the tree service: the list, the
 * picker, the detail, submit and remove. A module registers those it offers, in its own order (the order
 * of the API document), beside its own routes.
 */
export function treeRoutes<T extends TreeTable, R extends TreeRecord>(
  appBase: FastifyInstance,
  db: Db,
  api: TreeApi<T, R>,
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { prefix, tags, entity, record } = api
  const searchQuery = Object.fromEntries(
    Object.entries(entity.search ?? {}).map(([field, { max }]) => [field, z.string().max(max).optional()]),
  )

  return {
    /** GET list: every record as a tree; the matching ones flat when a query field is given. */
    list(route: RouteText & { nodes: z.ZodType<TreeNode<R>> }) {
      app.get(
        `${prefix}/list`,
        {
          config: { access: route.access },
          schema: {
            tags,
            summary: route.summary,
            querystring: z.object(searchQuery),
            response: { 200: envelope(z.array(route.nodes)) },
          },
        },
        async (request) =>
          ok(await inTenant(db, request, (tx, auth) => findTree(tx, entity, auth.tenantId, request.query))),
      )
    },

    /** GET tree: the records as the generic nodes of pickers. */
    picker(route: PickerRoute) {
      app.get(
        `${prefix}/${route.path ?? 'tree'}`,
        {
          config: { access: route.access },
          schema: {
            tags,
            summary: route.summary,
            querystring: z.object(route.query ?? {}),
            response: { 200: envelope(z.array(treeNode)) },
          },
        },
        async (request) =>
          ok(
            await inTenant(db, request, (tx, auth) => {
              route.refuse?.(request.query, auth)
              return findPickerTree(tx, entity, auth.tenantId, route.offers)
            }),
          ),
      )
    },

    /** GET detail: one record. */
    detail(route: RouteText) {
      app.get(
        `${prefix}/detail`,
        {
          config: { access: route.access },
          schema: {
            tags,
            summary: route.summary,
            querystring: z.object({ id: z.uuid() }),
            response: { 200: envelope(record) },
          },
        },
        async (request) =>
          ok(
            await inTenant(db, request, (tx, auth) =>
              findRecord(tx, entity, auth.tenantId, request.query.id),
            ),
          ),
      )
    },

    /** POST submit: creates a record (no id) or updates one, and answers it. */
    submit<I extends { id?: string | undefined }>(route: SubmitRoute<R, I>) {
      app.post(
        `${prefix}/submit`,
        {
          config: { access: route.access },
          schema: { tags, summary: route.summary, body: route.body, response: { 200: envelope(record) } },
        },
        async (request) =>
          ok(
            await inTenant(db, request, async (tx, auth) => {
              // Validated by route.body; fastify cannot narrow a body type given generically (UndefinedToUnknown).
              const input = request.body as I
              await assertPermissionIn(tx, auth, `${route.permission}_${input.id ? 'edit' : 'add'}`)
              return route.save(tx, auth, input, request)
            }),
          ),
      )
    },

    /** POST remove: removes records (ids, comma-separated). */
    remove(route: RemoveRoute) {
      app.post(
        `${prefix}/remove`,
        {
          config: { access: route.access },
          schema: {
            tags,
            summary: route.summary,
            querystring: z.object({ ids: idsField }),
            response: { 200: envelope(z.null()) },
          },
        },
        async (request) => {
          await inTenant(db, request, (tx, auth) => route.remove(tx, auth, request.query.ids, request))
          return ok(null)
        },
      )
    },
  }
}
