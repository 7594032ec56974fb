import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { chargeStandards } from '@/domain/resources/charges'
import { readPublicBrowseSettings, type PublicBrowseSettings } from '../../config'
import { anyone, granted } from '../../access/rules'
import type { Db } from '../../db/database'
import { withTenant } from '../../db/tenant-scope'
import { envelope, ok, pageOf } from '../../http/envelope'
import { AppError } from '../../http/errors'
import { localeOf } from '../../http/messages'
import { inTenant } from '../../plugins/access'
import { labTenantOf } from '../public-query/certificate'
import { publicLimiter } from '../public-query/limiter'
import { standardPrice } from './price'
import { searchCharges } from './service'

export type ChargeRoutesOptions = {
  db: Db
  /** Limits of the public search per address; by default read from the environment (docs/configuration.md). */
  browse?: PublicBrowseSettings
}

/** A dictionary key as the lab's dictionaries write them. */
const dictKey = z.string().trim().min(1).max(64)
const optionalKey = z.string().trim().max(64).optional()

const searchBody = z.object({
  /** The lab; may be left out when the installation has one lab. */
  tenantId: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, 'tenantId: 6 digits')
    .optional(),
  /** Dictionary CHARGE_TAXON. */
  taxon: optionalKey,
  /** Part of the instrument's name or specification (taken literally: % and _ are no wildcards). */
  keyword: z.string().trim().max(50).optional(),
  /** Dictionary inspection_type. */
  inspectionType: optionalKey,
  current: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(50).default(20),
})

const publicCharge = z.object({
  taxon: z.string(),
  taxonName: z.string().nullable(),
  instrumentName: z.string(),
  specification: z.string().nullable(),
  inspectionType: z.string(),
  inspectionTypeName: z.string().nullable(),
  /** Yuan, two decimals: "40.00". */
  price: z.string(),
  unit: z.string(),
  basis: z.string().nullable(),
})

const priceAnswer = z
  .object({
    price: z.string(),
    unit: z.string(),
    taxon: z.string(),
    specification: z.string().nullable(),
    basis: z.string().nullable(),
    recordStatus: z.string(),
    candidates: z.number().int(),
  })
  .nullable()

/**
 * Charge standards besides the engine's list, form and export: the standard price of an instrument
 * for staff (quotes, billing), and the public search of /charge-standard-search.
 */
export async function chargeRoutes(appBase: FastifyInstance, options: ChargeRoutesOptions) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const browse = options.browse ?? readPublicBrowseSettings()

  app.get(
    `${chargeStandards.base}/price`,
    {
      config: { access: granted(readPermissionsOf(chargeStandards), 'order_workflow') },
      schema: {
        tags: [`resource:${chargeStandards.code}`],
        summary:
          'The standard price of an instrument for quotes and billing: exact name and inspection type (and category), a row of exactly the given specification first, else the cheapest; null when none',
        querystring: z.object({
          instrumentName: z.string().trim().min(1).max(200),
          inspectionType: dictKey,
          taxon: optionalKey,
          specification: z.string().trim().max(200).optional(),
        }),
        response: { 200: envelope(priceAnswer) },
      },
    },
    async (request) => {
      const { instrumentName, inspectionType, taxon, specification } = request.query
      return ok(
        await inTenant(db, request, (tx, auth) =>
          standardPrice(tx, auth.tenantId, {
            instrumentName,
            inspectionType,
            taxon: taxon || undefined,
            specification: specification || undefined,
          }),
        ),
      )
    },
  )

  app.post(
    '/api/public/charge-standard/search',
    {
      onRequest: publicLimiter(db, 'browse', browse),
      config: { access: anyone('the lab’s published prices') },
      schema: {
        tags: ['public'],
        summary:
          "The lab's charge standards by category, keyword (instrument or specification) and inspection type, with each category's count (no sign-in; limited per address)",
        body: searchBody,
        response: {
          200: envelope(
            pageOf(publicCharge).extend({
              categories: z.array(
                z.object({ taxon: z.string(), name: z.string().nullable(), count: z.number().int() }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { tenantId: requested, ...search } = request.body
      const tenantId = await labTenantOf(db, requested || undefined)
      if (!tenantId) throw new AppError(400, 'public.tenantRequired')
      const locale = localeOf(request.headers['accept-language'])
      return ok(
        await withTenant(db, tenantId, (tx) =>
          searchCharges(
            tx,
            tenantId,
            {
              ...search,
              taxon: search.taxon || undefined,
              inspectionType: search.inspectionType || undefined,
            },
            locale,
          ),
        ),
      )
    },
  )
}

export default chargeRoutes
