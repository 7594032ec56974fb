import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { anyone } from '../../access/rules'
import {
  readPublicLookupSettings,
  readPublicSmsSettings,
  type PublicLookupSettings,
  type PublicSmsSettings,
} from '../../config'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { AppError } from '../../http/errors'
import { consumeCaptcha, createCaptcha } from '../auth/captcha'
import { consumeSmsCode, sendSmsCode, type SmsSender } from '../auth/sms'
import { pdfResponse, sendPdf, sendXml, xmlResponse } from '../print/pdf-reply'
import {
  certificateDcc,
  certificateDocument,
  labSigningCertificate,
  labTenantOf,
  verifyCertificate,
} from './certificate'
import { lookupBody, lookupGuard, refusal } from './lookup-guard'
import { findByPhone } from './phone'

export type PublicQueryOptions = {
  db: Db
  /** By default read from the environment (docs/configuration.md). */
  settings?: PublicLookupSettings
  /** Limits of the SMS codes of the query by phone; by default read from the environment. */
  smsSettings?: PublicSmsSettings
  /** Where SMS codes go (the app's sender, as for the sign-in codes). */
  smsSender: SmsSender
  /** CAPTCHA_OUTBOX_FILE (tests only). */
  captchaOutbox?: string | null
}

const certificateView = z.object({
  certificateNo: z.string(),
  standing: z.enum(['valid', 'revoked', 'superseded', 'under_review']),
  /** The number of the revision that replaced a superseded certificate. */
  supersededBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** appraisal: a jewellery appraisal certificate (its own fields in `appraisal`). */
  kind: z.enum(['verification', 'calibration', 'test', 'appraisal']),
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
  /** Hex SHA-256 of its Digital Calibration Certificate (XML); null when it has none. */
  dccSha256: z.string().nullable().optional(),
  /** The issued PDF's digital signature, checked against the lab's certificate now. */
  signature: z
    .object({
      status: z.enum(['valid', 'invalid', 'unsigned']),
      signer: z.string().nullable(),
      signedAt: z.string().nullable(),
    })
    .optional(),
  /** Only for an appraisal certificate: the piece as appraised, and where its photo is. */
  appraisal: z
    .object({
      itemName: z.string(),
      /** Grams, as a decimal string. */
      totalWeight: z.string(),
      shape: z.string().nullable(),
      colour: z.string().nullable(),
      /** GET /api/public/jewel-photo/…: named by the photo's SHA-256, which only this answer reveals. */
      photoUrl: z.string().nullable(),
    })
    .optional(),
})

/** Why the certificate lookups need no sign-in. */
const BY_CHECK_CODE = 'needs the certificate’s check code; rate-limited, captcha'

const tenantField = z
  .string()
  .trim()
  .regex(/^(\d{6})?$/, 'tenantId: 6 digits')
  .optional()
/** Checked by the handler (`^1[3-9]\d{9}$`), so that a wrong number gets its own message. */
const phoneField = z.string().trim().max(32)
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/
/** sendSmsCode's interval between two codes to one phone. */
const RESEND_AFTER_SECONDS = 60

const smsBody = z.object({
  /** The lab, as for the certificate lookups. */
  tenantId: tenantField,
  /** A mainland mobile number. */
  phone: phoneField,
  /** Every send needs one: a challenge of GET /api/public/captcha and the characters read off it. */
  captcha: z.object({ key: z.string().trim().max(64), answer: z.string().trim().max(16) }),
})

const byPhoneBody = z.object({
  tenantId: tenantField,
  phone: phoneField,
  /** The 6-digit code of the SMS sent by POST /api/public/report/sms. */
  code: z.string().trim().max(12),
})

const phoneReport = z.object({
  orderNo: z.string(),
  sampleNo: z.string().nullable(),
  instrumentName: z.string(),
  instrumentModel: z.string().nullable(),
  factoryNumber: z.string().nullable(),
  /**
   * registered: the order is registered or under contract review; testing: in the lab; issued: the report is
   * approved; delivered: it has been delivered; revoked: revoked, its revision not issued yet; voided: the
   * order was voided (or the sample rejected, or its report cancelled).
   */
  state: z.enum(['registered', 'testing', 'issued', 'delivered', 'revoked', 'voided']),
  /** The current certificate, when issued or delivered. */
  certificateNo: z.string().nullable(),
  issueDate: z.string().nullable(),
  nextDueDate: z.string().nullable(),
})

const phoneInstrument = z.object({
  name: z.string(),
  model: z.string().nullable(),
  factoryNumber: z.string().nullable(),
  nextDueDate: z.string().nullable(),
})

/**
 * The public certificate lookups: no sign-in; limits per address shared by every API process
 * (limits.ts), a captcha after repeated misses, and a floor on the answer time so that a hit and a miss
 * cannot be told apart by timing.
 */
