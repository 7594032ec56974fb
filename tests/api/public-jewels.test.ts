import { createHash, randomInt } from 'node:crypto'
import { like } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rateCounter, tenant } from '../../server/db/schema'
import { demoGemPng } from '../../server/seed/seed-public-services-b'
import { withoutTenant } from '../../server/db/tenant-scope'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { uploadImage } from './offline-support'

const TENANT = '100001'
const BASE = '/api/hm-metrology-jewels'
const NOT_FOUND = '未查询到该证书，请核对证书编号和校验码'
const LABEL_NOT_FOUND = '未查询到该标签，请核对标签编号和校验码'
/** Small limits for this file, as the certificate lookups' test has them. */
const SETTINGS = {
  PUBLIC_LOOKUP_PER_MINUTE: '10',
  PUBLIC_LOOKUP_PER_DAY: '15',
  PUBLIC_LOOKUP_CAPTCHA_AFTER: '3',
  PUBLIC_LOOKUP_FLOOR_MS: '60',
}

type Issued = { id: string; no: string; code: string; photo: Buffer; pdfSha256: string | null }
type Lookup = { tenantId?: string; no: string; code: string }
type AppraisalView = {
  certificateNo: string
  standing: string
  revokedAt: string | null
  kind: string
  labName: string
  holder: string
  instrumentName: string
  conclusion: string
  pdfSha256: string
  appraisal?: {
    itemName: string
    totalWeight: string
    shape: string | null
    colour: string | null
    photoUrl: string | null
  }
}
type LabelView = {
  labelNo: string
  standing: string
  revokedAt: string | null
  labName: string
  itemName: string
  fineness: string
  weight: string
  issueDate: string
  photoUrl: string | null
}

