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
import { DEVICE_UNUSABLE_REASONS } from '@/domain/standards/fitnessMessages'
import { usableMeasuringStandards } from './result-standards'
import { usableStandardDevices } from './results'
import { grantAbility, withdrawAbilities } from './staff-ability'
import { actorOf } from './transition'
import { labToday } from '../../lab-clock'

/*
 * The lab's own settings besides numbering: staff authorisations (the list page and export are the resource
 * engine's; granting and withdrawing are here) and the pickers of the standards a result may record. The
 * standards' lists, forms and removal are the engine's (src/domain/resources/standards.ts).
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
          'Authorise a member of staff for an activity (dictionary ability_type and a test item, none for every item of the kind) on her certificate or passed training covering it, until a date or for good',
        body: z.object({
          userId: z.uuid(),
          abilityCode: z.enum(Object.values(ABILITY_TYPE)),
          itemName: z.string().trim().max(200).nullish(),
          certificateId: z.uuid().nullish(),
          trainingId: z.uuid().nullish(),
          validUntil: z.iso.date().nullish(),
        }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, async (tx, auth) =>
        grantAbility(tx, auth.tenantId, await actorOf(tx, auth), request.body, labToday()),
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
        summary:
          "The register's live standard devices for a result's picker: what each measures, its range and accuracy, and why it cannot be chosen today (unusable: null when it can)",
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
                status: z.number().int(),
                measurand: z.string().nullable(),
                rangeMin: z.string().nullable(),
                rangeMax: z.string().nullable(),
                rangeUnit: z.string().nullable(),
                accuracyClass: z.string().nullable(),
                mpe: z.string().nullable(),
                uncertainty: z.string().nullable(),
                coverageK: z.string().nullable(),
                unusable: z.enum(DEVICE_UNUSABLE_REASONS).nullable(),
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

  app.get(
    `${base}/measuring-standard/usable`,
    {
      config: { access: granted('measuring_standard_view', readPermissionsOf(testItems)) },
      schema: {
        tags,
        summary:
          'The measurement standards a result may record today (enabled, approved until today or later): the test items each supports and its devices',
        response: {
          200: envelope(
            z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                certificateNo: z.string(),
                validUntil: z.string(),
                abilities: z.array(z.string()),
                deviceIds: z.array(z.string()),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => usableMeasuringStandards(tx, auth.tenantId)))
    },
  )
}

export default labSettingsRoutes
