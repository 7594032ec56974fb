import { randomInt } from 'node:crypto'
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { uuidv7 } from 'uuidv7'
import type { Db } from '../../db/database'
import { smsCode } from '../../db/schema'
import { withTenant } from '../../db/tenant-scope'
import { AppError } from '../../http/errors'
import { deliverDue } from '../notify/delivery'
import { notify } from '../notify/service'
import { sha256 } from './tokens'

/** Where codes go. Production plugs in a real SMS gateway; the default writes the code to the server log. */
export type SmsSender = { send: (phone: string, text: string) => Promise<void> }

export const logSmsSender = (log: FastifyBaseLogger): SmsSender => ({
  async send(phone, text) {
    log.info({ phone, sms: text }, 'SMS (log sender: configure a gateway to deliver real messages)')
  },
})

export const SMS_CODE_TTL_SECONDS = 300
const RESEND_SECONDS = 60
const DAILY_LIMIT = 10
const MAX_ATTEMPTS = 5

/** `report`: the public report query by phone. The column sms_code.purpose is varchar(16). */
export type SmsPurpose = 'login' | 'reset' | 'register' | 'report'

const codeHash = (tenantId: string, phone: string, code: string) => sha256(`${tenantId}:${phone}:${code}`)

export async function sendSmsCode(
  db: Db,
  sender: SmsSender,
  input: { tenantId: string; phone: string; purpose: SmsPurpose; ip: string },
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const logIds = await withTenant(db, input.tenantId, async (tx) => {
    const recent = (since: string) =>
      tx
        .select({ n: count() })
        .from(smsCode)
        .where(
          and(
            eq(smsCode.tenantId, input.tenantId),
            eq(smsCode.phone, input.phone),
            gt(smsCode.createTime, sql`now() - ${since}::interval`),
          ),
        )
    const [lastMinute] = await recent(`${RESEND_SECONDS} seconds`)
    if ((lastMinute?.n ?? 0) > 0) throw new AppError(429, 'auth.smsTooFrequent', { seconds: RESEND_SECONDS })
    const [lastDay] = await recent('24 hours')
    if ((lastDay?.n ?? 0) >= DAILY_LIMIT) throw new AppError(429, 'auth.smsDailyLimit')
    const id = uuidv7()
    await tx.insert(smsCode).values({
      tenantId: input.tenantId,
      id,
      phone: input.phone,
      purpose: input.purpose,
      codeHash: codeHash(input.tenantId, input.phone, code),
      expiresTime: sql`now() + make_interval(secs => ${SMS_CODE_TTL_SECONDS})`,
      ip: input.ip,
    })
    const sent = await notify(tx, {
      tenantId: input.tenantId,
      event: 'auth.smsCode',
      eventId: `sms-code:${id}`,
      to: { phone: input.phone },
      values: { code, minutes: String(SMS_CODE_TTL_SECONDS / 60) },
      sendNow: true,
    })
    return sent.flatMap((outcome) => (outcome.status === 'queued' && outcome.logId ? [outcome.logId] : []))
  })
  // Sent now, not at the worker's next round: the person waits for it. The claim keeps the worker off it.
  if (logIds.length > 0) await deliverDue(db, { fallbackSms: sender, tenantId: input.tenantId, ids: logIds })
}

/** Checks the latest unused code for the phone; a wrong guess counts, and five wrong guesses spend it. */
export async function consumeSmsCode(
  db: Db,
  input: { tenantId: string; phone: string; purpose: SmsPurpose; code: string },
): Promise<boolean> {
  return withTenant(db, input.tenantId, async (tx) => {
    const [latest] = await tx
      .select()
      .from(smsCode)
      .where(
        and(
          eq(smsCode.tenantId, input.tenantId),
          eq(smsCode.phone, input.phone),
          eq(smsCode.purpose, input.purpose),
          isNull(smsCode.consumedTime),
          gt(smsCode.expiresTime, sql`now()`),
        ),
      )
      .orderBy(desc(smsCode.createTime))
      .limit(1)
      .for('update')
    if (!latest || latest.attempts >= MAX_ATTEMPTS) return false
    const matches = latest.codeHash === codeHash(input.tenantId, input.phone, input.code.trim())
    await tx
      .update(smsCode)
      .set(matches ? { consumedTime: sql`now()` } : { attempts: latest.attempts + 1 })
      .where(and(eq(smsCode.tenantId, input.tenantId), eq(smsCode.id, latest.id)))
    return matches
  })
}
