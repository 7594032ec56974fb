import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../access/rules'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { inTenant } from '../../plugins/access'
import { ownThings } from '../shared/access-reasons'
import { VIEW_PARAM_MAX_CHARS, findViewParam, saveViewParam } from './service'

const viewParamRecord = z.object({ elementId: z.string(), parameter: z.string() })

/** The resource code a layout belongs to (spec §9: the browser's key is `search-{resCode}`). */
const elementId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .refine((value) => !/\p{Cc}/u.test(value), 'no control characters')

const isJsonObjectText = (text: string): boolean => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

/** The layout as JSON object text; empty (or absent) means "reset to the default layout". */
const parameter = z
  .string()
  .max(VIEW_PARAM_MAX_CHARS)
  .nullish()
  .transform((value) => value?.trim() ?? '')
  .refine((value) => value === '' || isJsonObjectText(value), 'JSON object text')

/** Column settings (spec §7): each user's own saved layout of each table. */
export async function viewParamRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['view-param']
  const base = '/api/blade-expand/view-param'

  app.get(
    `${base}/detail`,
    {
      config: { access: signedIn(ownThings) },
      schema: {
        tags,
        summary: "The signed-in user's saved layout of a table (null when none is saved)",
        querystring: z.object({ elementId }),
        response: { 200: envelope(viewParamRecord.nullable()) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) =>
          findViewParam(tx, auth.tenantId, auth.userId, request.query.elementId),
        ),
      )
    },
  )

  app.post(
    `${base}/save`,
    {
      config: { access: signedIn(ownThings) },
      schema: {
        tags,
        summary: 'Save the layout of a table (parameter: JSON object text, at most 64 KB; empty resets it)',
        body: z.object({ elementId, parameter }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) => saveViewParam(tx, auth.tenantId, auth.userId, request.body))
      return ok(null)
    },
  )
}

export default viewParamRoutes
