import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { measuringStandards, standardFiles } from '@/domain/resources'
import { granted, onFile, touching } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import type { RouteDeps } from '../../http/route-modules'
import { inTenant } from '../../plugins/access'
import { dayField, fileVersionAnswer, memberDevicesAnswer, procedureAnswer } from './answers'
import { setStandardMembers, standardMembers } from './devices/members'
import { currentProcedures } from './files/procedures'
import { fileVersions, uploadVersion } from './files/versions'

/**
 * Measurement standards and their documents beyond the engine's lists: the devices a standard is made of, a
 * document's versions and the upload of a new one, and the current procedures a record may name.
 */
export default async function measuringStandardRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const tags = ['standards']

  app.get(
    `${measuringStandards.base}/devices`,
    {
      config: { access: granted(readPermissionsOf(measuringStandards)) },
      schema: {
        tags,
        summary: 'The devices a measurement standard is made of',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(memberDevicesAnswer) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => standardMembers(tx, auth.tenantId, request.query.id))),
  )

  app.post(
    `${measuringStandards.base}/devices`,
    {
      config: {
        access: touching(granted('measuring_standard_edit'), [measuringStandards.code, 'body.id']),
      },
      schema: {
        tags,
        summary: 'Replace the devices a measurement standard is made of (kept in its history)',
        body: z.object({ id: z.uuid(), deviceIds: z.array(z.uuid()).max(200) }),
        response: { 200: envelope(memberDevicesAnswer) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          setStandardMembers(tx, auth.tenantId, auth.userId, request.body),
        ),
      ),
  )

  app.get(
    `${standardFiles.base}/versions`,
    {
      config: { access: granted(readPermissionsOf(standardFiles)) },
      schema: {
        tags,
        summary: 'A standard document’s versions, newest first',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(z.array(fileVersionAnswer)) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => fileVersions(tx, auth.tenantId, request.query.id))),
  )

  app.post(
    `${standardFiles.base}/upload-version`,
    {
      config: {
        access: onFile(
          touching(granted('standard_file_upload'), [standardFiles.code, 'body.id']),
          'body.fileId',
        ),
      },
      schema: {
        tags,
        summary: 'Add the next version of a standard document: an uploaded file and the day it takes effect',
        body: z.object({
          id: z.uuid(),
          fileId: z.uuid(),
          fileName: z.string().trim().min(1).max(200),
          effectiveDate: dayField,
          note: z.string().max(500).nullish(),
        }),
        response: { 200: envelope(fileVersionAnswer) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          uploadVersion(tx, auth.tenantId, auth.userId, request.body),
        ),
      ),
  )

  app.get(
    `${standardFiles.base}/procedures`,
    {
      config: { access: granted(readPermissionsOf(standardFiles), 'trace_result_add', 'interim_check_add') },
      schema: {
        tags,
        summary:
          'The current version of every standard document in use (of one STANDARD_FILE_TYPE when asked): what a result, a self-calibration or a check may name',
        querystring: z.object({ kind: z.coerce.number().int().min(1).max(4).optional() }),
        response: { 200: envelope(z.array(procedureAnswer)) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => currentProcedures(tx, auth.tenantId, request.query.kind))),
  )
}
