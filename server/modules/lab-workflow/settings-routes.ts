import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ABILITY_TYPE } from '@/domain/workflow'
import { readPermissionsOf } from '@/domain/access'
import { testItems } from '@/domain/resources'
import type { Db } from '../../db/database'
import { granted } from '../../access/rules'
import { envelope, idsField, ok } from '../../http/envelope'
import { inTenant } from '../../plugins/access'
import { usableStandardDevices } from './results'
import { grantAbility, withdrawAbilities } from './staff-ability'
import { actorOf } from './transition'

/*
 * The lab's own settings besides numbering: staff authorisations (the list page and export are the resource
 * engine's; granting and withdrawing are here) and the standards a result may record. The standards' list,
 * form and removal are the engine's (src/domain/resources/lab-settings.ts).
 */

export async function labSettingsRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const base = '/api/hm-metrology'
  const tags = ['lab-workflow']

  app.post(
    `${base}/staff-ability/submit`,
    {
      config: { access: granted('staff_ability_add') },
      schema: {
        tags,
        summary:
          'Authorise a member of staff for a kind of work (dictionary ability_type), until a date or for good',
        body: z.object({
          userId: z.uuid(),
          abilityCode: z.enum(Object.values(ABILITY_TYPE)),
          validUntil: z.iso.date().nullish(),
        }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, async (tx, auth) =>
        grantAbility(tx, auth.tenantId, await actorOf(tx, auth), request.body),
      )
      return ok(null)
    },
  )

  app.post(
    `${base}/staff-ability/remove`,
    {
      config: { access: granted('staff_ability_delete') },
      schema: {
        tags,
        summary: 'Withdraw authorisations (ids, comma-separated); kept as withdrawn for the record',
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, async (tx, auth) =>
        withdrawAbilities(tx, auth.tenantId, await actorOf(tx, auth), request.query.ids),
      )
      return ok(null)
    },
  )

  app.get(
    `${base}/standard-device/usable`,
    {
      config: { access: granted('standard_device_view', readPermissionsOf(testItems)) },
      schema: {
        tags,
        summary: 'The standard devices a result may record today: in use, certificate valid on the lab day',
        response: {
          200: envelope(
            z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                model: z.string().nullable(),
                serialNo: z.string().nullable(),
                certificateNo: z.string(),
                validUntil: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => usableStandardDevices(tx, auth.tenantId)))
    },
  )
}

export default labSettingsRoutes
