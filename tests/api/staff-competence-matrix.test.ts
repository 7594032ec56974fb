import ExcelJS from 'exceljs'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { labDay } from '@/domain/labClock'
import { addMonths } from '@/domain/results/nextDue'
import type { CompetenceMatrix } from '@/domain/staff/matrix'
import { message } from '../../server/db/schema'
import { withTenant } from '../../server/db/tenant-scope'
import { setLabClockOffset } from '../../server/lab-clock'
import { sendLapseNotices } from '../../server/modules/staff/lapse-notices'
import { databaseKinds } from '../support/databases'
import { MEASURAND, standardDeviceBody } from '../support/standard-device'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { CONDITIONS, authorise, hmPost, releasedOrder } from './lab-workflow-support'

/*
 * What a person may do rests on evidence that lapses: the lab's day can be moved on a training server to see
 * it happen, a result is confirmed only while its tester's authorisation still holds, the head of her
 * department is told of what lapses, and the competence matrix shows who may do what on a day and until when,
 * on screen and as an .xlsx.
 */

const TENANT = '100001'
const ITEM = '示值误差'
const OTHER = '回程误差'
const PERSON = '李授权'

type Dept = {
  id: string
  parentId: string | null
  deptName: string
  fullName: string | null
  deptCategory: number
  code: string | null
  abbr: string | null
  sort: number
  remark: string | null
  leaderId: string | null
  children?: Dept[]
}
const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])

