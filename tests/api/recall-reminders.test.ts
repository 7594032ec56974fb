import type pg from 'pg'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { labDay } from '@/domain/labClock'
import { queryRows, type Database } from '../../server/db/database'
import { openDatabase } from '../../server/db/open'
import { withTenant } from '../../server/db/tenant-scope'
import { labToday, setLabClockOffset } from '../../server/lab-clock'
import { sendRecallReminders } from '../../server/modules/recall/sweep'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'

/*
 * Customers are reminded of their instruments falling due: once per due cycle, through every channel they
 * have (in-site to their linked accounts, SMS, mail, each through its template and logged), whatever the
 * restarts and however many server processes sweep; a new due date is a new cycle. Reception lists what falls
 * due, with whether the customer was told.
 */

const TENANT = '100001'

type Row = { id: string; customerId: string; nextDueDate: string }
type RecallRow = {
  instrumentId: string
  days: number
  remindedAt: string | null
  customerName: string
  address: string | null
  inspectionType: string | null
}

describe.each(databaseKinds)('recall reminders on %s', (kind) => {
  let t: TestApp
  let reception: Session
  let customer: Session

  const inTenant = <T>(fn: (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) =>
    withTenant(t.database.db, TENANT, fn)
  /** The instruments whose due date lies within 30 days either side of `day`, and not reminded for it. */
  const dueAround = (day: string) =>
    inTenant((tx) =>
      queryRows<Row>(
        tx,
        sql`select i.id, i.customer_id as "customerId", i.next_due_date::text as "nextDueDate"
            from crm_instrument i
            join crm_customer c on c.tenant_id = i.tenant_id and c.id = i.customer_id and c.is_deleted = false
            where i.tenant_id = ${TENANT} and i.is_deleted = false
              and i.next_due_date between (${day}::date - 30) and (${day}::date + 30)
              and not exists (select 1 from recall_reminder m where m.tenant_id = i.tenant_id
                              and m.instrument_id = i.id and m.due_date = i.next_due_date)`,
      ),
    )
  const siteMessages = (userId: string) =>
    inTenant((tx) =>
      queryRows<{ text: string }>(
        tx,
        sql`select text from message where tenant_id = ${TENANT} and user_id = ${userId}
            and title = '器具复校提醒' order by create_time`,
      ),
    )
  const setDue = (id: string, day: string) =>
    inTenant((tx) =>
      tx.execute(
        sql`update crm_instrument set next_due_date = ${day}::date where tenant_id = ${TENANT} and id = ${id}`,
      ),
    )
  const page = (session: Session, query = '') =>
    call<Envelope<{ records: RecallRow[]; total: number; days: number }>>(t.app, session, {
      method: 'GET',
      url: `/api/crm/recall/page?size=500${query}`,
    })

  beforeAll(async () => {
    t = await createTestApp(kind)
    reception = await login(t.app, TENANT, 'reception')
    customer = await login(t.app, TENANT, 'customer')
  })
  afterEach(() => setLabClockOffset(0))
  afterAll(() => t.close())

  const remindersOf = (id: string) =>
    inTenant((tx) =>
      queryRows<{ dueDate: string }>(
        tx,
        sql`select due_date::text as "dueDate" from recall_reminder where tenant_id = ${TENANT} and instrument_id = ${id}`,
      ),
    )

  // The server sweeps at start-up too: the assertions are on what was sent, whichever sweep sent it.
  it('reminds each instrument falling due once, through the customer’s channels, each send logged', async () => {
    const today = labToday()
    const [theirs] = await inTenant((tx) =>
      queryRows<{ customerId: string }>(
        tx,
        sql`select customer_id as "customerId" from customer_account where user_id = ${customer.userId}`,
      ),
    )
    const hersDue = await inTenant((tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`select id from crm_instrument where tenant_id = ${TENANT} and is_deleted = false
            and customer_id = ${theirs!.customerId}
            and next_due_date between (${today}::date - 30) and (${today}::date + 30)`,
      ),
    )
    expect(hersDue.length).toBeGreaterThan(0)

    await sendRecallReminders(t.database.db, today)
    expect(await dueAround(today)).toEqual([])
    // Restarted, or swept again within the hour: nothing is sent twice.
    expect(await sendRecallReminders(t.database.db, today)).toBe(0)
    for (const { id } of hersDue) expect(await remindersOf(id)).toHaveLength(1)
    const told = await siteMessages(customer.userId)
    expect(told).toHaveLength(hersDue.length)
    expect(told[0]!.text).toMatch(/^您的.+将于 \d{4}-\d{2}-\d{2} 到期，请及时安排复校。$/)

    const log = await inTenant((tx) =>
      queryRows<{ channel: number; status: string; recipientMasked: string }>(
        tx,
        sql`select channel, status, recipient_masked as "recipientMasked" from notify_send_log
            where tenant_id = ${TENANT} and event = 'recall.due'`,
      ),
    )
    expect(log.filter((row) => row.channel === 2)).toHaveLength(hersDue.length)
    // The customers' phones get an SMS each, queued for the delivery worker, the number masked in the log.
    expect(log.some((row) => row.channel === 1 && /^\d{3}\*{4}\d{4}$/.test(row.recipientMasked))).toBe(true)
  })

  it('reminds what comes into the window as the lab’s days pass, and a new due date afresh', async () => {
    setLabClockOffset(40)
    const later = labToday()
    expect(later).toBe(labDay(Date.now(), 40))
    const due = await dueAround(later)
    expect(due.length).toBeGreaterThan(0)
    expect(await sendRecallReminders(t.database.db, later)).toBe(due.length)
    expect(await sendRecallReminders(t.database.db, later)).toBe(0)

    // Calibrated again: its next due date is a new cycle, reminded once more when it comes near.
    const again = due[0]!.id
    await setDue(again, labDay(Date.now(), 50))
    expect(await sendRecallReminders(t.database.db, later)).toBe(1)
    expect((await remindersOf(again)).map((row) => row.dueDate).sort()).toEqual(
      [due[0]!.nextDueDate, labDay(Date.now(), 50)].sort(),
    )
  })

  it('lists for reception what falls due, soonest first, with whether the customer was told', async () => {
    const listed = await page(reception)
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    const { records, days } = listed.body.data
    expect(days).toBe(30)
    expect(records.length).toBeGreaterThan(0)
    expect(records.map((row) => row.days)).toEqual([...records.map((row) => row.days)].sort((a, b) => a - b))
    expect(records.every((row) => row.days <= 30)).toBe(true)
    // Each row carries what reception needs to book the pickup or quote it: where the customer is, and how
    // the instrument is tested.
    const [sample] = await inTenant((tx) =>
      queryRows<{ address: string; inspectionType: string | null }>(
        tx,
        sql`select coalesce(nullif(c.address, ''), replace(c.area_code_name, '/', '')) as address,
              i.inspection_type as "inspectionType"
            from crm_instrument i join crm_customer c on c.tenant_id = i.tenant_id and c.id = i.customer_id
            where i.tenant_id = ${TENANT} and i.id = ${records[0]!.instrumentId}`,
      ),
    )
    expect(records[0]).toMatchObject({
      address: sample!.address || null,
      inspectionType: sample!.inspectionType,
    })
    expect(records.some((row) => row.remindedAt !== null)).toBe(true)
    const narrowed = await page(reception, `&keyword=${encodeURIComponent(records[0]!.customerName)}`)
    expect(narrowed.body.data.records.every((row) => row.customerName === records[0]!.customerName)).toBe(
      true,
    )
    expect((await page(reception, '&days=400')).status).toBe(400)

    const tester = await login(t.app, TENANT, 'tester')
    expect((await page(tester)).status).toBe(403)
    expect((await page(customer)).status).toBe(403)
  })

  it.runIf(kind === 'postgres')(
    'sends each reminder once when two server processes sweep at once',
    async () => {
      const ids = await inTenant((tx) =>
        queryRows<{ id: string }>(
          tx,
          sql`select id from crm_instrument where tenant_id = ${TENANT} and is_deleted = false order by id limit 6`,
        ),
      )
      for (const [index, row] of ids.entries()) await setDue(row.id, labDay(Date.now(), 70 + index))
      setLabClockOffset(60)
      const day = labToday()
      const expected = (await dueAround(day)).length
      const pool = (t.database.db as unknown as { $client: pg.Pool }).$client
      let other: Database | null = null
      try {
        other = await openDatabase(
          { kind: 'postgres', url: pool.options.connectionString as string },
          { poolSize: 2 },
        )
        const counts = await Promise.all([
          sendRecallReminders(t.database.db, day),
          sendRecallReminders(other.db, day),
        ])
        expect(counts[0] + counts[1]).toBe(expected)
        // Whichever swept, each is reminded once; and one sweep later there is nothing left.
        expect(await sendRecallReminders(other.db, day)).toBe(0)
        const twice = await inTenant((tx) =>
          queryRows(
            tx,
            sql`select event_id from notify_send_log where tenant_id = ${TENANT} and event = 'recall.due'
              group by event_id, channel, recipient having count(*) > 1`,
          ),
        )
        expect(twice).toEqual([])
      } finally {
        await other?.close()
      }
    },
  )
})
