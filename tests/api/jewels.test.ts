import { createHash, randomInt } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labCompactDate } from '@/domain/labClock'
import { jewelAppraisal, jewelDocument, metalLabel, workflowAudit } from '../../server/db/schema'
import { demoGemPng } from '../../server/seed/seed-public-services-b'
import { withTenant } from '../../server/db/tenant-scope'
import { checkCodeHash } from '../../server/modules/lab-workflow/report-document'
import { databaseKinds } from '../support/databases'
import { decodeQr, pdfText, renderPages, savePdf, squeeze } from '../support/print-tools'
import {
  call,
  createTestApp,
  login,
  type Envelope,
  type Page,
  type Session,
  type TestApp,
} from '../support/test-app'
import { uploadImage, webpBytes } from './offline-support'

const TENANT = '100001'
const BASE = '/api/hm-metrology-jewels'

type Appraisal = {
  id: string
  certificateNo: string | null
  status: number
  photoFileId: string | null
  itemName: string
  holder: string
  totalWeight: string
  shape: string | null
  colour: string | null
  conclusion: string
  issueDate: string | null
}
type Label = { id: string; labelNo: string | null; status: number; fineness: string; weight: string }
type Issued = { no: string; checkCode: string; pdfSha256: string | null }

/** A picture of its own for each test (files are content-addressed per tenant). */
const gemPng = () => demoGemPng(48, [randomInt(256), randomInt(256), randomInt(256)])

