import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uuidv7 } from 'uuidv7'
import { encodeSearchParam } from '@/domain/resources'
import { databaseKinds } from '../support/databases'
import { pdfText, savePdf, squeeze } from '../support/print-tools'
import {
  call,
  createTestApp,
  login,
  type Envelope,
  type Page,
  type Session,
  type TestApp,
} from '../support/test-app'
import { draftOf, instrumentLine, submitDraft, upload, uploadImage, type Answer } from './offline-support'

const TENANT = '100001'

type Detail = {
  orderNo: string
  signature: unknown
  billPdfPath: string | null
  billState: number | null
  samples: { id: string; name: string }[]
}
type Material = { id: string; type: number; name: string; fileId: string; remark: string | null }

describe.each(databaseKinds)('the reception desk on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let reception: Session
  let pickup: Session
  let tester: Session

  const deskSubmit = (session: Session, body: object, key?: string) =>
    call<Envelope<Answer>>(t.app, session, {
      method: 'POST',
      url: '/api/crm/registration/desk-submit',
      payload: body,
      headers: key ? { 'idempotency-key': key } : {},
    })
  const detail = async (session: Session, id: string) => {
    const answer = await call<Envelope<Detail>>(t.app, session, {
      method: 'GET',
      url: `/api/crm/registration/detail?id=${id}`,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }
  const printBill = (session: Session, orderId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/hm-print/order-bill/print',
      payload: { orderId },
      headers: { 'blade-auth': `bearer ${session.token}` },
    })
  const itemsOf = async (orderId: string) => {
    const answer = await call<Envelope<Page<{ name: string; sampleId: string }>>>(t.app, admin, {
      method: 'POST',
      url: '/api/hm-metrology/test-item/page?current=1&size=50',
      payload: {
        searchParam: encodeSearchParam([{ field: 'orderId', op: '=', value: orderId }]),
        searchType: 'N',
      },
    })
    return answer.body.data.records
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    reception = await login(t.app, TENANT, 'reception')
    pickup = await login(t.app, TENANT, 'pickup')
    tester = await login(t.app, TENANT, 'tester')
  })
  afterAll(() => t.close())

  it('registers a walk-in order without a signature at the desk; on site a signature is still required', async () => {
    const lines = [instrumentLine({ name: '精密压力表' }), instrumentLine({ name: '数字温度计' })]
    const draft = draftOf({ enterName: '长沙来访客户有限公司', instruments: lines })
    const items = [
      { line: 0, name: '示值误差', abilityCode: '1' },
      { line: 1, name: '测量范围', abilityCode: '1' },
    ]
    const key = uuidv7()
    const answer = await deskSubmit(reception, { ...draft, items }, key)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data.status).toBe(50)
    const order = await detail(reception, answer.body.data.id)
    expect(order.signature).toBeNull()
    expect(order.samples.map((sample) => sample.name)).toEqual(['精密压力表', '数字温度计'])
    expect((await itemsOf(answer.body.data.id)).map((item) => item.name).sort()).toEqual([
      '测量范围',
      '示值误差',
    ])
    // Sent again with its key (the answer lost): the same order, nothing added twice.
    const again = await deskSubmit(reception, { ...draft, items }, key)
    expect(again.body.data.orderNo).toBe(answer.body.data.orderNo)
    expect(await itemsOf(answer.body.data.id)).toHaveLength(2)

    // On site the same draft is refused for its missing signature, whoever sends it.
    const onSite = await submitDraft(t.app, pickup, draftOf())
    expect(onSite.status).toBe(400)
    expect(onSite.body.msg).toBe('请客户签名')
    const byReception = await submitDraft(t.app, reception, draftOf())
    expect(byReception.status).toBe(400)
    expect(byReception.body.msg).toBe('请客户签名')
  })

  it('refuses the desk to those without its button, and items of lines the draft does not have', async () => {
    const refused = await deskSubmit(pickup, { ...draftOf(), items: [] })
    expect(refused.status).toBe(403)
    expect((await deskSubmit(tester, { ...draftOf(), items: [] })).status).toBe(403)
    const badLine = await deskSubmit(reception, {
      ...draftOf(),
      items: [{ line: 3, name: '示值误差', abilityCode: '1' }],
    })
    expect(badLine.status).toBe(400)
    // The rest of the draft's rules hold at the desk too.
    const noCustomer = await deskSubmit(reception, { ...draftOf({ enterName: ' ' }), items: [] })
    expect(noCustomer.status).toBe(400)
    expect(noCustomer.body.msg).toBe('请选择或填写客户名称')
  })

  it('prints the order slip once made and kept: the same bytes again, a new version on 重新生成', async () => {
    const signature = await uploadImage(t.app, reception)
    const draft = draftOf({
      enterName: '湘江计量用户有限公司',
      signature,
      instruments: [instrumentLine({ name: '电子天平' })],
    })
    const answer = await deskSubmit(reception, {
      ...draft,
      items: [{ line: 0, name: '偏载误差', abilityCode: '1' }],
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const { id, orderNo } = answer.body.data
    expect((await detail(reception, id)).billState).toBeNull()

    const first = await printBill(reception, id)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.headers['content-type']).toBe('application/pdf')
    expect(first.headers['x-bill-version']).toBe('1')
    const text = squeeze(pdfText(savePdf(`order-bill-${kind}-v1.pdf`, first.rawPayload)))
    expect(text).toContain(orderNo)
    expect(text).toContain('湘江计量用户有限公司')
    expect(text).toContain('电子天平')
    expect(text).toContain('偏载误差')
    expect(text).toContain('委托单')
    const kept = await detail(reception, id)
    expect(kept.billState).toBe(1)
    expect(kept.billPdfPath).toMatch(/^\/api\/file\/download\?fileId=/)

    // Reprinted: the same bytes, by anyone who reads the order.
    const second = await printBill(admin, id)
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(second.headers['x-content-sha256']).toBe(first.headers['x-content-sha256'])

    // 重新生成 only by who may edit orders; the new version is printed from then on, the old one kept.
    const notAllowed = await call(t.app, tester, {
      method: 'POST',
      url: '/api/hm-print/order-bill/regenerate',
      payload: { orderId: id },
    })
    expect([403, 404]).toContain(notAllowed.status)
    const regenerated = await call<Envelope<{ version: number; fileId: string; billPdfPath: string }>>(
      t.app,
      reception,
      { method: 'POST', url: '/api/hm-print/order-bill/regenerate', payload: { orderId: id } },
    )
    expect(regenerated.status, JSON.stringify(regenerated.body)).toBe(200)
    expect(regenerated.body.data.version).toBe(2)
    const third = await printBill(reception, id)
    expect(third.headers['x-bill-version']).toBe('2')
    expect(third.rawPayload.equals(first.rawPayload)).toBe(false)
    expect(squeeze(pdfText(savePdf(`order-bill-${kind}-v2.pdf`, third.rawPayload)))).toContain('第2版')
    expect((await detail(reception, id)).billPdfPath).toBe(regenerated.body.data.billPdfPath)
    const oldFile = kept.billPdfPath!
    const old = await t.app.inject({
      method: 'GET',
      url: oldFile,
      headers: { 'blade-auth': `bearer ${reception.token}` },
    })
    expect(old.statusCode).toBe(200)
    expect(old.rawPayload.equals(first.rawPayload)).toBe(true)
  })

  it('prints the slip of an order made on site, with its signature', async () => {
    const signature = await uploadImage(t.app, pickup)
    const answer = await submitDraft(t.app, pickup, draftOf({ signature }))
    expect(answer.status).toBe(200)
    const printed = await printBill(pickup, answer.body.data.id)
    expect(printed.statusCode, printed.body).toBe(200)
    expect(squeeze(pdfText(savePdf(`order-bill-${kind}-site.pdf`, printed.rawPayload)))).toContain(
      answer.body.data.orderNo,
    )
    // Another pickup account's order is not hers to print (her data scope is her own orders).
    expect((await printBill(tester, answer.body.data.id)).statusCode).toBe(403)
  })

  it('materials: uploaded, edited and removed by who holds the material buttons', async () => {
    const uploaded = await upload(t.app, admin, Buffer.from('%PDF-1.4\n% manual\n'), {
      name: '系统使用手册.pdf',
      type: 'application/pdf',
      kind: 'any',
    })
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    const fileId = uploaded.body.data.id
    const submit = (session: Session, payload: object) =>
      call<Envelope<Material>>(t.app, session, { method: 'POST', url: '/api/material/submit', payload })

    const created = await submit(admin, { type: 1, name: '系统使用手册', fileId, remark: '新版' })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const id = created.body.data.id
    const centre = async () =>
      (
        await call<Envelope<Page<Material>>>(t.app, tester, {
          method: 'POST',
          url: '/api/material/page?current=1&size=50',
          payload: { searchType: 'N' },
        })
      ).body.data.records
    expect((await centre()).find((row) => row.id === id)).toMatchObject({ name: '系统使用手册', type: 1 })

    const edited = await submit(admin, { id, type: 2, name: '报告模板', fileId, remark: null })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect((await centre()).find((row) => row.id === id)).toMatchObject({
      name: '报告模板',
      type: 2,
      remark: null,
    })

    // Refused: without the buttons, an unknown type, no file.
    expect((await submit(reception, { type: 1, name: '越权', fileId })).status).toBe(403)
    expect((await submit(tester, { id, type: 1, name: '越权', fileId })).status).toBe(403)
    expect((await submit(admin, { type: 9, name: '类型不对', fileId })).status).toBe(400)
    expect((await submit(admin, { type: 0, name: '无文件' })).status).toBe(400)
    // Its file is offered: it cannot be removed while the material is live.
    const fileRemoval = await call(t.app, admin, { method: 'POST', url: `/api/file/delete?fileId=${fileId}` })
    expect(fileRemoval.status).toBe(400)

    expect(
      (await call(t.app, reception, { method: 'POST', url: `/api/material/remove?ids=${id}` })).status,
    ).toBe(403)
    const removed = await call(t.app, admin, { method: 'POST', url: `/api/material/remove?ids=${id}` })
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    expect((await centre()).some((row) => row.id === id)).toBe(false)
  })
})
