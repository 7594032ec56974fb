import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../../db/database'
import { withTenant } from '../../../db/tenant-scope'
import { envelope, idsField, ok, pageOf, pageQuery, parentIdField } from '../../../http/envelope'
import { assertPermission, assertPermissionIn, authOf, inTenant } from '../../../plugins/access'
import { i18nField, sortField, treeNode } from '../../shared/schemas'
import {
  findDictDetail,
  findDictionary,
  findDicts,
  findDictTree,
  removeDicts,
  submitDict,
  type DictCategory,
} from './service'

const dictRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  parentId: z.string(),
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  i18n: z.record(z.string(), z.string()),
  sort: z.number().int(),
  remark: z.string().nullable(),
  isSealed: z.number().int(),
  isDeleted: z.number().int(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
})

const dictInput = z.object({
  id: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  parentId: parentIdField,
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][\w-]*$/, 'letters, digits, _ or -'),
  dictKey: z.coerce.string().trim().min(1).max(64).default('-1'),
  dictValue: z.string().trim().min(1).max(255),
  i18n: i18nField.optional(),
  sort: sortField,
  remark: z.string().trim().max(255).nullish(),
  isSealed: z.coerce.number().int().min(0).max(1).optional(),
})

/** dict/* (system dictionaries) and dict-biz/* (business dictionaries) share one implementation. */
function registerDictionaryRoutes(
  appBase: FastifyInstance,
  db: Db,
  options: { prefix: string; category: DictCategory; permission: string; tag: string },
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { prefix, category, permission } = options
  const tags = [options.tag]

  app.get(
    `${prefix}/list`,
    {
      schema: {
        tags,
        summary: 'Dictionary groups, or the entries of one group (parentId), paged',
        querystring: pageQuery.extend({
          code: z.string().max(64).optional(),
          dictValue: z.string().max(255).optional(),
          parentId: parentIdField,
        }),
        response: { 200: envelope(pageOf(dictRecord)) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => findDicts(tx, auth.tenantId, category, request.query)),
      )
    },
  )

  app.get(
    `${prefix}/dictionary`,
    {
      schema: {
        tags,
        summary:
          'Entries of a dictionary code (or the first size entries of all codes, for the start-up cache)',
        querystring: z.object({
          code: z.string().max(64).optional(),
          size: z.coerce.number().int().min(1).max(5000).default(999),
        }),
        response: { 200: envelope(z.array(dictRecord)) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => findDictionary(tx, auth.tenantId, category, request.query)),
      )
    },
  )

  app.get(
    `${prefix}/detail`,
    {
      schema: {
        tags,
        summary: 'One dictionary row',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(dictRecord) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) =>
          findDictDetail(tx, auth.tenantId, category, request.query.id),
        ),
      )
    },
  )

  app.get(
    `${prefix}/tree`,
    {
      schema: {
        tags,
        summary: 'Dictionary groups as a tree (code=DICT)',
        querystring: z.object({ code: z.string().max(64).optional() }),
        response: { 200: envelope(z.array(treeNode)) },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => findDictTree(tx, auth.tenantId, category)))
    },
  )

  app.post(
    `${prefix}/submit`,
    {
      schema: {
        tags,
        summary: 'Create or update a dictionary row',
        body: dictInput,
        response: { 200: envelope(dictRecord) },
      },
    },
    async (request) => {
      const auth = authOf(request)
      await assertPermission(db, auth, `${permission}_${request.body.id ? 'edit' : 'add'}`)
      return ok(
        await withTenant(db, auth.tenantId, (tx) =>
          submitDict(tx, auth.tenantId, category, auth.userId, request.body, () =>
            assertPermissionIn(tx, auth, `${permission}_seal`),
          ),
        ),
      )
    },
  )

  app.post(
    `${prefix}/remove`,
    {
      schema: {
        tags,
        summary: 'Remove dictionary rows (ids, comma-separated)',
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        removeDicts(tx, auth.tenantId, category, auth.userId, request.query.ids),
      )
      return ok(null)
    },
  )
}

export async function dictRoutes(app: FastifyInstance, options: { db: Db }) {
  registerDictionaryRoutes(app, options.db, {
    prefix: '/api/blade-system/dict',
    category: 1,
    permission: 'dict',
    tag: 'dict',
  })
  registerDictionaryRoutes(app, options.db, {
    prefix: '/api/blade-system/dict-biz',
    category: 2,
    permission: 'dictbiz',
    tag: 'dict-biz',
  })
}

export default dictRoutes
