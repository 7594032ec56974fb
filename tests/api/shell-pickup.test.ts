import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedPickupAppointments } from '../../server/seed/seed-workflow'
import { withTenant } from '../../server/db/tenant-scope'
import { labCompactDate as labDate } from '@/domain/labClock'
import { createPickupAppointment, nextPickupNo } from '../../server/modules/pickup/service'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'

type NoticeItem = {
  id: string
  customerName: string
  pickupTime: string
  pickupNo: string
  instrumentCount: number
}

const TENANT = '100001'
const HOUR = 3600_000

describe.each(databaseKinds)('pickup notice on %s', (kind) => {
  let t: TestApp
  let reception: Session
  let tester: Session
  let platform: Session
  const notice = async (session: Session | null) =>
    call<Envelope<NoticeItem[]>>(t.app, session, { method: 'GET', url: '/api/crm/pickup/notice' })

  beforeAll(async () => {
    t = await createTestApp(kind)
    await withTenant(t.database.db, TENANT, (tx) => seedPickupAppointments(tx, TENANT))
    reception = await login(t.app, TENANT, 'reception')
    tester = await login(t.app, TENANT, 'tester')
    platform = await login(t.app, '000000', 'admin')
  })
  afterAll(() => t.close())

  it('lists booked appointments from now to the end of tomorrow, soonest first', async () => {
    // For those who take the bookings (the acceptance page's grant), not for every member of staff.
    expect((await notice(tester)).status).toBe(403)
    const response = await notice(reception)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ code: 200, success: true })
    const items = response.body.data
    expect(items.map((item) => item.customerName)).toEqual([
      '长沙市第一人民医院',
      '湖南华菱钢铁股份有限公司',
      '中联重科股份有限公司',
    ])
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([
        'customerName',
        'id',
        'instrumentCount',
        'pickupNo',
        'pickupTime',
      ])
      expect(item.pickupNo).toMatch(/^QJ\d{8}\d{3}$/)
      expect(new Date(item.pickupTime).getTime()).toBeGreaterThan(Date.now())
    }
    expect(items[0]?.instrumentCount).toBe(12)
    const times = items.map((item) => new Date(item.pickupTime).getTime())
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    // Neither last week's appointment nor the cancelled one of tomorrow.
    expect(items.map((item) => item.customerName)).not.toContain('湘潭市自来水有限公司')
    expect(items.map((item) => item.customerName)).not.toContain('株洲南方燃气有限公司')
  })

  it('numbers appointments QJ + booking date + serial, and seeds once', async () => {
    const numbers = (await notice(reception)).body.data.map((item) => item.pickupNo)
    expect(numbers).toEqual([
      `QJ${labDate(new Date())}001`,
      `QJ${labDate(new Date())}002`,
      `QJ${labDate(new Date())}003`,
    ])
    await withTenant(t.database.db, TENANT, (tx) => seedPickupAppointments(tx, TENANT))
    expect((await notice(reception)).body.data).toHaveLength(3)
    const next = await withTenant(t.database.db, TENANT, (tx) => nextPickupNo(tx, TENANT, new Date()))
    // Four of the five demo appointments were booked today (the cancelled one included).
    expect(next).toBe(`QJ${labDate(new Date())}005`)
  })

  it('leaves out appointments after tomorrow and shows at most 20', async () => {
    const inTwoDays = new Date(Date.now() + 49 * HOUR)
    await withTenant(t.database.db, TENANT, async (tx) => {
      await createPickupAppointment(tx, TENANT, null, {
        customerName: '湖南省计量检测研究院后天客户',
        pickupTime: inTwoDays,
        instrumentCount: 1,
      })
      for (let i = 0; i < 25; i++)
        await createPickupAppointment(tx, TENANT, null, {
          customerName: `长沙客户${i}`,
          pickupTime: new Date(Date.now() + (5 + i / 10) * HOUR),
          instrumentCount: i,
        })
    })
    const items = (await notice(reception)).body.data
    expect(items).toHaveLength(20)
    expect(items.map((item) => item.customerName)).not.toContain('湖南省计量检测研究院后天客户')
    const times = items.map((item) => new Date(item.pickupTime).getTime())
    expect([...times].sort((a, b) => a - b)).toEqual(times)
  })

  it('needs a signed-in user and shows a tenant only its own appointments', async () => {
    const anonymous = await notice(null)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.msg).toBeTruthy()
    const other = await notice(platform)
    expect(other.status).toBe(200)
    expect(other.body.data).toEqual([])
  })
})
