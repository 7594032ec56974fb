import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'

/*
 * What departments, roles and menus share as trees (server/modules/system/tree): the list as a tree or,
 * filtered, flat; the picker's nodes; a parent that must exist and not lie below the record; no removal
 * of a record whose children live on, unless they go with it.
 */

type Node = { id: string; parentId: string; hasChildren: boolean; children: Node[] }
type PickerNode = {
  id: string
  parentId: string
  title: string
  key: string
  value: string
  children: PickerNode[]
}

/** One tree entity as its routes see it. */
type Entity = {
  name: string
  prefix: string
  picker: string
  /** The query field of the list that searches the label. */
  filter: string
  label: (record: object) => string
  /** A new record's fields: its label and a key (code or alias) that names one record. */
  input: (label: string, key: string) => object
  /** The key the API reports a duplicate of. */
  keyField: string
}

const entities: Entity[] = [
  {
    name: 'departments',
    prefix: '/api/blade-system/dept',
    picker: 'tree',
    filter: 'deptName',
    label: (record) => (record as { deptName: string }).deptName,
    input: (label, key) => ({ deptName: label, deptCategory: 2, code: key }),
    keyField: 'code',
  },
  {
    name: 'roles',
    prefix: '/api/blade-system/role',
    picker: 'tree',
    filter: 'roleName',
    label: (record) => (record as { roleName: string }).roleName,
    input: (label, key) => ({ roleName: label, roleAlias: key }),
    keyField: 'roleAlias',
  },
  {
    name: 'menus',
    prefix: '/api/blade-system/menu',
    picker: 'menu-list',
    filter: 'name',
    label: (record) => (record as { name: string }).name,
    input: (label, key) => ({ name: label, code: key, path: '', category: 1 }),
    keyField: 'code',
  },
]

const flatten = <T extends { children: T[] }>(nodes: T[]): T[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)])

describe.each(databaseKinds)('the system trees on %s', (kind) => {
  let t: TestApp
  let admin: Session

  const get = <T>(url: string) => call<Envelope<T>>(t.app, admin, { method: 'GET', url })
  const post = <T>(url: string, payload?: object) =>
    call<Envelope<T>>(t.app, admin, { method: 'POST', url, payload })

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, '100001', 'admin')
  })
  afterAll(() => t.close())

  describe.each(entities)('$name', (entity) => {
    const key = (level: string) => `tree_${level}`
    const label = (level: string) => `树测试${entity.name}${level}`
    /** A chain of three new records: top, middle under it, bottom under that. */
    const chain = async (tag: string) => {
      const ids: string[] = []
      for (const level of ['top', 'middle', 'bottom']) {
        const created = await post<Node>(`${entity.prefix}/submit`, {
          ...entity.input(label(`${tag}${level}`), key(`${tag}${level}`)),
          parentId: ids.at(-1) ?? '0',
        })
        expect(created.status).toBe(200)
        ids.push(created.body.data.id)
      }
      return ids as [string, string, string]
    }

    it('lists the records as a tree, the matching ones flat when filtered, and as picker nodes', async () => {
      const [top, middle, bottom] = await chain('a')

      const tree = flatten((await get<Node[]>(`${entity.prefix}/list`)).body.data)
      const topNode = tree.find((node) => node.id === top)
      expect(topNode).toMatchObject({ parentId: '0', hasChildren: true })
      expect(topNode?.children.map((node) => node.id)).toEqual([middle])
      expect(tree.find((node) => node.id === middle)?.children.map((node) => node.id)).toEqual([bottom])
      expect(tree.find((node) => node.id === bottom)).toMatchObject({ hasChildren: false, children: [] })

      const filtered = await get<Node[]>(
        `${entity.prefix}/list?${entity.filter}=${encodeURIComponent(label('amiddle'))}`,
      )
      expect(filtered.status).toBe(200)
      expect(filtered.body.data).toEqual([
        expect.objectContaining({ id: middle, parentId: top, hasChildren: false, children: [] }),
      ])
      const [match] = filtered.body.data
      expect(match && entity.label(match)).toBe(label('amiddle'))

      const picker = flatten((await get<PickerNode[]>(`${entity.prefix}/${entity.picker}`)).body.data)
      const topPick = picker.find((node) => node.id === top)
      expect(topPick).toMatchObject({ parentId: '0', key: top, value: top, title: label('atop') })
      expect(topPick?.children.map((node) => node.id)).toEqual([middle])
      expect(picker.find((node) => node.id === bottom)).toMatchObject({
        parentId: middle,
        title: label('abottom'),
      })
    })

    it('refuses a parent that is the record itself, one below it or one that does not exist', async () => {
      const [top, middle, bottom] = await chain('b')
      const detail = (await get<object>(`${entity.prefix}/detail?id=${top}`)).body.data
      for (const parentId of [top, middle, bottom]) {
        const moved = await post(`${entity.prefix}/submit`, { ...detail, parentId })
        expect(moved.status).toBe(400)
        expect(moved.body.msg).toBe('上级不能是自身或其下级')
      }
      expect((await get<Node>(`${entity.prefix}/detail?id=${top}`)).body.data.parentId).toBe('0')

      const orphan = await post(`${entity.prefix}/submit`, {
        ...entity.input(label('borphan'), key('borphan')),
        parentId: '01900000-0000-7000-8000-00000000f001',
      })
      expect(orphan.status).toBe(400)
      expect(orphan.body.msg).toBe('上级数据不存在')
    })

    it('refuses a key another record has', async () => {
      await chain('c')
      const duplicate = await post(`${entity.prefix}/submit`, {
        ...entity.input(label('cagain'), key('ctop')),
        parentId: '0',
      })
      expect(duplicate.status).toBe(400)
      expect(duplicate.body.msg).toBe(`${entity.keyField}已存在：${key('ctop')}`)
    })

    it('removes a record only with its children or after them; a removed record is not found', async () => {
      const [top, middle, bottom] = await chain('d')
      const withChildren = await post(`${entity.prefix}/remove?ids=${top}`)
      expect(withChildren.status).toBe(400)
      expect(withChildren.body.msg).toBe('请先删除下级数据')

      expect((await post(`${entity.prefix}/remove?ids=${bottom}`)).status).toBe(200)
      expect((await get(`${entity.prefix}/detail?id=${bottom}`)).status).toBe(404)
      expect((await post(`${entity.prefix}/remove?ids=${top},${middle}`)).status).toBe(200)
      for (const id of [top, middle]) expect((await get(`${entity.prefix}/detail?id=${id}`)).status).toBe(404)
      const tree = flatten((await get<Node[]>(`${entity.prefix}/list`)).body.data)
      expect(tree.map((node) => node.id)).not.toContain(top)
    })
  })
})
