import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labCompactDate, labDayOf } from '@/domain/labClock'
import { NUMBERING_MESSAGES } from '@/domain/numbering'
import { withTenant } from '../../server/db/tenant-scope'
import { nextDocumentNumber } from '../../server/modules/numbering/service'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { draftOf, submitDraft, uploadImage } from './offline-support'

const TENANT = '100001'

type RuleRecord = {
  document: string
  items: Record<string, unknown>[]
  custom: boolean
  updateTime: string | null
  example: string | null
}

describe.each(databaseKinds)('document numbering on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let pickup: Session
  let signature: string

  const rules = (session: Session) =>
    call<Envelope<RuleRecord[]>>(t.app, session, {
      method: 'GET',
      url: '/api/hm-metrology/numbering-rule/list',
    })
  const submitRule = (session: Session, body: object, language?: string) =>
    call<Envelope<RuleRecord>>(t.app, session, {
      method: 'POST',
      url: '/api/hm-metrology/numbering-rule/submit',
      payload: body,
      ...(language ? { headers: { 'accept-language': language } } : {}),
    })
  const register = async () => {
    const answer = await submitDraft(t.app, pickup, draftOf({ signature }))
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data.orderNo
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    pickup = await login(t.app, TENANT, 'pickup')
    signature = await uploadImage(t.app, pickup)
  })
  afterAll(() => t.close())

  it('numbers every document type by a default rule until the lab sets its own', async () => {
    // The rules are read on their page (编号规则), which the demo lab grants its administrator only.
    expect((await rules(tester)).status).toBe(403)
    const answer = await rules(admin)
    expect(answer.status).toBe(200)
    const byDocument = new Map(answer.body.data.map((rule) => [rule.document, rule]))
    expect([...byDocument.keys()]).toEqual([
      'order',
      'sample',
      'report',
      'certificate',
      'jewelAppraisal',
      'metalLabel',
      'verifyLabel',
    ])
    expect(byDocument.get('order')).toMatchObject({
      custom: false,
      example: `DJ${labCompactDate(new Date())}0001`,
    })
    expect(byDocument.get('sample')?.example).toBe(`YP${labCompactDate(new Date()).slice(2)}0001`)
    // The report's default needs the department: its example depends on the document.
    expect(byDocument.get('report')?.example).toBeNull()
    expect(await register()).toMatch(new RegExp(`^DJ${labCompactDate(new Date())}\\d{4}$`))
  })

  it('refuses a rule without exactly one serial, in the caller’s language, and only managers change rules', async () => {
    const twoSerials = {
      document: 'order',
      items: [
        { type: 7, text: 'WT' },
        { type: 3, digits: 4 },
        { type: 3, digits: 2 },
      ],
    }
    const zh = await submitRule(admin, twoSerials)
    expect(zh.status).toBe(400)
    expect(zh.body.msg).toBe(NUMBERING_MESSAGES['numbering.serialCount'].zh)
    expect((zh.body.data as unknown as { problems: string[] }).problems).toContain('numbering.serialCount')
    const en = await submitRule(admin, twoSerials, 'en')
    expect(en.body.msg).toBe(NUMBERING_MESSAGES['numbering.serialCount'].en)
    const badText = await submitRule(admin, {
      document: 'order',
      items: [
        { type: 7, text: '委托' },
        { type: 3, digits: 4 },
      ],
    })
    expect(badText.status).toBe(400)

    const valid = {
      document: 'order',
      items: [
        { type: 7, text: 'WT' },
        { type: 3, digits: 5 },
      ],
    }
    expect((await submitRule(tester, valid)).status).toBe(403)
    // Nothing changed.
    expect((await rules(admin)).body.data.find((rule) => rule.document === 'order')?.custom).toBe(false)
  })

  it('a lab rule numbers the next orders; reset returns to the default without repeating a number', async () => {
    const saved = await submitRule(admin, {
      document: 'order',
      items: [
        { type: 7, text: 'WT' },
        { type: 4, pattern: 'yyyyMM' },
        { type: 7, text: '-' },
        { type: 3, digits: 5 },
      ],
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const month = labDayOf(new Date()).slice(0, 7).replace('-', '')
    expect(saved.body.data).toMatchObject({ custom: true, example: `WT${month}-00001` })
    const first = await register()
    const second = await register()
    expect(first).toBe(`WT${month}-00001`)
    expect(second).toBe(`WT${month}-00002`)

    const before = await register()
    expect(before).toBe(`WT${month}-00003`)
    const reset = await call<Envelope<RuleRecord>>(t.app, admin, {
      method: 'POST',
      url: '/api/hm-metrology/numbering-rule/reset',
      payload: { document: 'order' },
    })
    expect(reset.body.data.custom).toBe(false)
    const daily = await register()
    expect(daily).toMatch(new RegExp(`^DJ${labCompactDate(new Date())}\\d{4}$`))
    // The default's counter went on where the first test left it, never back to a number already given.
    expect(Number(daily.slice(-4))).toBeGreaterThan(1)
  })

  it('previews a rule without taking a serial', async () => {
    const preview = await call<Envelope<{ number: string }>>(t.app, admin, {
      method: 'POST',
      url: '/api/hm-metrology/numbering-rule/preview',
      payload: {
        document: 'certificate',
        items: [{ type: 1, mode: 2 }, { type: 8 }, { type: 9, pattern: 'yyyy' }, { type: 3, digits: 5 }],
        serial: 42,
        context: {
          departments: [{ abbr: 'HN' }, { abbr: 'RG' }],
          calibrationDate: '2026-03-02',
          inspectionType: 1,
        },
      },
    })
    expect(preview.status, JSON.stringify(preview.body)).toBe(200)
    expect(preview.body.data.number).toBe('RGJD202600042')
  })

  it('50 parallel registrations get 50 different order numbers, with no gap in the day’s serials', async () => {
    const before = await register()
    const numbers = await Promise.all(Array.from({ length: 50 }, register))
    expect(new Set(numbers).size).toBe(50)
    const serials = numbers.map((number) => Number(number.slice(-4))).sort((a, b) => a - b)
    const start = Number(before.slice(-4)) + 1
    expect(serials).toEqual(Array.from({ length: 50 }, (_, index) => start + index))
  })

  it('50 parallel sample numbers in 50 transactions never repeat', async () => {
    const now = new Date()
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () =>
        withTenant(t.database.db, TENANT, (tx) => nextDocumentNumber(tx, TENANT, 'sample', { now })),
      ),
    )
    expect(new Set(numbers).size).toBe(50)
    expect(numbers.every((number) => number.startsWith(`YP${labCompactDate(now).slice(2)}`))).toBe(true)
  })
})