describe.each(databaseKinds)('jewellery appraisals and metal labels, staff side on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let reception: Session

  const post = <T>(session: Session, path: string, payload: object) =>
    call<Envelope<T>>(t.app, session, { method: 'POST', url: `${BASE}/${path}`, payload })
  const get = <T>(session: Session, path: string) =>
    call<Envelope<T>>(t.app, session, { method: 'GET', url: `${BASE}/${path}` })

  const appraisalForm = async (overrides: object = {}) => ({
    holder: '李女士',
    holderPhone: '13900000002',
    itemName: '翡翠挂件',
    photoFileId: await uploadImage(t.app, admin, gemPng()),
    totalWeight: '12.345',
    shape: '椭圆',
    colour: '绿色',
    observations: '折射率：1.66\n密度：3.33',
    conclusion: '翡翠（A货）',
    ...overrides,
  })

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    reception = await login(t.app, TENANT, 'reception')
  })
  afterAll(() => t.close())

  it('creates, lists, changes and removes a draft appraisal; checks its fields', async () => {
    const created = await post<Appraisal>(admin, 'appraisal/submit', await appraisalForm())
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.data).toMatchObject({
      status: 1,
      certificateNo: null,
      itemName: '翡翠挂件',
      totalWeight: '12.345',
      issueDate: null,
    })
    const id = created.body.data.id

    const page = await call<Envelope<Page<Appraisal>>>(t.app, admin, {
      method: 'POST',
      url: `${BASE}/appraisal/page?current=1&size=50`,
      payload: {},
    })
    expect(page.status).toBe(200)
    expect(page.body.data.records.map((row) => row.id)).toContain(id)
    // The seed's issued certificate and draft are listed too.
    expect(page.body.data.records.some((row) => row.status === 2 && row.certificateNo)).toBe(true)

    const changed = await post<Appraisal>(admin, 'appraisal/submit', {
      id,
      totalWeight: '0.5',
      colour: '浅绿',
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.data).toMatchObject({ totalWeight: '0.500', colour: '浅绿', itemName: '翡翠挂件' })
    expect((await get<Appraisal>(admin, `appraisal/detail?id=${id}`)).body.data.colour).toBe('浅绿')

    const removed = await call(t.app, admin, { method: 'POST', url: `${BASE}/appraisal/remove?ids=${id}` })
    expect(removed.status).toBe(200)
    expect((await get(admin, `appraisal/detail?id=${id}`)).status).toBe(404)
  })

  it('refuses a bad weight, a missing conclusion and a photo that is not a JPEG or PNG, with clear messages', async () => {
    for (const weight of ['0', '0.000', '-1', '1.2345', 'abc', '12345678']) {
      const refused = await post(admin, 'appraisal/submit', await appraisalForm({ totalWeight: weight }))
      expect(refused.status, weight).toBe(400)
      expect((refused.body as Envelope<null>).msg).toBe('总质量(g)：请输入大于0的重量（克），最多3位小数')
    }
    const english = await call<Envelope<null>>(t.app, admin, {
      method: 'POST',
      url: `${BASE}/metal-label/submit`,
      payload: { holder: 'Li', itemName: '足金戒指', fineness: 'Au999', weight: '1.2345' },
      headers: { 'accept-language': 'en' },
    })
    expect(english.body.msg).toBe('Weight (g): Enter a weight in grams above 0, with at most 3 decimals')
    const noConclusion = await post(admin, 'appraisal/submit', await appraisalForm({ conclusion: '' }))
    expect(noConclusion.status).toBe(400)
    expect((noConclusion.body as Envelope<null>).msg).toContain('鉴定结论')

    const webp = await uploadImage(t.app, admin, webpBytes())
    const notPrintable = await post(admin, 'appraisal/submit', await appraisalForm({ photoFileId: webp }))
    expect(notPrintable.status).toBe(400)
    expect((notPrintable.body as Envelope<null>).msg).toBe('照片须为 JPEG 或 PNG 图片')
    const unknown = await post(
      admin,
      'appraisal/submit',
      await appraisalForm({ photoFileId: '0190a000-0000-7000-8000-000000000000' }),
    )
    expect(unknown.status).toBe(400)

    const fineness = await post(admin, 'metal-label/submit', {
      holder: '李女士',
      itemName: '足金戒指',
      fineness: '24K',
      weight: '3.2',
    })
    expect(fineness.status).toBe(400)
    expect((fineness.body as Envelope<null>).msg).toContain('Au999')
  })

  it('issues an appraisal: its number by the rule, a check code that verifies, the PDF frozen with its SHA-256', async () => {
    const created = await post<Appraisal>(
      admin,
      'appraisal/submit',
      await appraisalForm({ itemName: '和田玉手镯' }),
    )
    const id = created.body.data.id
    // Reception may read but not issue.
    expect((await post(reception, 'appraisal/issue', { id })).status).toBe(403)

    const issued = await post<Issued>(admin, 'appraisal/issue', { id })
    expect(issued.status, JSON.stringify(issued.body)).toBe(200)
    expect(issued.raw.headers['cache-control']).toBe('no-store')
    const { no, checkCode, pdfSha256 } = issued.body.data
    expect(no).toMatch(new RegExp(`^JD${labCompactDate(new Date())}\\d{4}$`))
    expect(checkCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/)

    const [row] = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select()
        .from(jewelAppraisal)
        .where(and(eq(jewelAppraisal.tenantId, TENANT), eq(jewelAppraisal.id, id))),
    )
    expect(row).toMatchObject({ status: 2, certificateNo: no, pdfSha256, issuedBy: admin.userId })
    // Only the hash of the code is kept, and it is the code's.
    expect(row!.checkCodeHash).toBe(checkCodeHash(no, checkCode))
    expect(JSON.stringify(row)).not.toContain(checkCode)

    const pdf = await call(t.app, admin, { method: 'GET', url: `${BASE}/appraisal/pdf?id=${id}` })
    expect(pdf.status).toBe(200)
    expect(pdf.raw.headers['content-type']).toBe('application/pdf')
    const bytes = pdf.raw.rawPayload
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(pdfSha256)
    expect(pdf.raw.headers['x-content-sha256']).toBe(pdfSha256)
    const [document] = await withTenant(t.database.db, TENANT, (tx) =>
      tx.select().from(jewelDocument).where(eq(jewelDocument.appraisalId, id)),
    )
    expect(document!.sha256).toBe(pdfSha256)

    // What the paper says: the number, the code, the piece; its QR code opens /cert with both.
    const file = savePdf(`jewel-appraisal-${kind}.pdf`, bytes)
    const text = squeeze(pdfText(file))
    for (const expected of [no, checkCode, '和田玉手镯', '12.345g', '翡翠（A货）', '珠宝玉石鉴定证书'])
      expect(text).toContain(squeeze(expected))
    const [page] = renderPages(file, `jewel-appraisal-${kind}`, { dpi: 150, page: 1 })
    const url = new URL(decodeQr(page!)!)
    expect(url.pathname).toBe('/cert')
    expect(Object.fromEntries(url.searchParams)).toEqual({ tenantId: TENANT, no, code: checkCode })

    // Issued: no longer a draft to change, remove or issue again.
    const edit = await post(admin, 'appraisal/submit', { id, colour: '白色' })
    expect(edit.status).toBe(400)
    expect((edit.body as Envelope<null>).msg).toBe('已签发或已撤销的记录不能修改或删除')
    expect(
      (await call(t.app, admin, { method: 'POST', url: `${BASE}/appraisal/remove?ids=${id}` })).status,
    ).toBe(400)
    expect((await post(admin, 'appraisal/issue', { id })).status).toBe(400)

    // Revoked with a reason: kept, marked, the reason in the trail; not revoked twice.
    expect((await post(reception, 'appraisal/revoke', { id, reason: '重量录入有误' })).status).toBe(403)
    expect((await post(admin, 'appraisal/revoke', { id, reason: '' })).status).toBe(400)
    expect((await post(admin, 'appraisal/revoke', { id, reason: '重量录入有误' })).status).toBe(200)
    const after = (await get<Appraisal & { revokedAt?: string }>(admin, `appraisal/detail?id=${id}`)).body
      .data
    expect(after).toMatchObject({ status: 3, certificateNo: no })
    const trail = await withTenant(t.database.db, TENANT, (tx) =>
      tx.select().from(workflowAudit).where(eq(workflowAudit.entityId, id)),
    )
    expect(trail.map((entry) => [entry.action, entry.reason])).toEqual(
      expect.arrayContaining([
        ['issue', null],
        ['revoke', '重量录入有误'],
      ]),
    )
    expect((await post(admin, 'appraisal/revoke', { id, reason: '再次撤销' })).status).toBe(400)
    // The frozen PDF is still the one issued.
    const again = await call(t.app, admin, { method: 'GET', url: `${BASE}/appraisal/pdf?id=${id}` })
    expect(Buffer.compare(again.raw.rawPayload, bytes)).toBe(0)
  })

  it('issues a metal label with its number and check code, prints it only with the code, revokes it', async () => {
    const created = await post<Label>(admin, 'metal-label/submit', {
      holder: '李女士',
      itemName: '足金吊坠',
      fineness: 'Au999',
      weight: '5.08',
      photoFileId: await uploadImage(t.app, admin, gemPng()),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.data).toMatchObject({ status: 1, labelNo: null, weight: '5.080' })
    const id = created.body.data.id
    // A draft has no label to print.
    expect((await post(admin, 'metal-label/pdf', { id, code: 'ABCDEFGH' })).status).toBe(400)

    const issued = await post<Issued>(admin, 'metal-label/issue', { id })
    expect(issued.status, JSON.stringify(issued.body)).toBe(200)
    const { no, checkCode } = issued.body.data
    expect(no).toMatch(/^BQ\d{8}$/)
    const [row] = await withTenant(t.database.db, TENANT, (tx) =>
      tx.select().from(metalLabel).where(eq(metalLabel.id, id)),
    )
    expect(row).toMatchObject({ status: 2, labelNo: no, checkCodeHash: checkCodeHash(no, checkCode) })

    const wrong = await post(admin, 'metal-label/pdf', { id, code: 'ABCDEFGH' })
    expect(wrong.status).toBe(400)
    expect((wrong.body as Envelope<null>).msg).toBe('校验码不正确')
    const label = await call(t.app, admin, {
      method: 'POST',
      url: `${BASE}/metal-label/pdf`,
      payload: { id, code: checkCode.toLowerCase() },
    })
    expect(label.status).toBe(200)
    const file = savePdf(`metal-label-${kind}.pdf`, label.raw.rawPayload)
    const text = squeeze(pdfText(file))
    for (const expected of [no, checkCode, 'Au999', '5.08g', '足金吊坠']) expect(text).toContain(expected)
    const [page] = renderPages(file, `metal-label-${kind}`, { dpi: 300, page: 1 })
    const url = new URL(decodeQr(page!)!)
    expect(url.pathname).toBe('/metal')
    expect(Object.fromEntries(url.searchParams)).toEqual({ tenantId: TENANT, no, code: checkCode })

    expect((await post(admin, 'metal-label/submit', { id, weight: '6' })).status).toBe(400)
    expect((await post(admin, 'metal-label/revoke', { id, reason: '成色复检不符' })).status).toBe(200)
    const after = (await get<Label>(admin, `metal-label/detail?id=${id}`)).body.data
    expect(after).toMatchObject({ status: 3, labelNo: no })
  })

  it('numbers appraisals and labels by the rules on the numbering page, which a lab may change', async () => {
    const rules = await call<Envelope<{ document: string; example: string | null; custom: boolean }[]>>(
      t.app,
      admin,
      { method: 'GET', url: '/api/hm-metrology/numbering-rule/list' },
    )
    const byDocument = new Map(rules.body.data.map((rule) => [rule.document, rule]))
    expect(byDocument.get('jewelAppraisal')).toMatchObject({
      custom: false,
      example: `JD${labCompactDate(new Date())}0001`,
    })
    expect(byDocument.get('metalLabel')).toMatchObject({ custom: false, example: 'BQ00000001' })
    const saved = await call(t.app, admin, {
      method: 'POST',
      url: '/api/hm-metrology/numbering-rule/submit',
      payload: {
        document: 'metalLabel',
        items: [
          { type: 7, text: 'GJS' },
          { type: 4, pattern: 'yy' },
          { type: 3, digits: 5 },
        ],
      },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const created = await post<Label>(admin, 'metal-label/submit', {
      holder: '周先生',
      itemName: '银手镯',
      fineness: 'S925',
      weight: '30',
    })
    const issued = await post<Issued>(admin, 'metal-label/issue', { id: created.body.data.id })
    expect(issued.body.data.no).toMatch(new RegExp(`^GJS${labCompactDate(new Date()).slice(2, 4)}\\d{5}$`))
  })
})
