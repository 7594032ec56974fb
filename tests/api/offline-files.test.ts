import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FILE_UPLOAD_MAX_BYTES } from '../../src/domain/constants'
import { file } from '../../server/db/schema'
import { withTenant } from '../../server/db/tenant-scope'
import { contentKey } from '../../server/modules/file/service'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { jpegBytes, pngBytes, upload, webpBytes } from './offline-support'

const TENANT = '100001'
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

describe.each(databaseKinds)('uploads and previews on %s', (kind) => {
  let t: TestApp
  let pickup: Session
  let reception: Session
  let admin: Session

  beforeAll(async () => {
    t = await createTestApp(kind)
    pickup = await login(t.app, TENANT, 'pickup')
    reception = await login(t.app, TENANT, 'reception')
    admin = await login(t.app, TENANT, 'admin')
  })
  afterAll(() => t.close())

  const rowsWithContent = (tenantId: string, hash: string) =>
    withTenant(t.database.db, tenantId, (tx) =>
      tx
        .select()
        .from(file)
        .where(and(eq(file.tenantId, tenantId), eq(file.sha256, hash))),
    )
  const preview = (session: Session | null, fileId: string) =>
    call<string>(t.app, session, { method: 'GET', url: `/csApi/blade-upload/file/preview?fileId=${fileId}` })

  it('stores a photo content-addressed and shows it inline', async () => {
    const bytes = pngBytes()
    const response = await upload(t.app, pickup, bytes, { kind: 'image', name: '现场照片1.png' })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toMatchObject({ code: 200, success: true })
    const stored = response.body.data
    expect(stored).toMatchObject({
      tenantId: TENANT,
      originalName: '现场照片1.png',
      contentType: 'image/png',
      size: bytes.length,
      sha256: sha256(bytes),
      link: `/api/file/download?fileId=${stored.id}`,
      createUser: pickup.userId,
    })
    const [row] = await rowsWithContent(TENANT, sha256(bytes))
    expect(row?.storageKey).toBe(contentKey(TENANT, sha256(bytes)))
    expect(row?.storageKey).toMatch(/^100001\/sha256\/[0-9a-f]{2}\/[0-9a-f]{64}$/)
    expect(await t.storage.exists(row?.storageKey ?? '')).toBe(true)

    // Until a record refers to it, only whoever uploaded it reads it (the lab's files follow their records).
    expect((await preview(reception, stored.id)).status).toBe(404)
    const shown = await preview(pickup, stored.id)
    expect(shown.status).toBe(200)
    expect(shown.raw.headers['content-type']).toBe('image/png')
    expect(String(shown.raw.headers['content-disposition'])).toMatch(/^inline; /)
    expect(String(shown.raw.headers['cache-control'])).toContain('private')
    expect(shown.raw.rawPayload.equals(bytes)).toBe(true)
    expect((await preview(null, stored.id)).status).toBe(401)
  })

  it('answers the same content with the same file: one row, one copy', async () => {
    const bytes = jpegBytes()
    const first = await upload(t.app, pickup, bytes, { kind: 'image', name: 'a.jpg', type: 'image/jpeg' })
    const again = await upload(t.app, reception, bytes, { kind: 'any', name: 'other-name.bin', type: 'x/y' })
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual(first.body.data)
    expect(await rowsWithContent(TENANT, sha256(bytes))).toHaveLength(1)
  })

  it('accepts JPEG, PNG and WebP as images by their bytes, whatever name and type they are sent with', async () => {
    for (const [bytes, type] of [
      [pngBytes(), 'image/png'],
      [jpegBytes(), 'image/jpeg'],
      [webpBytes(), 'image/webp'],
    ] as const) {
      const response = await upload(t.app, pickup, bytes, {
        kind: 'image',
        name: 'blob',
        type: 'application/octet-stream',
      })
      expect(response.status, type).toBe(200)
      expect(response.body.data.contentType).toBe(type)
    }
  })

  it('refuses what is not an image when an image is asked for, in the caller’s language', async () => {
    const text = Buffer.from(`not a photo ${uuidv7()}`)
    const refused = await upload(t.app, pickup, text, {
      kind: 'image',
      name: 'photo.jpg',
      type: 'image/jpeg',
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 400, success: false, msg: '只能上传图片（JPEG、PNG、WebP）' })
    const english = await upload(t.app, pickup, text, { kind: 'image', name: 'photo.jpg', language: 'en-GB' })
    expect(english.body.msg).toBe('Only images can be uploaded (JPEG, PNG, WebP)')
    expect(await rowsWithContent(TENANT, sha256(text))).toHaveLength(0)

    // Any file may be stored, but one that only claims to be an image is not served as one.
    const claimed = await upload(t.app, pickup, text, { kind: 'any', name: 'photo.jpg', type: 'image/jpeg' })
    expect(claimed.status).toBe(200)
    expect(claimed.body.data.contentType).toBe('application/octet-stream')
    const shown = await preview(pickup, claimed.body.data.id)
    expect(shown.raw.headers['content-type']).toBe('application/octet-stream')
    expect(String(shown.raw.headers['content-disposition'])).toMatch(/^attachment; /)
    const plain = await upload(t.app, pickup, Buffer.from(`记录 ${uuidv7()}`), {
      name: '记录.txt',
      type: 'text/plain; charset=utf-8',
    })
    expect(plain.body.data).toMatchObject({ contentType: 'text/plain', originalName: '记录.txt' })
  })

  it('takes files up to 10 MB and answers 413 beyond', async () => {
    const largest = Buffer.alloc(FILE_UPLOAD_MAX_BYTES, 7)
    largest.write(uuidv7())
    const fits = await upload(t.app, pickup, largest, { name: 'big.bin', type: 'application/octet-stream' })
    expect(fits.status, JSON.stringify(fits.body)).toBe(200)
    expect(fits.body.data.size).toBe(FILE_UPLOAD_MAX_BYTES)

    const tooLarge = Buffer.alloc(FILE_UPLOAD_MAX_BYTES + 1, 8)
    tooLarge.write(uuidv7())
    const refused = await upload(t.app, pickup, tooLarge, {
      name: 'bigger.bin',
      type: 'application/octet-stream',
    })
    expect(refused.status).toBe(413)
    expect(refused.body).toMatchObject({ code: 413, success: false, msg: '文件大小不能超过10MB' })
    expect(await rowsWithContent(TENANT, sha256(tooLarge))).toHaveLength(0)
  }, 120_000)

  it('answers 4xx with a message for uploads without a file part, empty files and other bodies', async () => {
    const noPart = await upload(t.app, pickup, pngBytes(), { field: 'picture' })
    expect(noPart.status).toBe(400)
    expect(noPart.body.msg).toBe('请选择要上传的文件')
    const empty = await upload(t.app, pickup, Buffer.alloc(0), { name: 'empty.png' })
    expect(empty.status).toBe(400)
    expect(empty.body.msg).toBe('文件内容为空')
    const json = await call<Envelope<null>>(t.app, pickup, {
      method: 'POST',
      url: '/api/file/upload',
      payload: { file: 'x' },
    })
    expect(json.status).toBeGreaterThanOrEqual(400)
    expect(json.status).toBeLessThan(500)
    expect(json.body.msg).toBeTruthy()
    expect((await upload(t.app, null, pngBytes())).status).toBe(401)
  })

  it('replays an upload by its Idempotency-Key and refuses the key for other content', async () => {
    const key = uuidv7()
    const bytes = pngBytes()
    const first = await upload(t.app, pickup, bytes, { kind: 'image', key })
    expect(first.status).toBe(200)
    expect(first.raw.headers['idempotent-replay']).toBeUndefined()
    const replay = await upload(t.app, pickup, bytes, { kind: 'image', key })
    expect(replay.status).toBe(200)
    expect(replay.raw.headers['idempotent-replay']).toBe('true')
    expect(replay.body).toEqual(first.body)
    const other = await upload(t.app, pickup, pngBytes(), { kind: 'image', key })
    expect(other.status).toBe(422)
    expect(other.body.msg).toBe('幂等键已用于另一请求')
    const badKey = await upload(t.app, pickup, pngBytes(), { kind: 'image', key: 'not-a-uuid' })
    expect(badKey.status).toBe(400)
    expect(badKey.body.msg).toBe('幂等键格式不正确（须为UUID）')
  })

  it('puts removed content back when it is uploaded again', async () => {
    const bytes = pngBytes()
    const first = (await upload(t.app, pickup, bytes, { kind: 'image' })).body.data
    const removed = await call(t.app, pickup, { method: 'POST', url: `/api/file/delete?fileId=${first.id}` })
    expect(removed.status).toBe(200)
    expect(await t.storage.exists(contentKey(TENANT, first.sha256))).toBe(false)
    expect((await preview(pickup, first.id)).status).toBe(404)

    const again = (await upload(t.app, pickup, bytes, { kind: 'image' })).body.data
    expect(again.id).not.toBe(first.id)
    const shown = await preview(admin, again.id)
    expect(shown.status).toBe(200)
    expect(shown.raw.rawPayload.equals(bytes)).toBe(true)
  })

  it('keeps each tenant’s files apart, even with the same content', async () => {
    const platform = await login(t.app, '000000', 'admin')
    const created = await call<Envelope<{ tenantId: string }>>(t.app, platform, {
      method: 'POST',
      url: '/api/blade-system/tenant/submit',
      payload: {
        tenantName: '离线上传计量所',
        contactName: '郑所长',
        contactPhone: '13900000051',
        adminAccount: 'admin',
        adminPassword: 'Upload5lab',
      },
    })
    expect(created.status).toBe(200)
    const other = await login(t.app, created.body.data.tenantId, 'admin', 'Upload5lab')
    const bytes = pngBytes()
    const mine = (await upload(t.app, pickup, bytes, { kind: 'image' })).body.data
    const theirs = (await upload(t.app, other, bytes, { kind: 'image' })).body.data
    expect(theirs.id).not.toBe(mine.id)
    expect(theirs.tenantId).toBe(created.body.data.tenantId)
    expect((await preview(other, mine.id)).status).toBe(404)
    expect((await preview(pickup, theirs.id)).status).toBe(404)
  })
})
