import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../server/db/database'
import { withTenant } from '../../server/db/tenant-scope'
import { deliverDue } from '../../server/modules/notify/delivery'
import { notify } from '../../server/modules/notify/service'
import { paramRowOf } from '../../server/seed/seed-tenant'
import { param } from '../../server/db/schema'
import { DEMO_TENANT } from '../../server/seed/roles'
import { databaseKinds } from '../support/databases'
import { createTestApp, type TestApp } from '../support/test-app'

/*
 * Mail and SMS leave after their transaction commits: mail reaches a real SMTP server started here, SMS the
 * Aliyun SendSms API as documented, played by a local server that checks every request's signature.
 */

const SECRET = 'fake-aliyun-secret'
const RECALL = {
  customerName: '华东精密机械有限公司',
  instrumentName: '外径千分尺',
  serialNo: 'Q-118',
  certificateNo: 'JZ2026-0042',
  dueDate: '2026-12-31',
}
const FAR = new Date(Date.now() + 24 * 3600_000)

type Received = { from: string; to: string[]; raw: string }

/** An RFC 2047 header value (=?UTF-8?B?…?= or Q words) as text. */
const decodeWords = (value: string) =>
  value
    .replace(/\r?\n\s+/g, ' ')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )

/** The subject and the plain text body of a single-part message. */
function readMail(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  const subject = decodeWords(/^Subject: (.*(?:\r?\n\s+.*)*)/im.exec(head)?.[1] ?? '').trim()
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase()
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body
  return { subject, text: text.replace(/\r\n/g, '\n').trim() }
}

