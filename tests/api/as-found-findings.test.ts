import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withTenant } from '../../server/db/tenant-scope'
import { notifyReportReady } from '../../server/modules/lab-workflow/notify'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { certifiedInstrument, demoCustomerId, TENANT, type Certified } from './label-apply-support'
import { sendsOf } from './notify-support'

/*
 * An instrument found out of tolerance before adjustment is a finding of its own: the customer is told at
 * issue to assess what it measured since its last calibration, and the lab lists such certificates by month
 * and customer.
 */

type Row = { certificateNo: string; month: string; customerName: string; items: string; points: number }

describe.each(databaseKinds)('as-found findings on %s', (kind) => {
  let t: TestApp
  let quality: Session
  let customer: Session
  let foundOut: Certified
  let fine: Certified

  const page = (session: Session, query = '') =>
    call<Envelope<{ records: Row[]; total: number }>>(t.app, session, {
      method: 'GET',
      url: `/api/hm-metrology/as-found/page?size=100${query}`,
    })

  beforeAll(async () => {
    t = await createTestApp(kind)
    quality = await login(t.app, TENANT, 'quality')
    customer = await login(t.app, TENANT, 'customer')
    const customerId = await demoCustomerId(t.database)
    foundOut = await certifiedInstrument(t.database, customerId, { foundOut: true })
    fine = await certifiedInstrument(t.database, customerId)
  })
  afterAll(() => t.close())

  it('lists the certificates whose instrument was out of tolerance as found, by month and customer', async () => {
    const listed = await page(quality)
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    const numbers = listed.body.data.records.map((row) => row.certificateNo)
    expect(numbers).toContain(foundOut.certificateNo)
    expect(numbers).not.toContain(fine.certificateNo)
    expect(
      listed.body.data.records.find((row) => row.certificateNo === foundOut.certificateNo),
    ).toMatchObject({
      month: '2026-01',
      customerName: '客户',
      items: '示值误差',
      points: 1,
    })
    const inMonth = await page(quality, '&month=2026-01')
    expect(inMonth.body.data.records.map((row) => row.certificateNo)).toContain(foundOut.certificateNo)
    expect((await page(quality, '&month=2025-12')).body.data.records).toEqual([])
    const byNumber = await page(quality, `&keyword=${foundOut.certificateNo}`)
    expect(byNumber.body.data.records.map((row) => row.certificateNo)).toEqual([foundOut.certificateNo])
    expect((await page(quality, '&month=2026-13')).status).toBe(400)
  })

  it('is read by those who read reports, within their data scope', async () => {
    const pickup = await login(t.app, TENANT, 'pickup')
    expect((await page(pickup)).status).toBe(403)
    // A customer reads her certificates in her portal, where the certificate says it; not the lab's list.
    expect((await page(customer)).status).toBe(403)
    // A tester reads reports of her department's items only: the demo's found-out certificate is none of them.
    const tester = await login(t.app, TENANT, 'tester')
    const hers = await page(tester)
    expect(hers.status).toBe(200)
    expect(hers.body.data.records.map((row) => row.certificateNo)).not.toContain(foundOut.certificateNo)
  })

  it('tells the customer at issue, once, on each of her channels; a certificate without a finding tells nothing more', async () => {
    const send = (certified: Certified) =>
      withTenant(t.database.db, TENANT, (tx) =>
        notifyReportReady(tx, TENANT, {
          reportId: certified.reportId,
          certificateNo: certified.certificateNo,
          senderId: quality.userId,
        }),
      )
    await send(foundOut)
    await send(foundOut)
    await send(fine)
    const told = await sendsOf(
      t.database,
      TENANT,
      'certificate.asFoundOutOfTolerance',
      `asfound:${foundOut.certificateNo}`,
    )
    expect(told.length).toBeGreaterThan(0)
    expect(new Set(told.map((row) => `${row.channel}/${row.recipient}`)).size).toBe(told.length)
    expect(told.find((row) => row.channel === 2)?.recipient).toBe(customer.userId)
    for (const row of told) expect(row.body).toContain(foundOut.certificateNo)
    expect(
      await sendsOf(t.database, TENANT, 'certificate.asFoundOutOfTolerance', `asfound:${fine.certificateNo}`),
    ).toEqual([])
    expect(
      await sendsOf(t.database, TENANT, 'report.ready', `report.ready:${fine.certificateNo}`),
    ).not.toEqual([])
  })
})
