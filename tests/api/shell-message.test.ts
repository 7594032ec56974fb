import type { FastifyInstance } from 'fastify'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { buildApp } from '../../server/app'
import type { Database } from '../../server/db/database'
import { openDatabase } from '../../server/db/open'
import { withTenant } from '../../server/db/tenant-scope'
import { sendMessage } from '../../server/modules/message/service'
import { databaseKinds } from '../support/databases'
import {
  call,
  createTestApp,
  requestToken,
  type Envelope,
  type Page,
  type Session,
  type TestApp,
} from '../support/test-app'

type LiveMessage = { id: string; title: string | null; text: string; date: string; category: string }
type Message = LiveMessage & { read: boolean; readTime: string | null }
type SignedIn = Session & { syncToken: string }

const TENANT = '100001'
/** How long "receives nothing" waits. */
const QUIET_MS = 600

async function signIn(app: FastifyInstance, account: string): Promise<SignedIn> {
  const response = await requestToken(app, TENANT, account, 'metrodesk', { ip: '10.7.0.1' })
  const body = response.json<{
    access_token: string
    refresh_token: string
    user_id: string
    sync_token: string
  }>()
  return {
    token: body.access_token,
    refreshToken: body.refresh_token,
    userId: body.user_id,
    tenantId: TENANT,
    syncToken: body.sync_token,
  }
}

/** A client socket that records what it receives and how it closed. */
type Client = {
  socket: WebSocket
  received: LiveMessage[]
  opened: Promise<void>
  closed: Promise<{ code: number; reason: string }>
  next: (timeoutMs?: number) => Promise<LiveMessage>
}

function connect(baseUrl: string, query: string): Client {
  const socket = new WebSocket(`${baseUrl}/msgws/websocket?${query}`)
  const received: LiveMessage[] = []
  const waiting: ((message: LiveMessage) => void)[] = []
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as LiveMessage
    received.push(message)
    waiting.shift()?.(message)
  })
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  )
  let read = 0
  return {
    socket,
    received,
    opened,
    closed,
    next(timeoutMs = 5000) {
      const already = received[read]
      if (already) {
        read++
        return Promise.resolve(already)
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message arrived')), timeoutMs)
        waiting.push((message) => {
          clearTimeout(timer)
          read++
          resolve(message)
        })
      })
    },
  }
}

const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS))

