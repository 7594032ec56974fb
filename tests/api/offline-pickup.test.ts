import fs from 'node:fs/promises'
import path from 'node:path'
import { and, count, eq, sql } from 'drizzle-orm'
import { menu } from '../../server/db/schema'
import { withTenant } from '../../server/db/tenant-scope'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PickupAppointmentDto } from '../../server/modules/pickup/appointments'
import { MY_PICKUPS_PATH } from '@/domain/constants'
import { CUSTOMER_OPEN_BOOKINGS } from '@/domain/pickup'
import { labCompactDate as labDate, labDay as labDayAt } from '@/domain/labClock'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { sendsOf } from './notify-support'
import { draftOf, submitDraft, uploadImage } from './offline-support'

const labDay = (at: Date = new Date()) => labDayAt(at)

const TENANT = '100001'
const DAY_MS = 86_400_000

type RouteNode = { path: string; children?: RouteNode[] }
const paths = (nodes: RouteNode[]): string[] =>
  nodes.flatMap((node) => [node.path, ...paths(node.children ?? [])])

/** An instant at a lab-local time (UTC+8) some days from the lab's today. */
const labTime = (days: number, hour: number, minute = 0) => {
  const [y, m, d] = labDay(new Date(Date.now() + days * DAY_MS))
    .split('-')
    .map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d, hour - 8, minute)).toISOString()
}

