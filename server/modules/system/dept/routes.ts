import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../../db/database'
import { withTenant } from '../../../db/tenant-scope'
import { envelope, idsField, ok, parentIdField } from '../../../http/envelope'
import { forbidden } from '../../../http/errors'
import { assertPermission, authOf, inTenant } from '../../../plugins/access'
import { i18nField, sortField, treeNode } from '../../shared/schemas'
import { findDeptDetail, findDeptPickerTree, findDeptTree, removeDepts, submitDept } from './service'

const deptRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  parentId: z.string(),
  deptName: z.string(),
  fullName: z.string().nullable(),
  i18n: z.record(z.string(), z.string()),
  deptCategory: z.number().int(),
  code: z.string().nullable(),
  abbr: z.string().nullable(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  isDeleted: z.number().int(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
})

const deptNode = deptRecord
  .extend({
    hasChildren: z.boolean(),
    get children() {
      return z.array(deptNode)
    },
  })
  .meta({ id: 'DeptNode' })

const deptInput = z.object({
  id: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  parentId: parentIdField,
  deptName: z.string().trim().min(1).max(100),
  fullName: z.string().trim().max(200).nullish(),
  i18n: i18nField.optional(),
  /** Dictionary org_category: 1 company, 2 department, 3 group. */
  deptCategory: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .default(2),
  code: z
    .string()
    .trim()
    .max(32)
    .regex(/^([A-Za-z0-9][\w.-]*)?$/, 'letters, digits, _, . or -')
    .nullish(),
  abbr: z.string().trim().max(32).nullish(),
  sort: sortField,
  remark: z.string().trim().max(255).nullish(),
})

export async function deptRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const prefix = '/api/blade-system/dept'
  const tags = ['dept']

  app.get(
    `${prefix}/list`,
    {
      schema: {
        tags,
        summary: 'Departments as a tree (the matching rows flat when filtered)',
        querystring: z.object({
          deptName: z.string().max(100).optional(),
          fullName: z.string().max(200).optional(),
        }),
        response: { 200: envelope(z.array(deptNode)) },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => findDeptTree(tx, auth.tenantId, request.query)))
    },
  )

  app.get(
    `${prefix}/tree`,
    {
      schema: {
        tags,
        summary: "Departments of the signed-in user's tenant as tree nodes, for pickers",
        querystring: z.object({ tenantId: z.string().max(12).optional() }),
        response: { 200: envelope(z.array(treeNode)) },
      },
    },
    async (request) => {
      const auth = authOf(request)
      // The tenant always comes from the token: asking for another tenant's departments is refused.
      const asked = request.query.tenantId?.trim()
      if (asked && asked !== auth.tenantId) throw forbidden()
      return ok(await withTenant(db, auth.tenantId, (tx) => findDeptPickerTree(tx, auth.tenantId)))
    },
  )

  app.get(
    `${prefix}/detail`,
    {
      schema: {
        tags,
        summary: 'One department',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(deptRecord) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => findDeptDetail(tx, auth.tenantId, request.query.id)),
      )
    },
  )

  app.post(
    `${prefix}/submit`,
    {
      schema: {
        tags,
        summary: 'Create or update a department',
        body: deptInput,
        response: { 200: envelope(deptRecord) },
      },
    },
    async (request) => {
      const auth = authOf(request)
      await assertPermission(db, auth, request.body.id ? 'dept_edit' : 'dept_add')
      return ok(
        await withTenant(db, auth.tenantId, (tx) => submitDept(tx, auth.tenantId, auth.userId, request.body)),
      )
    },
  )

  app.post(
    `${prefix}/remove`,
    {
      schema: {
        tags,
        summary:
          'Remove departments (ids, comma-separated); refused while they have sub-departments or users',
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        removeDepts(tx, auth.tenantId, auth.userId, request.query.ids),
      )
      return ok(null)
    },
  )
}

export default deptRoutes
