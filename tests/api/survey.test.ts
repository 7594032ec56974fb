import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeSearchParam } from '@/domain/resources'
import type { Question } from '@/domain/survey'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'

const TENANT = '100001'
const BASE = '/api/hm-template/questionnaire'

type Link = { id: string; token: string; label: string | null; answeredAt: string | null }
type Results = {
  links: number
  responses: number
  questions: (
    | { kind: 'single' | 'multiple'; answered: number; options: { id: string; count: number }[] }
    | { kind: 'rating'; answered: number; average: number | null; distribution: number[] }
    | { kind: 'text'; answered: number; texts: string[] }
  )[]
}

const QUESTIONS: Question[] = [
  { id: 'attitude', kind: 'rating', title: '服务态度', required: true },
  {
    id: 'cycle',
    kind: 'single',
    title: '检测周期是否满意',
    required: true,
    options: [
      { id: 'yes', label: '满意' },
      { id: 'no', label: '不满意' },
    ],
  },
  {
    id: 'improve',
    kind: 'multiple',
    title: '希望改进的方面',
    required: false,
    min: null,
    max: 2,
    options: [
      { id: 'speed', label: '速度' },
      { id: 'price', label: '价格' },
      { id: 'pickup', label: '取送' },
    ],
  },
  { id: 'advice', kind: 'text', title: '其他建议', required: false, maxLength: 20 },
]

