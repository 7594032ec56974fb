import { sql } from 'drizzle-orm'
import { TEMPLATE_TYPE } from '@/domain/notify/events'
import { queryRows, type Db, type Tx } from '../../db/database'
import { withTenant, withoutTenant } from '../../db/tenant-scope'
import type { SmsSender } from '../auth/sms'
import { aliyunSmsGateway, type SmsGateway } from './aliyun-sms'
import { smtpMailSender, type MailSender } from './mail'
import { isSecretEvent, MAIL_NOT_CONFIGURED } from './service'
import { readNotifySettings, type NotifySettings } from './settings'

/*
 * Delivers queued mail and SMS after their transaction committed. A run claims due rows of a lab with
 * FOR UPDATE SKIP LOCKED and marks them 'sending' with a lease, in a short transaction of its own, then sends
 * outside any transaction (a slow SMTP server never holds the database, PGlite's single connection least of
 * all) and records the outcome. Two processes never claim one row; a process that dies mid-send leaves a
 * 'sending' row that is claimed again once its lease runs out.
 */

/** Waits after the 1st, 2nd and 3rd failure; the 4th failure is final. */
export const RETRY_DELAYS_SECONDS = [60, 300, 1800] as const
const LEASE_SECONDS = 600
const BATCH = 20

export type DeliveryOptions = {
  /** The server's SMS sender (the log, or what the server was started with): used unless a lab chose a provider. */
  fallbackSms: SmsSender
  /** Only this lab, only these rows (a sign-in code sent at once after its request commits). */
  tenantId?: string
  ids?: readonly string[]
  /** Claims queued rows due by then (tests step through the retries without waiting for the clock). */
  at?: Date
  fetch?: typeof fetch
}

export type DeliveryCount = { sent: number; retried: number; failed: number }

type Claimed = {
  id: string
  event: string
  channel: number
  recipient: string
  subject: string | null
  body: string | null
  variables: Record<string, string> | null
  providerTemplate: string | null
  attempts: number
}

/** Claims up to BATCH due rows of the lab, leaving out those this run has tried already. */
async function claim(
  tx: Tx,
  tenantId: string,
  options: DeliveryOptions,
  tried: readonly string[],
): Promise<Claimed[]> {
  const at = options.at ? sql`${options.at.toISOString()}::timestamptz` : sql`now()`
  const ids = (list: readonly string[]) =>
    sql`array[${sql.join(
      list.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]::uuid[]`
  // Rows a caller sends itself right after its commit are claimed at once, before they fall due.
  const due = options.ids
    ? sql`id = any(${ids(options.ids)}) and status = 'queued' and attempts = 0`
    : sql`(status = 'queued' and next_attempt_time <= ${at})
          or (status = 'sending' and next_attempt_time <= now())`
  const fresh = tried.length > 0 ? sql`and not (id = any(${ids(tried)}))` : sql``
  // A CTE is evaluated once: its LIMIT and SKIP LOCKED bound what the update takes.
  return queryRows<Claimed>(
    tx,
    sql`with due as (
          select id from notify_send_log
          where tenant_id = ${tenantId} and (${due}) ${fresh}
          order by next_attempt_time, id
          limit ${BATCH}
          for update skip locked)
        update notify_send_log n set status = 'sending', attempts = n.attempts + 1,
          next_attempt_time = now() + make_interval(secs => ${LEASE_SECONDS}), update_time = now()
        from due
        where n.tenant_id = ${tenantId} and n.id = due.id
        returning n.id, n.event, n.channel, n.recipient, n.subject, n.body, n.variables,
          n.provider_template as "providerTemplate", n.attempts`,
  )
}

function smsGatewayOf(settings: NotifySettings, options: DeliveryOptions): SmsGateway {
  if (settings.sms.provider === 'aliyun')
    return aliyunSmsGateway(settings.sms, options.fetch ? { fetch: options.fetch } : {})
  const fallback = options.fallbackSms
  return { send: (message) => fallback.send(message.phone, message.text) }
}