describe.each(databaseKinds)('messages and the live channel on %s', (kind) => {
  let t: TestApp
  let baseUrl: string
  let admin: SignedIn
  let tester: SignedIn
  let reviewer: SignedIn
  const clients: Client[] = []
  const open = async (query: string, url = baseUrl) => {
    const client = connect(url, query)
    clients.push(client)
    await client.opened
    return client
  }
  const send = (session: Session, payload: unknown) =>
    call<Envelope<{ ids: string[] }>>(t.app, session, {
      method: 'POST',
      url: '/api/appoints/notify/send',
      payload: payload as Record<string, unknown>,
    })
  const inbox = async (session: Session, query = '') =>
    (
      await call<Envelope<Page<Message> & { unreadCount: number }>>(t.app, session, {
        method: 'GET',
        url: `/api/appoints/notify/msgCenterPage${query}`,
      })
    ).body.data

  beforeAll(async () => {
    t = await createTestApp(kind)
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    baseUrl = address.replace(/^http/, 'ws')
    admin = await signIn(t.app, 'admin')
    tester = await signIn(t.app, 'tester')
    reviewer = await signIn(t.app, 'reviewer')
  })
  afterAll(async () => {
    for (const client of clients) client.socket.terminate()
    await t.close()
  })

  it('pushes a message to its recipient only', async () => {
    const testerSocket = await open(`userId=${tester.userId}&token=${tester.syncToken}`)
    const reviewerSocket = await open(`userId=${reviewer.userId}&token=${reviewer.syncToken}`)
    const sent = await send(admin, { userIds: [tester.userId], title: '样品到达', text: '您有3件样品待检测' })
    expect(sent.status).toBe(200)
    const pushed = await testerSocket.next()
    expect(pushed).toEqual({
      id: sent.body.data.ids[0],
      title: '样品到达',
      text: '您有3件样品待检测',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      category: 'notice',
    })
    await quiet()
    expect(reviewerSocket.received).toEqual([])
    expect(testerSocket.received).toHaveLength(1)
  })

  it('reaches every socket of the recipient, with a sync or an access token', async () => {
    const bySync = await open(`userId=${reviewer.userId}&token=${reviewer.syncToken}`)
    const byAccess = await open(`userId=${reviewer.userId}&token=${reviewer.token}`)
    await send(admin, { userIds: [reviewer.userId], text: '请于周五前完成核验' })
    expect((await bySync.next()).text).toBe('请于周五前完成核验')
    expect((await byAccess.next()).text).toBe('请于周五前完成核验')
  })

  it('refuses a wrong token and a user id that is not the token’s', async () => {
    const forged = connect(baseUrl, `userId=${tester.userId}&token=${tester.syncToken}x`)
    clients.push(forged)
    expect((await forged.closed).code).toBe(4401)
    const missing = connect(baseUrl, `userId=${tester.userId}`)
    clients.push(missing)
    expect((await missing.closed).code).toBe(4401)
    const someoneElse = connect(baseUrl, `userId=${reviewer.userId}&token=${tester.syncToken}`)
    clients.push(someoneElse)
    expect((await someoneElse.closed).code).toBe(4403)
    const byPath = new WebSocket(`${baseUrl}/msgws/websocket/${tester.userId}?token=${tester.syncToken}`)
    const pathClient = { socket: byPath } as Client
    clients.push(pathClient)
    await new Promise((resolve) => byPath.once('open', resolve))
    expect(byPath.readyState).toBe(WebSocket.OPEN)

    // A session that signed out can no longer listen.
    const leaving = await signIn(t.app, 'finance')
    await call(t.app, leaving, { method: 'POST', url: '/user/logout' })
    const revoked = connect(baseUrl, `userId=${leaving.userId}&token=${leaving.syncToken}`)
    clients.push(revoked)
    expect((await revoked.closed).code).toBe(4401)

    const plain = await call<Envelope<null>>(t.app, null, { method: 'GET', url: '/msgws/websocket' })
    expect(plain.status).toBe(426)
    expect(plain.body.msg).toBeTruthy()
  })

  it('never pushes a message whose transaction rolled back', async () => {
    const socket = await open(`userId=${tester.userId}&token=${tester.syncToken}`)
    await expect(
      withTenant(t.database.db, TENANT, async (tx) => {
        await sendMessage(tx, { tenantId: TENANT, userId: tester.userId, text: '不应送达' })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await quiet()
    expect(socket.received).toEqual([])
    expect((await inbox(tester)).records.map((message) => message.text)).not.toContain('不应送达')
  })

  it('keeps every message in the message centre, newest first, with the unread count', async () => {
    await send(admin, { userIds: [tester.userId, reviewer.userId], text: '明天上午全员参加质量会议' })
    const page = await inbox(tester, '?current=1&size=10')
    expect(page.records[0]).toMatchObject({ text: '明天上午全员参加质量会议', read: false, readTime: null })
    const dates = page.records.map((message) => message.date)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(page.unreadCount).toBe(page.total)
    expect((await inbox(tester, '?unread=true')).total).toBe(page.unreadCount)

    const newest = page.records[0] as Message
    const read = await call<Envelope<{ count: number }>>(t.app, tester, {
      method: 'POST',
      url: `/api/appoints/notify/read?ids=${newest.id}`,
    })
    expect(read.body.data.count).toBe(1)
    const after = await inbox(tester)
    expect(after.unreadCount).toBe(page.unreadCount - 1)
    expect(after.records[0]).toMatchObject({ id: newest.id, read: true })

    // Someone else's message cannot be marked read.
    const reviewerNewest = (await inbox(reviewer)).records[0] as Message
    const foreign = await call<Envelope<{ count: number }>>(t.app, tester, {
      method: 'POST',
      url: `/api/appoints/notify/read?ids=${reviewerNewest.id}`,
    })
    expect(foreign.body.data.count).toBe(0)
    expect((await inbox(reviewer)).records[0]?.read).toBe(false)
  })

  it('lets only holders of message_send send notices, to live users of the tenant', async () => {
    const byTester = await send(tester, { userIds: [reviewer.userId], text: '你好' })
    expect(byTester.status).toBe(403)
    const unknown = await send(admin, { userIds: ['0190f000-0000-7000-8000-000000000009'], text: '你好' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.msg).toContain('接收人不存在或已停用')
    for (const payload of [
      { userIds: [], text: 'x' },
      { userIds: [tester.userId], text: '  ' },
      { userIds: 'x', text: 'y' },
    ]) {
      expect((await send(admin, payload)).status).toBe(400)
    }
  })

  it('pushes the leave workflow’s messages to approvers and to the applicant', async () => {
    const { seedWorkflow } = await import('../../server/seed/seed-workflow')
    await withTenant(t.database.db, TENANT, (tx) => seedWorkflow(tx, TENANT))
    const approver = await signIn(t.app, 'approver')
    const approverSocket = await open(`userId=${approver.userId}&token=${approver.syncToken}`)
    const testerSocket = await open(`userId=${tester.userId}&token=${tester.syncToken}`)
    const started = await call<Envelope<{ taskId: string }>>(t.app, tester, {
      method: 'POST',
      url: '/api/blade-desk/process/leave/start',
      payload: {
        processDefinitionId: 'leave',
        leaveType: '3',
        startTime: '2034-05-08',
        endTime: '2034-05-09',
        reason: '探亲',
      },
    })
    expect(started.status).toBe(200)
    expect((await approverSocket.next()).text).toBe('李检测提交了年假申请（2天），请审批')
    await call(t.app, approver, {
      method: 'POST',
      url: '/api/blade-flow/work/complete-task',
      payload: { taskId: started.body.data.taskId, pass: true },
    })
    const told = await testerSocket.next()
    expect(told).toMatchObject({ category: 'workflow', text: '您的年假申请（2天）已由赵批准批准' })
  })

  it.runIf(kind === 'postgres')(
    'delivers through LISTEN/NOTIFY: a message sent by one API process reaches a socket of another',
    async () => {
      const pool = (t.database.db as unknown as { $client: pg.Pool }).$client
      const url = pool.options.connectionString as string
      let other: { app: FastifyInstance; database: Database } | null = null
      try {
        const database = await openDatabase({ kind: 'postgres', url }, { poolSize: 2 })
        other = { app: await buildApp({ database }), database }
        const otherUrl = (await other.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws')
        const onOther = await open(`userId=${reviewer.userId}&token=${reviewer.syncToken}`, otherUrl)
        const bystander = await open(`userId=${tester.userId}&token=${tester.syncToken}`, otherUrl)
        const sent = await send(admin, { userIds: [reviewer.userId], text: '跨进程消息' })
        expect(sent.status).toBe(200)
        expect(await onOther.next()).toMatchObject({ id: sent.body.data.ids[0], text: '跨进程消息' })
        await quiet()
        expect(bystander.received).toEqual([])
      } finally {
        await other?.app.close()
        await other?.database.close()
      }
    },
  )
})
