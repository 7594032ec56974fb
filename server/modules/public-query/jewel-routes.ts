import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPublicLookupSettings, readPublicSmsSettings, type PublicLookupSettings } from '../../config'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { AppError } from '../../http/errors'
import { openFile } from '../file/service'
import type { FileStorage } from '../file/storage'
import { lookupBody, lookupGuard, refusal } from './lookup-guard'
import { photoOf, verifyMetalLabel } from './jewels'

export type PublicJewelOptions = {
  db: Db
  storage: FileStorage
  /** By default read from the environment, as the certificate lookups' (README "Settings"). */
  settings?: PublicLookupSettings
}

const metalLabelView = z.object({
  labelNo: z.string(),
  standing: z.enum(['valid', 'revoked']),
  revokedAt: z.string().nullable(),
  labName: z.string(),
  itemName: z.string(),
  /** The metal and parts per thousand, as marked (Au999, Pt950, S925 …). */
  fineness: z.string(),
  /** Grams, as a decimal string. */
  weight: z.string(),
  issueDate: z.string(),
  /** Whether POST /api/public/metal-label/photo has a photo of the piece. */
  photo: z.boolean(),
})

const imageResponse = {
  200: {
    description: 'The photo (JPEG or PNG)',
    content: {
      'image/jpeg': { schema: z.string().meta({ format: 'binary' }) },
      'image/png': { schema: z.string().meta({ format: 'binary' }) },
    },
  },
}

/**
 * The public lookups of the jewellery documents (issue 7): a precious metal label by its number and check
 * code (/metal), and the photo of an appraisal certificate or a label, served only with the number and check
 * code. Every one goes through the certificate lookups' guard: the 'lookup' limits per address, a captcha
 * after repeated misses, the answer-time floor; a miss counts against the address.
 */
export async function publicJewelRoutes(appBase: FastifyInstance, options: PublicJewelOptions) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db, storage } = options
  const { limiter, lookupOf, holdToFloor } = lookupGuard({
    db,
    settings: options.settings ?? readPublicLookupSettings(),
    smsSettings: readPublicSmsSettings(),
  })
  const tags = ['public']

  app.post(
    '/api/public/metal-label/verify',
    {
      config: { access: 'public' },
      onRequest: limiter('lookup'),
      schema: {
        tags,
        summary:
          'Check a precious metal label by its number and check code (no sign-in; limited per address, a captcha after repeated misses)',
        body: lookupBody,
        response: { 200: envelope(metalLabelView), '4xx': refusal },
      },
    },
    async (request, reply) => {
      const lookup = await lookupOf(request, request.body)
      const view = await verifyMetalLabel(db, lookup)
      await holdToFloor(request)
      if (!view) throw new AppError(404, 'public.metalLabelNotFound')
      reply.header('cache-control', 'no-store')
      return ok(view)
    },
  )

  const photoRoute = (path: string, kind: 'appraisal' | 'metalLabel', what: string) =>
    app.post(
      path,
      {
        config: { access: 'public' },
        onRequest: limiter('lookup'),
        schema: {
          tags,
          summary: `The photo of ${what}, by its number and check code`,
          body: lookupBody,
          response: { ...imageResponse, '4xx': refusal },
        },
      },
      async (request, reply) => {
        const lookup = await lookupOf(request, request.body)
        const found = await photoOf(db, kind, lookup)
        await holdToFloor(request)
        if (!found) {
          throw new AppError(
            404,
            kind === 'appraisal' ? 'public.certificateNotFound' : 'public.metalLabelNotFound',
          )
        }
        if (!found.fileId) throw new AppError(404, 'public.photoNotFound')
        const fileId = found.fileId
        const opened = await openFile(db, storage, lookup.tenantId, fileId).catch(() => null)
        if (!opened) throw new AppError(404, 'public.photoNotFound')
        return reply
          .header('content-type', opened.file.contentType)
          .header('content-length', opened.file.size)
          .header('cache-control', 'private, no-store')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(opened.stream as unknown as string)
      },
    )

  photoRoute('/api/public/certificate/photo', 'appraisal', 'an appraisal certificate’s piece')
  photoRoute('/api/public/metal-label/photo', 'metalLabel', 'a metal label’s piece')
}
