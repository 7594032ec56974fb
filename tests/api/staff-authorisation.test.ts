import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labDay } from '@/domain/labClock'
import { message, staffCertificate } from '../../server/db/schema'
import { withTenant } from '../../server/db/tenant-scope'
import { sendLapseNotices } from '../../server/modules/staff/lapse-notices'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { hmGet, hmPost, releasedOrder, staffSubmit } from './lab-workflow-support'

/*
 * Staff authorisations rest on evidence (ISO/IEC 17025 6.2): a new tester without a certificate or a passed
 * training cannot be authorised nor assigned; a good training covering one item authorises her for that item
 * only; a certificate authorises her while it is valid and not withdrawn, and every refusal names what is
 * missing or lapsed. The lapses ahead are listed and told once to her and to the staff office.
 */

const TENANT = '100001'
const ITEM = '示值误差'
const OTHER = '回程误差'

type Lapse = {
  subject: string
  id: string
  person: string
  deptName: string | null
  lapseDate: string | null
  bucket: string
  problem: { zh: string } | null
}
type Status = { id: string; abilityStatus: string; problem: string | null; message: { zh: string } | null }

describe.each(databaseKinds)('staff authorisations on their evidence on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let pickup: Session
  let quality: Session
  let newbie: string
  let itemIds: string[]
  let certificateId: string
  const today = labDay(Date.now())

  const grant = (body: object) =>
    hmPost(t.app, admin, 'staff-ability/submit', { userId: newbie, abilityCode: '2', ...body })
  const assign = (itemId: string) =>
    hmPost(t.app, admin, 'test-item/transition', { id: itemId, action: 'assign', testerId: newbie })
  const lapses = async () =>
    (
      await call<Envelope<{ rows: Lapse[]; counts: Record<string, number> }>>(t.app, quality, {
        method: 'GET',
        url: '/api/hm-staff/lapses',
      })
    ).body.data
  const setCertificate = (values: Partial<typeof staffCertificate.$inferInsert>) =>
    withTenant(t.database.db, TENANT, (tx) =>
      tx
        .update(staffCertificate)
        .set(values)
        .where(and(eq(staffCertificate.tenantId, TENANT), eq(staffCertificate.id, certificateId))),
    )

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    pickup = await login(t.app, TENANT, 'pickup')
    quality = await login(t.app, TENANT, 'quality')
    const roles = await call<Envelope<{ id: string; roleAlias: string }[]>>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/role/list',
    })
    const depts = await call<Envelope<{ id: string }[]>>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    const created = await call<Envelope<{ id: string }>>(t.app, admin, {
      method: 'POST',
      url: '/api/blade-user/submit',
      payload: {
        account: 'newbie',
        realName: '王新人',
        password: 'Newbie2026x',
        deptId: depts.body.data[0]!.id,
        roleIds: [roles.body.data.find((role) => role.roleAlias === 'tester')!.id],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    newbie = created.body.data.id
    const order = await releasedOrder(t.app, { admin, pickup }, 1, [ITEM, OTHER])
    itemIds = order.itemIds
    for (const id of itemIds)
      await hmPost(t.app, admin, 'test-item/transition', {
        id,
        action: 'dispatch',
        groupId: depts.body.data[0]!.id,
      })
  })
  afterAll(() => t.close())

  it('neither authorises nor assigns a tester without evidence, nor on someone else’s', async () => {
    const bare = await grant({ itemName: ITEM })
    expect([bare.status, bare.body.msg]).toEqual([
      400,
      `授权王新人开展“${ITEM}”（校准）须有依据：请选择其证书或培训`,
    ])
    const assigned = await assign(itemIds[0]!)
    expect([assigned.status, assigned.body.msg]).toEqual([400, `王新人未获授权开展“${ITEM}”（校准）`])

    // The demo tester's certificate is hers, not the newcomer's.
    const [theirs] = await withTenant(t.database.db, TENANT, (tx) =>
      tx.select().from(staffCertificate).where(eq(staffCertificate.certificateNo, 'JD-DEMO-0001')),
    )
    const borrowed = await grant({ itemName: ITEM, certificateId: theirs!.id })
    expect(borrowed.body.msg).toBe('证书“检定员证 JD-DEMO-0001”不是王新人本人的证书')
  })

  it('authorises on a good training covering the item, for that item only', async () => {
    const training = await staffSubmit(t.app, admin, 'training', {
      topic: '压力表示值误差校准培训',
      kind: '1',
      mode: '2',
      startDate: labDay(Date.now(), -10),
      activities: ITEM,
    })
    expect(training.status, JSON.stringify(training.body)).toBe(200)
    const trainingId = training.body.data.id
    const part = await staffSubmit(t.app, admin, 'training-participant', {
      trainingId,
      userId: newbie,
      attended: '1',
      evaluation: '3',
    })
    expect(part.status, JSON.stringify(part.body)).toBe(200)
    expect((await grant({ itemName: ITEM, trainingId })).body.msg).toBe(
      '王新人的授权依据的培训“压力表示值误差校准培训”评价为“较差”',
    )
    await staffSubmit(t.app, admin, 'training-participant', { id: part.body.data.id, evaluation: '2' })
    const notCovering = await grant({ itemName: OTHER, trainingId })
    expect(notCovering.body.msg).toBe(`培训“压力表示值误差校准培训”不涵盖“${OTHER}”（校准）`)
    const granted = await grant({ itemName: ITEM, trainingId })
    expect(granted.status, JSON.stringify(granted.body)).toBe(200)

    const assigned = await assign(itemIds[0]!)
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
    const refused = await assign(itemIds[1]!)
    expect([refused.status, refused.body.msg]).toEqual([400, `王新人未获授权开展“${OTHER}”（校准）`])
    expect(refused.body.data).toMatchObject({ refusal: 'item.notAuthorised', problem: 'notAuthorised' })
  })

  it('lists and tells once what lapses ahead, refuses a lapsed or withdrawn certificate naming it', async () => {
    const certificate = await staffSubmit(t.app, admin, 'certificate', {
      userId: newbie,
      kind: '检定员证',
      certificateNo: 'JD-NEW-01',
      activities: OTHER,
      issueDate: labDay(Date.now(), -300),
      expiryDate: labDay(Date.now(), 45),
    })
    expect(certificate.status, JSON.stringify(certificate.body)).toBe(200)
    certificateId = certificate.body.data.id
    const granted = await grant({ itemName: OTHER, certificateId })
    expect(granted.status, JSON.stringify(granted.body)).toBe(200)

    const ahead = (await lapses()).rows.filter((row) => row.person === '王新人')
    expect(ahead.map((row) => [row.subject, row.bucket, row.lapseDate]).sort()).toEqual([
      ['authorisation', 'd60', labDay(Date.now(), 45)],
      ['certificate', 'd60', labDay(Date.now(), 45)],
    ])
    expect(ahead[0]!.deptName).toEqual(expect.any(String))

    const notified = async (userId: string) =>
      withTenant(t.database.db, TENANT, (tx) =>
        tx
          .select({ text: message.text })
          .from(message)
          .where(and(eq(message.userId, userId), eq(message.title, '人员证书到期提醒'))),
      )
    expect(await sendLapseNotices(t.database.db, today)).toBeGreaterThanOrEqual(2)
    expect(await sendLapseNotices(t.database.db, today)).toBe(0)
    expect(await notified(newbie)).toEqual([{ text: expect.stringContaining('JD-NEW-01') }])
    expect(await notified(quality.userId)).toHaveLength(1)

    // Expired yesterday: the assignment is refused naming the certificate and its date.
    const yesterday = labDay(Date.now(), -1)
    await setCertificate({ expiryDate: yesterday })
    const expired = await assign(itemIds[1]!)
    expect([expired.status, expired.body.msg]).toEqual([
      400,
      `王新人的授权依据“检定员证 JD-NEW-01”已于 ${yesterday} 过期`,
    ])
    const lapsed = (await lapses()).rows.find(
      (row) => row.subject === 'authorisation' && row.person === '王新人' && row.bucket === 'lapsed',
    )
    expect(lapsed?.problem?.zh).toBe(`王新人的授权依据“检定员证 JD-NEW-01”已于 ${yesterday} 过期`)
    // Lapsed, she and the staff office are told once more.
    expect(await sendLapseNotices(t.database.db, today)).toBeGreaterThanOrEqual(1)
    expect(await sendLapseNotices(t.database.db, today)).toBe(0)

    // Renewed but withdrawn by the lab: still refused, saying so.
    await setCertificate({
      expiryDate: labDay(Date.now(), 700),
      withdrawn: true,
      withdrawReason: '复评不合格',
    })
    expect((await assign(itemIds[1]!)).body.msg).toBe('王新人的授权依据“检定员证 JD-NEW-01”已撤回')
    const statuses = await hmGet<Status[]>(t.app, admin, 'staff-ability/status')
    const withdrawn = statuses.body.data.filter((row) => row.problem === 'certificateWithdrawn')
    expect(withdrawn).toMatchObject([{ abilityStatus: '2' }])

    await setCertificate({ withdrawn: false })
    const assigned = await assign(itemIds[1]!)
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
    expect(
      (await hmGet<Status[]>(t.app, admin, 'staff-ability/status')).body.data.find(
        (row) => row.id === withdrawn[0]!.id,
      ),
    ).toMatchObject({ abilityStatus: '1', problem: null })
  })
})