describe.each(databaseKinds)('public lookups of appraisal certificates and metal labels on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let appraisal: Issued
  let label: Issued
  let addresses = 0
  /** A fresh client address, so that each check starts with clean counters. */
  const nextAddress = () => `203.0.113.${++addresses}`

  const lookup = (path: string, payload: Lookup, ip = nextAddress()): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url: `/api/public/${path}`, payload, remoteAddress: ip })
  /** A photo at the address an answer gave (no number, code or captcha: the address is the secret). */
  const photoAt = (url: string, ip = nextAddress()): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url, remoteAddress: ip })
  const PHOTO_URL = new RegExp(`^/api/public/jewel-photo/${TENANT}/[0-9a-f]{64}$`)

  const staff = <T>(path: string, payload: object) =>
    call<Envelope<T>>(t.app, admin, { method: 'POST', url: `${BASE}/${path}`, payload })

  async function issue(kindPath: 'appraisal' | 'metal-label', form: object): Promise<Issued> {
    const photo = demoGemPng(40, [randomInt(256), randomInt(256), randomInt(256)])
    const photoFileId = await uploadImage(t.app, admin, photo)
    const created = await staff<{ id: string }>(`${kindPath}/submit`, { ...form, photoFileId })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const issued = await staff<{ no: string; checkCode: string; pdfSha256: string | null }>(
      `${kindPath}/issue`,
      {
        id: created.body.data.id,
      },
    )
    expect(issued.status, JSON.stringify(issued.body)).toBe(200)
    const { no, checkCode, pdfSha256 } = issued.body.data
    return { id: created.body.data.id, no, code: checkCode, photo, pdfSha256 }
  }

  beforeAll(async () => {
    for (const [name, value] of Object.entries(SETTINGS)) vi.stubEnv(name, value)
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    appraisal = await issue('appraisal', {
      holder: '张三',
      itemName: '钻石吊坠',
      totalWeight: '2.406',
      shape: '水滴形',
      colour: '无色',
      conclusion: '钻石',
    })
    label = await issue('metal-label', {
      holder: '张三',
      itemName: '足金戒指',
      fineness: 'Au999',
      weight: '4.2',
    })
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await t.close()
  })

  it('verifies an appraisal certificate on /cert: genuine, its fields, the holder masked; its PDF with the code, its photo at the address answered', async () => {
    const answer = await lookup('certificate/verify', {
      tenantId: TENANT,
      no: appraisal.no,
      code: appraisal.code.toLowerCase(),
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const view = answer.json<Envelope<AppraisalView>>().data
    expect(view).toMatchObject({
      certificateNo: appraisal.no,
      standing: 'valid',
      revokedAt: null,
      kind: 'appraisal',
      labName: '示范计量检测研究院',
      holder: '张**',
      instrumentName: '钻石吊坠',
      conclusion: '钻石',
      pdfSha256: appraisal.pdfSha256,
      appraisal: {
        itemName: '钻石吊坠',
        totalWeight: '2.406',
        shape: '水滴形',
        colour: '无色',
        photoUrl: expect.stringMatching(PHOTO_URL),
      },
    })
    expect(JSON.stringify(answer.json())).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|checkCode|tenantId|fileId/i)

    // The installation's only lab answers a link without the tenant.
    expect((await lookup('certificate/verify', { no: appraisal.no, code: appraisal.code })).statusCode).toBe(
      200,
    )
    expect((await lookup('metal-label/verify', { no: label.no, code: label.code })).statusCode).toBe(200)

    const pdf = await lookup('certificate/pdf', {
      tenantId: TENANT,
      no: appraisal.no,
      code: appraisal.code,
    })
    expect(pdf.statusCode).toBe(200)
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(appraisal.pdfSha256)

    const photo = await photoAt(view.appraisal!.photoUrl!)
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/png')
    expect(Buffer.compare(photo.rawPayload, appraisal.photo)).toBe(0)
    // The address is the photo's SHA-256, answered only to the number and code.
    expect(view.appraisal!.photoUrl).toBe(
      `/api/public/jewel-photo/${TENANT}/${createHash('sha256').update(appraisal.photo).digest('hex')}`,
    )
  })

  it('serves at a photo address only the photo of an issued document, in its own lab', async () => {
    const url = (tenantId: string, bytes: Buffer) =>
      `/api/public/jewel-photo/${tenantId}/${createHash('sha256').update(bytes).digest('hex')}`
    // Another file of the lab (a draft's photo): its content's hash does not make it public.
    const other = demoGemPng(40, [randomInt(256), randomInt(256), randomInt(256)])
    const otherId = await uploadImage(t.app, admin, other)
    await staff('appraisal/submit', {
      holder: '王五',
      itemName: '珍珠项链',
      totalWeight: '20',
      conclusion: '海水珍珠',
      photoFileId: otherId,
    })
    for (const address of [
      url(TENANT, other),
      url('100779', appraisal.photo),
      `/api/public/jewel-photo/${TENANT}/${'0'.repeat(64)}`,
    ]) {
      const answer = await photoAt(address)
      expect(answer.statusCode, address).toBe(404)
      expect(answer.json<Envelope<null>>().data).toBeNull()
    }
    expect((await photoAt(`/api/public/jewel-photo/${TENANT}/not-a-hash`)).statusCode).toBe(400)
    expect((await photoAt(url(TENANT, label.photo))).statusCode).toBe(200)
  })

  it('finds nothing with a wrong code, another lab, a draft or a label number', async () => {
    const misses: [string, Lookup][] = [
      ['certificate/verify', { tenantId: TENANT, no: appraisal.no, code: 'ABCDEFGH' }],
      ['certificate/pdf', { tenantId: TENANT, no: appraisal.no, code: 'ABCDEFGH' }],
      ['certificate/verify', { tenantId: TENANT, no: appraisal.no.slice(0, -1), code: appraisal.code }],
      // A label's number and code are not a certificate's, nor the other way round.
      ['certificate/verify', { tenantId: TENANT, no: label.no, code: label.code }],
      ['metal-label/verify', { tenantId: TENANT, no: appraisal.no, code: appraisal.code }],
      ['metal-label/verify', { tenantId: TENANT, no: label.no, code: appraisal.code }],
    ]
    for (const [path, payload] of misses) {
      const answer = await lookup(path, payload)
      expect(answer.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(404)
      expect(answer.json<Envelope<null>>().msg).toBe(path.startsWith('metal') ? LABEL_NOT_FOUND : NOT_FOUND)
      expect(answer.json<Envelope<null>>().data).toBeNull()
    }

    // Another lab knows neither.
    await withoutTenant(t.database.db, (tx) =>
      tx.insert(tenant).values({ tenantId: '100778', tenantName: '另一实验室' }),
    )
    expect(
      (await lookup('certificate/verify', { tenantId: '100778', no: appraisal.no, code: appraisal.code }))
        .statusCode,
    ).toBe(404)
    expect(
      (await lookup('metal-label/verify', { tenantId: '100778', no: label.no, code: label.code })).statusCode,
    ).toBe(404)

    // A draft has no number: nothing to find even by its id.
    const draft = await staff<{ id: string }>('appraisal/submit', {
      holder: '王五',
      itemName: '珍珠项链',
      totalWeight: '20',
      conclusion: '海水珍珠',
    })
    expect(
      (
        await lookup('certificate/verify', {
          tenantId: TENANT,
          no: draft.body.data.id,
          code: appraisal.code,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('counts misses against the address: a captcha after three, the limit after ten a minute', async () => {
    const ip = '203.0.113.250'
    for (let i = 0; i < 3; i++)
      expect(
        (await lookup('metal-label/verify', { tenantId: TENANT, no: label.no, code: '22222222' }, ip))
          .statusCode,
      ).toBe(404)
    const needed = await lookup(
      'metal-label/verify',
      { tenantId: TENANT, no: label.no, code: label.code },
      ip,
    )
    expect(needed.statusCode).toBe(400)
    expect(needed.json<Envelope<{ captchaRequired: boolean }>>().data).toEqual({ captchaRequired: true })
    // The misses of one kind of lookup count for the others: the same address, the same captcha.
    expect(
      (await lookup('certificate/verify', { tenantId: TENANT, no: appraisal.no, code: appraisal.code }, ip))
        .statusCode,
    ).toBe(400)
    // A photo already answered is no lookup: it needs no captcha.
    const photoUrl = `/api/public/jewel-photo/${TENANT}/${createHash('sha256').update(label.photo).digest('hex')}`
    expect((await photoAt(photoUrl, ip)).statusCode).toBe(200)
    for (let i = 0; i < 5; i++)
      await lookup('metal-label/verify', { tenantId: TENANT, no: label.no, code: label.code }, ip)
    const refused = await lookup(
      'metal-label/verify',
      { tenantId: TENANT, no: label.no, code: label.code },
      ip,
    )
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    const misses = await withoutTenant(t.database.db, (tx) =>
      tx
        .select()
        .from(rateCounter)
        .where(like(rateCounter.key, `lookup:miss:${ip}`)),
    )
    expect(misses.reduce((sum, row) => sum + row.hits, 0)).toBe(3)
  })

  it('answers a hit and a miss no sooner than the floor', async () => {
    const started = performance.now()
    await lookup('metal-label/verify', { tenantId: TENANT, no: 'BQ99999999', code: 'ABCDEFGH' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(60)
    const hitStarted = performance.now()
    await lookup('metal-label/verify', { tenantId: TENANT, no: label.no, code: label.code })
    expect(performance.now() - hitStarted).toBeGreaterThanOrEqual(60)
  })

  it('checks a metal label on /metal: valid, then revoked; its photo at the address answered', async () => {
    const answer = await lookup('metal-label/verify', {
      tenantId: TENANT,
      no: label.no,
      code: ` ${label.code.toLowerCase()} `,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    const view = answer.json<Envelope<LabelView>>().data
    expect(view).toEqual({
      labelNo: label.no,
      standing: 'valid',
      revokedAt: null,
      labName: '示范计量检测研究院',
      itemName: '足金戒指',
      fineness: 'Au999',
      weight: '4.200',
      issueDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      photoUrl: expect.stringMatching(PHOTO_URL),
    })
    const photo = await photoAt(view.photoUrl!)
    expect(photo.statusCode).toBe(200)
    expect(Buffer.compare(photo.rawPayload, label.photo)).toBe(0)

    expect((await staff('metal-label/revoke', { id: label.id, reason: '标签遗失' })).status).toBe(200)
    const revoked = (
      await lookup('metal-label/verify', { tenantId: TENANT, no: label.no, code: label.code })
    ).json<Envelope<LabelView>>().data
    expect(revoked).toMatchObject({ labelNo: label.no, standing: 'revoked' })
    expect(new Date(revoked.revokedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('shows a revoked appraisal certificate as revoked', async () => {
    expect((await staff('appraisal/revoke', { id: appraisal.id, reason: '证书信息有误' })).status).toBe(200)
    const view = (
      await lookup('certificate/verify', { tenantId: TENANT, no: appraisal.no, code: appraisal.code })
    ).json<Envelope<AppraisalView>>().data
    expect(view).toMatchObject({ kind: 'appraisal', standing: 'revoked' })
    expect(view.revokedAt).not.toBeNull()
  })
})