async function sendOne(row: Claimed, settings: NotifySettings, channels: Channels, options: DeliveryOptions) {
  if (row.channel === TEMPLATE_TYPE.sms) {
    channels.sms ??= smsGatewayOf(settings, options)
    await channels.sms.send({
      phone: row.recipient,
      text: row.body ?? '',
      providerTemplate: row.providerTemplate,
      variables: row.variables ?? {},
    })
    return
  }
  if (row.channel !== TEMPLATE_TYPE.mail)
    throw new Error(`channel ${row.channel} is not delivered by the worker`)
  if (!settings.mail) throw new Error(MAIL_NOT_CONFIGURED)
  channels.mail ??= smtpMailSender(settings.mail)
  await channels.mail.send({ to: row.recipient, subject: row.subject ?? '', text: row.body ?? '' })
}

type Channels = { sms?: SmsGateway; mail?: MailSender }

async function record(tx: Tx, tenantId: string, row: Claimed, error: string | null) {
  const forget = isSecretEvent(row.event) ? sql`, body = null, variables = null` : sql``
  if (error === null) {
    await tx.execute(
      sql`update notify_send_log set status = 'sent', sent_time = now(), next_attempt_time = null, error = null,
            update_time = now() ${forget}
          where tenant_id = ${tenantId} and id = ${row.id}`,
    )
    return 'sent' as const
  }
  const delay = RETRY_DELAYS_SECONDS[row.attempts - 1]
  if (delay === undefined) {
    await tx.execute(
      sql`update notify_send_log set status = 'failed', next_attempt_time = null, error = ${error.slice(0, 1000)},
            update_time = now() ${forget}
          where tenant_id = ${tenantId} and id = ${row.id}`,
    )
    return 'failed' as const
  }
  await tx.execute(
    sql`update notify_send_log set status = 'queued', error = ${error.slice(0, 1000)}, update_time = now(),
          next_attempt_time = now() + make_interval(secs => ${delay})
        where tenant_id = ${tenantId} and id = ${row.id}`,
  )
  return 'retried' as const
}

/** Delivers one lab's due rows until none is left to claim; answers what happened to them. */
async function deliverLab(db: Db, tenantId: string, options: DeliveryOptions, count: DeliveryCount) {
  const channels: Channels = {}
  // Each row at most once per run: one that failed now is not retried before its delay, whatever `at` says.
  const tried: string[] = []
  try {
    for (;;) {
      const { rows, settings } = await withTenant(db, tenantId, async (tx) => {
        const rows = await claim(tx, tenantId, options, tried)
        return { rows, settings: rows.length > 0 ? await readNotifySettings(tx, tenantId) : null }
      })
      if (!settings) return
      for (const row of rows) {
        tried.push(row.id)
        const error = await sendOne(row, settings, channels, options).then(
          () => null,
          (failure: unknown) => (failure instanceof Error ? failure.message : String(failure)),
        )
        count[await withTenant(db, tenantId, (tx) => record(tx, tenantId, row, error))] += 1
      }
      if (rows.length < BATCH) return
    }
  } finally {
    channels.mail?.close()
  }
}

/** Delivers every lab's due mail and SMS (or only what the options name). */
export async function deliverDue(db: Db, options: DeliveryOptions): Promise<DeliveryCount> {
  const count: DeliveryCount = { sent: 0, retried: 0, failed: 0 }
  const tenants = options.tenantId
    ? [options.tenantId]
    : await withoutTenant(db, async (tx) =>
        (
          await queryRows<{ id: string }>(
            tx,
            sql`select tenant_id as id from tenant where is_deleted = false`,
          )
        ).map((row) => row.id),
      )
  for (const tenantId of tenants) await deliverLab(db, tenantId, options, count)
  return count
}
