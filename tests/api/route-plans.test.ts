import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withTenant } from '../../server/db/tenant-scope'
import { createPickupAppointment } from '../../server/modules/pickup/service'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'

/*
 * The pickup road: vehicles with a plate the lab holds once, route plans whose nodes keep their order, and the
 * day's routes (派车) that put a plan, a vehicle, a driver and the day's appointments together; the driver
 * reads only her own.
 */

const TENANT = '100001'
/** A lab day no other test books on. */
const DAY = '2031-05-20'
const OTHER_DAY = '2031-05-21'

type Row = Record<string, unknown> & { id: string }
type Node = { seq: number; name: string; nodeAttribute: number; areaCodeName: string | null }
type DayRoute = {
  id: string
  planName: string
  plateNumber: string
  driverUserId: string
  nodes: Node[]
  appointments: { id: string; pickupNo: string; address: string | null; contactPhone: string | null }[]
}

describe.each(databaseKinds)('route plans on %s', (kind) => {
  let t: TestApp
  let reception: Session
  let pickup: Session
  let tester: Session

  const post = <T>(session: Session, url: string, payload: object) =>
    call<Envelope<T>>(t.app, session, { method: 'POST', url, payload })
  const get = <T>(session: Session, url: string) => call<Envelope<T>>(t.app, session, { method: 'GET', url })
  const book = (customerName: string, pickupTime: string) =>
    withTenant(t.database.db, TENANT, (tx) =>
      createPickupAppointment(tx, TENANT, null, {
        customerName,
        contactName: '王工',
        contactPhone: '13800138000',
        address: `${customerName}门卫室`,
        pickupTime: new Date(pickupTime),
        instrumentCount: 2,
      }),
    )

  beforeAll(async () => {
    t = await createTestApp(kind)
    reception = await login(t.app, TENANT, 'reception')
    pickup = await login(t.app, TENANT, 'pickup')
    tester = await login(t.app, TENANT, 'tester')
  })
  afterAll(() => t.close())

  const vehicle = async (plateNumber: string, state = 1) => {
    const saved = await post<Row>(reception, '/api/hm-crm/vehicle/submit', {
      plateNumber,
      model: '五菱荣光',
      seats: 7,
      loadTons: '0.8',
      state,
    })
    expect(saved.status).toBe(200)
    return saved.body.data.id
  }
  const plan = async (name: string, routeplanState = 0) => {
    const saved = await post<Row>(reception, '/api/hm-crm/route-plan/submit', {
      name,
      routeplanType: 2,
      routeplanState,
    })
    expect(saved.status).toBe(200)
    return saved.body.data.id
  }

  it('holds a plate once among the lab’s vehicles', async () => {
    await vehicle('湘A·12345')
    const twice = await post<Row>(reception, '/api/hm-crm/vehicle/submit', {
      plateNumber: '湘A·12345',
      state: 1,
    })
    expect(twice.status).toBe(400)
    expect(twice.body.msg).toContain('车牌号')
    // Pickup staff drive; they do not keep the register.
    expect((await post<Row>(pickup, '/api/hm-crm/vehicle/page?current=1&size=10', {})).status).toBe(403)
  })

  it('keeps a plan’s nodes in the order they were given, numbered from 1', async () => {
    const id = await plan('东线')
    const nodes = [
      { name: '检定中心', nodeAttribute: 1, areaCode: '430104', address: '麓谷大道1号' },
      { name: '中转仓', nodeAttribute: 2 },
      { name: '收样点', nodeAttribute: 3, contact: '李四', phone: '13900139000' },
    ]
    const saved = await post<Node[]>(reception, `/api/hm-crm/route-plan/nodes?planId=${id}`, { nodes })
    expect(saved.status).toBe(200)
    expect(saved.body.data.map((node) => [node.seq, node.name])).toEqual([
      [1, '检定中心'],
      [2, '中转仓'],
      [3, '收样点'],
    ])
    expect(saved.body.data[0]?.areaCodeName).toContain('长沙市')
    // Moving a node is saving the list in its new order.
    const [first, second, third] = nodes
    await post<Node[]>(reception, `/api/hm-crm/route-plan/nodes?planId=${id}`, {
      nodes: [third, first, second],
    })
    const read = await get<Node[]>(reception, `/api/hm-crm/route-plan/nodes?planId=${id}`)
    expect(read.body.data.map((node) => node.name)).toEqual(['收样点', '检定中心', '中转仓'])
    const detail = await get<Row>(reception, `/api/hm-crm/route-plan/detail?id=${id}`)
    expect(detail.body.data.nodeCount).toBe(3)
    const badAttribute = await post<Node[]>(reception, `/api/hm-crm/route-plan/nodes?planId=${id}`, {
      nodes: [{ name: '错', nodeAttribute: 9 }],
    })
    expect(badAttribute.status).toBe(400)
    expect((await post<Node[]>(pickup, `/api/hm-crm/route-plan/nodes?planId=${id}`, { nodes })).status).toBe(
      403,
    )
  })

  it('puts a plan, a vehicle, a driver and the day’s appointments on a route, each once a day', async () => {
    const planId = await plan('西线')
    await post(reception, `/api/hm-crm/route-plan/nodes?planId=${planId}`, {
      nodes: [
        { name: '检定中心', nodeAttribute: 1 },
        { name: '完成', nodeAttribute: 4 },
      ],
    })
    const otherPlan = await plan('南线')
    const disabledPlan = await plan('停用线', 1)
    const car = await vehicle('湘A·D0001')
    const car2 = await vehicle('湘A·D0002')
    const broken = await vehicle('湘A·D0003', 2)
    const first = await book('长沙客户甲', `${DAY}T09:00:00+08:00`)
    const second = await book('长沙客户乙', `${DAY}T14:00:00+08:00`)
    const late = await book('长沙客户丙', `${OTHER_DAY}T09:00:00+08:00`)

    const drivers = await get<{ id: string; realName: string }[]>(reception, '/api/hm-crm/route-day/drivers')
    expect(drivers.body.data.map((driver) => driver.id)).toContain(pickup.userId)

    const route = {
      routeDate: DAY,
      planId,
      vehicleId: car,
      driverUserId: pickup.userId,
      appointmentIds: [second.id, first.id],
    }
    const saved = await post<DayRoute>(reception, '/api/hm-crm/route-day/submit', route)
    expect(saved.status).toBe(200)
    expect(saved.body.data.appointments.map((item) => item.id)).toEqual([second.id, first.id])
    expect(saved.body.data.nodes.map((node) => node.name)).toEqual(['检定中心', '完成'])

    const refusal = async (body: object) => {
      const answer = await post<DayRoute>(reception, '/api/hm-crm/route-day/submit', body)
      expect(answer.status).toBe(400)
      return answer.body.msg
    }
    const base = { routeDate: DAY, planId: otherPlan, appointmentIds: [] }
    expect(await refusal({ ...base, vehicleId: car, driverUserId: reception.userId })).toBe(
      '车辆湘A·D0001当天已安排在路线“西线”',
    )
    expect(await refusal({ ...base, vehicleId: car2, driverUserId: pickup.userId })).toMatch(
      /^司机.+当天已安排在路线“西线”$/,
    )
    expect(await refusal({ ...base, vehicleId: broken, driverUserId: reception.userId })).toBe(
      '车辆湘A·D0003不是可用状态',
    )
    expect(
      await refusal({ ...base, planId: disabledPlan, vehicleId: car2, driverUserId: reception.userId }),
    ).toBe('该路线计划已停用')
    expect(
      await refusal({ ...base, vehicleId: car2, driverUserId: reception.userId, appointmentIds: [first.id] }),
    ).toBe(`预约${first.pickupNo}已安排在路线“西线”`)
    expect(
      await refusal({ ...base, vehicleId: car2, driverUserId: reception.userId, appointmentIds: [late.id] }),
    ).toBe(`预约${late.pickupNo}不是当天的已预约取件`)

    // Another day is another day: the same vehicle and driver may drive again.
    const tomorrow = await post<DayRoute>(reception, '/api/hm-crm/route-day/submit', {
      ...route,
      routeDate: OTHER_DAY,
      appointmentIds: [late.id],
    })
    expect(tomorrow.status).toBe(200)

    // Reordering the route's own appointments is not a clash with itself.
    const reordered = await post<DayRoute>(reception, '/api/hm-crm/route-day/submit', {
      ...route,
      id: saved.body.data.id,
      appointmentIds: [first.id, second.id],
    })
    expect(reordered.status).toBe(200)
    expect(reordered.body.data.appointments.map((item) => item.id)).toEqual([first.id, second.id])

    const theirs = await post<DayRoute>(reception, '/api/hm-crm/route-day/submit', {
      ...base,
      vehicleId: car2,
      driverUserId: reception.userId,
    })
    expect(theirs.status).toBe(200)
    const day = await get<DayRoute[]>(reception, `/api/hm-crm/route-day/list?date=${DAY}`)
    expect(day.body.data.map((item) => item.planName).sort()).toEqual(['南线', '西线'])
  })

  it('lets the driver read her own routes of a day, and no one else’s', async () => {
    const mine = await get<DayRoute[]>(pickup, `/api/hm-crm/route-day/mine?date=${DAY}`)
    expect(mine.status).toBe(200)
    expect(mine.body.data.map((item) => [item.planName, item.driverUserId])).toEqual([
      ['西线', pickup.userId],
    ])
    expect(mine.body.data[0]?.appointments.map((item) => item.address)).toEqual([
      '长沙客户甲门卫室',
      '长沙客户乙门卫室',
    ])
    expect((await get(pickup, `/api/hm-crm/route-day/list?date=${DAY}`)).status).toBe(403)
    // What she registers on site is picked from the records: vehicles in service, staff who may drive.
    const choices = await get<{ vehicles: { plateNumber: string }[]; drivers: { id: string }[] }>(
      pickup,
      '/api/hm-crm/route-day/traffic-choices',
    )
    expect(choices.body.data.vehicles.map((car) => car.plateNumber)).toContain('湘A·D0001')
    expect(choices.body.data.vehicles.map((car) => car.plateNumber)).not.toContain('湘A·D0003')
    expect(choices.body.data.drivers.map((driver) => driver.id)).toContain(pickup.userId)
    expect((await get(tester, '/api/hm-crm/route-day/traffic-choices')).status).toBe(403)
    expect((await get(tester, `/api/hm-crm/route-day/mine?date=${DAY}`)).status).toBe(403)
  })
})
