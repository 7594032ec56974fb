import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../server/db/database'
import { withTenant } from '../../server/db/tenant-scope'
import { databaseKinds } from '../support/databases'
import { standardDeviceBody } from '../support/standard-device'
import {
  call,
  createTestApp,
  login,
  requestToken,
  type Envelope,
  type Page,
  type Session,
  type TestApp,
} from '../support/test-app'
import { registerCustomer, smsCodeFor } from './access-support'
import { upload as uploadFile } from './offline-support'

/*
 * The change history of master records (ISO/IEC 17025 8.4): users and roles with their grants, dictionaries,
 * charge standards, numbering rules, templates, standards, capabilities and staff certificates keep every
 * change append-only — who, when, each field before and after — readable on the record and searched by the
 * lab's administrators; a password change leaves a row without the password; nothing in it can be changed or
 * removed, through the API or in the database.
 */

const TENANT = '100001'
const PASSWORD = 'Metro2024x'

type Change = { field: string; before: string | null; after: string | null }
type Entry = {
  id: string
  action: string
  changes: Change[]
  reason: string | null
  userName: string | null
  at: string
}
type Row = Record<string, unknown> & { id: string }
type SearchRow = {
  id: string
  at: string
  resource: string
  recordId: string
  action: string
  userName: string | null
  userId: string
  changes: string
  reason: string | null
}

const changeOf = (entry: Entry | undefined, field: string) => entry?.changes.find((c) => c.field === field)

