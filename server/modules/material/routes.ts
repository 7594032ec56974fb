import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../access/rules'
import type { Db } from '../../db/database'
import { envelope, ok, pageOf, pageQuery } from '../../http/envelope'
import { inTenant } from '../../plugins/access'
import { findMaterials } from './service'

const materialRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  type: z.number().int(),
  name: z.string(),
  fileId: z.string(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  size: z.number().int().nullable(),
  link: z.string(),
  remark: z.string().nullable(),
  sort: z.number().int(),
  createTime: z.string().nullable(),
})

const scalar = z.union([z.string().max(255), z.number(), z.boolean(), z.null()])

/**
 * One field of the spec's search payload (searchParam): a bare value or an entry { filter, op }.
 * Blank means "no filter".
 */
const filterValue = z
  .union([scalar, z.object({ filter: scalar.optional(), op: z.string().max(32).optional() }).loose()])
  .optional()
  .transform((entry) => {
    const value = entry !== null && typeof entry === 'object' ? entry.filter : entry
    if (value === null || value === undefined) return undefined
    const text = String(value).replaceAll('\u0000', '').trim()
    return text === '' ? undefined : text
  })

const searchBody = z
  .object({
    searchType: z.enum(['N', 'Y']).default('N'),
    // Only name and type can be searched: another field is refused by name, not ignored.
    searchParam: z
      .object({
        name: filterValue,
        type: filterValue
          .refine((value) => value === undefined || /^\d{1,4}$/.test(value), 'a material_type key (0, 1, 2)')
          .transform((value) => (value === undefined ? undefined : Number(value))),
      })
      .strict()
      .optional(),
  })
  .loose()

export async function materialRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options

  app.post(
    '/api/material/page',
    {
      config: { access: signedIn('the materials the lab offers every user (notification centre)') },
      schema: {
        tags: ['material'],
        summary:
          'Materials of the notification centre, paged (query current, size; body searchType, searchParam.name / .type)',
        querystring: pageQuery,
        body: searchBody.nullish(),
        response: { 200: envelope(pageOf(materialRecord)) },
      },
    },
    async (request) => {
      const body = request.body
      return ok(
        await inTenant(db, request, (tx, auth) =>
          findMaterials(tx, auth.tenantId, {
            ...request.query,
            searchType: body?.searchType ?? 'N',
            name: body?.searchParam?.name,
            type: body?.searchParam?.type,
          }),
        ),
      )
    },
  )
}

export default materialRoutes
