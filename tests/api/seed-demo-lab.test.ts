import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labDay } from '@/domain/labClock'
import { belowCmc, evaluateBudget } from '@/domain/uncertainty'
import { labCapability, routeDay, routePlan, vehicle } from '../../server/db/schema'
import { withTenant } from '../../server/db/tenant-scope'
import { budgetInput } from '../../server/modules/lab-workflow/uncertainty-schemas'
import { seedCapabilities } from '../../server/seed/seed-capabilities'
import { seedDemo } from '../../server/seed/seed-demo'
import { seedRoutePlan } from '../../server/seed/seed-route-plan'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Page, type TestApp } from '../support/test-app'

/*
 * What a newcomer finds in the demo lab besides its orders: a scope of accreditation (能力范围) with one budget
 * template, and the pickup road (a route plan with its nodes, and tomorrow's route for the pickup person).
 */

const TENANT = '100001'

type Capability = {
  id: string
  abilityCode: string
  itemName: string
  measurand: string | null
  rangeMin: string | null
  rangeMax: string | null
  unit: string | null
  cmc: string | null
  decisionRule: number
  guardBand: string | null
}
type DayRoute = {
  planName: string
  plateNumber: string
  driverUserId: string
  nodes: { seq: number; name: string; nodeAttribute: number; areaCodeName: string | null }[]
  appointments: { customerName: string }[]
}

describe.each(databaseKinds)('the demo lab’s seeded capabilities and pickup road on %s', (kind) => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('lists the lab’s capabilities to its staff, simple acceptance but for one guarded calibration', async () => {
    const admin = await login(t.app, TENANT, 'admin')
    const page = await call<Envelope<Page<Capability>>>(t.app, admin, {
      method: 'POST',
      url: '/api/hm-metrology/capability/page?current=1&size=20',
      payload: {},
    })
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    const rows = page.body.data.records
    expect(page.body.data.total).toBe(5)
    expect(
      rows.map((row) => [row.abilityCode, row.itemName, row.measurand, row.rangeMin, row.rangeMax, row.unit]),
    ).toEqual(
      expect.arrayContaining([
        ['1', '压力表', '5', '0', '60', 'MPa'],
        ['2', '电子天平', '3', '0', '220', 'g'],
        ['1', '玻璃液体温度计', '7', '-30', '300', '℃'],
        ['2', '数字温度计', '7', '-50', '300', '℃'],
        ['2', '游标卡尺', '1', '0', '300', 'mm'],
      ]),
    )
    expect(rows.filter((row) => row.decisionRule !== 1).map((row) => [row.itemName, row.guardBand])).toEqual([
      ['数字温度计', '0.06'],
    ])
    // Named as instruments, not as the parameters the walk-throughs name their test items: those are judged as
    // before, with no CMC.
    expect(rows.map((row) => row.itemName)).not.toContain('示值误差')
  })

  it('keeps one budget template, as the template endpoint would, whose U is not below the CMC', async () => {
    const rows = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select({
          itemName: labCapability.itemName,
          cmc: labCapability.cmc,
          template: labCapability.uncertaintyTemplate,
        })
        .from(labCapability)
        .where(eq(labCapability.tenantId, TENANT)),
    )
    const withTemplate = rows.filter((row) => row.template)
    expect(withTemplate.map((row) => row.itemName)).toEqual(['压力表'])
    const { template, cmc } = withTemplate[0]!
    expect(budgetInput.parse(template)).toEqual(template)
    expect(template!.components.every((component) => component.type === 'B')).toBe(true)
    const evaluated = evaluateBudget(template!)
    expect(evaluated.ok).toBe(true)
    if (!evaluated.ok) return
    expect(evaluated.result).toMatchObject({ expanded: '0.0070', coverageFactor: '2.00' })
    expect(belowCmc(evaluated.result.expanded, cmc)).toBe(false)
  })

  it('has tomorrow’s route on its plan for the pickup person, and leaves today free', async () => {
    const reception = await login(t.app, TENANT, 'reception')
    const pickup = await login(t.app, TENANT, 'pickup')
    const tomorrow = labDay(new Date(), 1)
    const day = await call<Envelope<DayRoute[]>>(t.app, reception, {
      method: 'GET',
      url: `/api/hm-crm/route-day/list?date=${tomorrow}`,
    })
    expect(day.status).toBe(200)
    expect(day.body.data).toHaveLength(1)
    const [route] = day.body.data
    expect(route).toMatchObject({
      planName: '河西取件线',
      plateNumber: '湘A·J5208',
      driverUserId: pickup.userId,
    })
    expect(route!.nodes.map((node) => [node.seq, node.name, node.nodeAttribute])).toEqual([
      [1, '示范计量检测研究院', 1],
      [2, '中联重科股份有限公司', 3],
      [3, '湖南华菱钢铁股份有限公司', 3],
      [4, '研究院收样室', 4],
    ])
    expect(route!.nodes[1]?.areaCodeName).toBe('湖南省/长沙市/岳麓区')
    expect(route!.appointments.map((item) => item.customerName)).toEqual(['中联重科股份有限公司'])
    const mine = await call<Envelope<DayRoute[]>>(t.app, pickup, {
      method: 'GET',
      url: `/api/hm-crm/route-day/mine?date=${tomorrow}`,
    })
    expect(mine.body.data.map((item) => item.planName)).toEqual(['河西取件线'])
    const today = await call<Envelope<DayRoute[]>>(t.app, reception, {
      method: 'GET',
      url: '/api/hm-crm/route-day/list',
    })
    expect(today.body.data).toEqual([])
    // Only the vehicle in service is offered on site.
    const choices = await call<Envelope<{ vehicles: { plateNumber: string }[] }>>(t.app, pickup, {
      method: 'GET',
      url: '/api/hm-crm/route-day/traffic-choices',
    })
    expect(choices.body.data.vehicles.map((car) => car.plateNumber)).toEqual(['湘A·J5208'])
  })

  it('adds nothing when seeded again', async () => {
    const counts = () =>
      withTenant(t.database.db, TENANT, async (tx) => {
        const of = async (
          table: typeof labCapability | typeof routePlan | typeof vehicle | typeof routeDay,
        ) => Number((await tx.select({ n: count() }).from(table).where(eq(table.tenantId, TENANT)))[0]?.n)
        return [await of(labCapability), await of(routePlan), await of(vehicle), await of(routeDay)]
      })
    const before = await counts()
    expect(before).toEqual([5, 1, 2, 1])
    expect(await seedDemo(t.database)).toBe('existing')
    const pickup = await login(t.app, TENANT, 'pickup')
    const admin = await login(t.app, TENANT, 'admin')
    await withTenant(t.database.db, TENANT, async (tx) => {
      await seedCapabilities(tx, TENANT, admin.userId)
      await seedRoutePlan(tx, TENANT, { adminId: admin.userId, driverId: pickup.userId })
    })
    expect(await counts()).toEqual(before)
  })
})
