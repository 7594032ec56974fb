import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AUTHORISATION_PROBLEMS } from '@/domain/staff/authorisation'
import { granted } from '../../access/rules'
import { envelope, ok, optionalText } from '../../http/envelope'
import { localeOf } from '../../http/messages'
import type { RouteDeps } from '../../http/route-modules'
import { labToday } from '../../lab-clock'
import { inTenant } from '../../plugins/access'
import { contentDisposition } from '../file/service'
import { labCompetenceMatrix } from './matrix'
import { matrixFileName, matrixWorkbook } from './matrix-workbook'

export const MATRIX_VIEW_PERMISSION = 'staff_matrix_view'
export const MATRIX_EXPORT_PERMISSION = 'staff_matrix_export'

const BASE = '/api/hm-staff/competence-matrix'

const matrixQuery = z.object({
  deptId: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  abilityCode: optionalText(8),
  person: optionalText(50),
  item: optionalText(100),
  /** The lab day to read the matrix on; today by default. */
  day: z.iso
    .date()
    .optional()
    .or(z.literal('').transform(() => undefined)),
})

const standing = {
  until: z.string().nullable(),
  problem: z.enum(AUTHORISATION_PROBLEMS).nullable(),
}

const matrixAnswer = z.object({
  day: z.string(),
  columns: z.array(z.object({ abilityCode: z.string(), itemName: z.string() })),
  rows: z.array(
    z.object({
      userId: z.string(),
      person: z.string(),
      deptName: z.string().nullable(),
      cells: z.array(z.object({ c: z.number().int(), ...standing })),
      kinds: z.array(z.object({ abilityCode: z.string(), ...standing })),
    }),
  ),
})

/**
 * The competence matrix: the lab's people × the test items it authorises for, who may do what on a day and
 * until when; and the same as an .xlsx for the assessor.
 */
export default async function staffMatrixRoutes(appBase: FastifyInstance, { db }: RouteDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const tags = ['staff']

  app.get(
    BASE,
    {
      config: { access: granted(MATRIX_VIEW_PERMISSION, MATRIX_EXPORT_PERMISSION) },
      schema: {
        tags,
        summary:
          'People × test items on a lab day (today by default): each person’s cells (column index, until when, or why it does not hold) and her authorisations for every item of a kind',
        querystring: matrixQuery,
        response: { 200: envelope(matrixAnswer) },
      },
    },
    async (request) => {
      const { day, ...query } = request.query
      return ok(
        await inTenant(db, request, (tx, auth) =>
          labCompetenceMatrix(tx, auth.tenantId, query, day ?? labToday()),
        ),
      )
    },
  )

  app.get(
    `${BASE}/export`,
    {
      config: { access: granted(MATRIX_EXPORT_PERMISSION) },
      schema: {
        tags,
        summary: 'The competence matrix as an .xlsx: a 序号 column, one row per person, one column per item',
        querystring: matrixQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const locale = localeOf(request.headers['accept-language'])
      const { day, ...query } = request.query
      const matrix = await inTenant(db, request, (tx, auth) =>
        labCompetenceMatrix(tx, auth.tenantId, query, day ?? labToday()),
      )
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(matrixFileName(matrix, locale)))
        .header('cache-control', 'no-store')
        .send(await matrixWorkbook(matrix, locale))
    },
  )
}
