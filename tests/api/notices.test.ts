import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { databaseKinds } from '../support/databases'
import {
  call,
  createTestApp,
  login,
  type Envelope,
  type Page,
  type Session,
  type TestApp,
} from '../support/test-app'

const TENANT = '100001'
const BASE = '/api/blade-desk/notice'
const PER_MINUTE = 5
const SETTINGS = { PUBLIC_BROWSE_PER_MINUTE: String(PER_MINUTE), PUBLIC_BROWSE_PER_DAY: '1000' }
const GONE = '公告不存在或已撤回'

type StaffNotice = {
  id: string
  title: string
  status: number
  releaseTime: string | null
  releasedByName: string | null
}
type Released = { id: string; title: string; category: string | null; releaseTime: string }
type Detail = Released & { content: string }

describe.each(databaseKinds)('notices on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let addresses = 0
  const nextAddress = () => `198.51.100.${++addresses}`

  const publicGet = (path: string, ip = nextAddress()): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url: `/api/public/notice/${path}`, remoteAddress: ip })
  const publicList = async (query = '') => {
    const answer = await publicGet(`list?${query}`)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<Envelope<Page<Released>>>().data
  }
  const create = async (session: Session, payload: object) => {
    const answer = await call<Envelope<StaffNotice>>(t.app, session, {
      method: 'POST',
      url: `${BASE}/submit`,
      payload,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }
  const act = (session: Session, action: 'release' | 'withdraw', id: string) =>
    call<Envelope<{ status: number; releaseTime: string | null }>>(t.app, session, {
      method: 'POST',
      url: `${BASE}/${action}?id=${id}`,
    })
  const releasedPage = async (session: Session, query = 'current=1&size=10', body: object = {}) => {
    const answer = await call<Envelope<Page<Released>>>(t.app, session, {
      method: 'POST',
      url: `${BASE}/releaseInfoPage?${query}`,
      payload: body,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }

  beforeAll(async () => {
    for (const [name, value] of Object.entries(SETTINGS)) vi.stubEnv(name, value)
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await t.close()
  })

  it('a notice starts as a draft: required fields, not public', async () => {
    const refused = await call<Envelope<null>>(t.app, admin, {
      method: 'POST',
      url: `${BASE}/submit`,
      payload: { title: '无内容', content: '  ' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.msg).toBe('请输入内容')
    // The form cannot release: a status in the body is not a form field.
    const draft = await create(admin, { title: '草稿公告', content: '正文', status: 2 })
    expect(draft).toMatchObject({ status: 1, releaseTime: null })
    const detail = await publicGet(`detail?id=${draft.id}`)
    expect(detail.statusCode).toBe(404)
    expect(detail.json<Envelope<null>>().msg).toBe(GONE)
    expect((await publicList()).records.some((row) => row.id === draft.id)).toBe(false)
    expect((await releasedPage(tester)).records.some((row) => row.id === draft.id)).toBe(false)
  })

  it('releasing makes it public and first on the staff home; withdrawing takes it back', async () => {
    const content = '第一段第一行\n第一段第二行\n\n第二段 <script>alert(1)</script>'
    const created = await create(admin, { title: '检定大厅搬迁通知', category: '通知', content })

    // Releasing is a button right of its own.
    expect((await act(tester, 'release', created.id)).status).toBe(403)
    const released = await act(admin, 'release', created.id)
    expect(released.status).toBe(200)
    expect(released.body.data.status).toBe(2)
    expect(Date.now() - Date.parse(released.body.data.releaseTime!)).toBeLessThan(60_000)
    const again = await act(admin, 'release', created.id)
    expect(again.status).toBe(400)
    expect(again.body.msg).toBe('只有草稿或已撤回的公告可以发布')

    const staffRow = await call<Envelope<StaffNotice>>(t.app, admin, {
      method: 'GET',
      url: `${BASE}/detail?id=${created.id}`,
    })
    expect(staffRow.body.data).toMatchObject({ status: 2, releasedByName: expect.any(String) })
    expect(staffRow.body.data.releasedByName).not.toBe('')

    // Any member of staff sees the released notices, newest first; seeded ones too, drafts never.
    const home = await releasedPage(tester, 'current=1&size=5')
    expect(home).toMatchObject({ current: 1, size: 5 })
    expect(home.records[0]).toMatchObject({ id: created.id, title: '检定大厅搬迁通知', category: '通知' })
    expect(home.records.map((row) => row.title)).toEqual(
      expect.arrayContaining(['春节期间送检安排', '收费标准调整通知']),
    )
    expect(home.records.map((row) => row.title)).not.toContain('五一劳动节假期服务安排')
    const times = home.records.map((row) => Date.parse(row.releaseTime))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(home.total).toBe(3)
    const secondPage = await releasedPage(tester, 'current=2&size=2')
    expect(secondPage.records.map((row) => row.id)).toEqual([home.records[2]!.id])
    const filtered = await releasedPage(tester, 'current=1&size=10', { title: '春节' })
    expect(filtered.records.map((row) => row.title)).toEqual(['春节期间送检安排'])

    const list = await publicList('current=1&size=10')
    expect(list.records[0]).toMatchObject({ id: created.id, title: '检定大厅搬迁通知' })
    expect(list.total).toBe(3)
    const detail = await publicGet(`detail?id=${created.id}&tenantId=${TENANT}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json<Envelope<Detail>>().data).toEqual({
      id: created.id,
      title: '检定大厅搬迁通知',
      category: '通知',
      content,
      releaseTime: released.body.data.releaseTime,
    })

    expect((await act(tester, 'withdraw', created.id)).status).toBe(403)
    const withdrawn = await act(admin, 'withdraw', created.id)
    expect(withdrawn.body.data.status).toBe(3)
    expect((await act(admin, 'withdraw', created.id)).body.msg).toBe('只有已发布的公告可以撤回')
    const gone = await publicGet(`detail?id=${created.id}`)
    expect(gone.statusCode).toBe(404)
    expect(gone.json<Envelope<null>>().msg).toBe(GONE)
    expect((await releasedPage(tester)).records.some((row) => row.id === created.id)).toBe(false)
    expect((await publicList()).records.some((row) => row.id === created.id)).toBe(false)

    // Released again: public again, with a new release time.
    const rereleased = await act(admin, 'release', created.id)
    expect(rereleased.body.data.status).toBe(2)
    expect((await publicGet(`detail?id=${created.id}`)).statusCode).toBe(200)

    // Removed: gone for everybody.
    const removed = await call(t.app, admin, { method: 'POST', url: `${BASE}/remove?ids=${created.id}` })
    expect(removed.status).toBe(200)
    expect((await publicGet(`detail?id=${created.id}`)).statusCode).toBe(404)
    expect((await act(admin, 'withdraw', created.id)).status).toBe(404)
  })

  it('refuses bad input', async () => {
    expect((await publicGet('detail?id=not-a-uuid')).statusCode).toBe(400)
    expect((await publicGet('list?size=51')).statusCode).toBe(400)
    expect((await publicGet('list?tenantId=12')).statusCode).toBe(400)
    const unknownLab = await publicGet('list?tenantId=999999')
    expect(unknownLab.statusCode).toBe(400)
    const anonymous = await call(t.app, null, {
      method: 'POST',
      url: `${BASE}/releaseInfoPage?current=1&size=5`,
      payload: {},
    })
    expect(anonymous.status).toBe(401)
  })

  it('stops an address past the browse limit with 429', async () => {
    const ip = '192.0.2.88'
    const statuses: number[] = []
    for (let index = 0; index <= 2 * PER_MINUTE && !statuses.includes(429); index++) {
      statuses.push((await publicGet('list', ip)).statusCode)
    }
    expect(statuses.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(200))
    const refused = await publicGet('list', ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.json<Envelope<null>>().msg).toBe('查询过于频繁，请稍后再试')
    expect(refused.headers['retry-after']).toBeDefined()
  })

  // Last: a second lab means public requests must name theirs.
  it("never shows another lab's notice", async () => {
    const platform = await login(t.app, '000000', 'admin')
    const created = await call<Envelope<{ tenantId: string }>>(t.app, platform, {
      method: 'POST',
      url: '/api/blade-system/tenant/submit',
      payload: {
        tenantName: '第二计量所',
        contactName: '孙所长',
        contactPhone: '13900000001',
        adminAccount: 'admin',
        adminPassword: 'Second2lab',
      },
    })
    expect(created.status).toBe(200)
    const other = created.body.data.tenantId
    const otherAdmin = await login(t.app, other, 'admin', 'Second2lab')
    const theirs = await create(otherAdmin, { title: '第二计量所停电通知', content: '周六停电。' })
    expect((await act(otherAdmin, 'release', theirs.id)).status).toBe(200)
    // Their admin cannot release ours, nor see ours on their home.
    const ours = await create(admin, { title: '本所草稿', content: '草稿' })
    expect((await act(otherAdmin, 'release', ours.id)).status).toBe(404)
    const theirHome = await releasedPage(otherAdmin)
    expect(theirHome.records.map((row) => row.title)).toEqual(['第二计量所停电通知'])
    expect((await releasedPage(admin)).records.some((row) => row.id === theirs.id)).toBe(false)

    const ourList = await publicList(`tenantId=${TENANT}`)
    expect(ourList.records.some((row) => row.id === theirs.id)).toBe(false)
    const crossed = await publicGet(`detail?id=${theirs.id}&tenantId=${TENANT}`)
    expect(crossed.statusCode).toBe(404)
    expect((await publicGet(`detail?id=${theirs.id}&tenantId=${other}`)).statusCode).toBe(200)
    // With two labs, a request that names none is told how to get in.
    const unnamed = await publicGet('list')
    expect(unnamed.statusCode).toBe(400)
    expect(unnamed.json<Envelope<null>>().msg).toBe('请通过证书上的二维码或查询链接进入')
  })
})
