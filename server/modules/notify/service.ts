import { and, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  NOTIFY_EVENTS,
  TEMPLATE_TYPE,
  ENABLE_STATUS,
  type NotifyEventCode,
  type NotifyValues,
  type TemplateChannel,
} from '@/domain/notify/events'
import { maskEmail, maskPhone, renderText } from '@/domain/notify/render'
import type { SendStatus } from '@/domain/resources/notify'
import { isMobile } from '@/domain/validation/phone'
import type { Tx } from '../../db/database'
import { appUser, notifySendLog, notifyTemplate } from '../../db/schema'
import { sendMessage } from '../message/service'
import { categoryOf, defaultTemplateOf } from './default-templates'
import { readNotifySettings } from './settings'

/** Channels become due for the delivery worker through this notification, delivered when the sender commits. */
export const NOTIFY_WAKE_CHANNEL = 'metrodesk_notify'

export type NotifyLocale = 'zh' | 'en'

export type NotifyInput<E extends NotifyEventCode> = {
  tenantId: string
  event: E
  /** The occurrence: a second notify with the same event id, channel and recipient sends nothing. */
  eventId: string
  /** Each address given is one channel: userId in-site, phone SMS, email mail. */
  to: { userId?: string; phone?: string; email?: string }
  values: NotifyValues<E>
  locale?: NotifyLocale
  /** Who the in-site message is from; absent for the system. */
  senderId?: string | null
  /**
   * The caller delivers the queued sends itself once it has committed (deliverDue with their log ids: a
   * sign-in code someone waits for). The worker is not woken, and takes them only if they are still queued
   * after SEND_NOW_GRACE_SECONDS.
   */
  sendNow?: boolean
}

export const SEND_NOW_GRACE_SECONDS = 30

export type NotifyOutcome = {
  channel: TemplateChannel
  /** 'duplicate': this occurrence was sent (or logged) before; 'none': no template for the channel. */
  status: SendStatus | 'duplicate' | 'none'
  logId: string | null
}

type Rendered = {
  templateId: string | null
  enabled: boolean
  title: string
  text: string
  providerTemplate: string | null
}

/**
 * The lab's template of the event for the channel (else the built-in default) rendered with the values.
 * Null when there is neither. Also for callers that keep what they told someone (a certificate review).
 */
export async function renderNotice(
  tx: Tx,
  input: {
    tenantId: string
    event: NotifyEventCode
    channel: TemplateChannel
    values: Readonly<Record<string, string>>
    locale?: NotifyLocale
  },
): Promise<Rendered | null> {
  const [stored] = await tx
    .select()
    .from(notifyTemplate)
    .where(
      and(
        eq(notifyTemplate.tenantId, input.tenantId),
        eq(notifyTemplate.code, input.event),
        eq(notifyTemplate.templateType, TEMPLATE_TYPE[input.channel]),
        eq(notifyTemplate.isDeleted, false),
      ),
    )
    .limit(1)
  const fallback = defaultTemplateOf(input.event, input.channel)
  const source = stored
    ? { title: stored.title, zh: stored.bodyZh, en: stored.bodyEn, providerTemplate: stored.providerTemplate }
    : fallback
      ? { title: fallback.title, zh: fallback.zh, en: fallback.en, providerTemplate: null }
      : null
  if (!source) return null
  const body = input.locale === 'en' && source.en?.trim() ? source.en : source.zh
  return {
    templateId: stored?.id ?? null,
    enabled: stored ? stored.enableStatus === ENABLE_STATUS.enabled : true,
    title: renderText(source.title, input.values),
    text: renderText(body, input.values),
    providerTemplate: source.providerTemplate,
  }
}

async function maskedUser(tx: Tx, tenantId: string, userId: string): Promise<string> {
  const [user] = await tx
    .select({ name: appUser.realName, account: appUser.account })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, userId)))
  return (user?.name || user?.account || userId).slice(0, 200)
}

const targetsOf = (to: NotifyInput<NotifyEventCode>['to']) =>
  [
    to.userId ? { channel: 'site' as const, recipient: to.userId } : null,
    // A landline takes no SMS: a customer's record may give the office's number.
    to.phone && isMobile(to.phone.trim()) ? { channel: 'sms' as const, recipient: to.phone.trim() } : null,
    to.email ? { channel: 'mail' as const, recipient: to.email.trim().toLowerCase() } : null,
  ].filter((target) => target !== null)

