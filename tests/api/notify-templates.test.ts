import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../server/db/database'
import { withTenant } from '../../server/db/tenant-scope'
import { notify } from '../../server/modules/notify/service'
import { DEMO_TENANT } from '../../server/seed/roles'
import { databaseKinds } from '../support/databases'
import { call, login, type Envelope, type Session, type TestApp, createTestApp } from '../support/test-app'

/*
 * 消息模板: a template names only its event's variables; a disabled one sends nothing and says so in the log;
 * one occurrence of an event is sent once per channel and recipient.
 */

const BASE = '/api/blade-desk/notify-template'

describe.each(databaseKinds)('message templates on %s', (kind) => {
  let t: TestApp
  let admin: Session
  const inLab = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(t.database.db, DEMO_TENANT, fn)
  const post = <T>(url: string, payload: object, headers: Record<string, string> = {}) =>
    call<Envelope<T>>(t.app, admin, { method: 'POST', url, payload, headers })
  const templateOf = async (code: string, type: number) => {
    const [row] = await inLab((tx) =>
      queryRows<{ id: string; bodyZh: string; enableStatus: number }>(
        tx,
        sql`select id, body_zh as "bodyZh", enable_status as "enableStatus" from notify_template
            where code = ${code} and template_type = ${type} and is_deleted = false`,
      ),
    )
    return row!
  }
  const logOf = (eventId: string) =>
    inLab((tx) =>
      queryRows<{ channel: number; status: string; recipientMasked: string; body: string | null }>(
        tx,
        sql`select channel, status, recipient_masked as "recipientMasked", body from notify_send_log
            where event_id = ${eventId} order by channel`,
      ),
    )
  const messagesTo = (userId: string, text: string) =>
    inLab((tx) =>
      queryRows<{ title: string }>(
        tx,
        sql`select title from message where user_id = ${userId} and text = ${text}`,
      ),
    )

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, DEMO_TENANT, 'admin')
  })
  afterAll(() => t.close())

  it('seeds the lab’s templates, listed by the engine', async () => {
    const page = await post<{ total: number; records: { code: string; templateType: number }[] }>(
      `${BASE}/page?current=1&size=100`,
      {},
    )
    expect(page.status).toBe(200)
    const keys = page.body.data.records.map((row) => `${row.code}/${row.templateType}`)
    expect(keys).toEqual(expect.arrayContaining(['lab.itemAssigned/2', 'auth.smsCode/1', 'recall.due/3']))
  })

  it('refuses a template naming a variable its event does not have, naming it', async () => {
    const template = await templateOf('recall.due', 1)
    const zh = await post(`${BASE}/submit`, {
      id: template.id,
      bodyZh: '{customerName}：{price} 元，{dueDate} 到期',
    })
    expect(zh.status).toBe(400)
    expect(zh.body.msg).toBe(
      '内容（中文）：未知变量 {price}，事件“器具复校提醒”可用的变量：{customerName} {instrumentName} {serialNo} {certificateNo} {dueDate}',
    )
    const en = await post(
      `${BASE}/submit`,
      { id: template.id, title: 'Due {when}' },
      { 'accept-language': 'en-US' },
    )
    expect(en.status).toBe(400)
    expect(en.body.msg).toContain('unknown variable {when}')
    expect((await templateOf('recall.due', 1)).bodyZh).toBe(template.bodyZh)

    const twin = await post(`${BASE}/submit`, {
      code: 'recall.due',
      templateType: 1,
      enableStatus: 0,
      title: '复校',
      bodyZh: '{dueDate}',
    })
    expect(twin.status).toBe(400)

    const fine = await post(`${BASE}/submit`, { id: template.id, bodyZh: '{customerName}：{dueDate} 到期' })
    expect(fine.status).toBe(200)
  })

  it('sends nothing through a disabled template and logs it skipped', async () => {
    const [tester] = await inLab((tx) =>
      queryRows<{ id: string }>(tx, sql`select id from app_user where account = 'tester'`),
    )
    const template = await templateOf('lab.orderDone', 2)
    expect((await post(`${BASE}/submit`, { id: template.id, enableStatus: 1 })).status).toBe(200)
    const outcome = await inLab((tx) =>
      notify(tx, {
        tenantId: DEMO_TENANT,
        event: 'lab.orderDone',
        eventId: 'disabled-test',
        to: { userId: tester!.id },
        values: { orderNo: 'WT-DISABLED' },
      }),
    )
    expect(outcome.map((o) => o.status)).toEqual(['skipped'])
    expect(await messagesTo(tester!.id, '委托单 WT-DISABLED 的全部报告已完成，可通知客户取件')).toEqual([])
    expect(await logOf('disabled-test')).toEqual([expect.objectContaining({ channel: 2, status: 'skipped' })])
    expect((await post(`${BASE}/submit`, { id: template.id, enableStatus: 0 })).status).toBe(200)
  })

  it('sends one occurrence once per channel and recipient', async () => {
    const [tester] = await inLab((tx) =>
      queryRows<{ id: string }>(tx, sql`select id from app_user where account = 'tester'`),
    )
    const send = () =>
      inLab((tx) =>
        notify(tx, {
          tenantId: DEMO_TENANT,
          event: 'recall.due',
          eventId: 'recall:once',
          to: { userId: tester!.id, phone: '13800000000', email: 'Alice@Example.com' },
          values: {
            customerName: '某公司',
            instrumentName: '千分尺',
            serialNo: 'Q1',
            certificateNo: 'JZ-9',
            dueDate: '2026-12-31',
          },
        }),
      )
    expect((await send()).map((o) => [o.channel, o.status])).toEqual([
      ['site', 'sent'],
      ['sms', 'queued'],
      // The demo lab has no mail server: logged as failed at once (notify-delivery tests the sending).
      ['mail', 'failed'],
    ])
    expect((await send()).map((o) => o.status)).toEqual(['duplicate', 'duplicate', 'duplicate'])
    const log = await logOf('recall:once')
    expect(log.map((row) => [row.channel, row.recipientMasked])).toEqual([
      [1, '138****0000'],
      [2, expect.any(String)],
      [3, 'a***@example.com'],
    ])
    expect(log[0]!.body).toBe('某公司：2026-12-31 到期')
    expect(
      await messagesTo(tester!.id, '您的千分尺（Q1，证书 JZ-9）将于 2026-12-31 到期，请及时安排复校。'),
    ).toHaveLength(1)
  })
})
