import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { TENANT, pageOf, registerCustomer } from './access-support'
import { authorise, grantButtons, hmPost, releasedOrder } from './lab-workflow-support'
import { draftOf, instrumentLine, submitDraft, uploadImage } from './offline-support'

/*
 * Data scopes (数据权限): a role reads the records of a resource its grants show, within its scope of that
 * resource: all of the lab, its department, its own, or its customer's. The scope is part of the SQL, so a
 * page, its total, an export and every id an operation names agree; an id outside answers as one that does
 * not exist.
 */

type Dept = { id: string; code: string; children?: Dept[] }
type Role = { id: string; roleAlias: string }
type Item = { id: string; orderId: string; groupId: string | null; testerId: string | null }

const NO_SUCH_ID = '01900000-0000-7000-8000-0000000000aa'
const ITEMS = '/api/hm-metrology/test-item/page'

describe.each(databaseKinds)('data scopes on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let reviewer: Session
  let pickup: Session
  let reception: Session
  let roles: Role[]
  /** Items dispatched to the pressure group (D0202, in the testers' thermal laboratory D02). */
  let thermal: { orderId: string; sampleIds: string[]; itemIds: string[] }
  /** Items dispatched to the weighing group of the mechanics laboratory (D0301). */
  let mechanics: { orderId: string; sampleIds: string[]; itemIds: string[] }

  const roleId = (alias: string) => roles.find((role) => role.roleAlias === alias)!.id
  const setScope = (session: Session, alias: string, scopes: Record<string, string>) =>
    call<Envelope<Record<string, string>>>(t.app, session, {
      method: 'POST',
      url: '/api/blade-system/role/scope',
      payload: { roleId: roleId(alias), scopes },
    })
  const ids = async (session: Session, url: string, filter: Record<string, string> = {}) => {
    const page = await pageOf<Item>(t, session, url, filter)
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    expect(page.body.data.total).toBe(page.body.data.records.length)
    return page.body.data.records.map((row) => row.id).sort()
  }
  const workflowOf = (session: Session, entity: string, id: string) =>
    call<Envelope<unknown>>(t.app, session, {
      method: 'GET',
      url: `/api/hm-metrology/${entity}/workflow?id=${id}`,
    })

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    reviewer = await login(t.app, TENANT, 'reviewer')
    pickup = await login(t.app, TENANT, 'pickup')
    reception = await login(t.app, TENANT, 'reception')
    roles = (
      await call<Envelope<Role[]>>(t.app, admin, { method: 'GET', url: '/api/blade-system/role/list' })
    ).body.data
    const depts = await call<Envelope<Dept[]>>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])
    const group = (code: string) => flat(depts.body.data).find((dept) => dept.code === code)!.id
    thermal = await releasedOrder(t.app, { admin, pickup }, 2)
    mechanics = await releasedOrder(t.app, { admin, pickup }, 1)
    for (const id of thermal.itemIds)
      await hmPost(t.app, admin, 'test-item/transition', { id, action: 'dispatch', groupId: group('D0202') })
    for (const id of mechanics.itemIds)
      await hmPost(t.app, admin, 'test-item/transition', { id, action: 'dispatch', groupId: group('D0301') })
    // Testers may export the items they see, to compare the export with the page.
    await grantButtons(t.app, admin, 'tester', ['test_item_export'])
    tester = await login(t.app, TENANT, 'tester')
  })
  afterAll(() => t.close())

  it('shows a tester the test items of her department’s groups, in the page, its total, the export and by id', async () => {
    const everyone = await ids(admin, ITEMS)
    expect(everyone).toEqual(expect.arrayContaining([...thermal.itemIds, ...mechanics.itemIds]))
    const hers = await ids(tester, ITEMS)
    expect(hers).toEqual([...thermal.itemIds].sort())
    expect((await ids(reviewer, ITEMS)).sort()).toEqual([...thermal.itemIds].sort())

    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/hm-metrology/test-item/export',
      payload: {},
      headers: { 'blade-auth': `bearer ${tester.token}` },
    })
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['x-total-count']).toBe(String(hers.length))

    // An item of another laboratory is, for her, an item that does not exist.
    const outside = await workflowOf(tester, 'test-item', mechanics.itemIds[0]!)
    const missing = await workflowOf(tester, 'test-item', NO_SUCH_ID)
    expect(outside.status).toBe(404)
    expect(outside.body).toEqual(missing.body)
    expect((await workflowOf(tester, 'test-item', thermal.itemIds[0]!)).status).toBe(200)
    // So is its result, and any change of it.
    const results = await call(t.app, tester, {
      method: 'GET',
      url: `/api/hm-metrology/test-item/results?itemId=${mechanics.itemIds[0]}`,
    })
    expect(results.status).toBe(404)
    const transition = await hmPost(t.app, reviewer, 'test-item/transition', {
      id: mechanics.itemIds[0],
      action: 'confirm',
    })
    expect(transition.status).toBe(404)
    const batch = await hmPost(t.app, reviewer, 'test-item/transition-batch', {
      ids: [thermal.itemIds[0], mechanics.itemIds[0]],
      action: 'confirm',
    })
    expect(batch.status).toBe(404)

    // The work summary counts what the lists show.
    const summary = await call<Envelope<{ code: string; count: number }[]>>(t.app, reviewer, {
      method: 'GET',
      url: '/api/hm-metrology/work/summary',
    })
    expect(summary.status).toBe(200)
  })

  it('changes what a role reads when an administrator changes its scope, at once, and logs it', async () => {
    const own = await setScope(admin, 'tester', { test_item: 'own' })
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    expect(own.body.data.test_item).toBe('own')
    // Nothing is assigned to her yet.
    expect(await ids(tester, ITEMS)).toEqual([])
    await authorise(t.app, admin, tester.userId, '2')
    const assigned = await hmPost<{ state: number }>(t.app, admin, 'test-item/transition', {
      id: mechanics.itemIds[0],
      action: 'assign',
      testerId: tester.userId,
    })
    expect(assigned.body.data.state).toBe(300)
    // Her own: assigned to her, whatever its group.
    expect(await ids(tester, ITEMS)).toEqual([mechanics.itemIds[0]])

    expect((await setScope(admin, 'tester', { test_item: 'all' })).status).toBe(200)
    expect(await ids(tester, ITEMS)).toEqual(
      expect.arrayContaining([...thermal.itemIds, ...mechanics.itemIds]),
    )
    const read = await call<Envelope<Record<string, string>>>(t.app, admin, {
      method: 'GET',
      url: `/api/blade-system/role/scope?roleId=${roleId('tester')}`,
    })
    expect(read.body.data).toMatchObject({ test_item: 'all', order_sample: 'dept', crm_customer: 'all' })
    expect((await setScope(admin, 'tester', { test_item: 'dept' })).status).toBe(200)

    const events = await pageOf<{ event: string; targetLabel: string; before: string; after: string }>(
      t,
      admin,
      '/api/blade-log/security-event/page',
      { event: 'role.scopeChanged' },
    )
    expect(events.body.data.records.length).toBeGreaterThanOrEqual(3)
    const first = events.body.data.records.at(-1)!
    expect(first.targetLabel).toContain('tester')
    expect(JSON.parse(first.before)).toEqual({ test_item: 'dept' })
    expect(JSON.parse(first.after)).toEqual({ test_item: 'own' })
  })

  it('refuses a scope a resource cannot have, the administrators’ roles, and one’s own role', async () => {
    const noScope = await setScope(admin, 'tester', { lab_standard_device: 'own' })
    expect(noScope.status).toBe(400)
    expect(noScope.body.msg).toBe('数据权限不适用于“标准器”')
    expect((await setScope(admin, 'tester', { no_such_resource: 'own' })).status).toBe(400)
    expect((await setScope(admin, 'tester', { lab_staff_ability: 'customer' })).status).toBe(400)
    expect((await setScope(admin, 'tester', { jewel_appraisal: 'customer' })).status).toBe(400)
    expect((await setScope(admin, 'admin', { test_item: 'own' })).status).toBe(403)
    // A holder of the grant cannot widen her own role.
    await grantButtons(t.app, admin, 'reviewer', ['role_scope'])
    const reviewerAgain = await login(t.app, TENANT, 'reviewer')
    const self = await setScope(reviewerAgain, 'reviewer', { test_item: 'all' })
    expect(self.status).toBe(403)
    expect(self.body.msg).toBe('不能修改自己所属角色的数据权限')
    expect((await setScope(reviewerAgain, 'tester', { test_item: 'dept' })).status).toBe(200)
  })

  it('shows pickup staff the orders they registered, and none of the others', async () => {
    const signature = await uploadImage(t.app, reception)
    const byReception = await submitDraft(
      t.app,
      reception,
      draftOf({ signature, instruments: [instrumentLine()] }),
    )
    expect(byReception.status, JSON.stringify(byReception.body)).toBe(200)
    const orders = await ids(pickup, '/api/crm/registration/page')
    expect(orders).toEqual(expect.arrayContaining([thermal.orderId, mechanics.orderId]))
    expect(orders).not.toContain(byReception.body.data.id)
    const detail = (session: Session, id: string) =>
      call<Envelope<{ id: string }>>(t.app, session, {
        method: 'GET',
        url: `/api/crm/registration/detail?id=${id}`,
      })
    expect((await detail(pickup, byReception.body.data.id)).status).toBe(404)
    expect((await detail(pickup, thermal.orderId)).status).toBe(200)
    // Reception reads the whole lab.
    expect(await ids(reception, '/api/crm/registration/page')).toContain(byReception.body.data.id)
  })

  it('keeps a non-administrator reader of the parameters from the initial password and the printers', async () => {
    await grantButtons(t.app, admin, 'finance', ['param_view'])
    const finance = await login(t.app, TENANT, 'finance')
    const secret = await pageOf(t, finance, '/api/blade-system/param/page', {
      paramKey: 'account.initPassword',
    })
    expect(secret.status).toBe(200)
    expect(secret.body.data.total).toBe(0)
    // Every secret the parameters' own routes mask, the list leaves out too (one list, in the declaration).
    const saved = await call<Envelope<unknown>>(t.app, admin, {
      method: 'POST',
      url: '/api/blade-system/param/submit',
      payload: { paramName: '标签打印机', paramKey: 'print.labelPrinters', paramValue: '[]' },
    })
    expect(saved.status).toBe(200)
    const printers = await pageOf(t, finance, '/api/blade-system/param/page', {
      paramKey: 'print.labelPrinters',
    })
    expect(printers.body.data.total).toBe(0)
    expect(
      (await pageOf(t, admin, '/api/blade-system/param/page', { paramKey: 'print.labelPrinters' })).body.data
        .total,
    ).toBe(1)
    expect(
      (await pageOf(t, admin, '/api/blade-system/param/page', { paramKey: 'account.initPassword' })).body.data
        .total,
    ).toBe(1)
  })

  it('gives a customer’s account nothing of the lab until the lab links it, then only its customer’s', async () => {
    const customer = await registerCustomer(t, {
      account: 'scopecust',
      phone: '13900003333',
      realName: '郑客户',
      companyName: '长沙示范测控有限公司',
    })
    const order = await call<Envelope<{ enterId: string; signature: { id: string } | null }>>(t.app, admin, {
      method: 'GET',
      url: `/api/crm/registration/detail?id=${thermal.orderId}`,
    })
    const customerId = order.body.data.enterId
    const mine = () =>
      call<Envelope<{ linkState: number; customerName: string | null }>>(t.app, customer, {
        method: 'GET',
        url: '/api/hm-crm/customer-account/mine',
      })
    expect((await mine()).body.data).toMatchObject({ linkState: 1, customerName: null })
    const billing = [
      '/api/hm-finance/quote/page',
      '/api/hm-finance/contract/page',
      '/api/hm-finance/invoice/page',
    ]
    for (const url of [
      '/api/crm/registration/page',
      '/api/hm-crm/instrument/page',
      '/api/hm-metrology/certificate/page',
      '/api/hm-finance/bill/page',
      ...billing,
    ])
      expect(await ids(customer, url), url).toEqual([])
    expect(
      (
        await call(t.app, customer, {
          method: 'GET',
          url: `/api/crm/registration/detail?id=${thermal.orderId}`,
        })
      ).status,
    ).toBe(404)

    const link = await call(t.app, reception, {
      method: 'POST',
      url: '/api/hm-crm/customer-account/link',
      payload: { id: customer.accountId, customerId },
    })
    expect(link.status, JSON.stringify(link.body)).toBe(200)
    expect((await mine()).body.data.linkState).toBe(2)
    // Her bookings start from her company as the lab knows it, with its address.
    const defaults = await call<Envelope<{ booker: { companyName: string; address: string | null } }>>(
      t.app,
      customer,
      { method: 'GET', url: '/api/crm/pickup/mine' },
    )
    const record = await call<Envelope<{ name: string; address: string | null }>>(t.app, admin, {
      method: 'GET',
      url: `/api/hm-crm/customer/detail?id=${customerId}`,
    })
    expect(defaults.body.data.booker).toMatchObject({
      companyName: record.body.data.name,
      address: record.body.data.address,
    })
    const orders = await ids(customer, '/api/crm/registration/page')
    const theirs = await ids(admin, '/api/crm/registration/page', { enterId: customerId })
    expect(orders).toEqual(theirs)
    expect(orders).toContain(thermal.orderId)
    // 我的费用: her orders' bills, and her customer's quotes, contracts and invoices, no one else's.
    const quoteFor = async (customer: { customerId?: string; customerName: string }) => {
      const made = await call<Envelope<{ id: string }>>(t.app, reception, {
        method: 'POST',
        url: '/api/hm-finance/quote/submit',
        payload: {
          ...customer,
          kind: 1,
          validUntil: '2099-12-31',
          lines: [{ itemName: '压力表', inspectionType: '1', quantity: 1, unitPrice: '40.00' }],
        },
      })
      expect(made.status, JSON.stringify(made.body)).toBe(200)
      return made.body.data.id
    }
    const herQuote = await quoteFor({ customerId, customerName: record.body.data.name })
    const otherQuote = await quoteFor({ customerName: '潜在客户甲' })
    expect(await ids(customer, '/api/hm-finance/quote/page')).toContain(herQuote)
    expect(await ids(customer, '/api/hm-finance/quote/page')).not.toContain(otherQuote)
    const quotePdf = (id: string) =>
      call(t.app, customer, { method: 'GET', url: `/api/hm-finance/quote/pdf?id=${id}` })
    expect((await quotePdf(herQuote)).status).toBe(200)
    expect((await quotePdf(otherQuote)).status).toBe(404)
    expect(await ids(customer, '/api/hm-finance/bill/page')).toEqual(theirs)
    for (const url of billing)
      expect(await ids(customer, url), url).toEqual(await ids(admin, url, { customerId }))
    const instruments = await ids(customer, '/api/hm-crm/instrument/page')
    expect(instruments).toEqual(await ids(admin, '/api/hm-crm/instrument/page', { customerId }))
    expect(instruments.length).toBeGreaterThan(0)
    expect(await ids(customer, '/api/hm-metrology/sample/page', { orderId: thermal.orderId })).toEqual(
      [...thermal.sampleIds].sort(),
    )
    // Her order's files are hers to see; another customer's order's are not.
    const signature = order.body.data.signature?.id
    expect(signature).toBeTruthy()
    const file = (session: Session, id: string) =>
      call(t.app, session, { method: 'GET', url: `/api/file/download?fileId=${id}` })
    expect((await file(customer, signature!)).status).toBe(200)
    const other = await submitDraft(
      t.app,
      pickup,
      draftOf({ signature: await uploadImage(t.app, pickup), instruments: [instrumentLine()] }),
    )
    const otherSignature = (
      await call<Envelope<{ signature: { id: string } }>>(t.app, admin, {
        method: 'GET',
        url: `/api/crm/registration/detail?id=${other.body.data.id}`,
      })
    ).body.data.signature.id
    expect((await file(customer, otherSignature)).status).toBe(404)
    expect(
      (
        await call(t.app, customer, {
          method: 'GET',
          url: `/api/crm/registration/detail?id=${other.body.data.id}`,
        })
      ).status,
    ).toBe(404)

    const unlink = await call(t.app, reception, {
      method: 'POST',
      url: '/api/hm-crm/customer-account/unlink',
      payload: { id: customer.accountId },
    })
    expect(unlink.status).toBe(200)
    expect(await ids(customer, '/api/crm/registration/page')).toEqual([])
    const events = await pageOf<{ event: string; after: string }>(
      t,
      admin,
      '/api/blade-log/security-event/page',
      {
        targetId: customer.accountId,
      },
    )
    expect(events.body.data.records.map((row) => row.event).sort()).toEqual([
      'customer.linked',
      'customer.unlinked',
    ])
  })

  it('lets a file be read by whoever uploaded it and by the readers of a record it belongs to', async () => {
    const photo = await uploadImage(t.app, pickup)
    const file = (session: Session) =>
      call(t.app, session, { method: 'GET', url: `/api/file/download?fileId=${photo}` })
    expect((await file(pickup)).status).toBe(200)
    // Not attached to anything yet: nobody else reads it, not even reception.
    expect((await file(reception)).status).toBe(404)
    const registered = await submitDraft(
      t.app,
      pickup,
      draftOf({
        signature: await uploadImage(t.app, pickup),
        photoFileIds: [photo],
        instruments: [instrumentLine()],
      }),
    )
    expect(registered.status, JSON.stringify(registered.body)).toBe(200)
    // Now an order's photo: its readers read it (reception the lab's orders); a tester reads no orders.
    expect((await file(reception)).status).toBe(200)
    expect((await file(tester)).status).toBe(404)
    const load = await call(t.app, tester, { method: 'GET', url: `/api/file/load?fileId=${photo}` })
    expect(load.status).toBe(404)
    // Reading someone else's upload is in the security audit log.
    const events = await pageOf<{ event: string; actorAccount: string; targetId: string }>(
      t,
      admin,
      '/api/blade-log/security-event/page',
      { event: 'file.downloaded', targetId: photo },
    )
    expect(events.body.data.records.map((row) => row.actorAccount)).toEqual(['reception'])
  })
})