/**
 * Tells someone of an event through the lab's enabled template of each channel her address allows, inside
 * the transaction of the change it is about (a refused change tells nobody). Every send is logged; a
 * disabled template sends nothing and is logged 'skipped'. In-site messages go at once through the live
 * channel (when the transaction commits); mail and SMS are queued for the delivery worker, woken on commit.
 */
export async function notify<E extends NotifyEventCode>(
  tx: Tx,
  input: NotifyInput<E>,
): Promise<NotifyOutcome[]> {
  const values = input.values as Record<string, string>
  const outcomes: NotifyOutcome[] = []
  let queued = false
  for (const { channel, recipient } of targetsOf(input.to)) {
    const rendered = await renderNotice(tx, { ...input, channel, values })
    if (!rendered) {
      outcomes.push({ channel, status: 'none', logId: null })
      continue
    }
    // A mail with no mail server to send it fails at once, saying why, instead of retrying for half an hour.
    const unsendable = rendered.enabled && channel === 'mail' && !(await mailConfigured(tx, input.tenantId))
    const status: SendStatus = !rendered.enabled
      ? 'skipped'
      : unsendable
        ? 'failed'
        : channel === 'site'
          ? 'sent'
          : 'queued'
    const masked =
      channel === 'site'
        ? await maskedUser(tx, input.tenantId, recipient)
        : channel === 'sms'
          ? maskPhone(recipient)
          : maskEmail(recipient)
    const [logged] = await tx
      .insert(notifySendLog)
      .values({
        tenantId: input.tenantId,
        id: uuidv7(),
        templateId: rendered.templateId,
        event: input.event,
        eventId: input.eventId.slice(0, 200),
        channel: TEMPLATE_TYPE[channel],
        recipient: recipient.slice(0, 200),
        recipientMasked: masked,
        subject: rendered.title.slice(0, 200),
        body: rendered.text.slice(0, 4000),
        variables: channel === 'sms' ? values : null,
        providerTemplate: rendered.providerTemplate,
        status,
        error: unsendable ? MAIL_NOT_CONFIGURED : null,
        nextAttemptTime:
          status !== 'queued'
            ? null
            : input.sendNow
              ? sql`now() + make_interval(secs => ${SEND_NOW_GRACE_SECONDS})`
              : sql`now()`,
        sentTime: status === 'sent' ? sql`now()` : null,
      })
      .onConflictDoNothing()
      .returning({ id: notifySendLog.id })
    if (!logged) {
      outcomes.push({ channel, status: 'duplicate', logId: null })
      continue
    }
    if (status === 'sent')
      await sendMessage(tx, {
        tenantId: input.tenantId,
        userId: recipient,
        title: rendered.title,
        text: rendered.text,
        category: categoryOf(input.event),
        senderId: input.senderId ?? null,
      })
    if (status === 'queued' && !input.sendNow) queued = true
    outcomes.push({ channel, status, logId: logged.id })
  }
  if (queued) await tx.execute(sql`select pg_notify(${NOTIFY_WAKE_CHANNEL}, ${input.tenantId})`)
  return outcomes
}

export const MAIL_NOT_CONFIGURED = 'mail is not configured (parameter notify.mail.host)'

async function mailConfigured(tx: Tx, tenantId: string): Promise<boolean> {
  return (await readNotifySettings(tx, tenantId)).mail !== null
}

/** Whether the event's rendered text is a secret the log must not keep once it is sent. */
export const isSecretEvent = (event: string): boolean =>
  Object.hasOwn(NOTIFY_EVENTS, event) && 'secret' in NOTIFY_EVENTS[event as NotifyEventCode]

/**
 * Tells each of `addresses` of one occurrence (the same event id): a person reached on several channels, or
 * several people told of one thing. Answers every outcome.
 */
export async function notifyAll<E extends NotifyEventCode>(
  tx: Tx,
  addresses: readonly NotifyInput<E>['to'][],
  input: Omit<NotifyInput<E>, 'to'>,
): Promise<NotifyOutcome[]> {
  const outcomes: NotifyOutcome[] = []
  for (const to of addresses) outcomes.push(...(await notify(tx, { ...input, to })))
  return outcomes
}