describe.each(databaseKinds)('the change history of master records on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let adminName: string
  let startedAt: number

  const get = <T>(session: Session, url: string) => call<Envelope<T>>(t.app, session, { method: 'GET', url })
  const post = <T>(session: Session, url: string, payload?: object) =>
    call<Envelope<T>>(t.app, session, { method: 'POST', url, payload })
  const saved = async <T = Row>(session: Session, url: string, payload: object) => {
    const answer = await post<T>(session, url, payload)
    expect(answer.status, `${url} ${JSON.stringify(answer.body)}`).toBe(200)
    return answer.body.data
  }
  /** A record's own history, newest first. */
  const historyAt = async (url: string) => {
    const answer = await get<Entry[]>(admin, url)
    expect(answer.status, `${url} ${JSON.stringify(answer.body)}`).toBe(200)
    return answer.body.data
  }
  /** The administrators' search. */
  const search = async (query: Record<string, string>, session: Session = admin) => {
    const answer = await get<Page<SearchRow>>(
      session,
      `/api/system/record-history/page?${new URLSearchParams({ size: '100', ...query })}`,
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }
  /** Each entry of a record's own history is in the search, newest first, with the same who, when and what. */
  const expectSearchable = async (resource: string, recordId: string, entries: Entry[]) => {
    const found = await search({ resource, recordId })
    expect(found.records.map((row) => [row.id, row.action, row.userName])).toEqual(
      entries.map((entry) => [entry.id, entry.action, entry.userName]),
    )
    for (const [index, row] of found.records.entries())
      expect(JSON.parse(row.changes)).toEqual(entries[index]?.changes)
  }
  /** An entry made by the admin just now. */
  const expectWhoWhen = (entry: Entry | undefined) => {
    expect(entry?.userName).toBe(adminName)
    const at = Date.parse(entry?.at ?? '')
    expect(at).toBeGreaterThanOrEqual(startedAt - 1000)
    expect(at).toBeLessThanOrEqual(Date.now() + 1000)
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    adminName = (await get<{ realName: string }>(admin, '/api/blade-user/info')).body.data.realName
    startedAt = Date.now()
  })
  afterAll(() => t.close())

  it('keeps a user’s creation, changes, disabling, roles and password resets, never the password', async () => {
    const roles = (
      await get<{ id: string; roleAlias: string; roleName: string }[]>(admin, '/api/blade-system/role/list')
    ).body.data
    const roleOf = (alias: string) => roles.find((role) => role.roleAlias === alias)!
    const user = await saved<Row & { account: string }>(admin, '/api/blade-user/submit', {
      account: 'history.li',
      password: PASSWORD,
      realName: '李雷',
      roleIds: [roleOf('reception').id],
    })
    await saved(admin, '/api/blade-user/submit', {
      id: user.id,
      account: 'history.li',
      realName: '李雷雷',
      roleIds: [roleOf('reception').id],
      status: 2,
    })
    await saved(admin, '/api/blade-user/grant', { userIds: [user.id], roleIds: [roleOf('tester').id] })
    await saved(admin, `/api/blade-user/reset-password?userIds=${user.id}`, {})

    const entries = await historyAt(`/api/blade-user/history?id=${user.id}`)
    expect(entries.map((entry) => entry.action)).toEqual(['password', 'update', 'update', 'create'])
    const [reset, granted, disabled, created] = entries
    for (const entry of entries) expectWhoWhen(entry)
    expect(changeOf(created, 'account')).toEqual({ field: 'account', before: null, after: 'history.li' })
    expect(changeOf(created, 'roles')?.after).toBe(roleOf('reception').roleName)
    expect(disabled?.changes).toEqual([
      { field: 'realName', before: '李雷', after: '李雷雷' },
      { field: 'status', before: '1', after: '2' },
    ])
    expect(granted?.changes).toEqual([
      { field: 'roles', before: roleOf('reception').roleName, after: roleOf('tester').roleName },
    ])
    expect(reset?.changes).toEqual([{ field: 'password', before: '******', after: '******' }])
    await expectSearchable('system_user', user.id, entries)

    // She changes her own password: kept as hers, and nowhere does the history hold a password or its hash.
    const initial = (
      await get<Page<{ paramKey: string; paramValue: string }>>(
        admin,
        '/api/blade-system/param/list?size=99999',
      )
    ).body.data.records.find((row) => row.paramKey === 'account.initPassword')!.paramValue
    await saved(admin, '/api/blade-user/submit', {
      id: user.id,
      account: 'history.li',
      realName: '李雷雷',
      roleIds: [roleOf('tester').id],
      status: 1,
    })
    const token = await requestToken(t.app, TENANT, 'history.li', initial, { ip: '10.88.0.1' })
    expect(token.statusCode, token.body).toBe(200)
    const own: Session = {
      ...admin,
      token: token.json<{ access_token: string }>().access_token,
      userId: user.id,
    }
    await saved(own, '/api/blade-user/update-password', {
      oldPassword: initial,
      newPassword: 'Better2025x',
      newPassword1: 'Better2025x',
    })
    await saved(own, '/api/blade-user/update-info', { realName: '李雷雷', phone: '13811110000' })
    const [profile, ownChange] = await historyAt(`/api/blade-user/history?id=${user.id}`)
    expect(ownChange).toMatchObject({ action: 'password', userName: '李雷雷' })
    expect(profile).toMatchObject({
      action: 'update',
      userName: '李雷雷',
      changes: [{ field: 'phone', before: null, after: '13811110000' }],
    })
    const stored = await withTenant(t.database.db, TENANT, (tx) =>
      queryRows<{ changes: string; hash: string }>(
        tx,
        sql`select h.changes::text as changes, u.password_hash as hash from record_history h
            join app_user u on u.tenant_id = h.tenant_id and u.id = h.record_id where h.record_id = ${user.id}`,
      ),
    )
    expect(stored.length).toBe(7)
    for (const row of stored) {
      for (const secret of [PASSWORD, initial, 'Better2025x', row.hash, '$argon2'])
        expect(row.changes).not.toContain(secret)
    }
  })

  it('keeps a customer’s own registration and her password reset by SMS, as hers', async () => {
    const customer = {
      account: 'history.kh',
      phone: '13912340077',
      realName: '赵客户',
      companyName: '赵氏仪表',
    }
    const session = await registerCustomer(t, customer)
    const code = await smsCodeFor(t, customer.phone, 'reset')
    const reset = await call<Envelope<null>>(t.app, null, {
      method: 'POST',
      url: '/api/blade-user/forget-password',
      payload: {
        tenantId: TENANT,
        phone: customer.phone,
        code,
        newPassword: 'Customer2',
        newPassword1: 'Customer2',
      },
    })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    const entries = await historyAt(`/api/blade-user/history?id=${session.userId}`)
    expect(entries.map((entry) => [entry.action, entry.userName])).toEqual([
      ['password', customer.realName],
      ['create', customer.realName],
    ])
    expect(entries[0]?.changes).toEqual([{ field: 'password', before: '******', after: '******' }])
    expect(changeOf(entries[1], 'phone')?.after).toBe(customer.phone)
    expect(JSON.stringify(entries)).not.toContain('Customer')
  })

  it('keeps a role’s changes, the menus granted to it and its data scopes', async () => {
    const role = await saved(admin, '/api/blade-system/role/submit', {
      parentId: '0',
      roleName: '档案管理员',
      roleAlias: 'archivist',
      sort: 9,
    })
    await saved(admin, '/api/blade-system/role/submit', {
      id: role.id,
      parentId: '0',
      roleName: '档案与资料管理员',
      roleAlias: 'archivist',
      sort: 9,
    })
    const menus = (
      await get<{ id: string; code: string; children?: unknown[] }[]>(admin, '/api/blade-system/menu/list')
    ).body.data
    const flat = (
      nodes: { id: string; code: string; children?: unknown[] }[],
    ): { id: string; code: string }[] =>
      nodes.flatMap((node) => [node, ...flat((node.children ?? []) as typeof nodes)])
    const menuId = (code: string) => flat(menus).find((menu) => menu.code === code)!.id
    await saved(admin, '/api/blade-system/role/grant', {
      roleIds: [role.id],
      menuIds: [menuId('crm'), menuId('crm_customer'), menuId('customer_view')],
    })
    await saved(admin, '/api/blade-system/role/grant', {
      roleIds: [role.id],
      menuIds: [menuId('crm'), menuId('crm_customer'), menuId('customer_export')],
    })
    await saved(admin, '/api/blade-system/role/scope', { roleId: role.id, scopes: { crm_customer: 'dept' } })

    const entries = await historyAt(`/api/blade-system/role/history?id=${role.id}`)
    expect(entries.map((entry) => entry.action)).toEqual(['scope', 'grant', 'grant', 'update', 'create'])
    for (const entry of entries) expectWhoWhen(entry)
    const [scope, regrant, grant, renamed, created] = entries
    expect(changeOf(created, 'roleAlias')?.after).toBe('archivist')
    expect(renamed?.changes).toEqual([{ field: 'roleName', before: '档案管理员', after: '档案与资料管理员' }])
    expect(grant?.changes).toEqual([
      { field: 'grant:crm', before: null, after: '✓' },
      { field: 'grant:crm_customer', before: null, after: '✓' },
      { field: 'grant:customer_view', before: null, after: '✓' },
    ])
    expect(regrant?.changes).toEqual([
      { field: 'grant:customer_export', before: null, after: '✓' },
      { field: 'grant:customer_view', before: '✓', after: null },
    ])
    expect(scope?.changes).toEqual([{ field: 'scope:crm_customer', before: 'all', after: 'dept' }])
    await expectSearchable('system_role', role.id, entries)

    // A word of the changes finds them: here every grant and revocation of one button.
    const byKeyword = await search({ keyword: 'customer_view', resource: 'system_role' })
    expect(byKeyword.records.map((row) => row.id)).toEqual([regrant!.id, grant!.id])
    await saved(admin, `/api/blade-system/role/remove?ids=${role.id}`, {})
    expect((await historyAt(`/api/blade-system/role/history?id=${role.id}`))[0]?.action).toBe('remove')
  })

  it('keeps a dictionary entry’s changes, its seal and its removal', async () => {
    const group = await saved(admin, '/api/blade-system/dict/submit', {
      parentId: '0',
      code: 'history_site',
      dictKey: '-1',
      dictValue: '校准地点',
      sort: 90,
    })
    const entry = await saved(admin, '/api/blade-system/dict/submit', {
      parentId: group.id,
      code: 'history_site',
      dictKey: '1',
      dictValue: '实验室内',
      sort: 1,
    })
    await saved(admin, '/api/blade-system/dict/submit', {
      ...entry,
      parentId: group.id,
      dictValue: '本实验室',
      sort: 2,
    })
    await saved(admin, '/api/blade-system/dict/submit', {
      ...entry,
      parentId: group.id,
      dictValue: '本实验室',
      sort: 2,
      isSealed: 1,
    })
    await saved(admin, '/api/blade-system/dict/submit', {
      ...entry,
      parentId: group.id,
      dictValue: '本实验室',
      sort: 2,
      isSealed: 0,
    })
    await saved(admin, `/api/blade-system/dict/remove?ids=${entry.id}`, {})

    const entries = await historyAt(`/api/blade-system/dict-entry/history?id=${entry.id}`)
    expect(entries.map((e) => e.action)).toEqual(['remove', 'update', 'update', 'update', 'create'])
    for (const e of entries) expectWhoWhen(e)
    const [, unsealed, sealed, changed, created] = entries
    expect(created?.changes).toEqual(
      expect.arrayContaining([
        { field: 'dictKey', before: null, after: '1' },
        { field: 'dictValue', before: null, after: '实验室内' },
        { field: 'parentId', before: null, after: group.id },
      ]),
    )
    expect(changed?.changes).toEqual([
      { field: 'dictValue', before: '实验室内', after: '本实验室' },
      { field: 'sort', before: '1', after: '2' },
    ])
    expect(sealed?.changes).toEqual([{ field: 'isSealed', before: '0', after: '1' }])
    expect(unsealed?.changes).toEqual([{ field: 'isSealed', before: '1', after: '0' }])
    await expectSearchable('system_dict_entry', entry.id, entries)
    // The group is a record of its own declaration.
    const groupEntries = await historyAt(`/api/blade-system/dict/history?id=${group.id}`)
    expect(groupEntries.map((e) => e.action)).toEqual(['create'])
  })

  it('keeps a charge standard’s changes', async () => {
    const charge = await saved(admin, '/api/hm-metrology/charge-standard/submit', {
      taxon: '3',
      instrumentName: '历史压力表',
      specification: '(0~1)MPa',
      inspectionType: '1',
      price: '50',
      unit: '台',
      recordStatus: '1',
      sort: 0,
    })
    await saved(admin, '/api/hm-metrology/charge-standard/submit', { id: charge.id, price: '55.5' })
    const entries = await historyAt(`/api/hm-metrology/charge-standard/history?id=${charge.id}`)
    expect(entries.map((e) => e.action)).toEqual(['update', 'create'])
    for (const e of entries) expectWhoWhen(e)
    expect(entries[0]?.changes).toEqual([{ field: 'price', before: '50.00', after: '55.50' }])
    await expectSearchable('charge_standard', charge.id, entries)
  })

  it('keeps a numbering rule’s changes and its return to the default', async () => {
    const items = [
      { type: 7, text: 'HX' },
      { type: 4, pattern: 'yyyyMM' },
      { type: 3, digits: 5 },
    ]
    await saved(admin, '/api/hm-metrology/numbering-rule/submit', { document: 'sample', items })
    // The same rule again changes nothing, and adds nothing.
    await saved(admin, '/api/hm-metrology/numbering-rule/submit', { document: 'sample', items })
    await saved(admin, '/api/hm-metrology/numbering-rule/reset', { document: 'sample' })
    const entries = await historyAt('/api/hm-metrology/numbering-rule/history?document=sample')
    expect(entries.map((e) => e.action)).toEqual(['reset', 'update'])
    for (const e of entries) expectWhoWhen(e)
    const [reset, update] = entries
    const after = JSON.parse(changeOf(update, 'items')?.after ?? '[]') as object[]
    expect(after).toEqual(items)
    expect(changeOf(reset, 'items')?.before).toBe(changeOf(update, 'items')?.after)
    expect(changeOf(reset, 'items')?.after).toBe(changeOf(update, 'items')?.before)
    const found = await search({ resource: 'numbering_rule', keyword: 'HX' })
    expect(found.records.map((row) => row.id)).toEqual([reset!.id, update!.id])
    expect(new Set(found.records.map((row) => row.recordId)).size).toBe(1)
    expect((await historyAt('/api/hm-metrology/numbering-rule/history?document=order')).length).toBe(0)
  })

  it('keeps a message template’s changes and a document template’s new file', async () => {
    const page = await post<Page<Row & { code: string; templateType: number; title: string }>>(
      admin,
      '/api/blade-desk/notify-template/page?current=1&size=100',
      {},
    )
    const template = page.body.data.records.find(
      (row) => row.code === 'recall.due' && row.templateType === 2,
    )!
    await saved(admin, '/api/blade-desk/notify-template/submit', {
      id: template.id,
      title: '复校提醒（历史）',
    })
    const entries = await historyAt(`/api/blade-desk/notify-template/history?id=${template.id}`)
    expect(entries.map((e) => e.action)).toEqual(['update'])
    expectWhoWhen(entries[0])
    expect(entries[0]?.changes).toEqual([
      { field: 'title', before: template.title, after: '复校提醒（历史）' },
    ])
    await expectSearchable('notify_template', template.id, entries)

    const upload = async (name: string) => {
      const answer = await uploadFile(t.app, admin, Buffer.from(`%PDF-1.4\n% ${name}\n`), {
        name,
        type: 'application/pdf',
        kind: 'any',
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return answer.body.data.id
    }
    const first = await upload('委托书模板.pdf')
    const material = await saved(admin, '/api/material/submit', {
      type: 2,
      name: '委托书模板',
      fileId: first,
    })
    const second = await upload('委托书模板-v2.pdf')
    await saved(admin, '/api/material/submit', { id: material.id, fileId: second })
    const versions = await historyAt(`/api/material/history?id=${material.id}`)
    expect(versions.map((e) => e.action)).toEqual(['update', 'create'])
    expect(versions[0]?.changes).toEqual([{ field: 'fileId', before: first, after: second }])
  })

  it('keeps the changes of standards, capabilities and staff certificates', async () => {
    const device = await saved(admin, '/api/hm-metrology/standard-device/submit', standardDeviceBody())
    await saved(admin, '/api/hm-metrology/standard-device/submit', {
      ...standardDeviceBody(),
      id: device.id,
      location: '二号库',
    })
    const deviceEntries = await historyAt(`/api/hm-metrology/standard-device/history?id=${device.id}`)
    expect(deviceEntries.map((e) => e.action)).toEqual(['update', 'create'])
    expect(changeOf(deviceEntries[0], 'location')).toEqual({
      field: 'location',
      before: null,
      after: '二号库',
    })
    await expectSearchable('lab_standard_device', device.id, deviceEntries)

    const capability = await saved(admin, '/api/hm-metrology/capability/submit', {
      abilityCode: '2',
      itemName: '历史示值误差',
      measurand: '5',
      rangeMin: '0',
      rangeMax: '2.5',
      unit: 'MPa',
      cmc: '0.004',
      decisionRule: 1,
    })
    await saved(admin, '/api/hm-metrology/capability/submit', { id: capability.id, cmc: '0.005' })
    const capabilityEntries = await historyAt(`/api/hm-metrology/capability/history?id=${capability.id}`)
    expect(capabilityEntries.map((e) => e.action)).toEqual(['update', 'create'])
    expect(changeOf(capabilityEntries[0], 'cmc')).toEqual({ field: 'cmc', before: '0.004', after: '0.005' })
    await expectSearchable('lab_capability', capability.id, capabilityEntries)

    const certificate = await saved(admin, '/api/hm-staff/certificate/submit', {
      userId: tester.userId,
      kind: '检定员证',
      level: '2',
      certificateNo: 'HIS-2026-0001',
      issuer: '湖南省市场监督管理局',
      activities: '示值误差\n2',
      issueDate: '2026-01-10',
      expiryDate: '2031-01-09',
    })
    await saved(admin, '/api/hm-staff/certificate/submit', { id: certificate.id, issuer: '湖南省计量院' })
    const certificateEntries = await historyAt(`/api/hm-staff/certificate/history?id=${certificate.id}`)
    expect(certificateEntries.map((e) => e.action)).toEqual(['update', 'create'])
    for (const e of [...deviceEntries, ...capabilityEntries, ...certificateEntries]) expectWhoWhen(e)
    expect(changeOf(certificateEntries[0], 'issuer')).toEqual({
      field: 'issuer',
      before: '湖南省市场监督管理局',
      after: '湖南省计量院',
    })
    await expectSearchable('staff_certificate', certificate.id, certificateEntries)
  })

  it('searches by who, action and dates, newest first, for administrators only', async () => {
    const mine = await search({ userId: admin.userId, action: 'create,update', from: '2000-01-01' })
    expect(mine.total).toBeGreaterThan(0)
    expect(
      mine.records.every((row) => row.userId === admin.userId && ['create', 'update'].includes(row.action)),
    ).toBe(true)
    const times = mine.records.map((row) => Date.parse(row.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect((await search({ to: '2000-01-01' })).total).toBe(0)
    // The generic page's own search (the spec's payload) reads the same rows.
    const paged = await post<Page<SearchRow>>(admin, '/api/system/record-history/page?current=1&size=5', {
      searchParam: {
        filter: JSON.stringify({ resource: ['system_role'] }),
        op: JSON.stringify({ resource: 'IN' }),
      },
    })
    expect(paged.status).toBe(200)
    expect(paged.body.data.records.every((row) => row.resource === 'system_role')).toBe(true)
    // The changes are searched as text, whatever the operator or the exact-match box: never parsed as JSON.
    for (const [op, precise] of [
      ['=', false],
      ['LIKE', true],
      ['>=', false],
    ] as const) {
      const answer = await post<Page<SearchRow>>(admin, '/api/system/record-history/page?current=1&size=5', {
        searchParam: {
          filter: JSON.stringify({ changes: '档案与资料' }),
          op: JSON.stringify({ changes: op }),
        },
        precise,
      })
      expect(answer.status, `${op} ${JSON.stringify(answer.body)}`).toBe(200)
      if (op === 'LIKE') expect(answer.body.data.total).toBeGreaterThan(0)
    }

    // A tester is no administrator: neither search is hers, nor a user's history.
    expect((await get(tester, '/api/system/record-history/page')).status).toBe(403)
    expect((await post(tester, '/api/system/record-history/page', {})).status).toBe(403)
    expect((await post(tester, '/api/system/record-history/export', {})).status).toBe(403)
    expect((await get(tester, `/api/blade-user/history?id=${admin.userId}`)).status).toBe(403)
  })

  it('has no way to change or remove history, through the API or in the database', async () => {
    const [row] = (await search({ resource: 'system_role' })).records
    expect(row).toBeDefined()
    const refused = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string) => {
      const answer = await call(t.app, admin, {
        method,
        url,
        payload: { id: row!.id, action: 'x', changes: [] },
      })
      expect([404, 405], `${method} ${url}`).toContain(answer.status)
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      await refused(method, '/api/system/record-history/page')
      await refused(method, `/api/system/record-history/${row!.id}`)
      await refused(method, `/api/blade-system/role/history?id=${row!.recordId}`)
      await refused(method, '/api/hm-metrology/numbering-rule/history?document=sample')
    }
    for (const path of ['', '/submit', '/remove', '/update', '/detail', `/${row!.id}`])
      await refused('POST', `/api/system/record-history${path}?ids=${row!.id}`)
    await refused('POST', `/api/blade-system/role/history?id=${row!.recordId}`)
    await refused('POST', `/api/blade-user/history?id=${admin.userId}`)
    await refused('POST', '/api/hm-metrology/numbering-rule/history?document=sample')

    for (const statement of [
      sql`update record_history set action = 'x' where id = ${row!.id}`,
      sql`delete from record_history where id = ${row!.id}`,
    ]) {
      // As the app's role, under the tenant's policies…
      await expect(withTenant(t.database.db, TENANT, (tx) => tx.execute(statement))).rejects.toThrow()
      // …and as the connection's own user, who owns the table.
      await expect(t.database.db.execute(statement)).rejects.toThrow()
    }
    await expect(t.database.db.execute(sql`truncate record_history`)).rejects.toThrow()
    const still = await withTenant(t.database.db, TENANT, (tx) =>
      queryRows<{ action: string }>(tx, sql`select action from record_history where id = ${row!.id}`),
    )
    expect(still).toEqual([{ action: row!.action }])
  })
})
