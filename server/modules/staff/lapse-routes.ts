import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { staffAbilities } from '@/domain/resources'
import { AUTHORISATION_PROBLEMS } from '@/domain/staff/authorisation'
import { granted } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant } from '../../plugins/access'
import { scheduleLapseNotices } from './lapse-notices'
import { authorisationStatuses, staffLapses } from './lapses'
import { labToday } from '../../lab-clock'

/** The 人员到期 menu's code: the staff office's list, and its card on the home page. */
export const STAFF_LAPSE_VIEW_PERMISSION = 'staff_lapse_view'

const localized = z.object({ zh: z.string(), en: z.string() })
const bucket = z.enum(['lapsed', 'd30', 'd60', 'd90'])

/**
 * The lapses ahead of the lab's staff certificates and authorisations (with the notices the server sends on
 * its own), and each authorisation's status today for the authorisations' list.
 */
export default async function staffLapseRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const tags = ['staff']
  scheduleLapseNotices(appBase, db)

  app.get(
    '/api/hm-staff/lapses',
    {
      config: {
        access: granted(STAFF_LAPSE_VIEW_PERMISSION),
      },
      schema: {
        tags,
        summary:
          'Staff certificates expiring within 90 days or expired in the last 30, and authorisations lapsing within 90 days (by their end or their evidence) or no longer holding, bucketed 30/60/90, with person and department',
        response: {
          200: envelope(
            z.object({
              rows: z.array(
                z.object({
                  subject: z.enum(['certificate', 'authorisation']),
                  id: z.string(),
                  userId: z.string(),
                  person: z.string(),
                  deptId: z.string().nullable(),
                  deptName: z.string().nullable(),
                  what: localized,
                  lapseDate: z.string().nullable(),
                  days: z.number().int().nullable(),
                  bucket,
                  problem: localized.nullable(),
                }),
              ),
              counts: z.object({ lapsed: z.number(), d30: z.number(), d60: z.number(), d90: z.number() }),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => staffLapses(tx, auth.tenantId, labToday()))),
  )

  app.get(
    `${staffAbilities.base}/status`,
    {
      config: { access: granted(readPermissionsOf(staffAbilities)) },
      schema: {
        tags,
        summary:
          "Each live authorisation's ability_status today (1 enabled while it and its evidence hold, 2 disabled) with why not, and the day it lapses",
        response: {
          200: envelope(
            z.array(
              z.object({
                id: z.string(),
                abilityStatus: z.enum(['1', '2']),
                problem: z.enum(AUTHORISATION_PROBLEMS).nullable(),
                message: localized.nullable(),
                lapseDate: z.string().nullable(),
              }),
            ),
          ),
        },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => authorisationStatuses(tx, auth.tenantId, labToday()))),
  )
}
