import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { PublicLookupSettings, PublicSmsSettings } from '../../config'
import type { Db } from '../../db/database'
import { envelope } from '../../http/envelope'
import { AppError } from '../../http/errors'
import { consumeCaptcha } from '../auth/captcha'
import { addressKey } from './address'
import { soleLabTenant, type CertificateLookup } from './certificate'
import { countRequest, type Scope } from './limits'

/**
 * What every lookup by number and check code goes through (certificates, appraisal certificates, metal
 * labels): the per-address limits of its scope, a captcha once the address has missed too often, and a floor
 * on the answer time so that a hit and a miss cannot be told apart by timing.
 */

export const lookupBody = z.object({
  /** The lab (from the QR code or the lab's link); may be left out when the installation has one lab. */
  tenantId: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, 'tenantId: 6 digits')
    .optional(),
  /** The full number, exactly as printed. */
  no: z.string().trim().min(1).max(64),
  /** The 8-character check code printed beside it (any case). */
  code: z.string().trim().min(1).max(16),
  /** Needed after repeated misses: a challenge of GET /api/public/captcha and the characters read off it. */
  captcha: z.object({ key: z.string().trim().max(64), answer: z.string().trim().max(16) }).optional(),
})
export type LookupBody = z.infer<typeof lookupBody>

/** Refusals: data is { captchaRequired: true } when the answer needs a (new) captcha, else null. */
export const refusal = envelope(z.object({ captchaRequired: z.boolean() }).nullable())

export type LookupGuardOptions = {
  db: Db
  settings: PublicLookupSettings
  smsSettings: PublicSmsSettings
}

/** What a request's limiter (its first hook) noted for its handler: when it began and the misses so far. */
type Noted = { startedAt: number; misses: number }

export type LookupGuard = ReturnType<typeof lookupGuard>

export function lookupGuard({ db, settings, smsSettings }: LookupGuardOptions) {
  const notes = new WeakMap<FastifyRequest, Noted>()
  const limitsOf = { lookup: settings, captcha: settings, sms: smsSettings }

  /** An onRequest hook: counts the request in its scope, refuses it past the limits (429, Retry-After). */
  const limiter =
    (scope: Exclude<Scope, 'browse'>) => async (request: FastifyRequest, reply: FastifyReply) => {
      const startedAt = performance.now()
      const count = await countRequest(db, scope, addressKey(request.ip), limitsOf[scope])
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
    // Timers may fire a little early (they round to whole milliseconds): wait again until the floor is met.
    for (let left = settings.floorMs - (performance.now() - startedAt); left > 0;) {
      await sleep(Math.ceil(left))
      left = settings.floorMs - (performance.now() - startedAt)
    }
  }

  return { limiter, lookupOf, holdToFloor }
}
