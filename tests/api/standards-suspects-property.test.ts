import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tx } from '../../server/db/database'
import { queryRows } from '../../server/db/database'
import {
  certificateDevice,
  certificateRecord,
  certificateReview,
  deviceContainment,
  labOrder,
  labReport,
  measuringStandard,
  measuringStandardDevice,
  orderSample,
  standardDevice,
} from '../../server/db/schema'
import { withTenant } from '../../server/db/tenant-scope'
import { suspectCertificates } from '../../server/modules/standards/containment/suspects'
import { databaseKinds } from '../support/databases'
import { MEASURAND, standardDeviceBody } from '../support/standard-device'
import {
  call,
  createTestApp,
  login,
  type Envelope,
  type Session,
  type TestApp,
  confirmedBy,
} from '../support/test-app'
import { authorise, CONDITIONS, grantButtons, hmPost, releasedOrder } from './lab-workflow-support'

/*
 * The suspect list of a containment, against random labs: whatever certificates were issued, with whichever
 * devices used directly or through measurement standards, it is exactly the certificates issued with the
 * device (or a standard holding it) from the containment's `since` (none: no lower bound) to its `found_on`,
 * both days included, oldest first, each with the latest review this containment opened of it (and the
 * containment's counts of reviews by state). The expectation is worked out from the generated lab alone, not
 * from certificate_device. Each run writes its lab in a transaction rolled back at the end, so runs never see
 * each other's rows. Also: approval records a device used directly as direct, even when a standard used holds
 * it.
 */

const TENANT = '100001'
const DEVICES = 5
const STANDARDS = 3
/** Issue days and windows fall in 40 days (across a month's end), so windows often start or end on one. */
const DAYS = 40
const FIRST_DAY = Date.UTC(2025, 0, 10)

const dayOf = (offset: number) => new Date(FIRST_DAY + offset * 86_400_000).toISOString().slice(0, 10)

type Certificate = { day: number; direct: number[]; standards: number[] }
type Window = { device: number; since: number | null; foundOn: number }
/** A review a containment opened of a certificate (suspect or not), in the order they were opened. */
type Review = { certificate: number; window: number; state: ReviewState }
type ReviewState = 'open' | 'confirmed' | 'revoked'
type Lab = { members: boolean[][]; certificates: Certificate[]; windows: Window[]; reviews: Review[] }

const deviceIndex = fc.integer({ min: 0, max: DEVICES - 1 })
const day = fc.integer({ min: 0, max: DAYS - 1 })
const lab: fc.Arbitrary<Lab> = fc.record({
  // Which devices each measurement standard holds (some none, some shared with another standard).
  members: fc.array(fc.array(fc.boolean(), { minLength: DEVICES, maxLength: DEVICES }), {
    minLength: STANDARDS,
    maxLength: STANDARDS,
  }),
  certificates: fc.array(
    fc.record({
      day,
      direct: fc.uniqueArray(deviceIndex, { maxLength: 3 }),
      standards: fc.uniqueArray(fc.integer({ min: 0, max: STANDARDS - 1 }), { maxLength: 2 }),
    }),
    { maxLength: 40 },
  ),
  windows: fc.array(fc.record({ device: deviceIndex, since: fc.option(day, { freq: 4 }), foundOn: day }), {
    minLength: 1,
    maxLength: 4,
  }),
  reviews: fc.array(
    fc.record({
      // The first ten certificates only, so that one is often reviewed more than once.
      certificate: fc.nat({ max: 9 }),
      window: fc.nat(),
      state: fc.constantFrom<ReviewState>('open', 'confirmed', 'revoked'),
    }),
    { maxLength: 30 },
  ),
})

/** A suspect as the test expects it: via the name of the standard, review this containment's latest. */
type Expected = {
  certificateNo: string
  issueDate: string
  via: string | null
  review: { id: string; state: ReviewState } | null
}

/** Thrown at the end of a run to roll its lab back. */
class RunOver extends Error {}