describe.each(databaseKinds)('staff competence over the lab’s days on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let reviewer: Session & { userId: string }
  let newbie: Session & { userId: string }
  let group: Dept
  let deviceId: string
  const expiry = labDay(Date.now(), 10)

  const clock = (session: Session, offsetDays: number) =>
    call<Envelope<{ today: string; offsetDays: number; adjustable: boolean }>>(t.app, session, {
      method: 'PUT',
      url: '/api/lab-clock',
      payload: { offsetDays },
    })
  const matrix = (session: Session, query = '') =>
    call<Envelope<CompetenceMatrix>>(t.app, session, {
      method: 'GET',
      url: `/api/hm-staff/competence-matrix${query}`,
    })

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    reviewer = await login(t.app, TENANT, 'reviewer')
    const roles = await call<Envelope<{ id: string; roleAlias: string }[]>>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/role/list',
    })
    const depts = await call<Envelope<Dept[]>>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    group = flat(depts.body.data).find((dept) => dept.code === 'D0202')!
    const created = await call<Envelope<{ id: string }>>(t.app, admin, {
      method: 'POST',
      url: '/api/blade-user/submit',
      payload: {
        account: 'licompetent',
        realName: PERSON,
        password: 'Licompetent2026x',
        deptId: group.id,
        roleIds: [roles.body.data.find((role) => role.roleAlias === 'tester')!.id],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    newbie = await login(t.app, TENANT, 'licompetent', 'Licompetent2026x')
    // Her certificate covers the item and expires in ten days.
    await authorise(t.app, admin, newbie.userId, '2', { itemName: ITEM, expiryDate: expiry })
    deviceId = (await hmPost<{ id: string }>(t.app, admin, 'standard-device/submit', standardDeviceBody()))
      .body.data.id
  })
  afterEach(() => {
    setLabClockOffset(0)
    vi.unstubAllEnvs()
  })
  afterAll(() => t.close())

  it('moves the lab’s day only on a training server, and only for its administrator', async () => {
    const today = labDay(Date.now())
    const read = await call<Envelope<{ today: string; adjustable: boolean }>>(t.app, tester, {
      method: 'GET',
      url: '/api/lab-clock',
    })
    expect(read.body.data).toEqual({ today, offsetDays: 0, adjustable: false })
    const refused = await clock(admin, 30)
    expect([refused.status, refused.body.msg]).toEqual([
      403,
      '本服务器的实验室日期不可调整（仅培训或测试服务器可调整）',
    ])

    vi.stubEnv('LAB_CLOCK_ADJUSTABLE', '1')
    expect((await clock(tester, 30)).status).toBe(403)
    const moved = await clock(admin, 30)
    expect(moved.body.data).toEqual({ today: labDay(Date.now(), 30), offsetDays: 30, adjustable: true })
    expect((await clock(admin, 3651)).status).toBe(400)
    expect((await clock(admin, 0)).body.data.today).toBe(today)
  })

  it('tells the head of her department of what lapses, besides her and the staff office', async () => {
    const unknown = await call<Envelope<null>>(t.app, admin, {
      method: 'POST',
      url: '/api/blade-system/dept/submit',
      payload: { ...group, children: undefined, leaderId: '00000000-0000-7000-8000-000000000000' },
    })
    expect([unknown.status, unknown.body.msg]).toEqual([400, '部门负责人不是本单位的用户'])
    const headed = await call<Envelope<Dept>>(t.app, admin, {
      method: 'POST',
      url: '/api/blade-system/dept/submit',
      payload: { ...group, children: undefined, leaderId: reviewer.userId },
    })
    expect(headed.status, JSON.stringify(headed.body)).toBe(200)
    expect(headed.body.data).toMatchObject({ leaderId: reviewer.userId, deptName: group.deptName })

    expect(await sendLapseNotices(t.database.db, labDay(Date.now()))).toBeGreaterThanOrEqual(2)
    const told = (userId: string) =>
      withTenant(t.database.db, TENANT, (tx) =>
        tx
          .select({ text: message.text })
          .from(message)
          .where(and(eq(message.userId, userId), eq(message.title, '人员证书到期提醒'))),
      )
    for (const userId of [newbie.userId, reviewer.userId])
      expect(await told(userId)).toEqual([
        {
          text: expect.stringMatching(new RegExp(`^${PERSON}的证书“检定员证 JD-2-\\w+”将于 ${expiry} 失效`)),
        },
      ])
  })

  it('confirms a result only while its tester’s authorisation holds on the lab’s day', async () => {
    const pickup = await login(t.app, TENANT, 'pickup')
    const { itemIds } = await releasedOrder(t.app, { admin, pickup }, 1, [ITEM])
    const itemId = itemIds[0]!
    const item = (session: Session, action: string, extra: object = {}) =>
      hmPost<{ state: number }>(t.app, session, 'test-item/transition', { id: itemId, action, ...extra })
    expect((await item(admin, 'dispatch', { groupId: group.id })).status).toBe(200)
    expect((await item(admin, 'assign', { testerId: newbie.userId })).status).toBe(200)
    const saved = await hmPost(t.app, newbie, 'test-item/results', {
      itemId,
      points: [
        { nominal: '0.8', asFound: '0.806', permittedError: '0.016', uncertainty: '0.004', unit: 'MPa' },
      ],
      deviceIds: [deviceId],
      measurand: MEASURAND.pressure,
      ...CONDITIONS,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((await item(newbie, 'lock')).status).toBe(200)
    expect((await item(newbie, 'sendForConfirmation')).status).toBe(200)

    // Eleven days on her certificate has expired: the result waits, the refusal names the certificate.
    vi.stubEnv('LAB_CLOCK_ADJUSTABLE', '1')
    expect((await clock(admin, 11)).status).toBe(200)
    const refused = await item(admin, 'confirm')
    expect(refused.status).toBe(400)
    expect(refused.body.msg).toMatch(
      new RegExp(`^${PERSON}的授权依据“检定员证 JD-2-\\w+”已于 ${expiry} 过期$`),
    )
    expect(refused.body.data).toMatchObject({ refusal: 'item.notAuthorised', problem: 'certificateExpired' })

    expect((await clock(admin, 0)).status).toBe(200)
    expect((await item(admin, 'confirm')).body.data.state).toBe(500)
  })

  it('shows who may do what today and until when, on another day, narrowed, and as an .xlsx', async () => {
    expect((await matrix(tester)).status).toBe(403)
    const today = (await matrix(admin)).body.data
    expect(today.day).toBe(labDay(Date.now()))
    const column = today.columns.findIndex((col) => col.abilityCode === '2' && col.itemName === ITEM)
    expect(column).toBeGreaterThanOrEqual(0)
    const hers = today.rows.find((row) => row.userId === newbie.userId)!
    expect(hers).toMatchObject({
      person: PERSON,
      deptName: group.deptName,
      cells: [{ c: column, until: expiry, problem: null }],
      kinds: [],
    })
    // The demo tester holds calibration and testing for every item, on a certificate valid two more years.
    const demo = today.rows.find((row) => row.userId === tester.userId)!
    const twoYears = addMonths(labDay(Date.now()), 24)
    expect(demo.kinds.map((k) => [k.abilityCode, k.until, k.problem])).toEqual([
      ['2', twoYears, null],
      ['3', twoYears, null],
    ])

    const later = (await matrix(admin, `?day=${labDay(Date.now(), 11)}`)).body.data
    expect(later.rows.find((row) => row.userId === newbie.userId)!.cells).toEqual([
      { c: column, until: null, problem: 'certificateExpired' },
    ])

    const mine = (await matrix(admin, `?person=${encodeURIComponent('授权')}&deptId=${group.id}`)).body.data
    expect(mine.rows.map((row) => row.person)).toEqual([PERSON])
    expect(mine.columns).toEqual([{ abilityCode: '2', itemName: ITEM }])
    expect((await matrix(admin, `?item=${encodeURIComponent(OTHER)}`)).body.data.columns).toEqual([])
    expect(
      (await matrix(admin, '?abilityCode=1')).body.data.rows.every((row) => row.cells.length === 0),
    ).toBe(true)
    expect((await matrix(admin, '?day=2026-13-01')).status).toBe(400)

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/hm-staff/competence-matrix/export?person=${encodeURIComponent('授权')}`,
      headers: { 'blade-auth': `bearer ${admin.token}`, 'accept-language': 'zh-CN' },
    })
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-disposition']).toContain(
      encodeURIComponent(`能力矩阵-${today.day}.xlsx`),
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('能力矩阵')!
    expect(sheet.getRow(1).values).toEqual([undefined, '序号', '姓名', '部门', `“${ITEM}”（校准）`])
    expect(sheet.getRow(2).values).toEqual([undefined, 1, PERSON, group.deptName, `✓ 至 ${expiry}`])
    expect(sheet.rowCount).toBe(2)
  })
})
