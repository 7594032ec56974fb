import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { VALIDATION_MESSAGES } from '@/domain/validation/messages'
import { anyone, signedIn } from '../../access/rules'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { authOf } from '../../plugins/access'
import { ownAccount } from '../shared/access-reasons'
import { checkOwnPassword, registerCustomer, resetPasswordBySms, type ClientInfo } from './service'

/** PostgreSQL text cannot hold NUL characters; nobody means one, so they are dropped, not refused. */
const stripNul = (value: string) => value.replaceAll('\u0000', '')

const tenantIdField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'tenantId: 6 digits')
const mobileField = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, VALIDATION_MESSAGES.mobile)
const smsCodeField = z.string().trim().min(1).max(12)
const passwordField = z.string().min(1).max(128)

const registerInput = z.object({
  tenantId: tenantIdField,
  phone: mobileField,
  code: smsCodeField,
  account: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .regex(/^[A-Za-z0-9_.@-]+$/, 'letters, digits, _ . @ -'),
  password: passwordField,
  password1: passwordField,
  realName: z.string().transform(stripNul).pipe(z.string().trim().min(1).max(64)),
  companyName: z.string().transform(stripNul).pipe(z.string().trim().max(200)).nullish(),
})

const forgetPasswordInput = z.object({
  tenantId: tenantIdField,
  phone: mobileField,
  code: smsCodeField,
  newPassword: passwordField,
  newPassword1: passwordField,
})

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
})

/** Self-service account calls of the public pages (/register, /forgetPassword) and of the lock screen. */
export async function accountRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['account']
  const base = '/api/blade-user'

  app.post(
    `${base}/register`,
    {
      config: { access: anyone('customers register themselves with an SMS code') },
      schema: {
        tags,
        summary:
          'A customer registers herself with an SMS code (send it with self-service/sms/{phone}?purpose=register)',
        body: registerInput,
        response: {
          200: envelope(z.object({ userId: z.string(), account: z.string(), tenantId: z.string() })),
        },
      },
    },
    async (request) => ok(await registerCustomer(db, request.body, clientOf(request))),
  )

  app.post(
    `${base}/forget-password`,
    {
      config: { access: anyone('a password reset proven by an SMS code') },
      schema: {
        tags,
        summary: 'Set a new password with an SMS code (purpose=reset); signs the user out everywhere',
        body: forgetPasswordInput,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await resetPasswordBySms(db, request.body, clientOf(request))
      return ok(null)
    },
  )

  app.post(
    `${base}/check-password`,
    {
      config: { access: signedIn(ownAccount) },
      schema: {
        tags,
        summary:
          "Unlock the screen with the account's password (failures count as failed sign-ins and can lock the account)",
        body: z.object({ password: passwordField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await checkOwnPassword(db, authOf(request), request.body.password, clientOf(request))
      return ok(null)
    },
  )
}

export default accountRoutes