/** Aliyun's signature, written here from its documentation rather than taken from the code under test. */
function expectedSignature(params: Record<string, string>) {
  const encode = (value: string) =>
    encodeURIComponent(value)
      .replace(/!/g, '%21')
      .replace(/'/g, '%27')
      .replace(/\(/g, '%28')
      .replace(/\)/g, '%29')
      .replace(/\*/g, '%2A')
  const query = Object.keys(params)
    .sort()
    .map((key) => `${encode(key)}=${encode(params[key]!)}`)
    .join('&')
  return createHmac('sha1', `${SECRET}&`)
    .update(`POST&${encode('/')}&${encode(query)}`)
    .digest('base64')
}

type SmsCall = { params: Record<string, string>; signed: boolean }

describe.each(databaseKinds)('delivering mail and SMS on %s', (kind) => {
  let t: TestApp
  let smtp: SMTPServer
  let sms: Server
  const mails: Received[] = []
  const mailWaiters: (() => void)[] = []
  const smsCalls: SmsCall[] = []
  let smsAnswer: { Code: string; Message: string } = { Code: 'OK', Message: 'OK' }
  const inLab = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(t.database.db, DEMO_TENANT, fn)
  const logOf = (eventId: string) =>
    inLab((tx) =>
      queryRows<{ status: string; attempts: number; error: string | null; wait: number }>(
        tx,
        sql`select status, attempts, error,
              round(extract(epoch from next_attempt_time - update_time))::int as wait
            from notify_send_log where event_id = ${eventId}`,
      ),
    )
  const setParams = (values: Record<string, string>) =>
    inLab(async (tx) => {
      await tx.execute(sql`delete from param where param_key in ${Object.keys(values)}`)
      await tx
        .insert(param)
        .values(
          Object.entries(values).map(([key, value]) =>
            paramRowOf(DEMO_TENANT, { key, value, name: { zh: key, en: key } }),
          ),
        )
    })
  const useAliyun = async () => {
    await setParams({
      'notify.sms.provider': 'aliyun',
      'notify.sms.accessKeyId': 'fake-id',
      'notify.sms.accessKeySecret': SECRET,
      'notify.sms.signName': '计量院',
      'notify.sms.endpoint': `http://127.0.0.1:${(sms.address() as AddressInfo).port}/`,
    })
    await inLab((tx) =>
      tx.execute(
        sql`update notify_template set provider_template = 'SMS_900001' where code = 'recall.due' and template_type = 1`,
      ),
    )
  }
  const recall = (eventId: string, to: { phone?: string; email?: string }) =>
    inLab((tx) => notify(tx, { tenantId: DEMO_TENANT, event: 'recall.due', eventId, to, values: RECALL }))

  beforeAll(async () => {
    t = await createTestApp(kind)
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'lab' && auth.password === 'smtp-password') callback(null, { user: 'lab' })
        else callback(new Error('bad credentials'))
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          mailWaiters.splice(0).forEach((wake) => wake())
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    sms = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
        const { Signature: signature = '', ...params } = Object.fromEntries(form)
        const signed = request.method === 'POST' && signature === expectedSignature(params)
        smsCalls.push({ params, signed })
        response.setHeader('content-type', 'application/json')
        if (!signed) {
          response.statusCode = 400
          response.end(
            JSON.stringify({ Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' }),
          )
          return
        }
        response.end(JSON.stringify({ ...smsAnswer, RequestId: 'fake', BizId: 'biz' }))
      })
    })
    await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    await t.close()
    await new Promise<void>((resolve) => smtp.close(resolve))
    await new Promise<void>((resolve) => sms.close(() => resolve()))
  })

  it('fails a mail at once, saying why, while the lab has no mail server', async () => {
    expect((await recall('mail:none', { email: 'buyer@customer.test' })).map((o) => o.status)).toEqual([
      'failed',
    ])
    const [logged] = await inLab((tx) =>
      queryRows<{ status: string; error: string | null; next: string | null }>(
        tx,
        sql`select status, error, next_attempt_time as next from notify_send_log where event_id = 'mail:none'`,
      ),
    )
    expect(logged).toEqual({
      status: 'failed',
      error: 'mail is not configured (parameter notify.mail.host)',
      next: null,
    })
  })

  it('sends the rendered mail template to a real SMTP server with the lab’s credentials', async () => {
    await setParams({
      'notify.mail.host': '127.0.0.1',
      'notify.mail.port': String((smtp.server.address() as AddressInfo).port),
      'notify.mail.secure': 'false',
      'notify.mail.user': 'lab',
      'notify.mail.password': 'smtp-password',
      'notify.mail.from': 'lab@metrodesk.test',
    })
    const arrived = new Promise<void>((resolve) => mailWaiters.push(resolve))
    expect((await recall('mail:1', { email: 'buyer@customer.test' })).map((o) => o.status)).toEqual([
      'queued',
    ])
    // The worker inside the server is woken by the commit; nothing here delivers it.
    await arrived
    expect(mails).toHaveLength(1)
    expect(mails[0]!.from).toBe('lab@metrodesk.test')
    expect(mails[0]!.to).toEqual(['buyer@customer.test'])
    const mail = readMail(mails[0]!.raw)
    expect(mail.subject).toBe('器具复校提醒：外径千分尺 将于 2026-12-31 到期')
    expect(mail.text).toContain('华东精密机械有限公司：')
    expect(mail.text).toContain(
      '您的外径千分尺（出厂编号 Q-118，证书 JZ2026-0042）的校准将于 2026-12-31 到期。',
    )
    await expect.poll(async () => (await logOf('mail:1'))[0]?.status).toBe('sent')
  })

  it('sends SMS through Aliyun SendSms, signed as documented', async () => {
    await useAliyun()
    const outcome = await recall('sms:ok', { phone: '13800001234' })
    const count = await deliverDue(t.database.db, {
      fallbackSms: { send: () => Promise.reject(new Error('not the fallback')) },
      tenantId: DEMO_TENANT,
      ids: outcome.flatMap((o) => (o.logId ? [o.logId] : [])),
    })
    // Either this call or the worker, woken by the commit, sent it; never both.
    expect(count.failed + count.retried).toBe(0)
    await expect.poll(async () => (await logOf('sms:ok'))[0]?.status).toBe('sent')
    const calls = smsCalls.filter((c) => c.params.PhoneNumbers === '13800001234')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.signed).toBe(true)
    expect(calls[0]!.params).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      AccessKeyId: 'fake-id',
      SignName: '计量院',
      TemplateCode: 'SMS_900001',
    })
    expect(JSON.parse(calls[0]!.params.TemplateParam!)).toEqual(RECALL)
    expect(calls[0]!.params.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
  })

  it('retries an error answer after 1, 5 and 30 minutes, then gives up', async () => {
    await useAliyun()
    smsAnswer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控' }
    await recall('sms:limited', { phone: '13900005678' })
    const waits: number[] = []
    for (let round = 0; round < 10; round += 1) {
      // The worker, woken by the commit, may hold the first attempt: wait for its outcome.
      await expect.poll(async () => (await logOf('sms:limited'))[0]?.status).not.toBe('sending')
      const [row] = await logOf('sms:limited')
      if (row!.status === 'failed') break
      if (row!.attempts > 0) waits.push(row!.wait)
      await deliverDue(t.database.db, {
        fallbackSms: { send: () => Promise.reject(new Error('not the fallback')) },
        tenantId: DEMO_TENANT,
        at: FAR,
      })
    }
    expect(waits).toEqual([60, 300, 1800])
    const [row] = await logOf('sms:limited')
    expect([row!.status, row!.attempts]).toEqual(['failed', 4])
    expect(row!.error).toContain('isv.BUSINESS_LIMIT_CONTROL')
    const calls = smsCalls.filter((c) => c.params.PhoneNumbers === '13900005678')
    expect(calls).toHaveLength(4)
    expect(calls.every((c) => c.signed)).toBe(true)
    smsAnswer = { Code: 'OK', Message: 'OK' }
  })

  it('keeps no sign-in code in the log once it is sent', async () => {
    await setParams({ 'notify.sms.provider': 'log' })
    const sent = await t.app.inject({
      method: 'POST',
      url: '/csApi/hm-metrology/self-service/sms/13700007777',
      headers: { 'tenant-id': DEMO_TENANT },
    })
    expect(sent.statusCode).toBe(200)
    expect(t.sms.filter((m) => m.phone === '13700007777')).toHaveLength(1)
    expect(t.sms.find((m) => m.phone === '13700007777')!.text).toMatch(
      /^【MetroDesk】您的验证码是 \d{6}，5 分钟内有效。$/,
    )
    const rows = await inLab((tx) =>
      queryRows<{ status: string; body: string | null; variables: unknown; masked: string }>(
        tx,
        sql`select status, body, variables, recipient_masked as masked from notify_send_log
            where event = 'auth.smsCode' and recipient = '13700007777'`,
      ),
    )
    expect(rows).toEqual([{ status: 'sent', body: null, variables: null, masked: '137****7777' }])
  })

  it.runIf(kind === 'postgres')('lets two claimers deliver one row once', async () => {
    await useAliyun()
    const before = smsCalls.length
    await recall('sms:race', { phone: '13600009999' })
    const claimer = () =>
      deliverDue(t.database.db, {
        fallbackSms: { send: () => Promise.reject(new Error('not the fallback')) },
        tenantId: DEMO_TENANT,
        at: FAR,
      })
    // Three claimers at once, and the worker the commit woke: one request reaches the provider.
    await Promise.all([claimer(), claimer(), claimer()])
    await expect.poll(async () => (await logOf('sms:race'))[0]?.status).toBe('sent')
    expect(smsCalls.slice(before).filter((c) => c.params.PhoneNumbers === '13600009999')).toHaveLength(1)
  })
})