describe.each(databaseKinds)('questionnaires (/template-evart) on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let reception: Session
  let address = 0

  /** Each public call from its own address, so the browse limit of one address is not what is tested. */
  const publicCall = <T>(options: Parameters<typeof call>[2]) =>
    call<Envelope<T>>(t.app, null, {
      ...options,
      remoteAddress: `10.77.${Math.floor(address / 200)}.${address++ % 200}`,
    })
  const open = (token: string) =>
    publicCall<{ title: string; questions: Question[]; labName: string }>({
      method: 'GET',
      url: `/api/public/questionnaire?token=${encodeURIComponent(token)}`,
    })
  const answer = (token: string, answers: Record<string, unknown>) =>
    publicCall<null>({ method: 'POST', url: '/api/public/questionnaire/answer', payload: { token, answers } })

  const submit = (session: Session, body: Record<string, unknown>) =>
    call<Envelope<{ id: string }>>(t.app, session, { method: 'POST', url: `${BASE}/submit`, payload: body })
  const action = (session: Session, name: 'publish' | 'close', id: string) =>
    call<Envelope<null>>(t.app, session, { method: 'POST', url: `${BASE}/${name}?id=${id}` })
  const createLinks = (session: Session, questionnaireId: string, labels: string[]) =>
    call<Envelope<Link[]>>(t.app, session, {
      method: 'POST',
      url: `${BASE}/links`,
      payload: { questionnaireId, labels },
    })
  const results = (session: Session, id: string) =>
    call<Envelope<Results>>(t.app, session, { method: 'GET', url: `${BASE}/results?id=${id}` })

  async function published(title: string): Promise<string> {
    const created = await submit(admin, { title, intro: '请花一分钟', questions: QUESTIONS })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect((await action(admin, 'publish', created.body.data.id)).status).toBe(200)
    return created.body.data.id
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    reception = await login(t.app, TENANT, 'reception')
  })
  afterAll(() => t.close())

  it('refuses a design with a clear message per question', async () => {
    const empty = await submit(admin, { title: '空问卷', questions: [] })
    expect(empty.status).toBe(400)
    expect(empty.body.msg).toBe('问卷至少需要一个题目')
    const duplicate = await submit(admin, {
      title: '选项重复',
      questions: [
        QUESTIONS[0],
        {
          ...QUESTIONS[1],
          options: [
            { id: 'a', label: '满意' },
            { id: 'b', label: '满意' },
          ],
        },
      ],
    })
    expect(duplicate.status).toBe(400)
    expect(duplicate.body.msg).toBe('第2题的选项“满意”重复')
    const english = await call<Envelope<null>>(t.app, admin, {
      method: 'POST',
      url: `${BASE}/submit`,
      headers: { 'accept-language': 'en' },
      payload: { title: 'x', questions: [{ ...QUESTIONS[1], options: [{ id: 'a', label: '满意' }] }] },
    })
    expect(english.body.msg).toBe('Question 1 needs at least two options')
  })

  it('keeps a draft editable, then publishing freezes it; the list shows its state', async () => {
    const created = await submit(admin, { title: '草稿问卷', questions: [QUESTIONS[0]] })
    const id = created.body.data.id
    const edited = await submit(admin, { id, title: '草稿问卷（改）', questions: QUESTIONS })
    expect(edited.status).toBe(200)
    // Links go to published questionnaires only.
    expect((await createLinks(admin, id, ['客户甲'])).status).toBe(400)
    expect((await action(admin, 'publish', id)).status).toBe(200)
    const again = await action(admin, 'publish', id)
    expect(again.status).toBe(400)
    const frozen = await submit(admin, { id, title: '发布后再改', questions: [QUESTIONS[0]] })
    expect(frozen.status).toBe(400)
    expect(frozen.body.msg).toBe('问卷已发布，题目不能再修改')
    const detail = await call<Envelope<{ title: string; status: number; questions: Question[] }>>(
      t.app,
      admin,
      {
        method: 'GET',
        url: `${BASE}/detail?id=${id}`,
      },
    )
    expect(detail.body.data).toMatchObject({ title: '草稿问卷（改）', status: 2, questions: QUESTIONS })
    const page = await call<
      Envelope<{ records: { id: string; status: number; publishedAt: string | null }[] }>
    >(t.app, admin, {
      method: 'POST',
      url: `${BASE}/page?current=1&size=20`,
      payload: { searchParam: encodeSearchParam([{ field: 'title', op: '=', value: '草稿问卷（改）' }]) },
    })
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    expect(page.body.data.records).toEqual([
      expect.objectContaining({ id, status: 2, publishedAt: expect.any(String) }),
    ])
  })

  it('lets reception hand out links and read results but not design or publish', async () => {
    const id = await published('前台可用')
    expect((await submit(reception, { title: '前台新建', questions: QUESTIONS })).status).toBe(403)
    expect((await action(reception, 'close', id)).status).toBe(403)
    const links = await createLinks(reception, id, ['订单 WT-1', ''])
    expect(links.status).toBe(200)
    expect(links.body.data.map((link) => link.label)).toEqual(['订单 WT-1', null])
    expect(links.body.data[0]!.token).toMatch(/^100001-[A-Za-z0-9_-]{24}$/)
    expect((await results(reception, id)).status).toBe(200)
  })

  it('shows a link its questionnaire, takes one valid answer and then refuses the link', async () => {
    const id = await published('一次作答')
    const [link] = (await createLinks(admin, id, ['长沙客户'])).body.data
    const shown = await open(link!.token)
    expect(shown.status).toBe(200)
    expect(shown.body.data).toMatchObject({
      title: '一次作答',
      labName: '示范计量检测研究院',
      questions: QUESTIONS,
    })

    const missing = await answer(link!.token, { cycle: 'yes' })
    expect(missing.status).toBe(400)
    expect(missing.body.msg).toBe('“服务态度”为必答题')
    const tooMany = await answer(link!.token, {
      attitude: 5,
      cycle: 'yes',
      improve: ['speed', 'price', 'pickup'],
    })
    expect(tooMany.body.msg).toBe('“希望改进的方面”最多选择2项')
    const wrongStar = await answer(link!.token, { attitude: 6, cycle: 'yes' })
    expect(wrongStar.body.msg).toBe('“服务态度”的答案无效')
    const tooLong = await answer(link!.token, { attitude: 3, cycle: 'yes', advice: '很'.repeat(21) })
    expect(tooLong.body.msg).toBe('“其他建议”最多20个字')
    const stranger = await answer(link!.token, { attitude: 3, cycle: 'yes', nosuch: 'x' })
    expect(stranger.status).toBe(400)

    const ok = await answer(link!.token, {
      attitude: 4,
      cycle: 'yes',
      improve: ['speed'],
      advice: '  很好  ',
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    const reopened = await open(link!.token)
    expect(reopened.status).toBe(409)
    expect(reopened.body.msg).toBe('该问卷已提交，感谢您的参与')
    const second = await answer(link!.token, { attitude: 1, cycle: 'no' })
    expect(second.status).toBe(409)
    expect(second.body.msg).toBe('该问卷已提交，感谢您的参与')

    const links = await call<Envelope<Link[]>>(t.app, admin, {
      method: 'GET',
      url: `${BASE}/links?questionnaireId=${id}`,
    })
    expect(links.body.data[0]!.answeredAt).toEqual(expect.any(String))
    const tally = (await results(admin, id)).body.data
    expect(tally.responses).toBe(1)
    expect(tally.questions[3]).toMatchObject({ kind: 'text', texts: ['很好'] })
  })

  it('stores one answer when a link is submitted twice at the same moment', async () => {
    const id = await published('并发提交')
    const [link] = (await createLinks(admin, id, ['并发'])).body.data
    const answers = await Promise.all(
      [5, 4, 3, 2, 1].map((stars) => answer(link!.token, { attitude: stars, cycle: 'yes' })),
    )
    const statuses = answers.map((one) => one.status).sort()
    expect(statuses).toEqual([200, 409, 409, 409, 409])
    const tally = (await results(admin, id)).body.data
    expect(tally.responses).toBe(1)
  })

  it('refuses unknown links and, once closed, new answers', async () => {
    const unknown = await open('100001-AAAAAAAAAAAAAAAAAAAAAAAA')
    expect(unknown.status).toBe(404)
    expect(unknown.body.msg).toBe('未找到该问卷，请核对链接是否完整')
    expect((await open('not-a-token')).status).toBe(404)
    expect((await open('000000-AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404)

    const id = await published('将结束')
    const [link] = (await createLinks(admin, id, ['晚到的客户'])).body.data
    expect((await action(admin, 'close', id)).status).toBe(200)
    const closed = await open(link!.token)
    expect(closed.status).toBe(410)
    expect(closed.body.msg).toBe('问卷已结束')
    expect((await answer(link!.token, { attitude: 5, cycle: 'yes' })).status).toBe(410)
    expect((await createLinks(admin, id, ['更多'])).status).toBe(400)
  })

  it('tallies the results: counts per option, ratings average and spread, texts', async () => {
    const id = await published('结果统计')
    const links = (await createLinks(admin, id, ['a', 'b', 'c', 'd'])).body.data
    const given = [
      { attitude: 5, cycle: 'yes', improve: ['speed', 'price'], advice: '快一点' },
      { attitude: 4, cycle: 'yes', improve: ['price'] },
      { attitude: 4, cycle: 'no' },
    ]
    for (const [index, answers] of given.entries())
      expect((await answer(links[index]!.token, answers)).status).toBe(200)
    const tally = (await results(admin, id)).body.data
    expect(tally).toMatchObject({ links: 4, responses: 3 })
    expect(tally.questions[0]).toMatchObject({
      kind: 'rating',
      answered: 3,
      average: 4.33,
      distribution: [0, 0, 0, 2, 1],
    })
    expect(tally.questions[1]).toMatchObject({
      options: [
        { id: 'yes', count: 2 },
        { id: 'no', count: 1 },
      ],
    })
    expect(tally.questions[2]).toMatchObject({
      answered: 2,
      options: [
        { id: 'speed', count: 1 },
        { id: 'price', count: 2 },
        { id: 'pickup', count: 0 },
      ],
    })
    expect(tally.questions[3]).toMatchObject({ answered: 1, texts: ['快一点'] })
  })

  it("keeps one lab's questionnaires, links and results from another lab", async () => {
    const id = await published('本所问卷')
    const [link] = (await createLinks(admin, id, ['本所客户'])).body.data
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
    const other = await login(t.app, created.body.data.tenantId, 'admin', 'Second2lab')
    expect((await results(other, id)).status).toBe(404)
    expect((await call(t.app, other, { method: 'GET', url: `${BASE}/detail?id=${id}` })).status).toBe(404)
    expect(
      (await call(t.app, other, { method: 'GET', url: `${BASE}/links?questionnaireId=${id}` })).status,
    ).toBe(404)
    expect((await createLinks(other, id, ['x'])).status).toBe(404)
    expect((await submit(other, { id, title: '改别人的', questions: QUESTIONS })).status).toBe(404)
    expect((await action(other, 'close', id)).status).toBe(404)
    const list = await call<Envelope<{ records: { id: string }[] }>>(t.app, other, {
      method: 'POST',
      url: `${BASE}/page?current=1&size=100`,
      payload: {},
    })
    expect(list.body.data.records.map((row) => row.id)).not.toContain(id)
    // The other lab's token prefix does not open this lab's link.
    const forged = `${created.body.data.tenantId}-${link!.token.split('-').slice(1).join('-')}`
    expect((await open(forged)).status).toBe(404)
    expect((await open(link!.token)).status).toBe(200)
  })

  it('seeds the demo survey with two answered links', async () => {
    const list = await call<Envelope<{ records: { id: string; title: string }[] }>>(t.app, admin, {
      method: 'POST',
      url: `${BASE}/page?current=1&size=100`,
      payload: {},
    })
    const demo = list.body.data.records.find((row) => row.title === '客户满意度调查')
    expect(demo).toBeDefined()
    const tally = (await results(admin, demo!.id)).body.data
    expect(tally).toMatchObject({ links: 4, responses: 2 })
  })
})