export async function publicQueryRoutes(appBase: FastifyInstance, options: PublicQueryOptions) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const settings = options.settings ?? readPublicLookupSettings()
  const { limiter, lookupOf, holdToFloor } = lookupGuard({
    db,
    settings,
    smsSettings: options.smsSettings ?? readPublicSmsSettings(),
  })
  const tags = ['public']

  const missed = () => new AppError(404, 'public.certificateNotFound')

  app.post(
    '/api/public/certificate/verify',
    {
      onRequest: limiter('lookup'),
      config: { access: anyone(BY_CHECK_CODE) },
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
      onRequest: limiter('lookup'),
      config: { access: anyone(BY_CHECK_CODE) },
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

  app.post(
    '/api/public/certificate/dcc',
    {
      onRequest: limiter('lookup'),
      config: { access: anyone(BY_CHECK_CODE) },
      schema: {
        tags,
        summary:
          'The Digital Calibration Certificate (PTB DCC XML) of a calibration or verification certificate, by its full number and check code (its SHA-256 in the X-Content-SHA256 header)',
        body: lookupBody,
        response: { ...xmlResponse('The DCC as issued'), '4xx': refusal },
      },
    },
    async (request, reply) => {
      const lookup = await lookupOf(request, request.body)
      const document = await certificateDcc(db, lookup)
      await holdToFloor(request)
      if (!document) throw missed()
      return sendXml(reply, document.dcc, `${document.certificateNo}.dcc.xml`, document.sha256)
    },
  )

  app.get(
    '/api/public/signing-certificate',
    {
      onRequest: limiter('lookup'),
      config: {
        access: anyone('a lab’s public signing certificate, which anyone may use to check its signatures'),
      },
      schema: {
        tags,
        summary:
          'The X.509 certificate (PEM) a lab signs its certificates with; 404 before its first signature',
        querystring: z.object({ tenantId: tenantField.optional() }),
        response: {
          200: {
            description: 'The certificate, PEM',
            content: { 'application/x-pem-file': { schema: z.string() } },
          },
          '4xx': refusal,
        },
      },
    },
    async (request, reply) => {
      const tenantId = await labTenantOf(db, request.query.tenantId || undefined)
      if (!tenantId) throw new AppError(400, 'public.tenantRequired')
      const certificate = await labSigningCertificate(db, tenantId)
      if (!certificate) throw new AppError(404, 'notFound')
      reply
        .header('content-type', 'application/x-pem-file')
        .header('content-disposition', `attachment; filename="${certificate.baseName}.pem"`)
      return reply.send(certificate.pem)
    },
  )

  app.get(
    '/api/public/captcha',
    {
      onRequest: limiter('captcha'),
      config: { access: anyone('the captcha of the public lookups; rate-limited') },
      schema: {
        tags,
        summary: 'A captcha for the public lookups: the image and the key to send back with its characters',
        response: { 200: envelope(z.object({ key: z.string(), image: z.string() })), '4xx': refusal },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return ok(await createCaptcha(db, options.captchaOutbox ?? null))
    },
  )

  /** The lab and the mainland mobile number a query by phone is for. */
  async function phoneQueryOf(body: { tenantId?: string | undefined; phone: string }) {
    const tenantId = await labTenantOf(db, body.tenantId || undefined)
    if (!tenantId) throw new AppError(400, 'public.tenantRequired')
    if (!MAINLAND_MOBILE.test(body.phone)) throw new AppError(400, 'validation.mobile')
    return { tenantId, phone: body.phone }
  }

  app.post(
    '/api/public/report/sms',
    {
      onRequest: limiter('sms'),
      config: { access: anyone('an SMS code to the phone itself; rate-limited, captcha') },
      schema: {
        tags,
        summary:
          'Send the SMS code of the report query to a mobile number (a captcha every time; limited per address and per phone; the same answer whether or not the number has reports)',
        body: smsBody,
        response: {
          200: envelope(z.object({ sent: z.literal(true), resendAfter: z.number().int() })),
          '4xx': refusal,
        },
      },
    },
    async (request, reply) => {
      const { tenantId, phone } = await phoneQueryOf(request.body)
      const { key, answer } = request.body.captcha
      const needed = { captchaRequired: true }
      if (!key || !answer) throw new AppError(400, 'public.captchaRequired', {}, needed)
      if (!(await consumeCaptcha(db, key, answer)))
        throw new AppError(400, 'public.captchaInvalid', {}, needed)
      // Sent whether or not the number has orders: the answer (and sendSmsCode's per-phone limits) must not
      // tell a stranger which numbers are customers'.
      await sendSmsCode(db, options.smsSender, { tenantId, phone, purpose: 'report', ip: request.ip })
      reply.header('cache-control', 'no-store')
      return ok({ sent: true as const, resendAfter: RESEND_AFTER_SECONDS })
    },
  )

  app.post(
    '/api/public/report/by-phone',
    {
      onRequest: limiter('lookup'),
      config: { access: anyone('needs the SMS code sent to that phone; rate-limited') },
      schema: {
        tags,
        summary:
          "A customer's reports (with their state and current certificate) and instruments (with their next due dates) by mobile number and the SMS code sent to it",
        body: byPhoneBody,
        response: {
          200: envelope(z.object({ reports: z.array(phoneReport), instruments: z.array(phoneInstrument) })),
          '4xx': refusal,
        },
      },
    },
    async (request, reply) => {
      const { tenantId, phone } = await phoneQueryOf(request.body)
      const code = request.body.code
      const valid =
        /^\d{6}$/.test(code) && (await consumeSmsCode(db, { tenantId, phone, purpose: 'report', code }))
      if (!valid) throw new AppError(400, 'public.smsCodeInvalid')
      reply.header('cache-control', 'no-store')
      return ok(await findByPhone(db, tenantId, phone))
    },
  )
}

export default publicQueryRoutes
