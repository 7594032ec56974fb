import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { file, material } from '../../server/db/schema'
import { SEED_MATERIALS, seedMaterials } from '../../server/seed/seed-shell'
import { withTenant } from '../../server/db/tenant-scope'
import { contentDisposition, storeFile, type FileDto } from '../../server/modules/file/service'
import type { FileStorage } from '../../server/modules/file/storage'
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

type Material = {
  id: string
  type: number
  name: string
  fileId: string
  fileName: string | null
  link: string
  remark: string | null
}

describe.each(databaseKinds)('files and notification-centre materials on %s', (kind) => {
  let t: TestApp
  let storage: FileStorage
  let admin: Session
  let reception: Session
  let tester: Session

  beforeAll(async () => {
    t = await createTestApp(kind)
    storage = t.storage
    // The seeded materials are the demo's; the tests below manage their own set.
    await withTenant(t.database.db, '100001', async (tx) => {
      await tx.update(material).set({ isDeleted: true }).where(eq(material.tenantId, '100001'))
      expect(await seedMaterials(tx, '100001', storage)).toBe(3)
    })
    admin = await login(t.app, '100001', 'admin')
    reception = await login(t.app, '100001', 'reception')
    tester = await login(t.app, '100001', 'tester')
  })
  afterAll(() => t.close())

  const page = (session: Session | null, body: unknown, query = 'current=1&size=50') =>
    call<Envelope<Page<Material>>>(t.app, session, {
      method: 'POST',
      url: `/api/material/page?${query}`,
      payload: body as object,
    })

  const store = (userId: string | null, name: string, content: string) =>
    withTenant(t.database.db, '100001', (tx) =>
      storeFile(tx, storage, {
        tenantId: '100001',
        name,
        contentType: 'text/plain; charset=utf-8',
        buffer: Buffer.from(content),
        userId,
      }),
    )

  it('lists the seeded materials as a page in the envelope, filtered by name and type', async () => {
    const all = await page(reception, { searchType: 'N' })
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ code: 200, success: true })
    expect(all.body.data).toMatchObject({ total: 3, current: 1, size: 50, pages: 1 })
    expect(all.body.data.records.map((row) => [row.type, row.name, row.fileName])).toEqual(
      SEED_MATERIALS.map((entry) => [entry.type, entry.name, entry.fileName]),
    )
    for (const row of all.body.data.records) {
      expect(row.link).toBe(`/api/file/download?fileId=${row.fileId}`)
      expect(row.remark).toBeTruthy()
    }

    const byName = await page(reception, { searchType: 'N', searchParam: { name: '模板' } })
    expect(byName.body.data.records.map((row) => row.name)).toEqual(['仪器批量导入模板'])
    const byType = await page(reception, { searchType: 'N', searchParam: { type: { filter: '1', op: '=' } } })
    expect(byType.body.data.records.map((row) => row.name)).toEqual(['系统使用说明'])
    // A field the page cannot search is refused by name, not ignored (that would answer every material).
    const unknownField = await page(reception, {
      searchType: 'N',
      searchParam: { type: { filter: '1', op: '=' }, unknownField: { filter: 'x', op: 'LIKE' } },
    })
    expect(unknownField.status).toBe(400)
    expect(unknownField.body.msg).toContain('unknownField')
    const exact = await page(reception, { searchType: 'Y', searchParam: { name: '送检' } })
    expect(exact.body.data.total).toBe(0)
    const paged = await page(reception, { searchType: 'N' }, 'current=2&size=2')
    expect(paged.body.data).toMatchObject({ total: 3, current: 2, size: 2, pages: 2 })
    expect(paged.body.data.records).toHaveLength(1)
    const noBody = await call<Envelope<Page<Material>>>(t.app, reception, {
      method: 'POST',
      url: '/api/material/page',
    })
    expect(noBody.body.data.total).toBe(3)

    const nul = await page(reception, { searchType: 'N', searchParam: { name: '模\u0000板' } })
    expect(nul.body.data.total).toBe(1)

    const badType = await page(reception, { searchType: 'N', searchParam: { type: 'tool' } })
    expect(badType.status).toBe(400)
    expect(badType.body.msg).toContain('searchParam.type')
    expect((await page(null, { searchType: 'N' })).status).toBe(401)
  })

  it('downloads a material with its Chinese name in Content-Disposition and gives its metadata', async () => {
    const records = (await page(reception, { searchType: 'N' })).body.data.records
    const template = records.find((row) => row.name === '仪器批量导入模板') as Material
    const download = await call<string>(t.app, reception, { method: 'GET', url: template.link })
    expect(download.status).toBe(200)
    expect(download.raw.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(download.raw.headers['content-disposition']).toBe(
      `attachment; filename="________.csv"; filename*=UTF-8''${encodeURIComponent('仪器批量导入模板.csv')}`,
    )
    const bytes = download.raw.rawPayload
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(bytes.toString('utf8')).toContain('器具名称,型号规格,出厂编号')

    const guide = records.find((row) => row.name === '系统使用说明') as Material
    const text = (await call<string>(t.app, reception, { method: 'GET', url: guide.link })).raw.body
    for (const topic of ['登录', '标签页', '语言', '锁屏']) expect(text).toContain(topic)

    const load = await call<Envelope<FileDto>>(t.app, reception, {
      method: 'GET',
      url: `/api/file/load?fileId=${template.fileId}`,
    })
    expect(load.status).toBe(200)
    expect(load.body.data).toMatchObject({
      id: template.fileId,
      originalName: '仪器批量导入模板.csv',
      contentType: 'text/csv; charset=utf-8',
      size: bytes.length,
      link: template.link,
    })
    expect(load.body.data.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect((await call(t.app, null, { method: 'GET', url: template.link })).status).toBe(401)
  })

  it('encodes awkward names safely and answers 404 for a missing file or missing bytes', async () => {
    expect(contentDisposition('报告 "final" (1).pdf')).toBe(
      `attachment; filename="__ _final_ (1).pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%20%22final%22%20%281%29.pdf`,
    )
    const stored = await store(reception.userId, '../../etc/说明\r\n.txt', 'hello')
    expect(stored.originalName).toBe('说明.txt')
    const unknown = await call<Envelope<null>>(t.app, reception, {
      method: 'GET',
      url: '/api/file/download?fileId=01900000-0000-7000-8000-00000000f001',
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.msg).toBe('数据不存在或已被删除')

    const [row] = await withTenant(t.database.db, '100001', (tx) =>
      tx
        .select({ storageKey: file.storageKey })
        .from(file)
        .where(and(eq(file.tenantId, '100001'), eq(file.id, stored.id))),
    )
    await storage.remove(row?.storageKey ?? '')
    const gone = await call<Envelope<null>>(t.app, reception, { method: 'GET', url: stored.link })
    expect(gone.status).toBe(404)
    expect(gone.body.msg).toBe('文件内容不存在或已被删除')
  })

  it('lets the owner or a permission holder remove a file, never one a material offers', async () => {
    const own = await store(reception.userId, '受理记录.txt', 'mine')
    const remove = (session: Session, fileId: string) =>
      call<Envelope<null>>(t.app, session, { method: 'POST', url: `/api/file/delete?fileId=${fileId}` })

    // Someone who may not even read the file (no record of hers refers to it) finds none.
    expect((await remove(tester, own.id)).status).toBe(404)
    expect((await remove(reception, own.id)).status).toBe(200)
    expect((await call(t.app, reception, { method: 'GET', url: own.link })).status).toBe(404)
    expect((await remove(reception, own.id)).status).toBe(404)
    const [row] = await withTenant(t.database.db, '100001', (tx) =>
      tx
        .select({ storageKey: file.storageKey, isDeleted: file.isDeleted })
        .from(file)
        .where(and(eq(file.tenantId, '100001'), eq(file.id, own.id))),
    )
    expect(row?.isDeleted).toBe(true)
    expect(await storage.exists(row?.storageKey ?? '')).toBe(false)

    const theirs = await store(reception.userId, '另一份.txt', 'theirs')
    expect((await remove(admin, theirs.id)).status).toBe(200)

    const offered = (await page(admin, { searchType: 'N' })).body.data.records[0] as Material
    const inUse = await remove(admin, offered.fileId)
    expect(inUse.status).toBe(400)
    expect(inUse.body.msg).toBe('文件正在被通知中心资料使用，不能删除')
  })

  it('keeps files and materials inside their tenant', async () => {
    const platform = await login(t.app, '000000', 'admin')
    const created = await call<Envelope<{ tenantId: string }>>(t.app, platform, {
      method: 'POST',
      url: '/api/blade-system/tenant/submit',
      payload: {
        tenantName: '第三计量所',
        contactName: '周所长',
        contactPhone: '13900000003',
        adminAccount: 'admin',
        adminPassword: 'Third3lab',
      },
    })
    expect(created.status).toBe(200)
    const other = await login(t.app, created.body.data.tenantId, 'admin', 'Third3lab')
    const mine = (await page(admin, { searchType: 'N' })).body.data.records
    const theirs = (await page(other, { searchType: 'N' })).body.data.records
    expect(theirs.filter((row) => mine.some((m) => m.id === row.id))).toEqual([])
    const foreign = mine[0] as Material
    expect((await call(t.app, other, { method: 'GET', url: foreign.link })).status).toBe(404)
    expect(
      (await call(t.app, other, { method: 'GET', url: `/api/file/load?fileId=${foreign.fileId}` })).status,
    ).toBe(404)
    expect(
      (await call(t.app, other, { method: 'POST', url: `/api/file/delete?fileId=${foreign.fileId}` })).status,
    ).toBe(404)
  })
})
