import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { anyone } from '../../access/rules'
import {
  readPublicBrowseSettings,
  readPublicLookupSettings,
  readPublicSmsSettings,
  type PublicBrowseSettings,
  type PublicLookupSettings,
} from '../../config'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { AppError } from '../../http/errors'
import { openFile } from '../file/service'
import type { FileStorage } from '../file/storage'
import { lookupBody, lookupGuard, refusal } from './lookup-guard'
import { labTenantOf } from './certificate'
import { publishedPhoto, verifyMetalLabel } from './jewels'
import { publicLimiter } from './limiter'

export type PublicJewelOptions = {
  db: Db
  storage: FileStorage
  /** By default read from the environment, as the certificate lookups' (docs/configuration.md). */
  settings?: PublicLookupSettings
  /** Limits of the photo addresses per client address; by default read from the environment. */
  browse?: PublicBrowseSettings
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
  /** GET /api/public/jewel-photo/…: named by the photo's SHA-256, which only this answer reveals. */
  photoUrl: z.string().nullable(),
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
 * The public lookups of the jewellery documents: a precious metal label by its number and check
 * code (/metal), through the certificate lookups' guard (the 'lookup' limits per address, a captcha after
 * repeated misses, the answer-time floor; a miss counts against the address); and the photo of a verified
 * appraisal certificate or label, at the address its verification answered.
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
      onRequest: limiter('lookup'),
      config: { access: anyone('needs the label’s check code; rate-limited, captcha') },
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

  app.get(
    '/api/public/jewel-photo/:tenantId/:sha256',
    {
      onRequest: publicLimiter(db, 'browse', options.browse ?? readPublicBrowseSettings()),
      config: { access: anyone('photos of issued documents only, by their SHA-256') },
      schema: {
        tags,
        summary:
          'The photo of a verified appraisal certificate or metal label, at the address its verification answered (named by its SHA-256)',
        params: z.object({
          tenantId: z.string().regex(/^\d{6}$/, 'tenantId: 6 digits'),
          sha256: z.string().regex(/^[0-9a-f]{64}$/, 'sha256: 64 hex digits'),
        }),
        response: { ...imageResponse, '4xx': envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const { tenantId, sha256 } = request.params
      const lab = await labTenantOf(db, tenantId)
      const fileId = lab ? await publishedPhoto(db, lab, sha256) : null
      const opened = fileId ? await openFile(db, storage, tenantId, fileId).catch(() => null) : null
      if (!opened) throw new AppError(404, 'public.photoNotFound')
      return (
        reply
          .header('content-type', opened.file.contentType)
          .header('content-length', opened.file.size)
          // The content never changes at this address; a revoked record's photo may still be seen by who has it.
          .header('cache-control', 'private, max-age=86400, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(opened.stream as unknown as string)
      )
    },
  )
}
