import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPublicLookupSettings, type PublicLookupSettings } from '../../config'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { AppError } from '../../http/errors'
import { consumeCaptcha, createCaptcha } from '../auth/captcha'
import { pdfResponse, sendPdf } from '../print/pdf-reply'
import { addressKey } from './address'
import { certificateDocument, soleLabTenant, verifyCertificate, type CertificateLookup } from './certificate'
import { countRequest, type Scope } from './limits'

export type PublicQueryOptions = {
  db: Db
  /** By default read from the environment (README "Settings"). */
  settings?: PublicLookupSettings
}

const lookupBody = z.object({
  /** The lab (from the QR code or the lab's link); may be left out when the installation has one lab. */
  tenantId: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, 'tenantId: 6 digits')
    .optional(),
  /** The full certificate number, exactly as printed. */
  no: z.string().trim().min(1).max(64),
  /** The 8-character check code printed beside it (any case). */
  code: z.string().trim().min(1).max(16),
  /** Needed after repeated misses: a challenge of GET /api/public/captcha and the characters read off it. */
  captcha: z.object({ key: z.string().trim().max(64), answer: z.string().trim().max(16) }).optional(),
})
type LookupBody = z.infer<typeof lookupBody>

const certificateView = z.object({
  certificateNo: z.string(),
  standing: z.enum(['valid', 'revoked', 'superseded']),
  /** The number of the revision that replaced a superseded certificate. */
  supersededBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
  kind: z.enum(['verification', 'calibration', 'test']),
  labName: z.string(),
  /** A person's name keeps only its first character (张**); an organisation's is shown. */
  holder: z.string(),
  instrumentName: z.string(),
  instrumentModel: z.string().nullable(),
  factoryNumber: z.string().nullable(),
  issueDate: z.string(),
  nextDueDate: z.string().nullable(),
  conclusion: z.string(),
  /** Hex SHA-256 of the issued PDF, to check a copy against. */
  pdfSha256: z.string(),
})

/** Refusals: data is { captchaRequired: true } when the answer needs a (new) captcha, else null. */
const refusal = envelope(z.object({ captchaRequired: z.boolean() }).nullable())

/** What a request's limiter (its first hook) noted for its handler: when it began and the misses so far. */
type Noted = { startedAt: number; misses: number }
const notes = new WeakMap<FastifyRequest, Noted>()

/**
 * The public certificate lookups (issue 7): no sign-in; limits per address shared by every API process
 * (limits.ts), a captcha after repeated misses, and a floor on the answer time so that a hit and a miss
 * cannot be told apart by timing.
 */
export async function publicQueryRoutes(appBase: FastifyInstance, options: PublicQueryOptions) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const settings = options.settings ?? readPublicLookupSettings()
  const tags = ['public']

  const limiter = (scope: Scope) => async (request: FastifyRequest, reply: FastifyReply) => {
    const startedAt = performance.now()
    const count = await countRequest(db, scope, addressKey(request.ip), settings)
    if (count.retryAfter !== null) {
      reply.header('retry-after', String(count.retryAfter))
      throw new AppError(429, 'public.tooManyLookups')
    }
    notes.set(request, { startedAt, misses: count.misses })
  }

  /** The lab, and the captcha once the address has missed too often; then the lookup itself. */
  async function lookupOf(request: FastifyRequest, body: LookupBody): Promise<CertificateLookup> {
    const tenantId = body.tenantId || (await soleLabTenant(db))
    if (!tenantId) throw new AppError(400, 'public.tenantRequired')
    if ((notes.get(request)?.misses ?? 0) >= settings.captchaAfterMisses) {
      const needed = { captchaRequired: true }
      if (!body.captcha?.key || !body.captcha.answer)
        throw new AppError(400, 'public.captchaRequired', {}, needed)
      if (!(await consumeCaptcha(db, body.captcha.key, body.captcha.answer)))
        throw new AppError(400, 'public.captchaInvalid', {}, needed)
    }
    return { tenantId, no: body.no, code: body.code.toUpperCase(), address: addressKey(request.ip) }
  }

  /** A lookup answers no sooner than the floor after its request arrived, hit or miss. */
  const holdToFloor = async (request: FastifyRequest) => {
    const startedAt = notes.get(request)?.startedAt
    if (startedAt === undefined) throw new Error('a lookup route without its limiter')
    const left = settings.floorMs - (performance.now() - startedAt)
    if (left > 0) await sleep(left)
  }

  const missed = () => new AppError(404, 'public.certificateNotFound')

  app.post(
    '/api/public/certificate/verify',
    {
      config: { access: 'public' },
      onRequest: limiter('lookup'),
      schema: {
        tags,
        summary:
          'Verify a certificate by its full number and check code (no sign-in; limited per address, a captcha after repeated misses)',
        body: lookupBody,
        response: { 200: envelope(certificateView), '4xx': refusal },
      },
    },
    async (request, reply) => {
      const lookup = await lookupOf(request, request.body)
      const view = await verifyCertificate(db, lookup)
      await holdToFloor(request)
      if (!view) throw missed()
      reply.header('cache-control', 'no-store')
      return ok(view)
    },
  )

  app.post(
    '/api/public/certificate/pdf',
    {
      config: { access: 'public' },
      onRequest: limiter('lookup'),
      schema: {
        tags,
        summary:
          'The issued PDF of a certificate, by its full number and check code (its SHA-256 in the X-Content-SHA256 header)',
        body: lookupBody,
        response: { ...pdfResponse('The PDF as issued'), '4xx': refusal },
      },
    },
    async (request, reply) => {
      const lookup = await lookupOf(request, request.body)
      const document = await certificateDocument(db, lookup)
      await holdToFloor(request)
      if (!document) throw missed()
      return sendPdf(reply, document.pdf, `${document.certificateNo}.pdf`, document.sha256)
    },
  )

  app.get(
    '/api/public/captcha',
    {
      config: { access: 'public' },
      onRequest: limiter('captcha'),
      schema: {
        tags,
        summary: 'A captcha for the public lookups: the image and the key to send back with its characters',
        response: { 200: envelope(z.object({ key: z.string(), image: z.string() })), '4xx': refusal },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return ok(await createCaptcha(db))
    },
  )
}