describe.each(databaseKinds)('pickup appointments on %s', (kind) => {
  let t: TestApp
  let pickup: Session
  let reception: Session
  let tester: Session
  let customer: Session

  const list = (session: Session, date?: string) =>
    call<Envelope<PickupAppointmentDto[]>>(t.app, session, {
      method: 'GET',
      url: `/api/crm/pickup/list${date ? `?date=${date}` : ''}`,
    })
  const book = (session: Session, body: object, key?: string) =>
    call<Envelope<{ id: string; pickupNo: string }>>(t.app, session, {
      method: 'POST',
      url: '/api/crm/pickup/submit',
      payload: body,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    })
  const accept = (session: Session, id: string) =>
    call<Envelope<PickupAppointmentDto>>(t.app, session, {
      method: 'POST',
      url: `/api/crm/pickup/accept?id=${id}`,
    })
  const cancel = (session: Session, id: string, reason = '客户改期') =>
    call<Envelope<null>>(t.app, session, {
      method: 'POST',
      url: `/api/crm/pickup/cancel?id=${id}&reason=${encodeURIComponent(reason)}`,
    })
  const booking = (overrides: object = {}) => ({
    customerName: '长沙预约测试客户',
    contactName: '何经理',
    contactPhone: '13974100099',
    address: '湖南省长沙市岳麓区麓山南路1号',
    areaCode: '430104',
    pickupTime: labTime(3, 10),
    instrumentCount: 6,
    remark: '压力表',
    ...overrides,
  })

  beforeAll(async () => {
    t = await createTestApp(kind)
    pickup = await login(t.app, TENANT, 'pickup')
    reception = await login(t.app, TENANT, 'reception')
    tester = await login(t.app, TENANT, 'tester')
    customer = await login(t.app, TENANT, 'customer')
  })
  afterAll(() => t.close())

  it('gives the pickup person the pickup pages and the demo day: customers she has accepted', async () => {
    const routes = await call<Envelope<RouteNode[]>>(t.app, pickup, {
      method: 'GET',
      url: '/api/blade-system/menu/routes',
    })
    expect(paths(routes.body.data)).toEqual(
      expect.arrayContaining([
        '/appointment-pickup-manage/appointment-pickup/acceptance-index',
        '/appointment-pickup-manage/registration/index',
      ]),
    )
    const today = (await list(pickup)).body.data
    const mine = today.filter((entry) => entry.acceptorId === pickup.userId)
    expect(mine).toHaveLength(3)
    for (const entry of mine) {
      expect(entry).toMatchObject({ status: 2, acceptorName: '孙取送', orderId: null })
      expect(entry.customerId).toMatch(/^[0-9a-f-]{36}$/)
      expect(entry.instrumentCount).toBeGreaterThan(0)
      expect(labDay(new Date(entry.pickupTime))).toBe(labDay())
    }
    const times = today.map((entry) => entry.pickupTime)
    expect([...times].sort()).toEqual(times)
    expect(today.every((entry) => entry.status !== 0)).toBe(true)
  })

  it('books a pickup, lists it on its day, and replays a booking by its key', async () => {
    const key = uuidv7()
    const booked = await book(reception, booking(), key)
    expect(booked.status, JSON.stringify(booked.body)).toBe(200)
    expect(booked.body.data.pickupNo).toMatch(new RegExp(`^QJ${labDate(new Date())}\\d{3}$`))
    const replay = await book(reception, booking(), key)
    expect(replay.raw.headers['idempotent-replay']).toBe('true')
    expect(replay.body.data).toEqual(booked.body.data)

    const day = labDay(new Date(Date.now() + 3 * DAY_MS))
    const onDay = (await list(reception, day)).body.data
    expect(onDay.filter((entry) => entry.customerName === '长沙预约测试客户')).toHaveLength(1)
    expect(onDay.find((entry) => entry.id === booked.body.data.id)).toMatchObject({
      pickupNo: booked.body.data.pickupNo,
      customerId: null,
      contactName: '何经理',
      contactPhone: '13974100099',
      areaCode: '430104',
      pickupTime: labTime(3, 10),
      instrumentCount: 6,
      status: 1,
      acceptorId: null,
      remark: '压力表',
    })
    const bad = await list(reception, '2026-02-30')
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toBe('日期格式不正确（yyyy-MM-dd）')
  })

  it('checks a booking with the form’s messages', async () => {
    const cases: [object, string][] = [
      [{ customerName: ' ' }, '请填写客户名称'],
      [{ contactName: '' }, '请填写联系人'],
      [{ contactPhone: '12345' }, '请输入正确的电话(手机)号码'],
      [{ address: '' }, '请填写取件地址'],
      [{ instrumentCount: 0 }, '器具数量须为1到9999的整数'],
      [{ customerId: uuidv7() }, '客户不存在或已被删除'],
    ]
    for (const [change, message] of cases) {
      const response = await book(reception, booking(change))
      expect(response.status, message).toBe(400)
      expect(response.body.msg).toBe(message)
    }
    const malformed = await book(reception, booking({ pickupTime: 'tomorrow' }))
    expect(malformed.status).toBe(400)
    expect(malformed.body.msg).toContain('pickupTime')
  })

  it('lets pickup staff accept a booked appointment once', async () => {
    const booked = (await book(reception, booking({ pickupTime: labTime(0, 23, 30) }))).body.data
    expect((await accept(tester, booked.id)).status).toBe(403)
    const accepted = await accept(pickup, booked.id)
    expect(accepted.status).toBe(200)
    expect(accepted.body.data).toMatchObject({
      id: booked.id,
      status: 2,
      acceptorId: pickup.userId,
      acceptorName: '孙取送',
    })
    // Accepting again (a replay) answers the same; someone else cannot take it over.
    expect((await accept(pickup, booked.id)).body.data).toEqual(accepted.body.data)
    const taken = await accept(reception, booked.id)
    expect(taken.status).toBe(400)
    expect(taken.body.msg).toBe('该预约已被受理、登记或取消')
    expect((await accept(pickup, uuidv7())).status).toBe(404)
  })

  it('cancels: the booker or pickup staff, never a registered appointment', async () => {
    const own = (await book(reception, booking())).body.data
    expect((await cancel(reception, own.id)).status).toBe(200)
    expect((await cancel(reception, own.id)).status).toBe(200)
    const day = labDay(new Date(Date.now() + 3 * DAY_MS))
    expect((await list(reception, day)).body.data.map((entry) => entry.id)).not.toContain(own.id)

    const theirs = (await book(reception, booking())).body.data
    expect((await cancel(customer, theirs.id)).status).toBe(403)
    expect((await cancel(pickup, theirs.id)).status).toBe(200)

    const registered = (await book(reception, booking({ pickupTime: labTime(0, 23, 45) }))).body.data
    const signature = await uploadImage(t.app, pickup)
    const order = await submitDraft(
      t.app,
      pickup,
      draftOf({ appointmentId: registered.id, signature, enterName: '长沙预约测试客户' }),
    )
    expect(order.status).toBe(200)
    const refused = await cancel(pickup, registered.id)
    expect(refused.status).toBe(400)
    expect(refused.body.msg).toBe('该预约已登记，不能取消')
    const shown = (await list(pickup)).body.data.find((entry) => entry.id === registered.id)
    expect(shown).toMatchObject({ status: 3, orderId: order.body.data.id })

    // A cancelled appointment cannot be registered any more.
    const cancelled = (await book(reception, booking())).body.data
    await cancel(reception, cancelled.id)
    const late = await submitDraft(t.app, pickup, draftOf({ appointmentId: cancelled.id, signature }))
    expect(late.status).toBe(400)
    expect(late.body.msg).toBe('该取件预约已取消')
  })

  it('lets a customer book her own pickups and follow them, and shows her none of the lab’s', async () => {
    type Mine = {
      bookings: PickupAppointmentDto[]
      booker: { companyName: string | null; realName: string | null; phone: string | null }
    }
    const mine = (session: Session) =>
      call<Envelope<Mine>>(t.app, session, { method: 'GET', url: '/api/crm/pickup/mine' })

    // Her menu: 我的预约, not the staff's pages.
    const routes = await call<Envelope<RouteNode[]>>(t.app, customer, {
      method: 'GET',
      url: '/api/blade-system/menu/routes',
    })
    const menuPaths = paths(routes.body.data)
    expect(menuPaths).toContain('/appointment-pickup-manage/my-appointment/index')
    expect(menuPaths).not.toContain('/appointment-pickup-manage/appointment-pickup/acceptance-index')
    expect(menuPaths).not.toContain('/appointment-pickup-manage/registration/index')

    // The lab's appointments name other customers and their phones: not hers to read.
    expect((await list(customer)).status).toBe(403)
    const notice = await call(t.app, customer, { method: 'GET', url: '/api/crm/pickup/notice' })
    expect(notice.status).toBe(403)

    // Her booking form starts from her company (the lab's record of it: her account is linked), its
    // address, her name and phone.
    const before = (await mine(customer)).body.data
    expect(before.booker).toEqual({
      companyName: '长沙星沙电子仪器有限公司',
      realName: '周客户',
      phone: '13800000008',
      address: '星沙经济技术开发区凉塘路18号',
      areaCode: '430121',
      areaCodeName: '湖南省/长沙市/长沙县',
    })

    // She books; a customer id in her booking is ignored (she cannot claim one of the lab's records).
    const [someCustomer] = (await list(pickup)).body.data.filter((entry) => entry.customerId)
    const booked = await book(customer, {
      ...booking({ customerName: '长沙星沙电子仪器有限公司', pickupTime: labTime(2, 9) }),
      customerId: someCustomer?.customerId,
    })
    expect(booked.status, JSON.stringify(booked.body)).toBe(200)
    const { id } = booked.body.data
    const after = (await mine(customer)).body.data.bookings
    expect(after.map((entry) => entry.id)).toContain(id)
    expect(after.find((entry) => entry.id === id)).toMatchObject({ status: 1, customerId: null })
    // Only her own: the staff's bookings are not among them.
    const ownByStaff = await book(pickup, booking({ pickupTime: labTime(2, 11) }))
    expect((await mine(customer)).body.data.bookings.map((entry) => entry.id)).not.toContain(
      ownByStaff.body.data.id,
    )
    expect((await mine(pickup)).body.data.bookings.map((entry) => entry.id)).toContain(
      ownByStaff.body.data.id,
    )

    // Staff see and accept it; she sees it accepted, by whom.
    const day = (await list(pickup, labDay(new Date(Date.now() + 2 * DAY_MS)))).body.data
    expect(day.map((entry) => entry.id)).toContain(id)
    expect((await accept(pickup, id)).status).toBe(200)
    expect((await mine(customer)).body.data.bookings.find((entry) => entry.id === id)).toMatchObject({
      status: 2,
      acceptorName: '孙取送',
    })

    // She is told in the site, and the contact phone by SMS, when it is booked and when it is accepted; staff
    // booking a pickup are not told of their own booking, only its contact is.
    const told = async (event: string, appointmentId: string) =>
      (await sendsOf(t.database, TENANT, event, `${event}:${appointmentId}`)).map((send) => ({
        to: `${send.channel}/${send.recipient}`,
        body: send.body,
      }))
    const bookedNotices = await told('pickup.booked', id)
    expect(bookedNotices.map((send) => send.to)).toEqual(['1/13974100099', `2/${customer.userId}`])
    expect(bookedNotices[1]!.body).toMatch(
      /^您的取件预约 QJ\d+ 已提交：\d{4}-\d{2}-\d{2} 09:00，湖南省长沙市岳麓区麓山南路1号。实验室受理后将再通知您。$/,
    )
    const acceptedNotices = await told('pickup.accepted', id)
    expect(acceptedNotices.map((send) => send.to)).toEqual(['1/13974100099', `2/${customer.userId}`])
    expect(acceptedNotices[0]!.body).toMatch(
      /^【MetroDesk】您的取件预约 QJ\d+ 已受理，孙取送 将于 \d{4}-\d{2}-\d{2} 09:00 上门取件。$/,
    )
    expect((await told('pickup.booked', ownByStaff.body.data.id)).map((send) => send.to)).toEqual([
      '1/13974100099',
    ])

    // She may cancel her own appointment, never someone else's.
    expect((await cancel(customer, ownByStaff.body.data.id)).status).toBe(403)
    expect((await cancel(customer, id, '改期')).status).toBe(200)
    expect((await mine(customer)).body.data.bookings.find((entry) => entry.id === id)?.status).toBe(0)
  })

  it('lets a customer book only pickups to come, and only so many open at once', async () => {
    const past = await book(customer, booking({ pickupTime: new Date(Date.now() - 60_000).toISOString() }))
    expect(past.status).toBe(400)
    expect(past.body.msg).toBe('取件时间不能早于现在')
    // Staff may record one that has begun already.
    expect(
      (await book(pickup, booking({ pickupTime: new Date(Date.now() - 60_000).toISOString() }))).status,
    ).toBe(200)

    const open: string[] = []
    for (let index = 0; index < CUSTOMER_OPEN_BOOKINGS; index++) {
      const answer = await book(customer, booking({ pickupTime: labTime(3, 8, index) }))
      if (answer.status === 200) open.push(answer.body.data.id)
      else expect(answer.body.msg).toMatch(/上限/)
    }
    const over = await book(customer, booking({ pickupTime: labTime(3, 9) }))
    expect(over.status).toBe(400)
    expect(over.body.msg).toBe('未完成的取件预约已达上限，请等待受理或取消后再预约')
    // One cancelled frees a place.
    expect((await cancel(customer, open[0] ?? '')).status).toBe(200)
    expect((await book(customer, booking({ pickupTime: labTime(3, 9) }))).status).toBe(200)
  })

  it('gives 我的预约 to the customers of a tenant seeded before it existed (migration 0019)', async () => {
    const customerPaths = async () => {
      const routes = await call<Envelope<RouteNode[]>>(t.app, customer, {
        method: 'GET',
        url: '/api/blade-system/menu/routes',
      })
      return paths(routes.body.data)
    }
    // A tenant as an earlier version seeded it: no such menu entry, no grant.
    await t.database.db.execute(sql`delete from menu where tenant_id = ${TENANT} and code = 'my_pickup'`)
    expect(await customerPaths()).not.toContain(MY_PICKUPS_PATH)
    const migration = await fs.readFile(
      path.join(import.meta.dirname, '../../server/db/migrations/0019_pickup_customer_menu.sql'),
      'utf8',
    )
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.database.db.execute(sql.raw(statement))
    expect(await customerPaths()).toContain(MY_PICKUPS_PATH)
    // Run again (a second start): nothing doubles.
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.database.db.execute(sql.raw(statement))
    const [row] = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select({ entries: count() })
        .from(menu)
        .where(and(eq(menu.tenantId, TENANT), eq(menu.code, 'my_pickup'))),
    )
    const entries = row?.entries
    expect(entries).toBe(1)
  })

  it('keeps appointments inside their tenant', async () => {
    const booked = (await book(reception, booking())).body.data
    const platform = await login(t.app, '000000', 'admin')
    const created = await call<Envelope<{ tenantId: string }>>(t.app, platform, {
      method: 'POST',
      url: '/api/blade-system/tenant/submit',
      payload: {
        tenantName: '离线取件计量所',
        contactName: '钱所长',
        contactPhone: '13900000053',
        adminAccount: 'admin',
        adminPassword: 'Pickup5lab',
      },
    })
    expect(created.status).toBe(200)
    const other = await login(t.app, created.body.data.tenantId, 'admin', 'Pickup5lab')
    expect((await list(other)).body.data).toEqual([])
    expect((await list(other, labDay(new Date(Date.now() + 3 * DAY_MS)))).body.data).toEqual([])
    expect((await accept(other, booked.id)).status).toBe(404)
    expect((await cancel(other, booked.id)).status).toBe(404)
  })
})
