import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'

type MenuRecord = {
  id: string
  parentId: string
  code: string
  name: string
  i18n: Record<string, string>
  path: string
  source: string
  category: number
  roles: string[] | null
  target: string | null
  sort: number
}
type MenuNode = MenuRecord & { children: MenuNode[]; hasChildren: boolean }
type RouteNode = MenuRecord & { meta: { i18n: Record<string, string> }; children: RouteNode[] }
type Role = { id: string; roleAlias: string }

const SYSTEM_CHILDREN = [
  '用户管理',
  '角色管理',
  '部门管理',
  '菜单管理',
  '字典管理',
  '业务字典',
  '参数管理',
  '资料管理',
  '安全审计',
  '变更记录',
  '消息模板',
  '发送记录',
]
const SYSTEM_CHILDREN_EN = [
  'Users',
  'Roles',
  'Departments',
  'Menus',
  'Dictionaries',
  'Business dictionaries',
  'Parameters',
  'Materials',
  'Security audit',
  'Change history',
  'Message templates',
  'Send log',
]

function flatten<T extends { children?: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])])
}

describe.each(databaseKinds)('menus on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let menus: MenuRecord[]

  const get = <T>(session: Session, url: string) => call<Envelope<T>>(t.app, session, { method: 'GET', url })
  const post = <T>(session: Session, url: string, payload?: object) =>
    call<Envelope<T>>(t.app, session, { method: 'POST', url, payload })
  const menuByCode = (code: string) => {
    const found = menus.find((row) => row.code === code)
    if (!found) throw new Error(`no menu ${code}`)
    return found
  }
  const roleId = async (alias: string) => {
    const roles = (await get<Role[]>(admin, '/api/blade-system/role/list')).body.data
    const found = roles.find((role) => role.roleAlias === alias)
    if (!found) throw new Error(`no role ${alias}`)
    return found.id
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, '100001', 'admin')
    tester = await login(t.app, '100001', 'tester')
    menus = flatten((await get<MenuNode[]>(admin, '/api/blade-system/menu/list')).body.data)
  })
  afterAll(() => t.close())

  it('answers the admin’s menu: 系统管理 with its pages, each with meta.i18n, and no buttons', async () => {
    const routes = await get<RouteNode[]>(admin, '/api/blade-system/menu/routes')
    expect(routes.status).toBe(200)
    expect(routes.body.data.map((node) => node.name)).toEqual([
      '系统管理',
      '客户管理',
      '取件预约',
      '检测业务',
      '标准与溯源',
      '人员管理',
      '财务管理',
      '对外服务',
      '办公',
      '个人中心',
    ])
    const system = routes.body.data[0] as RouteNode
    expect(system).toMatchObject({
      path: '/system',
      parentId: '0',
      meta: { i18n: { en: 'System management' } },
    })
    expect(system.children.map((node) => node.name)).toEqual(SYSTEM_CHILDREN)
    expect(system.children.map((node) => node.meta.i18n.en)).toEqual(SYSTEM_CHILDREN_EN)
    expect(system.children.find((node) => node.name === '字典管理')?.path).toBe('/system/dict')
    for (const node of flatten(routes.body.data)) {
      expect(node.category, node.code).toBe(1)
      expect(node.meta.i18n, node.code).toEqual(node.i18n)
    }
  })

  it('answers a tester the customers (to look up), her lab work, the standards, the office area and the personal centre', async () => {
    const routes = await get<RouteNode[]>(tester, '/api/blade-system/menu/routes')
    expect(routes.status).toBe(200)
    expect(routes.body.data).toHaveLength(5)
    expect(routes.body.data[0]).toMatchObject({ name: '客户管理', meta: { i18n: { en: 'Customers' } } })
    expect(routes.body.data[0]?.children.map((node) => node.name)).toEqual(['客户信息', '客户器具'])
    expect(routes.body.data[1]).toMatchObject({ name: '检测业务', meta: { i18n: { en: 'Laboratory' } } })
    // Her work lists, and the lab's authorisations and scope of accreditation to look up.
    expect(routes.body.data[1]?.children.map((node) => node.name)).toEqual([
      '我的检测',
      '报告编制',
      '人员授权',
      '能力范围',
    ])
    // The standards have an area of their own, 标准器 first: she looks them up and records interim checks.
    expect(routes.body.data[2]).toMatchObject({
      name: '标准与溯源',
      path: '/standards',
      meta: { i18n: { en: 'Standards' } },
    })
    expect(routes.body.data[2]?.children.map((node) => node.name)).toEqual([
      '标准器',
      '计量标准',
      '标准文件',
      '溯源结果',
      '期间核查',
      '到期提醒',
    ])
    expect(routes.body.data[2]?.children[0]).toMatchObject({
      code: 'lab_standard_device',
      path: '/lab/standard-device',
    })
    expect(routes.body.data[3]).toMatchObject({ name: '办公', meta: { i18n: { en: 'Office' } } })
    expect(routes.body.data[3]?.children.map((node) => node.name)).toEqual([
      '请假申请',
      '我的待办',
      '我的申请',
    ])
    expect(routes.body.data[4]).toMatchObject({
      name: '个人中心',
      meta: { i18n: { en: 'Personal centre' } },
    })
    expect(routes.body.data[4]?.children.map((node) => node.name)).toEqual(['个人信息'])
    expect(flatten(routes.body.data).map((node) => node.code)).toEqual([
      'crm',
      'crm_customer',
      'crm_instrument',
      'lab',
      'lab_my_items',
      'lab_drafting',
      'lab_staff_ability',
      'lab_capabilities',
      'standards',
      'lab_standard_device',
      'standards_measuring',
      'standards_file',
      'standards_result',
      'standards_check',
      'standards_due',
      'work',
      'work_leave',
      'work_todo',
      'work_send',
      'personal',
      'info',
    ])
  })

  it('answers the admin the whole standards area, 标准器 first with its state change, and the quality manager too', async () => {
    const routes = await get<RouteNode[]>(admin, '/api/blade-system/menu/routes')
    const standards = routes.body.data.find((node) => node.code === 'standards')!
    expect(standards.children.map((node) => [node.code, node.path])).toEqual([
      ['lab_standard_device', '/lab/standard-device'],
      ['standards_measuring', '/standards/measuring-standard'],
      ['standards_file', '/standards/standard-file'],
      ['standards_plan', '/standards/trace-plan'],
      ['standards_result', '/standards/trace-result'],
      ['standards_check', '/standards/interim-check'],
      ['standards_due', '/standards/due'],
      ['standards_review', '/standards/certificate-review'],
    ])
    // No longer under 检测业务.
    const lab = routes.body.data.find((node) => node.code === 'lab')!
    expect(flatten(lab.children).map((node) => node.code)).not.toContain('lab_standard_device')
    expect(menuByCode('lab_standard_device').parentId).toBe(menuByCode('standards').id)
    expect(
      menus.filter((row) => row.parentId === menuByCode('lab_standard_device').id).map((row) => row.code),
    ).toEqual(
      expect.arrayContaining(['standard_device_add', 'standard_device_edit', 'standard_device_state']),
    )

    const quality = await login(t.app, '100001', 'quality')
    const qualityRoutes = (await get<RouteNode[]>(quality, '/api/blade-system/menu/routes')).body.data
    expect(
      qualityRoutes.find((node) => node.code === 'standards')?.children.map((node) => node.name),
    ).toEqual(standards.children.map((node) => node.name))
    const qualityButtons = flatten(
      (await get<RouteNode[]>(quality, '/api/blade-system/menu/buttons')).body.data,
    )
      .filter((node) => node.category === 2)
      .map((node) => node.code)
    expect(qualityButtons).toEqual(
      expect.arrayContaining([
        'standard_device_add',
        'standard_device_state',
        'trace_plan_audit',
        'certificate_review_close',
      ]),
    )
    expect(qualityButtons).not.toContain('dict_add')
  })

  it('answers the top menu bar, and the pages under one top menu (routes?topMenuId=)', async () => {
    const adminTop = await get<RouteNode[]>(admin, '/api/blade-system/menu/top-menu')
    expect(adminTop.body.data.map((node) => node.name)).toEqual([
      '系统管理',
      '客户管理',
      '取件预约',
      '检测业务',
      '标准与溯源',
      '人员管理',
      '财务管理',
      '对外服务',
      '办公',
      '个人中心',
    ])
    const testerTop = await get<RouteNode[]>(tester, '/api/blade-system/menu/top-menu')
    expect(testerTop.body.data.map((node) => node.name)).toEqual([
      '客户管理',
      '检测业务',
      '标准与溯源',
      '办公',
      '个人中心',
    ])

    const system = menuByCode('system')
    const below = await get<RouteNode[]>(admin, `/api/blade-system/menu/routes?topMenuId=${system.id}`)
    expect(below.status).toBe(200)
    expect(below.body.data.map((node) => node.name)).toEqual(SYSTEM_CHILDREN)
    for (const node of below.body.data) expect(node.parentId).toBe(system.id)

    const personal = menuByCode('personal')
    const testerBelow = await get<RouteNode[]>(
      tester,
      `/api/blade-system/menu/routes?topMenuId=${personal.id}`,
    )
    expect(testerBelow.body.data.map((node) => node.name)).toEqual(['个人信息'])
    // A top menu the user does not see has no pages for her.
    const hidden = await get<RouteNode[]>(tester, `/api/blade-system/menu/routes?topMenuId=${system.id}`)
    expect(hidden.status).toBe(200)
    expect(hidden.body.data).toEqual([])
  })

  it('answers the buttons (permission codes): all of them for the admin, viewing customers and drafting reports for a tester', async () => {
    const adminButtons = flatten((await get<RouteNode[]>(admin, '/api/blade-system/menu/buttons')).body.data)
    const codes = adminButtons.filter((node) => node.category === 2).map((node) => node.code)
    for (const code of ['dict_add', 'dict_edit', 'dict_delete', 'user_add', 'role_grant', 'param_edit'])
      expect(codes).toContain(code)
    // Buttons hang under the menus they belong to.
    const dictMenu = adminButtons.find((node) => node.code === 'dict') as RouteNode
    expect(dictMenu.children.map((node) => node.code)).toEqual(
      expect.arrayContaining(['dict_add', 'dict_edit', 'dict_delete']),
    )

    const testerButtons = flatten(
      (await get<RouteNode[]>(tester, '/api/blade-system/menu/buttons')).body.data,
    )
    expect(testerButtons.filter((node) => node.category === 2).map((node) => node.code)).toEqual([
      'customer_view',
      'instrument_view',
      'report_draft',
      'report_view',
      'staff_ability_view',
      'lab_capability_view',
      'standard_device_view',
      'measuring_standard_view',
      'standard_file_view',
      'trace_result_view',
      'interim_check_add',
      'interim_check_view',
      'standard_due_view',
    ])
    expect(testerButtons.map((node) => node.code)).not.toContain('dict_add')
    expect(testerButtons.map((node) => node.code)).not.toContain('standard_device_add')
  })

  it('hides an entry whose roles list does not name the user’s role, even when her role is granted it', async () => {
    const personal = menuByCode('personal')
    const created = await post<MenuRecord>(admin, '/api/blade-system/menu/submit', {
      parentId: personal.id,
      code: 'approval_desk',
      name: '审批台',
      i18n: { en: 'Approval desk' },
      path: '/info/approval',
      source: 'IconStamp',
      category: 1,
      roles: ['approver'],
      sort: 5,
    })
    expect(created.status).toBe(200)
    expect(created.body.data.roles).toEqual(['approver'])

    const grantedIds = [personal.id, menuByCode('info').id, created.body.data.id]
    const grant = await post(admin, '/api/blade-system/role/grant', {
      roleIds: [await roleId('tester'), await roleId('approver')],
      menuIds: grantedIds,
    })
    expect(grant.status).toBe(200)

    const namesFor = async (session: Session) =>
      flatten((await get<RouteNode[]>(session, '/api/blade-system/menu/routes')).body.data).map(
        (node) => node.name,
      )
    expect(await namesFor(tester)).toEqual(['个人中心', '个人信息'])
    const approver = await login(t.app, '100001', 'approver')
    expect(await namesFor(approver)).toEqual(['个人中心', '个人信息', '审批台'])

    // Without the roles list the same grant shows it to the tester too.
    const opened = await post(admin, '/api/blade-system/menu/submit', { ...created.body.data, roles: null })
    expect(opened.status).toBe(200)
    expect(await namesFor(tester)).toContain('审批台')
  })

  it('refuses a button without a menu above it, and a button or menu under a button', async () => {
    const orphan = await post(admin, '/api/blade-system/menu/submit', {
      parentId: '0',
      code: 'orphan_button',
      name: '孤立按钮',
      category: 2,
    })
    expect(orphan.status).toBe(400)
    expect(orphan.body.msg).toBe('上级数据不存在')

    const underButton = await post(admin, '/api/blade-system/menu/submit', {
      parentId: menuByCode('dict_add').id,
      code: 'dict_add_more',
      name: '再新增',
      category: 2,
    })
    expect(underButton.status).toBe(400)
    expect(underButton.body.msg).toBe('上级必须是菜单，不能是按钮')

    // A menu that has children cannot become a button.
    const dictMenu = menuByCode('dict')
    const toButton = await post(admin, '/api/blade-system/menu/submit', { ...dictMenu, category: 2 })
    expect(toButton.status).toBe(400)
    expect(toButton.body.msg).toBe('请先删除下级数据')

    const button = await post<MenuRecord>(admin, '/api/blade-system/menu/submit', {
      parentId: dictMenu.id,
      code: 'dict_import',
      name: '导入',
      i18n: { en: 'Import' },
      category: 2,
    })
    expect(button.status).toBe(200)
    expect(button.body.data).toMatchObject({ parentId: dictMenu.id, category: 2, code: 'dict_import' })
  })

  it('refuses a parent that is the entry itself or one of its descendants', async () => {
    const system = menuByCode('system')
    const underChild = await post(admin, '/api/blade-system/menu/submit', {
      ...system,
      parentId: menuByCode('user').id,
    })
    expect(underChild.status).toBe(400)
    expect(underChild.body.msg).toBe('上级不能是自身或其下级')
    const underItself = await post(admin, '/api/blade-system/menu/submit', { ...system, parentId: system.id })
    expect(underItself.status).toBe(400)
    expect(underItself.body.msg).toBe('上级不能是自身或其下级')
    expect(
      (await get<MenuRecord>(admin, `/api/blade-system/menu/detail?id=${system.id}`)).body.data.parentId,
    ).toBe('0')
  })

  it('refuses a code another entry already has', async () => {
    const duplicate = await post(admin, '/api/blade-system/menu/submit', {
      parentId: menuByCode('param').id,
      code: 'dict_add',
      name: '新增',
      category: 2,
    })
    expect(duplicate.status).toBe(400)
    expect(duplicate.body.msg).toBe('code已存在：dict_add')
    const renamed = await post(admin, '/api/blade-system/menu/submit', {
      ...menuByCode('param'),
      code: 'user',
    })
    expect(renamed.status).toBe(400)
    expect(renamed.body.msg).toBe('code已存在：user')
  })

  it('requires an http(s) address for an external entry (target web) and a site path otherwise', async () => {
    const personal = menuByCode('personal')
    const base = { parentId: personal.id, name: '业务系统', category: 1 }
    const local = await post(admin, '/api/blade-system/menu/submit', {
      ...base,
      code: 'lims_local',
      target: 'web',
      path: '/lims',
    })
    expect(local.status).toBe(400)
    expect(local.body.msg).toContain('path')
    const script = await post(admin, '/api/blade-system/menu/submit', {
      ...base,
      code: 'lims_script',
      target: 'web',
      path: 'javascript:alert(1)',
    })
    expect(script.status).toBe(400)
    const otherSite = await post(admin, '/api/blade-system/menu/submit', {
      ...base,
      code: 'lims_other',
      path: '//lims.example.com/',
    })
    expect(otherSite.status).toBe(400)

    const external = await post<MenuRecord>(admin, '/api/blade-system/menu/submit', {
      ...base,
      code: 'lims_web',
      target: 'web',
      path: 'https://lims.example.com/wel/index',
    })
    expect(external.status).toBe(200)
    expect(external.body.data).toMatchObject({ target: 'web', path: 'https://lims.example.com/wel/index' })
    const list = flatten((await get<MenuNode[]>(admin, '/api/blade-system/menu/list')).body.data)
    expect(list.map((row) => row.code)).not.toEqual(expect.arrayContaining(['lims_local', 'lims_script']))
  })

  it('removes a leaf entry but not one with children', async () => {
    const withChildren = await post(admin, `/api/blade-system/menu/remove?ids=${menuByCode('param').id}`)
    expect(withChildren.status).toBe(400)
    expect(withChildren.body.msg).toBe('请先删除下级数据')

    const leaf = await post<MenuRecord>(admin, '/api/blade-system/menu/submit', {
      parentId: menuByCode('param').id,
      code: 'param_import',
      name: '导入',
      category: 2,
    })
    expect((await post(admin, `/api/blade-system/menu/remove?ids=${leaf.body.data.id}`)).status).toBe(200)
    expect((await get(admin, `/api/blade-system/menu/detail?id=${leaf.body.data.id}`)).status).toBe(404)
    const adminButtons = flatten((await get<RouteNode[]>(admin, '/api/blade-system/menu/buttons')).body.data)
    expect(adminButtons.map((node) => node.code)).not.toContain('param_import')
  })

  it('lists every menu and button as a tree, filters flat, and answers menu-list without buttons', async () => {
    const tree = await get<MenuNode[]>(admin, '/api/blade-system/menu/list')
    expect(tree.body.data.map((node) => node.code)).toEqual([
      'system',
      'crm',
      'pickup',
      'lab',
      'standards',
      'staff',
      'finance',
      'public_service',
      'work',
      'portal',
      'personal',
    ])
    const dict = flatten(tree.body.data).find((node) => node.code === 'dict')
    expect(dict?.children.map((node) => node.code)).toEqual(
      expect.arrayContaining(['dict_add', 'dict_edit', 'dict_delete', 'dict_seal']),
    )
    const filtered = await get<MenuNode[]>(admin, '/api/blade-system/menu/list?name=字典')
    expect(filtered.body.data.map((node) => node.name).sort()).toEqual(['业务字典', '字典管理'].sort())
    for (const node of filtered.body.data) expect(node.children).toEqual([])

    const parents = flatten(
      (
        await get<{ id: string; title: string; children: never[] }[]>(
          admin,
          '/api/blade-system/menu/menu-list',
        )
      ).body.data,
    )
    const buttonIds = new Set(menus.filter((row) => row.category === 2).map((row) => row.id))
    expect(parents.length).toBeGreaterThan(0)
    expect(parents.some((node) => buttonIds.has(node.id))).toBe(false)
    expect(parents.map((node) => node.title)).toContain('字典管理')
  })

  it('refuses menu changes to a user without the menu permissions', async () => {
    const info = menuByCode('info')
    const attempts = await Promise.all([
      post(tester, '/api/blade-system/menu/submit', {
        parentId: info.id,
        code: 'tester_menu',
        name: '检测员菜单',
        path: '/info/tester',
      }),
      post(tester, '/api/blade-system/menu/submit', { ...info, name: '我的信息' }),
      post(tester, `/api/blade-system/menu/remove?ids=${info.id}`),
    ])
    for (const attempt of attempts) {
      expect(attempt.status).toBe(403)
      expect(attempt.body.msg).toBe('没有权限执行此操作')
    }
    expect((await get<MenuRecord>(admin, `/api/blade-system/menu/detail?id=${info.id}`)).body.data.name).toBe(
      '个人信息',
    )
  })
})
