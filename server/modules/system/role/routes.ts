import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DATA_SCOPES } from '@/domain/access'
import { granted } from '../../../access/rules'
import type { Db } from '../../../db/database'
import { envelope, ok } from '../../../http/envelope'
import { type AuthContext, inTenant, isAdmin } from '../../../plugins/access'
import { i18nField } from '../../shared/schemas'
import { auditContextOf } from '../../security-log/context'
import { treeRoutes } from '../tree/endpoints'
import { inputHead, inputTail, nodesOf, recordHead, recordTail } from '../tree/schemas'
import { roleTree } from './entity'
import { findRoleScopes, saveRoleScopes } from './scopes'
import { findGrantKeys, grantRoles, removeRoles, submitRole, type RoleActor } from './service'

const roleRecord = z.object({
  ...recordHead,
  roleName: z.string(),
  roleAlias: z.string(),
  i18n: z.record(z.string(), z.string()),
  sort: z.number().int(),
  remark: z.string().nullable(),
  ...recordTail,
})

const roleNode = nodesOf(roleRecord, 'RoleNode')

const roleInput = z.object({
  ...inputHead,
  roleName: z.string().trim().min(1).max(64),
  roleAlias: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z][a-z0-9_]*$/, 'lower-case letters, digits or _, starting with a letter'),
  i18n: i18nField.optional(),
  ...inputTail,
})

const grantInput = z.object({
  roleIds: z.array(z.uuid()).min(1).max(50),
  menuIds: z.array(z.uuid()).max(5000),
})

const actorOf = (auth: AuthContext): RoleActor => ({ userId: auth.userId, isAdmin: isAdmin(auth) })

const viewing = granted('role_view')
const granting = granted('role_grant')
const scoping = granted('role_scope')

export async function roleRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const prefix = '/api/blade-system/role'
  const tags = ['role']
  const tree = treeRoutes(app, db, { prefix, tags, entity: roleTree, record: roleRecord })

  tree.list({
    access: viewing,
    summary: 'Roles as a tree (the matching rows flat when filtered)',
    nodes: roleNode,
  })

  tree.picker({
    access: granted('role_view', 'user_view', 'user_role'),
    summary: 'Roles as tree nodes, for pickers',
  })

  tree.detail({ access: viewing, summary: 'One role' })

  tree.submit({
    access: granted('role_add', 'role_edit'),
    summary: 'Create or update a role',
    body: roleInput,
    permission: 'role',
    save: (tx, auth, input, request) =>
      submitRole(tx, auth.tenantId, actorOf(auth), input, auditContextOf(request)),
  })

  tree.remove({
    access: granted('role_delete'),
    summary: 'Remove roles (ids, comma-separated); refused for admin roles and roles users hold',
    remove: (tx, auth, ids, request) => removeRoles(tx, auth.tenantId, auditContextOf(request), ids),
  })

  app.post(
    `${prefix}/grant`,
    {
      config: { access: granting },
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
      config: { access: granting },
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
      config: { access: scoping },
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
      config: { access: scoping },
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
