import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { grantButtons } from './lab-workflow-support'

/*
 * Staff competence records (ISO/IEC 17025 6.2): a person's record (her national ID masked to all but the staff
 * office), her certificates and her trainings, each checked as the spec says and kept with its history.
 */

const TENANT = '100001'
/** A valid national ID (its check character computed by the spec's rule). */
const ID_CARD = '11010519491231002X'

type Row = Record<string, unknown> & { id: string }

describe.each(databaseKinds)('staff records, certificates and trainings on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let quality: Session
  let reviewer: Session
  let tester: Session

  const submit = (session: Session, path: string, body: object) =>
    call<Envelope<Row>>(t.app, session, {
      method: 'POST',
      url: `/api/hm-staff/${path}/submit`,
      payload: body,
    })
  const page = (session: Session, path: string) =>
    call<Envelope<{ records: Row[] }>>(t.app, session, {
      method: 'POST',
      url: `/api/hm-staff/${path}/page?current=1&size=50`,
      payload: {},
    })

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    quality = await login(t.app, TENANT, 'quality')
    reviewer = await login(t.app, TENANT, 'reviewer')
    tester = await login(t.app, TENANT, 'tester')
    // A reviewer may look the records up, as a head of department would, but is not the staff office.
    await grantButtons(t.app, admin, 'reviewer', [
      'staff_records',
      'staff_record_view',
      'staff_record_export',
    ])
  })
  afterAll(() => t.close())

  it('keeps one record per person, checks the national ID by the spec rule, and masks it outside the staff office', async () => {
    const wrong = await submit(quality, 'record', { userId: tester.userId, idCardNo: '110105194912310021' })
    expect([wrong.status, wrong.body.msg]).toEqual([400, '身份证号：请输入正确的身份证号'])
    const badKey = await submit(quality, 'record', { userId: tester.userId, education: '9' })
    expect(badKey.body.msg).toBe('学历：不是可选的值')

    const made = await submit(quality, 'record', {
      userId: tester.userId,
      sex: '2',
      ethnic: '1',
      birthDate: '1949-12-31',
      education: '2',
      major: '测控技术与仪器',
      titlePost: '2',
      technicist: '1',
      entryDate: '2020-07-01',
      idCardNo: ID_CARD,
    })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    expect(made.body.data).toMatchObject({ userName: '李检测', idCardNo: ID_CARD })
    const twice = await submit(quality, 'record', { userId: tester.userId })
    expect(twice.body.msg).toBe('人员：已存在，不能重复')

    const seen = (await page(reviewer, 'record')).body.data.records.find(
      (row) => row.id === made.body.data.id,
    )
    expect(seen?.idCardNo).toBe('110105********002X')
    const detail = await call<Envelope<Row>>(t.app, reviewer, {
      method: 'GET',
      url: `/api/hm-staff/record/detail?id=${made.body.data.id}`,
    })
    expect(detail.body.data.idCardNo).toBe('110105********002X')
    // The masked field cannot be searched either.
    const search = await call(t.app, reviewer, {
      method: 'POST',
      url: '/api/hm-staff/record/page?current=1&size=10',
      payload: { searchParam: { filter: JSON.stringify({ idCardNo: ID_CARD }), op: '{}' } },
    })
    expect(search.status).toBe(400)
    expect(
      (await page(quality, 'record')).body.data.records.find((row) => row.id === made.body.data.id)?.idCardNo,
    ).toBe(ID_CARD)
    // A tester reads no personnel files.
    expect((await page(tester, 'record')).status).toBe(403)
    // The staff office picks the person among the lab's users.
    const people = await call(t.app, quality, {
      method: 'POST',
      url: '/api/blade-user/page?current=1&size=10',
      payload: {},
    })
    expect(people.status).toBe(200)

    // The export: the spec's 序号 first, the national ID as whoever exports may see it.
    const exported = async (session: Session) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/hm-staff/record/export',
        payload: { columns: ['userName', 'idCardNo'] },
        headers: { 'blade-auth': `bearer ${session.token}` },
      })
      expect(response.statusCode, response.body).toBe(200)
      const workbook = new ExcelJS.Workbook()
      // exceljs' own Buffer type predates the generic Node Buffer.
      await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer)
      const values: unknown[][] = []
      workbook.worksheets[0]?.eachRow((row) => values.push((row.values as unknown[]).slice(1)))
      return values
    }
    const byReviewer = await exported(reviewer)
    expect(byReviewer[0]).toEqual(['序号', '姓名', '身份证号'])
    expect(byReviewer).toContainEqual([expect.any(Number), '李检测', '110105********002X'])
    expect(byReviewer.flat()).not.toContain(ID_CARD)
    expect(await exported(quality)).toContainEqual([expect.any(Number), '李检测', ID_CARD])
  })

  it('refuses a certificate that expires before it was issued, and keeps its changes', async () => {
    const body = {
      userId: tester.userId,
      kind: '检定员证',
      level: '2',
      certificateNo: 'JD-2026-0001',
      issuer: '湖南省市场监督管理局',
      activities: '示值误差\n2',
      issueDate: '2026-01-10',
      expiryDate: '2025-12-31',
    }
    const refused = await submit(quality, 'certificate', body)
    expect([refused.status, refused.body.msg]).toEqual([400, '有效期至：不能早于发证日期'])
    const made = await submit(quality, 'certificate', { ...body, expiryDate: '2031-01-09' })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const edited = await submit(quality, 'certificate', { id: made.body.data.id, expiryDate: '2026-01-09' })
    expect(edited.status).toBe(400)
    const history = await call<Envelope<{ action: string }[]>>(t.app, quality, {
      method: 'GET',
      url: `/api/hm-staff/certificate/history?id=${made.body.data.id}`,
    })
    expect(history.body.data.map((entry) => entry.action)).toEqual(['create'])
  })

  it('records a training with its participants, their attendance and evaluation', async () => {
    const training = await submit(quality, 'training', {
      topic: 'JJG 52-2013 压力表检定规程宣贯',
      kind: '1',
      mode: '2',
      startDate: '2026-11-02',
      endDate: '2026-11-01',
      hours: '4',
      trainer: '赵批准',
    })
    expect(training.body.msg).toBe('结束日期：不能早于开始日期')
    const held = await submit(quality, 'training', {
      topic: 'JJG 52-2013 压力表检定规程宣贯',
      kind: '1',
      mode: '2',
      startDate: '2026-11-02',
      endDate: '2026-11-02',
      hours: '4.5',
      trainer: '赵批准',
      activities: '示值误差',
    })
    expect(held.status, JSON.stringify(held.body)).toBe(200)
    const joined = await submit(quality, 'training-participant', {
      trainingId: held.body.data.id,
      userId: tester.userId,
      attended: '1',
      evaluation: '2',
    })
    expect(joined.status, JSON.stringify(joined.body)).toBe(200)
    expect(joined.body.data).toMatchObject({
      trainingTopic: 'JJG 52-2013 压力表检定规程宣贯',
      userName: '李检测',
    })
    const badEvaluation = await submit(quality, 'training-participant', {
      trainingId: held.body.data.id,
      userId: admin.userId,
      attended: '1',
      evaluation: '7',
    })
    expect(badEvaluation.body.msg).toBe('培训效果评价：不是可选的值')

    // Her record shows her certificates and her training history.
    const competence = await call<
      Envelope<{
        certificates: { certificateNo: string }[]
        trainings: { topic: string; evaluation: string }[]
      }>
    >(t.app, quality, { method: 'GET', url: `/api/hm-staff/record/competence?userId=${tester.userId}` })
    expect(competence.status, JSON.stringify(competence.body)).toBe(200)
    expect(competence.body.data.certificates.map((row) => row.certificateNo)).toContain('JD-2026-0001')
    expect(competence.body.data.trainings).toContainEqual(
      expect.objectContaining({ topic: 'JJG 52-2013 压力表检定规程宣贯', evaluation: '2' }),
    )
  })
})