describe.each(databaseKinds)('the suspect list of a device found wrong, over random labs, on %s', (kind) => {
  let t: TestApp
  let run = 0

  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  /** Writes the lab's rows (what approval and the register would have written) and answers its ids. */
  async function writeLab(tx: Tx, generated: Lab) {
    const tag = `P${(run++).toString(36).toUpperCase().padStart(3, '0')}`
    const devices = Array.from({ length: DEVICES }, () => uuidv7())
    const standards = Array.from({ length: STANDARDS }, () => uuidv7())
    const standardNames = standards.map((_, index) => `${tag}标准装置${index}`)
    await tx.insert(standardDevice).values(
      devices.map((id, index) => ({
        tenantId: TENANT,
        id,
        name: `${tag}标准器${index}`,
        certificateNo: `${tag}-D${index}`,
        validUntil: '2099-12-31',
      })),
    )
    await tx.insert(measuringStandard).values(
      standards.map((id, index) => ({
        tenantId: TENANT,
        id,
        name: standardNames[index]!,
        kind: 4,
        certificateNo: `${tag}-S${index}`,
        validUntil: '2099-12-31',
      })),
    )
    const members = generated.members.flatMap((holds, standard) =>
      devices
        .filter((_, device) => holds[device])
        .map((deviceId) => ({ tenantId: TENANT, standardId: standards[standard]!, deviceId })),
    )
    if (members.length > 0) await tx.insert(measuringStandardDevice).values(members)

    const certificates = generated.certificates.map((certificate, index) => ({
      ...certificate,
      orderId: uuidv7(),
      sampleId: uuidv7(),
      reportId: uuidv7(),
      certificateNo: `${tag}C${String(index).padStart(3, '0')}`,
      issueDate: dayOf(certificate.day),
    }))
    if (certificates.length > 0) {
      await tx.insert(labOrder).values(
        certificates.map((c) => ({
          tenantId: TENANT,
          id: c.orderId,
          orderNo: `${tag}O${c.certificateNo}`,
          enterName: '性质测试客户',
        })),
      )
      await tx
        .insert(orderSample)
        .values(
          certificates.map((c) => ({ tenantId: TENANT, id: c.sampleId, orderId: c.orderId, name: '压力表' })),
        )
      await tx.insert(labReport).values(
        certificates.map((c) => ({
          tenantId: TENANT,
          id: c.reportId,
          orderId: c.orderId,
          sampleId: c.sampleId,
          state: 1000,
          reportNo: c.certificateNo,
        })),
      )
      await tx.insert(certificateRecord).values(
        certificates.map((c) => ({
          tenantId: TENANT,
          reportId: c.reportId,
          certificateNo: c.certificateNo,
          checkCodeHash: '0'.repeat(64),
          holder: '性质测试客户',
          instrumentName: '压力表',
          issueDate: c.issueDate,
          conclusion: '合格',
          pdfSha256: '0'.repeat(64),
        })),
      )
    }
    // As approval writes them: one row per device used, directly (via null) or else through the standard of
    // the smallest id among those used that hold it.
    const deviceRows = certificates.flatMap((c) =>
      devices.flatMap((deviceId, device) => {
        const through = c.standards
          .filter((standard) => generated.members[standard]![device])
          .map((standard) => standards[standard]!)
          .sort()
        if (!c.direct.includes(device) && through.length === 0) return []
        return [
          {
            tenantId: TENANT,
            deviceId,
            reportId: c.reportId,
            issueDate: c.issueDate,
            viaStandardId: c.direct.includes(device) ? null : through[0]!,
          },
        ]
      }),
    )
    if (deviceRows.length > 0) await tx.insert(certificateDevice).values(deviceRows)

    const openedBy = uuidv7()
    const containments = generated.windows.map((window) => ({ ...window, id: uuidv7() }))
    await tx.insert(deviceContainment).values(
      containments.map((k) => ({
        tenantId: TENANT,
        id: k.id,
        deviceId: devices[k.device]!,
        triggerKind: 'check' as const,
        triggerId: uuidv7(),
        since: k.since === null ? null : dayOf(k.since),
        foundOn: dayOf(k.foundOn),
        openedBy,
      })),
    )
    // A certificate is under one open review at most (a unique index): a second one opened is taken closed.
    const openReports = new Set<number>()
    const reviews = certificates.length
      ? generated.reviews.map((review, index) => {
          const certificate = review.certificate % certificates.length
          const reopened = review.state === 'open' && openReports.has(certificate)
          if (review.state === 'open') openReports.add(certificate)
          return {
            id: uuidv7(),
            certificate,
            window: review.window % containments.length,
            state: reopened ? ('confirmed' as const) : review.state,
            openedAt: new Date(FIRST_DAY + index * 60_000),
          }
        })
      : []
    if (reviews.length > 0)
      await tx.insert(certificateReview).values(
        reviews.map((review) => ({
          tenantId: TENANT,
          id: review.id,
          containmentId: containments[review.window]!.id,
          reportId: certificates[review.certificate]!.reportId,
          certificateNo: certificates[review.certificate]!.certificateNo,
          state: review.state,
          openedBy,
          openedAt: review.openedAt,
        })),
      )
    return { certificates, standards, standardNames, containments, reviews }
  }

  it('lists exactly the certificates issued with the device, or a standard holding it, in the window', async () => {
    await fc.assert(
      fc.asyncProperty(lab, async (generated) => {
        try {
          await withTenant(t.database.db, TENANT, async (tx) => {
            const written = await writeLab(tx, generated)
            for (const [window, k] of written.containments.entries()) {
              const reviewsOf = written.reviews.filter((review) => review.window === window)
              const expected: Expected[] = written.certificates
                .flatMap((c, index) => {
                  if ((k.since !== null && c.day < k.since) || c.day > k.foundOn) return []
                  const through = c.standards
                    .filter((standard) => generated.members[standard]![k.device])
                    .map((standard) => ({
                      id: written.standards[standard]!,
                      name: written.standardNames[standard]!,
                    }))
                    .sort((a, b) => (a.id < b.id ? -1 : 1))
                  if (!c.direct.includes(k.device) && through.length === 0) return []
                  const latest = reviewsOf.filter((review) => review.certificate === index).at(-1)
                  return [
                    {
                      certificateNo: c.certificateNo,
                      issueDate: c.issueDate,
                      via: c.direct.includes(k.device) ? null : through[0]!.name,
                      review: latest ? { id: latest.id, state: latest.state } : null,
                    },
                  ]
                })
                .sort((a, b) =>
                  a.issueDate === b.issueDate
                    ? a.certificateNo.localeCompare(b.certificateNo)
                    : a.issueDate.localeCompare(b.issueDate),
                )
              const listed = await suspectCertificates(tx, TENANT, k.id)
              expect(listed.total).toBe(expected.length)
              expect(listed.containment.suspects).toBe(expected.length)
              const stateCount = (state: ReviewState) =>
                reviewsOf.filter((review) => review.state === state).length
              expect(listed.containment).toMatchObject({
                open: stateCount('open'),
                confirmed: stateCount('confirmed'),
                revoked: stateCount('revoked'),
              })
              expect(
                listed.certificates.map((row) => ({
                  certificateNo: row.certificateNo,
                  issueDate: row.issueDate,
                  via: row.viaStandardName,
                  review: row.review,
                })),
              ).toEqual(expected)
              expect(
                listed.certificates.every(
                  (row) =>
                    row.standing === 'valid' &&
                    row.customerName === '性质测试客户' &&
                    row.instrumentName === '压力表',
                ),
              ).toBe(true)
            }
            throw new RunOver()
          })
        } catch (error) {
          if (!(error instanceof RunOver)) throw error
        }
      }),
      { numRuns: 40, seed: 20260514 },
    )
  })

  it('records a device used directly as direct, even when a standard used also holds it', async () => {
    const admin = await login(t.app, TENANT, 'admin')
    const tester = await login(t.app, TENANT, 'tester')
    const reviewer = await login(t.app, TENANT, 'reviewer')
    const approver = await login(t.app, TENANT, 'approver')
    const pickup = await login(t.app, TENANT, 'pickup')
    await grantButtons(t.app, admin, 'tester', ['report_draft', 'report_view'])
    await grantButtons(t.app, admin, 'reviewer', ['item_check', 'report_audit', 'report_view'])
    await grantButtons(t.app, admin, 'approver', ['report_approve', 'report_view'])
    await authorise(t.app, admin, tester.userId, '2')
    const device = async () =>
      (await hmPost<{ id: string }>(t.app, admin, 'standard-device/submit', standardDeviceBody())).body.data
        .id
    const [direct, shared, other] = [await device(), await device(), await device()]
    // Two standards: the first holds the device used directly and a shared one, the second the shared one
    // and another.
    const standards = [uuidv7(), uuidv7()]
    await withTenant(t.database.db, TENANT, async (tx) => {
      await tx.insert(measuringStandard).values(
        standards.map((id, index) => ({
          tenantId: TENANT,
          id,
          name: `直接优先标准装置${index}`,
          kind: 4,
          certificateNo: `[2026]直接优先${id}`,
          validUntil: '2099-12-31',
          abilities: '示值误差',
        })),
      )
      await tx.insert(measuringStandardDevice).values([
        { tenantId: TENANT, standardId: standards[0]!, deviceId: direct },
        { tenantId: TENANT, standardId: standards[0]!, deviceId: shared },
        { tenantId: TENANT, standardId: standards[1]!, deviceId: shared },
        { tenantId: TENANT, standardId: standards[1]!, deviceId: other },
      ])
    })

    const order = await releasedOrder(t.app, { admin, pickup })
    type Dept = { id: string; code: string; children?: Dept[] }
    const depts = await call<Envelope<Dept[]>>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])
    const group = flat(depts.body.data).find((dept) => dept.code === 'D0202')!.id
    const itemId = order.itemIds[0]!
    const item = (session: Session, action: string, extra: object = {}) =>
      hmPost<{ state: number }>(t.app, session, 'test-item/transition', { id: itemId, action, ...extra })
    await item(admin, 'dispatch', { groupId: group })
    await item(admin, 'assign', { testerId: tester.userId })
    const saved = await hmPost(t.app, tester, 'test-item/results', {
      itemId,
      points: [
        { nominal: '0.8', asFound: '0.806', permittedError: '0.016', uncertainty: '0.004', unit: 'MPa' },
      ],
      deviceIds: [direct],
      measuringStandardIds: standards,
      measurand: MEASURAND.pressure,
      ...CONDITIONS,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    await item(tester, 'lock')
    await item(tester, 'sendForConfirmation')
    await item(admin, 'confirm')
    expect((await item(reviewer, 'review')).body.data.state).toBe(600)
    const [report] = (
      await call<Envelope<{ id: string }[]>>(t.app, admin, {
        method: 'GET',
        url: `/api/hm-metrology/report/of-order?orderId=${order.orderId}`,
      })
    ).body.data
    for (const [session, action] of [
      [tester, 'submitForAudit'],
      [reviewer, 'passAudit'],
      [approver, 'approve'],
    ] as const) {
      const stepped = await hmPost(t.app, session, 'report/transition', {
        id: report!.id,
        action,
        ...confirmedBy(action),
      })
      expect(stepped.status, JSON.stringify(stepped.body)).toBe(200)
    }

    const rows = await withTenant(t.database.db, TENANT, (tx) =>
      queryRows<{ deviceId: string; via: string | null }>(
        tx,
        sql`select device_id as "deviceId", via_standard_id as via from certificate_device
            where report_id = ${report!.id}`,
      ),
    )
    const viaOf = new Map(rows.map((row) => [row.deviceId, row.via]))
    expect(rows).toHaveLength(3)
    expect(viaOf.get(direct)).toBeNull()
    expect(viaOf.get(shared)).toBe([...standards].sort()[0])
    expect(viaOf.get(other)).toBe(standards[1])
  })
})
