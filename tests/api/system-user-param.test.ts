import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../support/databases'
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
import { sendsOf } from './notify-support'

type User = {
  id: string
  tenantId: string
  account: string
  realName: string
  nickName: string | null
  email: string | null
  phone: string | null
  deptId: string | null
  deptName: string | null
  status: number
  roleIds: string[]
  roleNames: string[]
  roleAliases: string[]
}
type Role = { id: string; roleAlias: string }
type Dept = { id: string; code: string | null; deptName: string; children: Dept[] }
type MenuNode = { id: string; code: string; children: MenuNode[] }
type Param = { id: string; paramName: string; paramKey: string; paramValue: string; remark: string | null }

function flatten<T extends { children?: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])])
}

const FORBIDDEN = '没有权限执行此操作'
const WEAK = '密码至少8位，且须包含字母和数字'
const BAD_CREDENTIALS = '用户名或密码错误'

let ipCounter = 0
/** Expected failures each come from their own address, so they never trip the per-address captcha. */
const nextIp = () => `10.77.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`

describe.each(databaseKinds)('users and parameters on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let roleIds: Map<string, string>
  let deptIds: Map<string, string>

  const get = <T>(session: Session, url: string) => call<Envelope<T>>(t.app, session, { method: 'GET', url })
  const post = <T>(session: Session, url: string, payload?: object) =>
    call<Envelope<T>>(t.app, session, { method: 'POST', url, payload })
  const signIn = async (account: string, password: string) => {
    const answer = await requestToken(t.app, '100001', account, password, { ip: nextIp() })
    return { status: answer.statusCode, body: answer.json<Record<string, string>>() }
  }
  const role = (alias: string) => roleIds.get(alias) as string
  const createUser = async (account: string, extra: Record<string, unknown> = {}) => {
    const created = await post<User>(admin, '/api/blade-user/submit', {
      account,
      password: 'Metro2024x',
      realName: `用户${account}`,
      roleIds: [role('reception')],
      ...extra,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    return created.body.data
  }
  const userDetail = async (id: string) =>
    (await get<User>(admin, `/api/blade-user/detail?id=${id}`)).body.data
  const allParams = async (session: Session) =>
    (await get<Page<Param>>(session, '/api/blade-system/param/list?size=99999')).body.data.records
  const paramByKey = async (session: Session, key: string) => {
    const found = (await allParams(session)).find((row) => row.paramKey === key)
    if (!found) throw new Error(`no param ${key}`)
    return found
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, '100001', 'admin')
    tester = await login(t.app, '100001', 'tester')
    const roles = (await get<Role[]>(admin, '/api/blade-system/role/list')).body.data
    roleIds = new Map(roles.map((row) => [row.roleAlias, row.id]))
    const depts = flatten((await get<Dept[]>(admin, '/api/blade-system/dept/list')).body.data)
    deptIds = new Map(depts.map((row) => [row.code ?? '', row.id]))
  })
  afterAll(() => t.close())

  describe('users', () => {
    it('lists the tenant’s users paged, filtered by account and real name', async () => {
      const first = await get<Page<User>>(admin, '/api/blade-user/list?current=1&size=2')
      expect(first.status).toBe(200)
      // The demo staff and the demo customer who registered herself.
      expect(first.body.data).toMatchObject({ total: 9, size: 2, current: 1, pages: 5 })
      expect(first.body.data.records.map((row) => row.account)).toEqual(['admin', 'approver'])
      const last = await get<Page<User>>(admin, '/api/blade-user/list?current=5&size=2')
      expect(last.body.data.records.map((row) => row.account)).toEqual(['tester'])
      const all = await get<Page<User>>(admin, '/api/blade-user/list?size=50')
      expect(all.body.data.records.map((row) => row.account)).toEqual([
        'admin',
        'approver',
        'customer',
        'finance',
        'pickup',
        'quality',
        'reception',
        'reviewer',
        'tester',
      ])
      for (const row of all.body.data.records) expect(row.tenantId).toBe('100001')

      const byAccount = await get<Page<User>>(admin, '/api/blade-user/list?account=test')
      expect(byAccount.body.data.records.map((row) => row.account)).toEqual(['tester'])
      const byName = await get<Page<User>>(admin, `/api/blade-user/list?realName=${encodeURIComponent('李')}`)
      expect(byName.body.data.records.map((row) => row.account)).toEqual(['tester'])
      expect(byName.body.data.total).toBe(1)
      const none = await get<Page<User>>(admin, '/api/blade-user/list?account=nobody')
      expect(none.body.data).toMatchObject({ total: 0, records: [] })
      const byDept = await get<Page<User>>(admin, `/api/blade-user/list?deptId=${deptIds.get('D02')}`)
      expect(byDept.body.data.records.map((row) => row.account)).toEqual(['reviewer', 'tester'])
    })

    it('answers one user with role aliases and department name', async () => {
      const tester = (await get<Page<User>>(admin, '/api/blade-user/list?account=tester')).body.data
        .records[0]
      const detail = await get<User>(admin, `/api/blade-user/detail?id=${tester?.id}`)
      expect(detail.status).toBe(200)
      expect(detail.body.data).toMatchObject({
        account: 'tester',
        realName: '李检测',
        roleAliases: ['tester'],
        roleNames: ['检测员'],
        roleIds: [role('tester')],
        deptName: '热工室',
        deptId: deptIds.get('D02'),
        status: 1,
      })
      expect(detail.body.data).not.toHaveProperty('passwordHash')
    })

    it('refuses a weak password, an invalid mobile number, no role and an account in use', async () => {
      const base = { account: 'new.staff', realName: '新员工', roleIds: [role('reception')] }
      for (const password of [undefined, '', 'abcdefgh', '12345678', 'abc123']) {
        const weak = await post(admin, '/api/blade-user/submit', { ...base, password })
        expect(weak.status, String(password)).toBe(400)
        expect(weak.body.msg).toBe(WEAK)
      }
      const phone = await post(admin, '/api/blade-user/submit', {
        ...base,
        password: 'Strong2024',
        phone: '12345',
      })
      expect(phone.status).toBe(400)
      expect(phone.body.msg).toContain('请输入正确的手机号')
      const noRole = await post(admin, '/api/blade-user/submit', {
        ...base,
        password: 'Strong2024',
        roleIds: [],
      })
      expect(noRole.status).toBe(400)
      expect(noRole.body.msg).toBe('请至少选择一个角色')
      const duplicate = await post(admin, '/api/blade-user/submit', {
        ...base,
        account: 'tester',
        password: 'Strong2024',
      })
      expect(duplicate.status).toBe(400)
      expect(duplicate.body.msg).toBe('account已存在：tester')
      const list = await get<Page<User>>(admin, '/api/blade-user/list?account=new.staff')
      expect(list.body.data.total).toBe(0)
    })

    it('creates a user who can then sign in with her password and role', async () => {
      const user = await createUser('chen.jie', {
        realName: '陈洁',
        phone: '13912345678',
        email: 'chen.jie@example.com',
        deptId: deptIds.get('D01'),
      })
      expect(user).toMatchObject({
        account: 'chen.jie',
        realName: '陈洁',
        phone: '13912345678',
        deptName: '业务受理部',
        roleAliases: ['reception'],
        status: 1,
      })
      const answer = await signIn('chen.jie', 'Metro2024x')
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ account: 'chen.jie', role_alias: 'reception', user_id: user.id })
    })

    it('updates a user without touching her password, and grants her other roles', async () => {
      const user = await createUser('liu.yang')
      const updated = await post<User>(admin, '/api/blade-user/submit', {
        id: user.id,
        account: 'liu.yang',
        realName: '刘洋',
        nickName: '小刘',
        phone: '13700000009',
        deptId: deptIds.get('D03'),
        roleIds: user.roleIds,
      })
      expect(updated.status).toBe(200)
      expect(await userDetail(user.id)).toMatchObject({
        realName: '刘洋',
        nickName: '小刘',
        phone: '13700000009',
        deptName: '力学室',
      })
      expect((await signIn('liu.yang', 'Metro2024x')).status).toBe(200)

      const badPhone = await post(admin, '/api/blade-user/submit', {
        id: user.id,
        account: 'liu.yang',
        realName: '刘洋',
        phone: '1370000000x',
        roleIds: user.roleIds,
      })
      expect(badPhone.status).toBe(400)
      expect(badPhone.body.msg).toContain('请输入正确的手机号')

      const grant = await post(admin, '/api/blade-user/grant', {
        userIds: [user.id],
        roleIds: [role('reviewer'), role('approver')],
      })
      expect(grant.status).toBe(200)
      expect((await userDetail(user.id)).roleAliases.sort()).toEqual(['approver', 'reviewer'])
      const session = await signIn('liu.yang', 'Metro2024x')
      expect(session.body.role_alias?.split(',').sort()).toEqual(['approver', 'reviewer'])

      const noRoles = await post(admin, '/api/blade-user/grant', { userIds: [user.id], roleIds: [] })
      expect(noRoles.status).toBe(400)
      expect(noRoles.body.msg).toBe('请至少选择一个角色')
    })

    it('resets a password to the tenant’s initial password (account.initPassword)', async () => {
      const user = await createUser('zhao.lei', { phone: '13911112222' })
      const reset = await post(admin, `/api/blade-user/reset-password?userIds=${user.id}`)
      expect(reset.status).toBe(200)
      expect((await signIn('zhao.lei', 'metrodesk')).status).toBe(200)
      const old = await signIn('zhao.lei', 'Metro2024x')
      expect(old.status).toBe(400)
      expect(old.body.error_description).toBe(BAD_CREDENTIALS)
      // She is told, in the site and by SMS, who reset it and when; never the password.
      const told = await sendsOf(t.database, '100001', 'auth.passwordReset', {
        startsWith: `password.reset:${user.id}:`,
      })
      expect(told.map((send) => send.channel)).toEqual([1, 2])
      expect(told[1]!.body).toMatch(
        /^您的账号 zhao\.lei 的密码已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 由.+重置，此前的登录均已退出。如非本人操作，请立即联系实验室。$/,
      )
      expect(told.some((send) => send.body?.includes('metrodesk'))).toBe(false)

      // A lab that sets another initial password gets that one on the next reset.
      const initPassword = await paramByKey(admin, 'account.initPassword')
      const changed = await post(admin, '/api/blade-system/param/submit', {
        ...initPassword,
        paramValue: 'Welcome2025',
      })
      expect(changed.status).toBe(200)
      await post(admin, `/api/blade-user/reset-password?userIds=${user.id}`)
      expect((await signIn('zhao.lei', 'Welcome2025')).status).toBe(200)
      await post(admin, '/api/blade-system/param/submit', initPassword)

      // A parameter may be set blank again (no mail server, no accreditation number).
      const mailHost = await paramByKey(admin, 'notify.mail.host')
      expect(mailHost.paramValue).toBe('')
      expect(
        (await post(admin, '/api/blade-system/param/submit', { ...mailHost, paramValue: 'smtp.example.com' }))
          .status,
      ).toBe(200)
      expect((await paramByKey(admin, 'notify.mail.host')).paramValue).toBe('smtp.example.com')
      expect(
        (await post(admin, '/api/blade-system/param/submit', { ...mailHost, paramValue: '' })).status,
      ).toBe(200)
      expect((await paramByKey(admin, 'notify.mail.host')).paramValue).toBe('')

      const denied = await post(tester, `/api/blade-user/reset-password?userIds=${user.id}`)
      expect(denied.status).toBe(403)
    })

    it('lets a user change her own password only with the right old password and a strong new one', async () => {
      await createUser('sun.li')
      const own = await login(t.app, '100001', 'sun.li', 'Metro2024x')
      const change = (body: object) => post(own, '/api/blade-user/update-password', body)

      const wrongOld = await change({
        oldPassword: 'Wrong2024x',
        newPassword: 'Better2025',
        newPassword1: 'Better2025',
      })
      expect(wrongOld.status).toBe(400)
      expect(wrongOld.body.msg).toBe('原密码不正确')
      const mismatch = await change({
        oldPassword: 'Metro2024x',
        newPassword: 'Better2025',
        newPassword1: 'Better2026',
      })
      expect(mismatch.status).toBe(400)
      expect(mismatch.body.msg).toBe('两次输入的密码不一致')
      const weak = await change({ oldPassword: 'Metro2024x', newPassword: 'better', newPassword1: 'better' })
      expect(weak.status).toBe(400)
      expect(weak.body.msg).toBe(WEAK)
      expect((await signIn('sun.li', 'Metro2024x')).status).toBe(200)

      const ok = await change({
        oldPassword: 'Metro2024x',
        newPassword: 'Better2025',
        newPassword1: 'Better2025',
      })
      expect(ok.status).toBe(200)
      expect((await signIn('sun.li', 'Better2025')).status).toBe(200)
      const old = await signIn('sun.li', 'Metro2024x')
      expect(old.status).toBe(400)
      expect(old.body.error_description).toBe(BAD_CREDENTIALS)
    })

    it('lets a user update her own profile, with the mobile number checked', async () => {
      const user = await createUser('he.min')
      const own = await login(t.app, '100001', 'he.min', 'Metro2024x')
      const updated = await post<User>(own, '/api/blade-user/update-info', {
        realName: '何敏',
        nickName: '敏敏',
        phone: '13811112222',
        email: 'he.min@example.com',
        sex: 2,
      })
      expect(updated.status).toBe(200)
      const info = await get<User>(own, '/api/blade-user/info')
      expect(info.body.data).toMatchObject({
        id: user.id,
        realName: '何敏',
        nickName: '敏敏',
        phone: '13811112222',
        email: 'he.min@example.com',
        roleAliases: ['reception'],
      })
      const badPhone = await post(own, '/api/blade-user/update-info', {
        realName: '何敏',
        phone: '0731-8888',
      })
      expect(badPhone.status).toBe(400)
      expect(badPhone.body.msg).toContain('请输入正确的手机号')
      expect((await userDetail(user.id)).phone).toBe('13811112222')
    })

    it('removes a user, who can no longer sign in or use her session, but never the signed-in one', async () => {
      const user = await createUser('qian.bo')
      const session = await login(t.app, '100001', 'qian.bo', 'Metro2024x')
      expect((await get(session, '/api/blade-user/info')).status).toBe(200)

      const self = await post(admin, `/api/blade-user/remove?ids=${admin.userId}`)
      expect(self.status).toBe(400)
      expect(self.body.msg).toBe('不能删除当前登录的账号')
      expect((await signIn('admin', 'metrodesk')).status).toBe(200)

      const removed = await post(admin, `/api/blade-user/remove?ids=${user.id}`)
      expect(removed.status).toBe(200)
      const again = await signIn('qian.bo', 'Metro2024x')
      expect(again.status).toBe(400)
      expect(again.body.error_description).toBe(BAD_CREDENTIALS)
      expect((await get(session, '/api/blade-user/info')).status).toBe(401)
      expect((await get(admin, `/api/blade-user/detail?id=${user.id}`)).status).toBe(404)
      expect((await get<Page<User>>(admin, '/api/blade-user/list?account=qian.bo')).body.data.total).toBe(0)

      // The account name is free again.
      await createUser('qian.bo')
    })

    it('answers /user/getUserInfo with the user and her role aliases', async () => {
      const info = await get<{ userInfo: User; roles: string[]; tenantId: string }>(
        admin,
        '/user/getUserInfo',
      )
      expect(info.status).toBe(200)
      expect(info.body.data.userInfo).toMatchObject({
        id: admin.userId,
        account: 'admin',
        realName: '管理员',
      })
      expect(info.body.data.roles).toEqual(['admin'])
      expect(info.body.data.tenantId).toBe('100001')
      const testerInfo = await get<{ userInfo: User; roles: string[] }>(tester, '/user/getUserInfo')
      expect(testerInfo.body.data.userInfo).toMatchObject({ account: 'tester', deptName: '热工室' })
      expect(testerInfo.body.data.roles).toEqual(['tester'])
      expect((await call(t.app, null, { method: 'GET', url: '/user/getUserInfo' })).status).toBe(401)
    })

    it('refuses user management to a user without the permissions', async () => {
      const attempts = await Promise.all([
        get(tester, '/api/blade-user/list'),
        get(tester, `/api/blade-user/detail?id=${admin.userId}`),
        post(tester, '/api/blade-user/submit', {
          account: 'sneaky',
          password: 'Sneaky2024',
          realName: '偷偷',
          roleIds: [role('admin')],
        }),
        post(tester, `/api/blade-user/remove?ids=${admin.userId}`),
        post(tester, '/api/blade-user/grant', { userIds: [tester.userId], roleIds: [role('admin')] }),
      ])
      for (const attempt of attempts) {
        expect(attempt.status).toBe(403)
        expect(attempt.body.msg).toBe(FORBIDDEN)
      }
      expect((await userDetail(tester.userId)).roleAliases).toEqual(['tester'])
    })

    it('does not let a user who may assign roles make anyone an administrator', async () => {
      const office = await post<Role>(admin, '/api/blade-system/role/submit', {
        roleName: '人事专员',
        roleAlias: 'staff_office',
      })
      const menus = flatten((await get<MenuNode[]>(admin, '/api/blade-system/menu/list')).body.data)
      // Every lab role has the office area (leave, todo, requests) and reads customers; the HR role too (and the
      // tester's lab work), so it holds everything the tester role grants.
      const ids = [
        'crm',
        'crm_customer',
        'crm_instrument',
        'customer_view',
        'instrument_view',
        'system',
        'user',
        'user_view',
        'user_role',
        'work',
        'work_leave',
        'work_todo',
        'work_send',
        'personal',
        'info',
        // The tester's work lists and report steps.
        'lab',
        'lab_my_items',
        'lab_drafting',
        'report_draft',
        'report_view',
        // The lab's settings she may look up.
        'lab_staff_ability',
        'staff_ability_view',
        'lab_capabilities',
        'lab_capability_view',
        // The standards she looks up, and the interim checks she records.
        'standards',
        'lab_standard_device',
        'standard_device_view',
        'standards_measuring',
        'measuring_standard_view',
        'standards_file',
        'standard_file_view',
        'standards_result',
        'trace_result_view',
        'standards_check',
        'interim_check_view',
        'interim_check_add',
        'standards_due',
        'standard_due_view',
      ].map((code) => menus.find((row) => row.code === code)?.id)
      expect(
        (await post(admin, '/api/blade-system/role/grant', { roleIds: [office.body.data.id], menuIds: ids }))
          .status,
      ).toBe(200)
      const clerk = await createUser('wang.hr', { roleIds: [office.body.data.id] })
      const hr = await login(t.app, '100001', 'wang.hr', 'Metro2024x')

      // Assigning ordinary roles is what the permission is for.
      const ordinary = await post(hr, '/api/blade-user/grant', {
        userIds: [(await createUser('new.tester')).id],
        roleIds: [role('tester')],
      })
      expect(ordinary.status).toBe(200)

      const escalate = await post(hr, '/api/blade-user/grant', {
        userIds: [clerk.id],
        roleIds: [role('admin')],
      })
      expect(escalate.status).toBe(403)
      expect((await userDetail(clerk.id)).roleAliases).toEqual(['staff_office'])
    })
  })

  describe('parameters', () => {
    it('lists every parameter in one page of 99999 (the start-up load), with website.tokenTime 3000', async () => {
      const page = await get<Page<Param>>(admin, '/api/blade-system/param/list?size=99999')
      expect(page.status).toBe(200)
      expect(page.body.data).toMatchObject({ size: 99999, current: 1, pages: 1 })
      expect(page.body.data.records).toHaveLength(page.body.data.total)
      const keys = page.body.data.records.map((row) => row.paramKey)
      expect(keys).toEqual(
        expect.arrayContaining([
          'website.tokenTime',
          'account.accessTokenValidity',
          'account.refreshTokenValidity',
          'account.initPassword',
          'login.captchaThreshold',
          'login.lockThreshold',
        ]),
      )
      expect(new Set(keys).size).toBe(keys.length)
      expect((await paramByKey(tester, 'website.tokenTime')).paramValue).toBe('3000')
      expect((await get(admin, '/api/blade-system/param/list?size=100000')).status).toBe(400)

      const filtered = await get<Page<Param>>(admin, '/api/blade-system/param/list?paramKey=login.')
      expect(filtered.body.data.records.map((row) => row.paramKey).sort()).toEqual([
        'login.captchaThreshold',
        'login.lockThreshold',
      ])
    })

    it('shows the initial password to administrators only', async () => {
      const forAdmin = await paramByKey(admin, 'account.initPassword')
      expect(forAdmin.paramValue).toBe('metrodesk')
      const forTester = await paramByKey(tester, 'account.initPassword')
      expect(forTester.paramValue).toBe('******')
      // One parameter's record is read on the parameters' page (param_view), which a tester is not granted.
      expect((await get<Param>(tester, `/api/blade-system/param/detail?id=${forTester.id}`)).status).toBe(403)
      expect(
        (await get<Param>(admin, `/api/blade-system/param/detail?id=${forTester.id}`)).body.data.paramValue,
      ).toBe('metrodesk')
      // Other parameters are not masked.
      expect((await paramByKey(tester, 'account.accessTokenValidity')).paramValue).toBe('3600')
    })

    it('does not let a non-administrator learn the masked initial password through the value filter', async () => {
      const search = async (value: string) =>
        (
          await get<Page<Param>>(
            tester,
            `/api/blade-system/param/list?paramKey=account.initPassword&paramValue=${encodeURIComponent(value)}`,
          )
        ).body.data.total
      // A right guess and a wrong guess must look the same.
      expect(await search('metrodesk')).toBe(await search('wrong-guess'))
      expect(await search('metro')).toBe(await search('xyz'))
    })

    it('creates, updates and removes a parameter, and refuses a key in use', async () => {
      const created = await post<Param>(admin, '/api/blade-system/param/submit', {
        paramName: '报告编号前缀',
        paramKey: 'report.numberPrefix',
        paramValue: 'MD',
        remark: '报告编号的固定前缀',
      })
      expect(created.status).toBe(200)
      expect(created.body.data).toMatchObject({ paramKey: 'report.numberPrefix', paramValue: 'MD' })

      const updated = await post<Param>(admin, '/api/blade-system/param/submit', {
        ...created.body.data,
        paramValue: 2025,
      })
      expect(updated.status).toBe(200)
      expect((await paramByKey(tester, 'report.numberPrefix')).paramValue).toBe('2025')

      const duplicate = await post(admin, '/api/blade-system/param/submit', {
        paramName: '另一个令牌时间',
        paramKey: 'website.tokenTime',
        paramValue: '100',
      })
      expect(duplicate.status).toBe(400)
      expect(duplicate.body.msg).toBe('paramKey已存在：website.tokenTime')
      const renamed = await post(admin, '/api/blade-system/param/submit', {
        ...created.body.data,
        paramKey: 'website.tokenTime',
      })
      expect(renamed.status).toBe(400)
      expect(renamed.body.msg).toBe('paramKey已存在：website.tokenTime')
      expect((await paramByKey(admin, 'website.tokenTime')).paramValue).toBe('3000')

      const removed = await post(admin, `/api/blade-system/param/remove?ids=${created.body.data.id}`)
      expect(removed.status).toBe(200)
      expect((await get(admin, `/api/blade-system/param/detail?id=${created.body.data.id}`)).status).toBe(404)
      expect((await allParams(admin)).map((row) => row.paramKey)).not.toContain('report.numberPrefix')
    })

    it('refuses parameter changes to a user without the permissions', async () => {
      const tokenTime = await paramByKey(tester, 'website.tokenTime')
      const attempts = await Promise.all([
        post(tester, '/api/blade-system/param/submit', {
          paramName: '检测员参数',
          paramKey: 'tester.param',
          paramValue: '1',
        }),
        post(tester, '/api/blade-system/param/submit', { ...tokenTime, paramValue: '60' }),
        post(tester, `/api/blade-system/param/remove?ids=${tokenTime.id}`),
      ])
      for (const attempt of attempts) {
        expect(attempt.status).toBe(403)
        expect(attempt.body.msg).toBe(FORBIDDEN)
      }
      expect((await paramByKey(admin, 'website.tokenTime')).paramValue).toBe('3000')
      expect((await allParams(admin)).map((row) => row.paramKey)).not.toContain('tester.param')
    })
  })
})
