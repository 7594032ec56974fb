import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../../db/database'
import { withTenant } from '../../../db/tenant-scope'
import { envelope, idsField, ok, parentIdField } from '../../../http/envelope'
import { assertPermission, type AuthContext, authOf, inTenant, isAdmin } from '../../../plugins/access'
import { DATA_SCOPES } from '@/domain/access'
import { i18nField, sortField, treeNode } from '../../shared/schemas'
import { auditContextOf } from '../../security-log/context'
import { findRoleScopes, saveRoleScopes } from './scopes'
import {
  findGrantKeys,
  findRoleDetail,
  findRolePickerTree,
  findRoleTree,
  grantRoles,
  removeRoles,
  submitRole,
  type RoleActor,
} from './service'

const roleRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  parentId: z.string(),
  roleName: z.string(),
  roleAlias: z.string(),
  i18n: z.record(z.string(), z.string()),
  sort: z.number().int(),
  remark: z.string().nullable(),
  isDeleted: z.number().int(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
})

const roleNode = roleRecord
  .extend({
    hasChildren: z.boolean(),
    get children() {
      return z.array(roleNode)
    },
  })
  .meta({ id: 'RoleNode' })

const roleInput = z.object({
  id: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  parentId: parentIdField,
  roleName: z.string().trim().min(1).max(64),
  roleAlias: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z][a-z0-9_]*$/, 'lower-case letters, digits or _, starting with a letter'),
  i18n: i18nField.optional(),
  sort: sortField,
  remark: z.string().trim().max(255).nullish(),
})

const grantInput = z.object({
  roleIds: z.array(z.uuid()).min(1).max(50),
  menuIds: z.array(z.uuid()).max(5000),
})

const actorOf = (auth: AuthContext): RoleActor => ({ userId: auth.userId, isAdmin: isAdmin(auth) })

export async function roleRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const prefix = '/api/blade-system/role'
  const tags = ['role']

  app.get(
    `${prefix}/list`,
    {
      schema: {
        tags,
        summary: 'Roles as a tree (the matching rows flat when filtered)',
        querystring: z.object({
          roleName: z.string().max(64).optional(),
          roleAlias: z.string().max(64).optional(),
        }),
        response: { 200: envelope(z.array(roleNode)) },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => findRoleTree(tx, auth.tenantId, request.query)))
    },
  )

  app.get(
    `${prefix}/tree`,
    {
      schema: {
        tags,
        summary: 'Roles as tree nodes, for pickers',
        response: { 200: envelope(z.array(treeNode)) },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => findRolePickerTree(tx, auth.tenantId)))
    },
  )

  app.get(
    `${prefix}/detail`,
    {
      schema: {
        tags,
        summary: 'One role',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(roleRecord) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => findRoleDetail(tx, auth.tenantId, request.query.id)),
      )
    },
  )

  app.post(
    `${prefix}/submit`,
    {
      schema: {
        tags,
        summary: 'Create or update a role',
        body: roleInput,
        response: { 200: envelope(roleRecord) },
      },
    },
    async (request) => {
      const auth = authOf(request)
      await assertPermission(db, auth, request.body.id ? 'role_edit' : 'role_add')
      return ok(
        await withTenant(db, auth.tenantId, (tx) =>
          submitRole(tx, auth.tenantId, actorOf(auth), request.body, auditContextOf(request)),
        ),
      )
    },
  )

  app.post(
    `${prefix}/remove`,
    {
      schema: {
        tags,
        summary: 'Remove roles (ids, comma-separated); refused for admin roles and roles users hold',
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        removeRoles(tx, auth.tenantId, auditContextOf(request), request.query.ids),
      )
      return ok(null)
    },
  )

  app.post(
    `${prefix}/grant`,
    {
      schema: {
        tags,
        summary: 'Replace the menus and buttons granted to each of roleIds with menuIds',
        body: grantInput,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { roleIds, menuIds } = request.body
      await inTenant(db, request, (tx, auth) =>
        grantRoles(tx, auth.tenantId, actorOf(auth), roleIds, menuIds, auditContextOf(request)),
      )
      return ok(null)
    },
  )

  app.get(
    `${prefix}/grant-keys`,
    {
      schema: {
        tags,
        summary: 'Ids of the menus and buttons granted to a role (for the grant dialog)',
        querystring: z.object({ roleId: z.uuid() }),
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => findGrantKeys(tx, auth.tenantId, request.query.roleId)),
      )
    },
  )

  const scopes = z.record(z.string(), z.enum(DATA_SCOPES)).meta({
    description: 'resource code → all | dept | own | customer (src/domain/access/dataScope.ts)',
  })

  app.get(
    `${prefix}/scope`,
    {
      schema: {
        tags,
        summary: "A role's data scope over each resource that has one ('all' where none is set)",
        querystring: z.object({ roleId: z.uuid() }),
        response: { 200: envelope(scopes) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => findRoleScopes(tx, auth.tenantId, request.query.roleId)),
      )
    },
  )

  app.post(
    `${prefix}/scope`,
    {
      schema: {
        tags,
        summary: "Set a role's data scopes (resources not given keep theirs); answers all of them",
        body: z.object({ roleId: z.uuid(), scopes: z.record(z.string().max(64), z.string().max(16)) }),
        response: { 200: envelope(scopes) },
      },
    },
    async (request) => {
      const { roleId, scopes: changes } = request.body
      return ok(
        await inTenant(db, request, (tx, auth) =>
          saveRoleScopes(tx, auth.tenantId, actorOf(auth), auditContextOf(request), roleId, changes),
        ),
      )
    },
  )
}

export default roleRoutes
