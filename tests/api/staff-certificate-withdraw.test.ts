import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../support/databases'
import {
  call,
  createTestApp,
  login,
  type Envelope,
  type Page,
  type Session,
  type TestApp,
} from '../support/test-app'
import { authorise, hmGet, hmPost, releasedOrder, staffSubmit } from './lab-workflow-support'

/*
 * A lab withdraws a staff certificate (revoked by its issuer, found false, superseded): every authorisation
 * resting on it stops holding at once, and holds again when the certificate is reinstated. Each step needs a
 * reason, is refused when there is nothing to do, is kept in the certificate's history and told to its
 * holder. Only the staff office (the certificates' edit button) takes it, and only on its own lab's records.
 */

const TENANT = '100001'
const ITEM = '示值误差'
const BASE = '/api/hm-staff/certificate'
const REASON = '发证机关已注销该证书'

type Status = {
  id: string
  abilityStatus: string
  problem: string | null
  message: { zh: string; en: string } | null
}
type Certificate = { id: string; certificateNo: string; withdrawn: boolean; withdrawReason: string | null }
type HistoryEntry = {
  action: string
  reason: string | null
  userName: string | null
  changes: { field: string; before: string | null; after: string | null }[]
}

describe.each(databaseKinds)('withdrawing a staff certificate on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let quality: Session
  let tester: Session
  let holder: string
  let itemId: string
  let certificateId: string
  let label: string
  /** The authorisation resting on the certificate. */
  let authorisationId: string

  const step = (
    session: Session,
    action: 'withdraw' | 'reinstate',
    body: object,
    headers: Record<string, string> = {},
  ) =>
    call<Envelope<Certificate>>(t.app, session, {
      method: 'POST',
      url: `${BASE}/${action}`,
      payload: body,
      headers,
    })
  const detail = async () =>
    (
      await call<Envelope<Certificate>>(t.app, quality, {
        method: 'GET',
        url: `${BASE}/detail?id=${certificateId}`,
      })
    ).body.data
  const assign = () =>
    hmPost(t.app, admin, 'test-item/transition', { id: itemId, action: 'assign', testerId: holder })
  const statuses = async () => (await hmGet<Status[]>(t.app, admin, 'staff-ability/status')).body.data

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    quality = await login(t.app, TENANT, 'quality')
    tester = await login(t.app, TENANT, 'tester')
    const pickup = await login(t.app, TENANT, 'pickup')
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
        account: 'holder',
        realName: '李持证',
        password: 'Holder2026x',
        deptId: depts.body.data[0]!.id,
        roleIds: [roles.body.data.find((role) => role.roleAlias === 'tester')!.id],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    holder = created.body.data.id
    const order = await releasedOrder(t.app, { admin, pickup }, 1, [ITEM])
    itemId = order.itemIds[0]!
    await hmPost(t.app, admin, 'test-item/transition', {
      id: itemId,
      action: 'dispatch',
      groupId: depts.body.data[0]!.id,
    })
    certificateId = await authorise(t.app, admin, holder, '2', { itemName: ITEM })
    label = `检定员证 ${(await detail()).certificateNo}`
  })
  afterAll(() => t.close())

  it('withdrawn with a reason, the authorisation on it stops holding and assignment is refused naming it', async () => {
    expect(await detail()).toMatchObject({ withdrawn: false, withdrawReason: null })
    const withdrawn = await step(quality, 'withdraw', { id: certificateId, reason: `  ${REASON}  ` })
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200)
    expect(withdrawn.body.data).toEqual({ id: certificateId, withdrawn: true, withdrawReason: REASON })

    const message = `李持证的授权依据“${label}”已撤回`
    const stopped = (await statuses()).filter((row) => row.problem === 'certificateWithdrawn')
    expect(stopped).toEqual([
      expect.objectContaining({
        abilityStatus: '2',
        message: { zh: message, en: `李持证’s authorisation rests on “${label}”, which was withdrawn` },
      }),
    ])
    authorisationId = stopped[0]!.id
    const refused = await assign()
    expect([refused.status, refused.body.msg]).toEqual([400, message])

    // The list and the record show it; the form cannot undo it.
    const page = await call<Envelope<Page<Certificate>>>(t.app, quality, {
      method: 'POST',
      url: `${BASE}/page?current=1&size=10`,
      payload: {
        searchType: 'N',
        searchParam: {
          filter: JSON.stringify({ withdrawn: 'true' }),
          op: JSON.stringify({ withdrawn: '=' }),
        },
      },
    })
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    expect(page.body.data.records).toEqual([
      expect.objectContaining({ id: certificateId, withdrawn: true, withdrawReason: REASON }),
    ])
    const edited = await staffSubmit(t.app, quality, 'certificate', {
      id: certificateId,
      issuer: '湖南省市场监督管理局',
      withdrawn: false,
      withdrawReason: null,
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(await detail()).toMatchObject({ withdrawn: true, withdrawReason: REASON })
  })

  it('refuses without a reason, twice, beyond the lab, and to whoever lacks the staff office’s edit', async () => {
    const blank = await step(quality, 'withdraw', { id: certificateId, reason: '   ' })
    expect([blank.status, blank.body.msg]).toEqual([400, '请填写撤回原因'])
    const long = await step(quality, 'withdraw', { id: certificateId, reason: '长'.repeat(501) })
    expect(long.status).toBe(400)
    const twice = await step(quality, 'withdraw', { id: certificateId, reason: REASON })
    expect([twice.status, twice.body.msg]).toEqual([400, '该证书已撤回'])
    const twiceEn = await step(
      quality,
      'withdraw',
      { id: certificateId, reason: REASON },
      { 'accept-language': 'en' },
    )
    expect(twiceEn.body.msg).toBe('The certificate is withdrawn already')
    const byTester = await step(tester, 'reinstate', { id: certificateId, reason: '误撤' })
    expect(byTester.status).toBe(403)
    const unknown = await step(quality, 'withdraw', { id: crypto.randomUUID(), reason: REASON })
    expect(unknown.status).toBe(404)

    const platform = await login(t.app, '000000', 'admin')
    const lab = await call<Envelope<{ tenantId: string }>>(t.app, platform, {
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
    expect(lab.status, JSON.stringify(lab.body)).toBe(200)
    const other = await login(t.app, lab.body.data.tenantId, 'admin', 'Second2lab')
    const theirs = await staffSubmit(t.app, other, 'certificate', {
      userId: other.userId,
      kind: '检定员证',
      certificateNo: 'JD-OTHER-01',
      issueDate: '2024-01-01',
    })
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200)
    const across = await step(quality, 'withdraw', { id: theirs.body.data.id, reason: REASON })
    expect(across.status).toBe(404)
    const untouched = await call<Envelope<Certificate>>(t.app, other, {
      method: 'GET',
      url: `${BASE}/detail?id=${theirs.body.data.id}`,
    })
    expect(untouched.body.data.withdrawn).toBe(false)
  })

  it('reinstated with a reason, the authorisation holds again and the assignment goes through', async () => {
    const blank = await step(quality, 'reinstate', { id: certificateId, reason: '' })
    expect([blank.status, blank.body.msg]).toEqual([400, '请填写恢复原因'])
    const reinstated = await step(quality, 'reinstate', { id: certificateId, reason: '注销系误操作，已恢复' })
    expect(reinstated.status, JSON.stringify(reinstated.body)).toBe(200)
    expect(reinstated.body.data).toEqual({ id: certificateId, withdrawn: false, withdrawReason: null })
    expect((await statuses()).find((row) => row.id === authorisationId)).toMatchObject({
      abilityStatus: '1',
      problem: null,
      message: null,
    })
    const assigned = await assign()
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)

    const again = await step(quality, 'reinstate', { id: certificateId, reason: '再次恢复' })
    expect([again.status, again.body.msg]).toEqual([400, '该证书未撤回，无需恢复'])
  })

  it('keeps each step in the certificate’s history, with its reason and who took it', async () => {
    const history = await call<Envelope<HistoryEntry[]>>(t.app, quality, {
      method: 'GET',
      url: `${BASE}/history?id=${certificateId}`,
    })
    const steps = history.body.data.filter((entry) => entry.action !== 'update')
    expect(steps.map((entry) => [entry.action, entry.reason])).toEqual([
      ['reinstate', '注销系误操作，已恢复'],
      ['withdraw', REASON],
      ['create', null],
    ])
    expect(steps[0]!.changes).toEqual([
      { field: 'withdrawn', before: 'true', after: 'false' },
      { field: 'withdrawReason', before: REASON, after: null },
    ])
    expect(steps[1]!.changes).toEqual([
      { field: 'withdrawn', before: 'false', after: 'true' },
      { field: 'withdrawReason', before: null, after: REASON },
    ])
    expect(steps.slice(0, 2).map((entry) => entry.userName)).toEqual(['吴质量', '吴质量'])
  })

  it('tells the holder of each step', async () => {
    const session = await login(t.app, TENANT, 'holder', 'Holder2026x')
    const inbox = await call<Envelope<Page<{ title: string | null; text: string }>>>(t.app, session, {
      method: 'GET',
      url: '/api/appoints/notify/msgCenterPage?current=1&size=20',
    })
    expect(inbox.status, JSON.stringify(inbox.body)).toBe(200)
    const told = inbox.body.data.records.filter((entry) => entry.title?.startsWith('人员证书已'))
    expect(told).toEqual(
      [
        {
          title: '人员证书已恢复',
          text: expect.stringContaining(`“${label}”已恢复（原因：注销系误操作，已恢复）`),
        },
        { title: '人员证书已撤回', text: expect.stringContaining(`“${label}”已被撤回（原因：${REASON}）`) },
      ].map((expected) => expect.objectContaining(expected)),
    )
  })
})
