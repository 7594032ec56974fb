import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { platformOnly } from '../../../access/rules'
import type { Db } from '../../../db/database'
import type { FileStorage } from '../../file/storage'
import { envelope, ok, pageOf, pageQuery } from '../../../http/envelope'
import { auditContextOf } from '../../security-log/context'
import { validatedText } from '../../shared/domain-fields'
import { findTenantDetail, findTenants, setTenantStatus, submitTenant } from './service'

const tenantRecord = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  tenantNameEn: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  status: z.number().int(),
  accountLimit: z.number().int().nullable(),
  expireTime: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
})

const tenantCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '6 digits')
const tenantIds = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(tenantCode).min(1).max(100))

const tenantInput = z.object({
  tenantId: tenantCode.optional().or(z.literal('').transform(() => undefined)),
  tenantName: z.string().trim().min(2).max(100),
  tenantNameEn: z.string().trim().max(200).nullish(),
  contactName: z.string().trim().max(50).nullish(),
  contactPhone: validatedText('phone', 30),
  address: z.string().trim().max(500).nullish(),
  accountLimit: z.coerce.number().int().min(1).max(100000).nullish(),
  expireTime: z.iso.datetime({ offset: true }).nullish(),
  adminAccount: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .regex(/^[A-Za-z0-9_.@-]+$/)
    .optional(),
  adminPassword: z.string().max(128).optional(),
})

/** Tenants are the platform's: only its administrator manages them. */
const platform = platformOnly()

export async function tenantRoutes(appBase: FastifyInstance, options: { db: Db; storage?: FileStorage }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['tenant']
  const base = '/api/blade-system/tenant'

  app.get(
    `${base}/list`,
    {
      config: { access: platform },
      schema: {
        tags,
        summary: 'Tenants (platform administrator only)',
        querystring: pageQuery.extend({
          tenantId: z.string().max(12).optional(),
          tenantName: z.string().max(100).optional(),
        }),
        response: { 200: envelope(pageOf(tenantRecord)) },
      },
    },
    async (request) => ok(await findTenants(db, request.query)),
  )

  app.get(
    `${base}/detail`,
    {
      config: { access: platform },
      schema: {
        tags,
        summary: 'One tenant',
        querystring: z.object({ tenantId: tenantCode }),
        response: { 200: envelope(tenantRecord) },
      },
    },
    async (request) => ok(await findTenantDetail(db, request.query.tenantId)),
  )

  app.post(
    `${base}/submit`,
    {
      config: { access: platform },
      schema: {
        tags,
        summary: 'Create a lab tenant (with its admin account and seeded system data) or update one',
        body: tenantInput,
        response: { 200: envelope(tenantRecord) },
      },
    },
    async (request) => ok(await submitTenant(db, auditContextOf(request), request.body, options.storage)),
  )

  for (const [action, status] of [
    ['disable', 2],
    ['enable', 1],
  ] as const) {
    app.post(
      `${base}/${action}`,
      {
        config: { access: platform },
        schema: {
          tags,
          summary: `${action === 'disable' ? 'Disable' : 'Enable'} tenants (ids): a disabled tenant's users cannot sign in`,
          querystring: z.object({ ids: tenantIds }),
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await setTenantStatus(db, auditContextOf(request), request.query.ids, status)
        return ok(null)
      },
    )
  }
}

export default tenantRoutes
