import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { granted, signedIn } from '../../../access/rules'
import type { Db } from '../../../db/database'
import { envelope, idsField, ok, pageOf, pageQuery } from '../../../http/envelope'
import { assertPermissionIn, type AuthContext, inTenant, isAdmin } from '../../../plugins/access'
import { SECRET_PARAM_KEYS } from '@/domain/resources/system/settings'
import { i18nField } from '../../shared/schemas'
import { findParamDetail, findParams, removeParams, submitParam } from './service'

/** Every signed-in user loads the parameters at start-up; secrets among them are for administrators only. */
const SECRET_PARAMS = new Set(SECRET_PARAM_KEYS)
const MASK = '******'

function masked<T extends { paramKey: string; paramValue: string }>(auth: AuthContext, row: T): T {
  return !isAdmin(auth) && SECRET_PARAMS.has(row.paramKey) ? { ...row, paramValue: MASK } : row
}

const paramRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  paramName: z.string(),
  paramKey: z.string(),
  paramValue: z.string(),
  i18n: z.record(z.string(), z.string()),
  remark: z.string().nullable(),
  isDeleted: z.number().int(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
})

const paramInput = z.object({
  id: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  paramName: z.string().trim().min(1).max(100),
  paramKey: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z][\w.-]*$/, 'letters, digits, _, . or -'),
  // Values are text the readers parse; numbers are taken as their text, and an empty value is a value.
  paramValue: z.union([z.string(), z.number(), z.boolean()]).transform(String).pipe(z.string().max(1000)),
  i18n: i18nField.optional(),
  remark: z.string().trim().max(255).nullish(),
})

export async function paramRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const prefix = '/api/blade-system/param'
  const tags = ['param']

  app.get(
    `${prefix}/list`,
    {
      config: {
        access: signedIn(
          'the settings every session loads at start (spec §7); secret ones are masked for all but administrators',
        ),
      },
      schema: {
        tags,
        summary: 'Parameters, paged (any signed-in user: the browser loads them at start-up)',
        querystring: pageQuery.extend({
          paramName: z.string().max(100).optional(),
          paramKey: z.string().max(100).optional(),
          paramValue: z.string().max(1000).optional(),
        }),
        response: { 200: envelope(pageOf(paramRecord)) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, async (tx, auth) => {
          const hiddenKeys = isAdmin(auth) ? [] : [...SECRET_PARAMS]
          const page = await findParams(tx, auth.tenantId, { ...request.query, hiddenKeys })
          return { ...page, records: page.records.map((row) => masked(auth, row)) }
        }),
      ),
  )

  app.get(
    `${prefix}/detail`,
    {
      config: { access: granted('param_view') },
      schema: {
        tags,
        summary: 'One parameter',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(paramRecord) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, async (tx, auth) =>
          masked(auth, await findParamDetail(tx, auth.tenantId, request.query.id)),
        ),
      ),
  )

  app.post(
    `${prefix}/submit`,
    {
      config: { access: granted('param_add', 'param_edit') },
      schema: {
        tags,
        summary: 'Create or update a parameter',
        body: paramInput,
        response: { 200: envelope(paramRecord) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, async (tx, auth) => {
          await assertPermissionIn(tx, auth, request.body.id ? 'param_edit' : 'param_add')
          return submitParam(tx, auth.tenantId, auth.userId, request.body)
        }),
      ),
  )

  app.post(
    `${prefix}/remove`,
    {
      config: { access: granted('param_delete') },
      schema: {
        tags,
        summary: 'Remove parameters (ids, comma-separated)',
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        removeParams(tx, auth.tenantId, auth.userId, request.query.ids),
      )
      return ok(null)
    },
  )
}

export default paramRoutes
