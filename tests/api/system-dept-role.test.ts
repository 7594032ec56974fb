import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../support/databases'
import {
  call,
  createTestApp,
  login,
  requestToken,
  type Envelope,
  type Session,
  type TestApp,
} from '../support/test-app'

type Dept = {
  id: string
  tenantId: string
  parentId: string
  deptName: string
  fullName: string | null
  i18n: Record<string, string>
  deptCategory: number
  code: string | null
  abbr: string | null
  sort: number
  children: Dept[]
  hasChildren: boolean
}
type Role = {
  id: string
  parentId: string
  roleName: string
  roleAlias: string
  i18n: Record<string, string>
  sort: number
  children: Role[]
}
type TreeNode = {
  id: string
  parentId: string
  title: string
  key: string
  value: string
  children: TreeNode[]
}
type MenuNode = {
  id: string
  code: string
  name: string
  category: number
  roles: string[] | null
  children: MenuNode[]
}
type User = { id: string; account: string; roleAliases: string[] }

function flatten<T extends { children?: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])])
}

const FORBIDDEN = '没有权限执行此操作'
const ADMIN_PROTECTED = '管理员角色受保护，不能删除或修改别名'

describe.each(databaseKinds)('departments and roles on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session

  const get = <T>(session: Session, url: string) => call<Envelope<T>>(t.app, session, { method: 'GET', url })
  const post = <T>(session: Session, url: string, payload?: object) =>
    call<Envelope<T>>(t.app, session, { method: 'POST', url, payload })
  const depts = async () => flatten((await get<Dept[]>(admin, '/api/blade-system/dept/list')).body.data)
  const deptByCode = async (code: string) => {
    const found = (await depts()).find((row) => row.code === code)
    if (!found) throw new Error(`no department ${code}`)
    return found
  }
  const roles = async () => flatten((await get<Role[]>(admin, '/api/blade-system/role/list')).body.data)
  const roleByAlias = async (alias: string) => {
    const found = (await roles()).find((row) => row.roleAlias === alias)
    if (!found) throw new Error(`no role ${alias}`)
    return found
  }
  const menuIds = async (codes: string[]) => {
    const all = flatten((await get<MenuNode[]>(admin, '/api/blade-system/menu/list')).body.data)
    return codes.map((code) => {
      const found = all.find((row) => row.code === code)
      if (!found) throw new Error(`no menu ${code}`)
      return found.id
    })
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, '100001', 'admin')
    tester = await login(t.app, '100001', 'tester')
  })
  afterAll(() => t.close())

  describe('departments', () => {
    it('lists the organisation as a tree: company, then departments, then groups (org_category 1/2/3)', async () => {
      const list = await get<Dept[]>(admin, '/api/blade-system/dept/list')
      expect(list.status).toBe(200)
      expect(list.body.data).toHaveLength(1)
      const company = list.body.data[0] as Dept
      expect(company).toMatchObject({
        deptName: '示范计量检测研究院',
        deptCategory: 1,
        parentId: '0',
        hasChildren: true,
        tenantId: '100001',
      })
      expect(company.children.map((row) => row.deptName)).toEqual([
        '业务受理部',
        '热工室',
        '力学室',
        '长度室',
        '电学室',
        '化学室',
        '质量管理部',
        '财务部',
      ])
      for (const department of company.children) {
        expect(department.deptCategory, department.deptName).toBe(2)
        expect(department.parentId).toBe(company.id)
        for (const group of department.children) {
          expect(group.deptCategory, group.deptName).toBe(3)
          expect(group.parentId).toBe(department.id)
          expect(group.children).toEqual([])
        }
      }
      const thermal = company.children.find((row) => row.deptName === '热工室') as Dept
      expect(thermal.children.map((row) => row.deptName)).toEqual(['温度组', '压力组'])
      expect(thermal.i18n.en).toBe('Thermal laboratory')

      const groups = await get<Dept[]>(
        admin,
        `/api/blade-system/dept/list?deptName=${encodeURIComponent('组')}`,
      )
      expect(groups.body.data).toHaveLength(5)
      for (const row of groups.body.data) {
        expect(row.deptCategory).toBe(3)
        expect(row.children).toEqual([])
      }
    })

    it('answers the picker tree of the own tenant only', async () => {
      const tree = await get<TreeNode[]>(tester, '/api/blade-system/dept/tree')
      expect(tree.status).toBe(200)
      const all = flatten(tree.body.data)
      expect(all.map((node) => node.id).sort()).toEqual((await depts()).map((row) => row.id).sort())
      const root = tree.body.data[0] as TreeNode
      expect(root).toMatchObject({ title: '示范计量检测研究院', key: root.id, value: root.id, parentId: '0' })
      expect((await get(admin, '/api/blade-system/dept/tree?tenantId=100001')).status).toBe(200)
      const foreign = await get(admin, '/api/blade-system/dept/tree?tenantId=000000')
      expect(foreign.status).toBe(403)
    })

    it('creates, renames and moves a department', async () => {
      const thermal = await deptByCode('D02')
      const created = await post<Dept>(admin, '/api/blade-system/dept/submit', {
        parentId: thermal.id,
        deptName: '湿度组',
        fullName: '示范计量检测研究院/热工室/湿度组',
        i18n: { en: 'Humidity group' },
        deptCategory: 3,
        code: 'D0203',
        abbr: 'SD',
        sort: 3,
      })
      expect(created.status).toBe(200)
      expect(created.body.data).toMatchObject({ parentId: thermal.id, deptCategory: 3, code: 'D0203' })
      const id = created.body.data.id
      expect((await deptByCode('D02')).children.map((row) => row.deptName)).toEqual([
        '温度组',
        '压力组',
        '湿度组',
      ])

      const renamed = await post<Dept>(admin, '/api/blade-system/dept/submit', {
        ...created.body.data,
        deptName: '湿度与露点组',
      })
      expect(renamed.status).toBe(200)
      const detail = await get<Dept>(admin, `/api/blade-system/dept/detail?id=${id}`)
      expect(detail.body.data).toMatchObject({ deptName: '湿度与露点组', code: 'D0203', abbr: 'SD' })

      const mechanics = await deptByCode('D03')
      const moved = await post<Dept>(admin, '/api/blade-system/dept/submit', {
        ...detail.body.data,
        parentId: mechanics.id,
      })
      expect(moved.status).toBe(200)
      expect((await deptByCode('D03')).children.map((row) => row.id)).toContain(id)
      expect((await deptByCode('D02')).children.map((row) => row.id)).not.toContain(id)
    })

    it('refuses a parent that is the department itself or below it, an unknown parent and a used code', async () => {
      const thermal = await deptByCode('D02')
      const temperature = await deptByCode('D0201')
      const underChild = await post(admin, '/api/blade-system/dept/submit', {
        ...thermal,
        parentId: temperature.id,
      })
      expect(underChild.status).toBe(400)
      expect(underChild.body.msg).toBe('上级不能是自身或其下级')
      const company = await deptByCode('D00')
      const underGrandchild = await post(admin, '/api/blade-system/dept/submit', {
        ...company,
        parentId: temperature.id,
      })
      expect(underGrandchild.status).toBe(400)
      expect(underGrandchild.body.msg).toBe('上级不能是自身或其下级')
      const underItself = await post(admin, '/api/blade-system/dept/submit', {
        ...thermal,
        parentId: thermal.id,
      })
      expect(underItself.status).toBe(400)
      expect(underItself.body.msg).toBe('上级不能是自身或其下级')
      expect((await deptByCode('D02')).parentId).toBe(company.id)

      const unknownParent = await post(admin, '/api/blade-system/dept/submit', {
        parentId: '01900000-0000-7000-8000-00000000d001',
        deptName: '无处安放',
      })
      expect(unknownParent.status).toBe(400)
      expect(unknownParent.body.msg).toBe('上级数据不存在')

      const usedCode = await post(admin, '/api/blade-system/dept/submit', {
        parentId: company.id,
        deptName: '第二受理部',
        code: 'D01',
      })
      expect(usedCode.status).toBe(400)
      expect(usedCode.body.msg).toBe('code已存在：D01')
    })

    it('refuses to remove a department with sub-departments or with users, and removes an empty one', async () => {
      const thermal = await deptByCode('D02')
      const withChildren = await post(admin, `/api/blade-system/dept/remove?ids=${thermal.id}`)
      expect(withChildren.status).toBe(400)
      expect(withChildren.body.msg).toBe('请先删除下级数据')

      // The finance account belongs to 财务部.
      const finance = await deptByCode('D08')
      const withUsers = await post(admin, `/api/blade-system/dept/remove?ids=${finance.id}`)
      expect(withUsers.status).toBe(400)
      expect(withUsers.body.msg).toBe('部门下存在用户，不能删除')
      expect((await get(admin, `/api/blade-system/dept/detail?id=${finance.id}`)).status).toBe(200)

      const empty = await post<Dept>(admin, '/api/blade-system/dept/submit', {
        parentId: (await deptByCode('D00')).id,
        deptName: '临时项目部',
        deptCategory: 2,
      })
      expect((await post(admin, `/api/blade-system/dept/remove?ids=${empty.body.data.id}`)).status).toBe(200)
      expect((await get(admin, `/api/blade-system/dept/detail?id=${empty.body.data.id}`)).status).toBe(404)
      expect((await depts()).map((row) => row.deptName)).not.toContain('临时项目部')
    })

    it('refuses department changes to a user without the permissions', async () => {
      const reception = await deptByCode('D01')
      const attempts = await Promise.all([
        post(tester, '/api/blade-system/dept/submit', { parentId: reception.id, deptName: '检测员小组' }),
        post(tester, '/api/blade-system/dept/submit', { ...reception, deptName: '改名' }),
        post(tester, `/api/blade-system/dept/remove?ids=${reception.id}`),
      ])
      for (const attempt of attempts) {
        expect(attempt.status).toBe(403)
        expect(attempt.body.msg).toBe(FORBIDDEN)
      }
      expect((await deptByCode('D01')).deptName).toBe('业务受理部')
    })
  })

  describe('roles', () => {
    it('lists the lab’s roles as a tree and as picker nodes', async () => {
      const list = await get<Role[]>(admin, '/api/blade-system/role/list')
      expect(list.status).toBe(200)
      expect(list.body.data.map((row) => row.roleAlias)).toEqual([
        'admin',
        'reception',
        'tester',
        'reviewer',
        'approver',
        'finance',
        'pickup',
        'quality',
        'customer',
      ])
      expect(list.body.data.map((row) => row.roleName)).toEqual([
        '管理员',
        '业务受理员',
        '检测员',
        '核验员',
        '批准人',
        '财务',
        '取送员',
        '质量负责人',
        '客户',
      ])
      for (const row of list.body.data) expect(row.parentId).toBe('0')

      const tree = await get<TreeNode[]>(admin, '/api/blade-system/role/tree')
      expect(tree.body.data.map((node) => node.title)).toEqual(list.body.data.map((row) => row.roleName))
      expect(tree.body.data.map((node) => node.id)).toEqual(list.body.data.map((row) => row.id))

      const filtered = await get<Role[]>(admin, '/api/blade-system/role/list?roleAlias=test')
      expect(filtered.body.data.map((row) => row.roleAlias)).toEqual(['tester'])
    })

    it('creates a role and refuses an alias in use', async () => {
      const created = await post<Role>(admin, '/api/blade-system/role/submit', {
        parentId: '0',
        roleName: '样品管理员',
        roleAlias: 'sample_keeper',
        i18n: { en: 'Sample keeper' },
        sort: 10,
      })
      expect(created.status).toBe(200)
      expect(created.body.data).toMatchObject({
        roleAlias: 'sample_keeper',
        roleName: '样品管理员',
        parentId: '0',
      })
      const detail = await get<Role>(admin, `/api/blade-system/role/detail?id=${created.body.data.id}`)
      expect(detail.body.data.i18n.en).toBe('Sample keeper')
      expect((await roles()).map((row) => row.roleAlias)).toContain('sample_keeper')

      const duplicate = await post(admin, '/api/blade-system/role/submit', {
        roleName: '第二检测员',
        roleAlias: 'tester',
      })
      expect(duplicate.status).toBe(400)
      expect(duplicate.body.msg).toBe('roleAlias已存在：tester')

      const denied = await post(tester, '/api/blade-system/role/submit', {
        roleName: '自建',
        roleAlias: 'self_made',
      })
      expect(denied.status).toBe(403)
      expect(denied.body.msg).toBe(FORBIDDEN)
    })

    it('grants menus to a new role; its holder gets the buttons and, once the roles lists allow, the pages', async () => {
      const lead = await post<Role>(admin, '/api/blade-system/role/submit', {
        roleName: '质量主管',
        roleAlias: 'qa_lead',
      })
      expect(lead.status).toBe(200)
      const granted = await menuIds(['system', 'dict', 'dict_add', 'dict_edit', 'personal', 'info'])
      const grant = await post(admin, '/api/blade-system/role/grant', {
        roleIds: [lead.body.data.id],
        menuIds: granted,
      })
      expect(grant.status).toBe(200)
      const keys = await get<string[]>(admin, `/api/blade-system/role/grant-keys?roleId=${lead.body.data.id}`)
      expect([...keys.body.data].sort()).toEqual([...granted].sort())

      const user = await call<Envelope<User>>(t.app, admin, {
        method: 'POST',
        url: '/api/blade-user/submit',
        payload: {
          account: 'qa.zhou',
          password: 'Quality2024',
          realName: '周质量',
          roleIds: [lead.body.data.id],
        },
      })
      expect(user.status).toBe(200)
      expect(user.body.data.roleAliases).toEqual(['qa_lead'])
      const qa = await login(t.app, '100001', 'qa.zhou', 'Quality2024')

      const buttons = flatten((await get<MenuNode[]>(qa, '/api/blade-system/menu/buttons')).body.data)
        .filter((node) => node.category === 2)
        .map((node) => node.code)
      expect(buttons.sort()).toEqual(['dict_add', 'dict_edit'])
      const group = await post(qa, '/api/blade-system/dict/submit', {
        parentId: '0',
        code: 'qa_checklist',
        dictValue: '质量检查表',
      })
      expect(group.status).toBe(200)
      const removal = await post(
        qa,
        `/api/blade-system/dict/remove?ids=${(group.body.data as { id: string }).id}`,
      )
      expect(removal.status).toBe(403)

      // 系统管理 and 字典管理 name only the admin roles (spec §6): the grant alone does not show them.
      const routeNames = async () =>
        flatten((await get<MenuNode[]>(qa, '/api/blade-system/menu/routes')).body.data).map(
          (node) => node.name,
        )
      expect(await routeNames()).toEqual(['个人中心', '个人信息'])
      const all = flatten((await get<MenuNode[]>(admin, '/api/blade-system/menu/list')).body.data)
      for (const code of ['system', 'dict']) {
        const entry = all.find((row) => row.code === code) as MenuNode
        const { children: _children, ...record } = entry
        const opened = await post(admin, '/api/blade-system/menu/submit', {
          ...record,
          roles: [...(entry.roles ?? []), 'qa_lead'],
        })
        expect(opened.status).toBe(200)
      }
      expect(await routeNames()).toEqual(['系统管理', '字典管理', '个人中心', '个人信息'])

      // Re-granting replaces the set.
      await post(admin, '/api/blade-system/role/grant', {
        roleIds: [lead.body.data.id],
        menuIds: await menuIds(['personal', 'info']),
      })
      expect(await routeNames()).toEqual(['个人中心', '个人信息'])
      expect(
        (
          await post(qa, '/api/blade-system/dict/submit', {
            parentId: '0',
            code: 'qa_more',
            dictValue: '更多',
          })
        ).status,
      ).toBe(403)
    })

    it('does not let a role holder grant what she does not hold', async () => {
      const manager = await post<Role>(admin, '/api/blade-system/role/submit', {
        roleName: '权限管理员',
        roleAlias: 'grant_manager',
      })
      await post(admin, '/api/blade-system/role/grant', {
        roleIds: [manager.body.data.id],
        menuIds: await menuIds(['system', 'role', 'role_grant', 'personal', 'info']),
      })
      await call(t.app, admin, {
        method: 'POST',
        url: '/api/blade-user/submit',
        payload: {
          account: 'grant.wu',
          password: 'Grants2024',
          realName: '吴授权',
          roleIds: [manager.body.data.id],
        },
      })
      const wu = await login(t.app, '100001', 'grant.wu', 'Grants2024')
      const reviewer = await roleByAlias('reviewer')
      const beyond = await post(wu, '/api/blade-system/role/grant', {
        roleIds: [reviewer.id],
        menuIds: await menuIds(['personal', 'info', 'user', 'user_delete']),
      })
      expect(beyond.status).toBe(403)
      expect(beyond.body.msg).toBe('不能授予自己没有的权限')
      const within = await post(wu, '/api/blade-system/role/grant', {
        roleIds: [reviewer.id],
        menuIds: await menuIds(['personal', 'info']),
      })
      expect(within.status).toBe(200)
      expect(
        (
          await get<string[]>(admin, `/api/blade-system/role/grant-keys?roleId=${reviewer.id}`)
        ).body.data.sort(),
      ).toEqual((await menuIds(['personal', 'info'])).sort())
    })

    it('refuses to remove a role users hold, and removes one nobody holds', async () => {
      const testerRole = await roleByAlias('tester')
      const held = await post(admin, `/api/blade-system/role/remove?ids=${testerRole.id}`)
      expect(held.status).toBe(400)
      expect(held.body.msg).toBe('角色已分配给用户，不能删除')
      expect((await get(admin, `/api/blade-system/role/detail?id=${testerRole.id}`)).status).toBe(200)

      const unused = await post<Role>(admin, '/api/blade-system/role/submit', {
        roleName: '临时角色',
        roleAlias: 'temporary',
      })
      expect((await post(admin, `/api/blade-system/role/remove?ids=${unused.body.data.id}`)).status).toBe(200)
      expect((await get(admin, `/api/blade-system/role/detail?id=${unused.body.data.id}`)).status).toBe(404)
      expect((await roles()).map((row) => row.roleAlias)).not.toContain('temporary')
    })

    it('protects the admin role: it cannot be removed or lose its alias, and admin still signs in', async () => {
      const adminRole = await roleByAlias('admin')
      const removal = await post(admin, `/api/blade-system/role/remove?ids=${adminRole.id}`)
      expect(removal.status).toBe(403)
      expect(removal.body.msg).toBe(ADMIN_PROTECTED)
      const realias = await post(admin, '/api/blade-system/role/submit', {
        ...adminRole,
        roleAlias: 'former_admin',
      })
      expect(realias.status).toBe(403)
      expect(realias.body.msg).toBe(ADMIN_PROTECTED)
      expect((await roleByAlias('admin')).id).toBe(adminRole.id)

      const answer = await requestToken(t.app, '100001', 'admin', 'metrodesk', { ip: '10.7.0.1' })
      expect(answer.json<{ role_alias: string }>().role_alias).toBe('admin')

      const denied = await post(
        tester,
        `/api/blade-system/role/remove?ids=${(await roleByAlias('finance')).id}`,
      )
      expect(denied.status).toBe(403)
      expect(denied.body.msg).toBe(FORBIDDEN)
    })
  })
})
