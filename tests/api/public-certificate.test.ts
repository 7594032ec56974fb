import { createHash, X509Certificate } from 'node:crypto'
import { and, eq, like, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { captcha, certificateRecord, rateCounter, reportDocument, tenant } from '../../server/db/schema'
import { withTenant, withoutTenant } from '../../server/db/tenant-scope'
import { sha256 } from '../../server/modules/auth/tokens'
import { addressKey } from '../../server/modules/public-query/address'
import { maskHolder } from '../../server/modules/public-query/holder'
import { sweepCounters } from '../../server/modules/public-query/limits'
import { databaseKinds } from '../support/databases'
import { standardDeviceBody } from '../support/standard-device'
import { decodeQr, renderPages, savePdf } from '../support/print-tools'
import { validatedDcc } from '../support/document-tools'
import {
  call,
  createTestApp,
  login,
  type Envelope,
  type Session,
  type TestApp,
  confirmedBy,
} from '../support/test-app'
import { authorise, grantButtons, hmPost, releasedOrder, reviewedItem } from './lab-workflow-support'

const TENANT = '100001'
const NOT_FOUND = {
  zh: '未查询到该证书，请核对证书编号和校验码',
  en: 'No certificate matches this number and check code',
}
const TOO_MANY = { zh: '查询过于频繁，请稍后再试', en: 'Too many lookups; please try again later' }
const CAPTCHA_REQUIRED = { zh: '请输入图形验证码', en: 'Enter the characters in the picture' }
const TENANT_REQUIRED = {
  zh: '请通过证书上的二维码或查询链接进入',
  en: "Open this page from the certificate's QR code or the lab's link",
}
/** Small limits for this file; the crawl test runs with the defaults. */
const SETTINGS = {
  PUBLIC_LOOKUP_PER_MINUTE: '10',
  PUBLIC_LOOKUP_PER_DAY: '15',
  PUBLIC_LOOKUP_CAPTCHA_AFTER: '3',
  PUBLIC_LOOKUP_FLOOR_MS: '60',
}

type View = {
  certificateNo: string
  standing: string
  supersededBy: string | null
  revokedAt: string | null
  kind: string
  labName: string
  holder: string
  instrumentName: string
  instrumentModel: string | null
  factoryNumber: string | null
  issueDate: string
  nextDueDate: string | null
  conclusion: string
  pdfSha256: string
  dccSha256?: string | null
  signature?: { status: string; signer: string | null; signedAt: string | null }
}
type Issued = { reportId: string; no: string; code: string; pdf: Buffer }
type Lookup = { tenantId?: string; no: string; code: string; captcha?: { key: string; answer: string } }

describe('the public answers reveal no person and count networks', () => {
  it('masks a holder that looks like a person, keeps an organisation', () => {
    expect(maskHolder('张三')).toBe('张**')
    expect(maskHolder('欧阳娜娜')).toBe('欧**')
    expect(maskHolder('阿依古丽·买买提')).toBe('阿**')
    expect(maskHolder('John Smith')).toBe('J**')
    expect(maskHolder('长沙现场新客户有限公司')).toBe('长沙现场新客户有限公司')
    expect(maskHolder('湖南省计量检测研究院')).toBe('湖南省计量检测研究院')
    expect(maskHolder('长沙市第一人民医院')).toBe('长沙市第一人民医院')
    expect(maskHolder('Acme Instruments Co., Ltd.')).toBe('Acme Instruments Co., Ltd.')
    // Four Chinese characters or fewer could be a name, whatever they contain: masked.
    expect(maskHolder('计量所')).toBe('计**')
    expect(maskHolder('')).toBe('')
  })

  it('counts IPv4 addresses one by one and IPv6 clients by their /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })
})

describe.each(databaseKinds)('public certificate lookups on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let reviewer: Session
  let approver: Session
  let first: Issued
  let second: Issued
  let addresses = 0
  /** A fresh client address, so that each check starts with clean counters. */
  const nextAddress = () => `198.51.100.${++addresses}`

  const report = (session: Session, id: string, action: string, reason?: string) =>
    hmPost<{ state: number; reportNo: string | null; revisionId: string | null }>(
      t.app,
      session,
      'report/transition',
      { id, action, ...(reason ? { reason } : {}), ...confirmedBy(action) },
    )

  const post = (
    path: 'verify' | 'pdf' | 'dcc',
    payload: Lookup,
    options: { ip?: string; language?: string } = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/certificate/${path}`,
      payload,
      remoteAddress: options.ip ?? nextAddress(),
      headers: options.language ? { 'accept-language': options.language } : {},
    })
  const verify = (payload: Lookup, options: { ip?: string; language?: string } = {}) =>
    post('verify', payload, options)

  /** Approves a drafted report and reads its number and check code off the QR code of its PDF. */
  async function approveAndRead(reportId: string, drafter: Session, name: string): Promise<Issued> {
    expect((await report(drafter, reportId, 'submitForAudit')).body.data.state).toBe(500)
    expect((await report(reviewer, reportId, 'passAudit')).body.data.state).toBe(600)
    const approved = await report(approver, reportId, 'approve')
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    const pdf = await call(t.app, admin, {
      method: 'GET',
      url: `/api/hm-metrology/report/pdf?id=${reportId}`,
    })
    const bytes = pdf.raw.rawPayload
    const file = savePdf(`public-certificate-${name}-${kind}.pdf`, bytes)
    const [page] = renderPages(file, `public-certificate-${name}-${kind}`, { dpi: 150, page: 1 })
    const url = new URL(decodeQr(page!)!)
    expect(url.searchParams.get('tenantId')).toBe(TENANT)
    expect(url.searchParams.get('no')).toBe(approved.body.data.reportNo)
    return { reportId, no: approved.body.data.reportNo!, code: url.searchParams.get('code')!, pdf: bytes }
  }

  beforeAll(async () => {
    for (const [name, value] of Object.entries(SETTINGS)) vi.stubEnv(name, value)
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    reviewer = await login(t.app, TENANT, 'reviewer')
    approver = await login(t.app, TENANT, 'approver')
    const pickup = await login(t.app, TENANT, 'pickup')
    await grantButtons(t.app, admin, 'tester', ['report_draft', 'report_view'])
    await grantButtons(t.app, admin, 'reviewer', ['item_check', 'report_audit', 'report_view'])
    await grantButtons(t.app, admin, 'approver', ['report_approve', 'report_view'])
    await authorise(t.app, admin, tester.userId, '2')
    const device = (
      await hmPost<{ id: string }>(
        t.app,
        admin,
        'standard-device/submit',
        standardDeviceBody({ serialNo: 'N1234', certificateNo: 'YL2026-0815' }),
      )
    ).body.data.id
    type Dept = { id: string; code: string; children?: Dept[] }
    const depts = await call<{ data: Dept[] }>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])
    const group = flat(depts.body.data).find((dept) => dept.code === 'D0202')!.id

    // Two instruments of one order, each tested, locked, confirmed and reviewed.
    const order = await releasedOrder(t.app, { admin, pickup }, 2)
    for (const itemId of order.itemIds)
      await reviewedItem(t.app, { admin, tester, reviewer }, itemId, { groupId: group, deviceId: device })
    const reports = await call<Envelope<{ id: string; sampleId: string }[]>>(t.app, admin, {
      method: 'GET',
      url: `/api/hm-metrology/report/of-order?orderId=${order.orderId}`,
    })
    const [a, b] = order.sampleIds.map(
      (sampleId) => reports.body.data.find((row) => row.sampleId === sampleId)!.id,
    )
    first = await approveAndRead(a!, admin, 'first')
    second = await approveAndRead(b!, admin, 'second')
  })
  afterAll(async () => {
    await t?.close()
    vi.unstubAllEnvs()
  })

  it('verifies an issued certificate by its number and check code: valid, its fields, the SHA-256 of its PDF', async () => {
    // The code in any case, with the blanks a person types around it.
    const answer = await verify({
      tenantId: TENANT,
      no: ` ${first.no} `,
      code: ` ${first.code.toLowerCase()} `,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    const view = answer.json<Envelope<View>>().data
    const [record] = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select()
        .from(certificateRecord)
        .where(and(eq(certificateRecord.tenantId, TENANT), eq(certificateRecord.reportId, first.reportId))),
    )
    expect(view).toEqual({
      certificateNo: first.no,
      standing: 'valid',
      supersededBy: null,
      revokedAt: null,
      // Inspection type 1 (检定): a verification certificate.
      kind: 'verification',
      labName: '示范计量检测研究院',
      // An organisation keeps its name.
      holder: record!.holder,
      instrumentName: record!.instrumentName,
      instrumentModel: record!.instrumentModel,
      factoryNumber: record!.factoryNumber,
      issueDate: record!.issueDate,
      nextDueDate: record!.nextDueDate,
      conclusion: record!.conclusion,
      pdfSha256: createHash('sha256').update(first.pdf).digest('hex'),
      dccSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      // The PDF's PAdES signature, checked against the lab's certificate as the page is asked.
      signature: { status: 'valid', signer: '示范计量检测研究院', signedAt: expect.any(String) },
    })
    expect(view.holder).toMatch(/公司$/)
    // Nothing internal: no ids, no tenant, no hash of the code.
    expect(JSON.stringify(answer.json())).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|checkCode|tenantId|reportId/i)
  })

  it("masks a person's name as the holder", async () => {
    await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .update(certificateRecord)
        .set({ holder: '王小明' })
        .where(and(eq(certificateRecord.tenantId, TENANT), eq(certificateRecord.reportId, second.reportId))),
    )
    const answer = await verify({ tenantId: TENANT, no: second.no, code: second.code })
    expect(answer.json<Envelope<View>>().data.holder).toBe('王**')
    expect(answer.body).not.toContain('小明')
  })

  it('sends the issued PDF only with the right number and code, with its SHA-256', async () => {
    const pdf = await post('pdf', { tenantId: TENANT, no: first.no, code: first.code })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const bytes = pdf.rawPayload
    expect(Buffer.compare(bytes, first.pdf)).toBe(0)
    const digest = createHash('sha256').update(bytes).digest('hex')
    expect(pdf.headers['x-content-sha256']).toBe(digest)
    const view = (await verify({ tenantId: TENANT, no: first.no, code: first.code })).json<Envelope<View>>()
    expect(view.data.pdfSha256).toBe(digest)

    for (const payload of [
      { tenantId: TENANT, no: first.no, code: second.code },
      { tenantId: TENANT, no: first.no, code: '' },
      { tenantId: TENANT, no: `${first.no}9`, code: first.code },
      { tenantId: '100002', no: first.no, code: first.code },
    ]) {
      const refused = await post('pdf', payload)
      expect(refused.statusCode).toBeGreaterThanOrEqual(400)
      expect(refused.headers['content-type']).toContain('application/json')
      expect(refused.body).not.toContain('%PDF')
    }
  })

  it('sends the DCC with the right number and code, and the lab’s signing certificate to anyone', async () => {
    const dcc = await post('dcc', { tenantId: TENANT, no: first.no, code: first.code })
    expect(dcc.statusCode).toBe(200)
    expect(dcc.headers['content-type']).toBe('application/xml; charset=utf-8')
    const view = (await verify({ tenantId: TENANT, no: first.no, code: first.code })).json<Envelope<View>>()
    expect(createHash('sha256').update(dcc.body).digest('hex')).toBe(view.data.dccSha256)
    validatedDcc(`public-dcc-${kind}`, dcc.body)
    const refused = await post('dcc', { tenantId: TENANT, no: first.no, code: second.code })
    expect(refused.statusCode).toBe(404)
    expect(refused.body).not.toContain('<?xml')

    // The certificate the signatures verify against: a PEM any reader can import.
    const pem = await t.app.inject({
      method: 'GET',
      url: `/api/public/signing-certificate?tenantId=${TENANT}`,
    })
    expect(pem.statusCode).toBe(200)
    const certificate = new X509Certificate(pem.body)
    expect(certificate.subject).toContain('示范计量检测研究院')
    expect(certificate.verify(certificate.publicKey)).toBe(true)
    // A signature made with another key is reported invalid, not valid.
    await withTenant(t.database.db, TENANT, (tx) =>
      tx.execute(sql`update report_document set pdf = overlay(pdf placing '0'::bytea from 200 for 1)
        where tenant_id = ${TENANT} and report_id = ${second.reportId}`),
    )
    const tampered = (await verify({ tenantId: TENANT, no: second.no, code: second.code })).json<
      Envelope<View>
    >()
    expect(tampered.data.signature?.status).toBe('invalid')
    await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .update(reportDocument)
        .set({ pdf: second.pdf })
        .where(and(eq(reportDocument.tenantId, TENANT), eq(reportDocument.reportId, second.reportId))),
    )
  })

  it('answers a wrong code and an unknown number alike, in the asker’s language', async () => {
    const wrongCode = await verify({ tenantId: TENANT, no: first.no, code: second.code })
    const unknown = await verify({ tenantId: TENANT, no: 'YLJD202699999', code: first.code })
    // A partial number or a wildcard is just another number that matches nothing.
    const partial = await verify({ tenantId: TENANT, no: first.no.slice(0, -2), code: first.code })
    const wildcard = await verify({ tenantId: TENANT, no: `${first.no.slice(0, -2)}%`, code: first.code })
    const platform = await verify({ tenantId: '000000', no: first.no, code: first.code })
    for (const answer of [wrongCode, unknown, partial, wildcard, platform]) {
      expect(answer.statusCode).toBe(404)
      expect(answer.body).toBe(wrongCode.body)
    }
    expect(wrongCode.json()).toEqual({ code: 404, success: false, msg: NOT_FOUND.zh, data: null })
    const english = await verify(
      { tenantId: TENANT, no: first.no, code: 'ZZZZZZZZ' },
      { language: 'en-GB,en' },
    )
    expect(english.json<Envelope<null>>().msg).toBe(NOT_FOUND.en)
    const pdfMiss = await post('pdf', { tenantId: TENANT, no: first.no, code: 'ZZZZZZZZ' })
    expect(pdfMiss.statusCode).toBe(404)
    expect(pdfMiss.body).toBe(wrongCode.body)
  })

  it('requires a captcha after three misses from an address, and accepts a right one', async () => {
    const ip = nextAddress()
    for (let i = 0; i < 3; i++)
      expect((await verify({ tenantId: TENANT, no: first.no, code: `WRONG${i}` }, { ip })).statusCode).toBe(
        404,
      )
    // Now even the right code needs a captcha first.
    const needed = await verify({ tenantId: TENANT, no: first.no, code: first.code }, { ip })
    expect(needed.statusCode).toBe(400)
    expect(needed.json()).toEqual({
      code: 400,
      success: false,
      msg: CAPTCHA_REQUIRED.zh,
      data: { captchaRequired: true },
    })
    const english = await post(
      'pdf',
      { tenantId: TENANT, no: first.no, code: first.code },
      { ip, language: 'en' },
    )
    expect(english.json<Envelope<unknown>>().msg).toBe(CAPTCHA_REQUIRED.en)

    const image = await call<Envelope<{ key: string; image: string }>>(t.app, null, {
      method: 'GET',
      url: '/api/public/captcha',
      remoteAddress: ip,
    })
    expect(image.status).toBe(200)
    expect(image.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/)
    const wrong = await verify(
      {
        tenantId: TENANT,
        no: first.no,
        code: first.code,
        captcha: { key: image.body.data.key, answer: 'zzzz' },
      },
      { ip },
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({
      code: 400,
      success: false,
      msg: '验证码错误',
      data: { captchaRequired: true },
    })

    // A challenge whose answer the test knows (the server keeps only its hash).
    const key = '01900000-0000-7000-8000-00000000c0de'
    await withoutTenant(t.database.db, (tx) =>
      tx
        .insert(captcha)
        .values({ id: key, answerHash: sha256('ab3d'), expiresTime: sql`now() + interval '5 minutes'` }),
    )
    const right = await verify(
      { tenantId: TENANT, no: first.no, code: first.code, captcha: { key, answer: ' AB3D ' } },
      { ip },
    )
    expect(right.statusCode, right.body).toBe(200)
    expect(right.json<Envelope<View>>().data.certificateNo).toBe(first.no)
    // A hit resets nothing, and a captcha answers once.
    const again = await verify(
      { tenantId: TENANT, no: first.no, code: first.code, captcha: { key, answer: 'ab3d' } },
      { ip },
    )
    expect(again.json<Envelope<unknown>>().msg).toBe('验证码错误')
    // Another address is not affected.
    expect((await verify({ tenantId: TENANT, no: first.no, code: first.code })).statusCode).toBe(200)
  })

  it('refuses an address past its limits per minute and per day, with Retry-After', async () => {
    const ip = nextAddress()
    const statuses: number[] = []
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await verify({ tenantId: TENANT, no: `GUESS${i}`, code: 'ABCDEFGH' }, { ip })).statusCode,
      )
    // Three misses, then the captcha: every one of them counted.
    expect(statuses).toEqual([404, 404, 404, 400, 400, 400, 400, 400, 400, 400])
    const refused = await verify({ tenantId: TENANT, no: first.no, code: first.code }, { ip })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ code: 429, success: false, msg: TOO_MANY.zh, data: null })
    const retry = Number(refused.headers['retry-after'])
    expect(retry).toBeGreaterThanOrEqual(1)
    expect(retry).toBeLessThanOrEqual(60)
    const english = await post(
      'pdf',
      { tenantId: TENANT, no: first.no, code: first.code },
      { ip, language: 'en' },
    )
    expect(english.statusCode).toBe(429)
    expect(english.json<Envelope<null>>().msg).toBe(TOO_MANY.en)
    // Malformed requests count too.
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/public/certificate/verify',
      payload: {},
      remoteAddress: ip,
    })
    expect(malformed.statusCode).toBe(429)

    // A minute later (the window moved back) the address may go on until its day is used up: 15 in all,
    // the 13 so far included.
    await withoutTenant(t.database.db, (tx) =>
      tx
        .update(rateCounter)
        .set({
          windowStart: sql`window_start - interval '1 minute'`,
          expiresAt: sql`expires_at - interval '1 minute'`,
        })
        .where(eq(rateCounter.key, `lookup:m:${ip}`)),
    )
    expect((await verify({ tenantId: TENANT, no: 'GUESS14', code: 'ABCDEFGH' }, { ip })).statusCode).toBe(400)
    expect((await verify({ tenantId: TENANT, no: 'GUESS15', code: 'ABCDEFGH' }, { ip })).statusCode).toBe(400)
    const daily = await verify({ tenantId: TENANT, no: first.no, code: first.code }, { ip })
    expect(daily.statusCode).toBe(429)
    // Until the lab's next midnight (UTC+8).
    const now = Date.now()
    const dayMs = 86_400_000
    const offsetMs = 8 * 3_600_000
    const nextMidnight = Math.floor((now + offsetMs) / dayMs) * dayMs + dayMs - offsetMs
    expect(Math.abs(Number(daily.headers['retry-after']) - (nextMidnight - now) / 1000)).toBeLessThan(5)
  })

  it('limits captcha images per address too', async () => {
    const ip = nextAddress()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/public/captcha', remoteAddress: ip })
      statuses.push(answer.statusCode)
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('sweeps the counters of ended windows', async () => {
    await withoutTenant(t.database.db, (tx) =>
      tx.insert(rateCounter).values({
        key: 'lookup:m:192.0.2.99',
        windowStart: sql`now() - interval '2 days'`,
        hits: 3,
        expiresAt: sql`now() - interval '2 days' + interval '1 minute'`,
      }),
    )
    await sweepCounters(t.database.db)
    const left = await withoutTenant(t.database.db, (tx) =>
      tx.select().from(rateCounter).where(like(rateCounter.key, '%192.0.2.99')),
    )
    expect(left).toHaveLength(0)
  })

  it('shows a revoked certificate as revoked, then superseded by its revision', async () => {
    const revoked = await report(admin, first.reportId, 'revoke', '证书信息有误')
    expect(revoked.body.data.state).toBe(0)
    const asRevoked = (await verify({ tenantId: TENANT, no: first.no, code: first.code })).json<
      Envelope<View>
    >()
    expect(asRevoked.data).toMatchObject({ certificateNo: first.no, standing: 'revoked', supersededBy: null })
    expect(new Date(asRevoked.data.revokedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000)

    const revision = await approveAndRead(revoked.body.data.revisionId!, tester, 'revision')
    expect(revision.no).not.toBe(first.no)
    const asSuperseded = (await verify({ tenantId: TENANT, no: first.no, code: first.code })).json<
      Envelope<View>
    >()
    expect(asSuperseded.data).toMatchObject({ standing: 'superseded', supersededBy: revision.no })
    // The revision is valid under its own number and code; the old code does not open it.
    const current = (await verify({ tenantId: TENANT, no: revision.no, code: revision.code })).json<
      Envelope<View>
    >()
    expect(current.data).toMatchObject({ certificateNo: revision.no, standing: 'valid', supersededBy: null })
    expect((await verify({ tenantId: TENANT, no: revision.no, code: first.code })).statusCode).toBe(404)
    // The superseded certificate's own PDF is still what was issued, for a holder to compare.
    const pdf = await post('pdf', { tenantId: TENANT, no: first.no, code: first.code })
    expect(Buffer.compare(pdf.rawPayload, first.pdf)).toBe(0)
  })

  it('without a tenant, answers for the only lab; with two labs, asks for the link', async () => {
    const without = await verify({ no: second.no, code: second.code })
    expect(without.statusCode, without.body).toBe(200)
    expect((await verify({ tenantId: '', no: second.no, code: second.code })).statusCode).toBe(200)
    expect((await post('pdf', { no: second.no, code: second.code })).statusCode).toBe(200)

    await withoutTenant(t.database.db, (tx) =>
      tx.insert(tenant).values({ tenantId: '100777', tenantName: '第二实验室' }),
    )
    const ambiguous = await verify({ no: second.no, code: second.code })
    expect(ambiguous.statusCode).toBe(400)
    expect(ambiguous.json()).toEqual({ code: 400, success: false, msg: TENANT_REQUIRED.zh, data: null })
    const english = await verify({ no: second.no, code: second.code }, { language: 'en' })
    expect(english.json<Envelope<null>>().msg).toBe(TENANT_REQUIRED.en)
    // The lab named by the link still answers; the other lab knows no such certificate.
    expect((await verify({ tenantId: TENANT, no: second.no, code: second.code })).statusCode).toBe(200)
    expect((await verify({ tenantId: '100777', no: second.no, code: second.code })).statusCode).toBe(404)
  })
})
