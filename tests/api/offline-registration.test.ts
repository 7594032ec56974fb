import { and, count, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REGISTRATION_MESSAGES, type RegistrationDraft } from '../../src/domain/registration/draft'
import { VALIDATION_MESSAGES } from '../../src/domain/validation/messages'
import { crmInstrument, labOrder, orderSample, pickupAppointment } from '../../server/db/schema'
import { withTenant } from '../../server/db/tenant-scope'
import type { FileDto } from '../../server/modules/file/service'
import type { PickupAppointmentDto } from '../../server/modules/pickup/appointments'
import { labCompactDate as labDate } from '@/domain/labClock'
import type { RegistrationDetailDto } from '../../server/modules/registration/schemas'
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
import { draftOf, instrumentLine, jpegBytes, submitDraft, uploadImage, webpBytes } from './offline-support'

const TENANT = '100001'

describe.each(databaseKinds)('on-site registration on %s', (kind) => {
  let t: TestApp
  let pickup: Session
  let reception: Session
  let tester: Session
  let signature: string

  const detail = (session: Session, id: string) =>
    call<Envelope<RegistrationDetailDto>>(t.app, session, {
      method: 'GET',
      url: `/api/crm/registration/detail?id=${id}`,
    })
  const ordersWithId = (id: string) =>
    withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select({ n: count() })
        .from(labOrder)
        .where(and(eq(labOrder.tenantId, TENANT), eq(labOrder.id, id))),
    ).then(([row]) => row?.n ?? 0)

  beforeAll(async () => {
    t = await createTestApp(kind)
    pickup = await login(t.app, TENANT, 'pickup')
    reception = await login(t.app, TENANT, 'reception')
    tester = await login(t.app, TENANT, 'tester')
    signature = await uploadImage(t.app, pickup)
  })
  afterAll(() => t.close())

  it('turns a draft with photos, a signature and known and new instruments into an order in state 50', async () => {
    const today = await call<Envelope<PickupAppointmentDto[]>>(t.app, pickup, {
      method: 'GET',
      url: '/api/crm/pickup/list',
    })
    const appointment = today.body.data.find(
      (entry) => entry.customerId && entry.acceptorId === pickup.userId,
    )
    if (!appointment?.customerId) throw new Error('no seeded appointment of a customer today')
    const customerId = appointment.customerId
    const known = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select()
        .from(crmInstrument)
        .where(and(eq(crmInstrument.tenantId, TENANT), eq(crmInstrument.customerId, customerId)))
        .limit(2),
    )
    expect(known.length).toBeGreaterThan(0)
    const photos = [
      await uploadImage(t.app, pickup),
      await uploadImage(t.app, pickup, jpegBytes()),
      await uploadImage(t.app, pickup, webpBytes()),
    ]
    const lines = [
      ...known.map((instrument) =>
        instrumentLine({ instrumentId: instrument.id, name: instrument.name, quantity: 2 }),
      ),
      instrumentLine({ name: '现场新增数显卡尺', model: '0-150mm', quantity: 1 }),
    ]
    const draft: RegistrationDraft = draftOf({
      appointmentId: appointment.id,
      enterId: customerId,
      enterName: appointment.customerName,
      enterType: '3',
      bussinessType: '2',
      applicant: appointment.contactName,
      phone: '0731-84567890',
      address: appointment.address,
      provinceid: '43',
      provinceName: '湖南省',
      cityid: '4301',
      cityName: '长沙市',
      areaid: '430104',
      areaName: '岳麓区',
      hopeTestDate: '2026-05-20',
      startTime: new Date().toISOString(),
      isUseCar: 1,
      traffics: [
        { id: uuidv7(), carId: null, carNumber: '湘A12345', driverUserId: null, driverStaffName: '孙师傅' },
      ],
      // The client's word for the plan and the staff member's name is not taken: the server's records are.
      busSpotPlan: { id: 'plan-1', title: '岳麓片区取件' },
      businessStaffId: pickup.userId,
      businessStaffName: '小孙',
      affix: '电源线1根、说明书1份',
      scanBusinessId: 'SCAN-20260520-01',
      remark: '现场登记',
      signature,
      photoFileIds: photos,
      instruments: lines,
    })
    const instrumentsBefore = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select({ n: count() })
        .from(crmInstrument)
        .where(and(eq(crmInstrument.tenantId, TENANT), eq(crmInstrument.customerId, customerId))),
    )

    const response = await submitDraft(t.app, pickup, draft)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toMatchObject({ code: 200, success: true })
    const answer = response.body.data
    expect(answer.id).toBe(draft.id)
    expect(answer.status).toBe(50)
    expect(answer.orderNo).toMatch(new RegExp(`^DJ${labDate(new Date())}\\d{4}$`))

    const shown = (await detail(reception, draft.id)).body.data
    expect(shown).toMatchObject({
      id: draft.id,
      orderNo: answer.orderNo,
      status: 50,
      appointmentId: appointment.id,
      enterId: customerId,
      enterName: appointment.customerName,
      enterType: '3',
      bussinessType: '2',
      isTemp: 0,
      mobile: '13912345678',
      phone: '0731-84567890',
      areaid: '430104',
      areaName: '岳麓区',
      hopeTestDate: '2026-05-20',
      isUseCar: 1,
      busSpotPlan: { id: appointment.id, title: `${appointment.pickupNo} ${appointment.customerName}` },
      businessStaffId: pickup.userId,
      businessStaffName: '孙取送',
      affix: '电源线1根、说明书1份',
      scanBusinessId: 'SCAN-20260520-01',
      spotBackBillId: null,
      acceptor: pickup.userId,
      acceptorName: '孙取送',
      createUserId: pickup.userId,
      createStaffName: '孙取送',
      remark: '现场登记',
      photoFileIds: photos,
    })
    expect(shown.traffics).toEqual(draft.traffics)
    expect(shown.photos.map((photo: FileDto) => photo.id)).toEqual(photos)
    expect(shown.photos.map((photo: FileDto) => photo.contentType)).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
    ])
    expect(shown.signature?.id).toBe(signature)
    expect(
      shown.samples.map((sample) => [sample.id, sample.name, sample.quantity, sample.status, sample.sort]),
    ).toEqual(lines.map((line, index) => [line.id, line.name, line.quantity, 50, index + 1]))
    // Known instruments stay themselves; the new one joins the customer's instruments.
    expect(shown.samples.slice(0, known.length).map((sample) => sample.instrumentId)).toEqual(
      known.map((i) => i.id),
    )
    const added = shown.samples.at(-1)
    expect(added?.instrumentId).toBeTruthy()
    const [newInstrument] = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select()
        .from(crmInstrument)
        .where(and(eq(crmInstrument.tenantId, TENANT), eq(crmInstrument.id, added?.instrumentId ?? ''))),
    )
    expect(newInstrument).toMatchObject({ customerId, name: '现场新增数显卡尺', model: '0-150mm' })
    const instrumentsAfter = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select({ n: count() })
        .from(crmInstrument)
        .where(and(eq(crmInstrument.tenantId, TENANT), eq(crmInstrument.customerId, customerId))),
    )
    expect(instrumentsAfter[0]?.n).toBe((instrumentsBefore[0]?.n ?? 0) + 1)

    // The appointment is registered, with the order.
    const [registered] = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select()
        .from(pickupAppointment)
        .where(and(eq(pickupAppointment.tenantId, TENANT), eq(pickupAppointment.id, appointment.id))),
    )
    expect(registered).toMatchObject({ status: 3, orderId: draft.id })

    // Sent again (a replay without a key): the same answer, never a second order.
    const again = await submitDraft(t.app, pickup, { ...draft, remark: 'changed' })
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual(answer)
    expect(await ordersWithId(draft.id)).toBe(1)

    // Its photos and signature are part of the order: they cannot be removed.
    const remove = await call<Envelope<null>>(t.app, pickup, {
      method: 'POST',
      url: `/api/file/delete?fileId=${photos[0]}`,
    })
    expect(remove.status).toBe(400)
    expect(remove.body.msg).toBe('文件已被登记单引用，不能删除')

    // The list of orders (the resource engine's page).
    const page = await call<
      Envelope<Page<{ id: string; orderNo: string; status: number; enterName: string }>>
    >(t.app, reception, {
      method: 'POST',
      url: '/api/crm/registration/page',
      payload: {
        searchParam: {
          filter: JSON.stringify({ orderNo: answer.orderNo }),
          op: JSON.stringify({ orderNo: '=' }),
        },
      },
    })
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    expect(page.body.data.records).toEqual([
      expect.objectContaining({
        id: draft.id,
        orderNo: answer.orderNo,
        status: 50,
        enterName: draft.enterName,
      }),
    ])
  })

  it('registers a customer met on site: no customer id, no new instruments', async () => {
    const draft = draftOf({
      signature,
      photoFileIds: [signature, signature],
      // A plan without an appointment is nobody's: not kept. A typed staff name (no id) is kept as typed.
      busSpotPlan: { id: 'plan-x', title: '随便写的计划' },
      businessStaffName: '外聘业务员',
    })
    const response = await submitDraft(t.app, pickup, draft)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const shown = (await detail(pickup, draft.id)).body.data
    expect(shown.enterId).toBeNull()
    // Neither an appointment nor a plan: none is made up; what the form left empty stays empty.
    expect(shown).toMatchObject({
      appointmentId: null,
      busSpotPlan: null,
      businessStaffId: null,
      businessStaffName: '外聘业务员',
      enterType: null,
      affix: null,
      scanBusinessId: null,
      bussinessType: '1',
    })
    expect(shown.samples[0]?.instrumentId).toBeNull()
    // The same photo twice is one file.
    expect(shown.photoFileIds).toEqual([signature])
  })

  it('takes the appointment as the on-site plan when the draft names the appointment only', async () => {
    const booked = await call<Envelope<{ id: string; pickupNo: string }>>(t.app, pickup, {
      method: 'POST',
      url: '/api/crm/pickup/submit',
      payload: {
        customerName: '计划测试客户',
        contactName: '何经理',
        contactPhone: '13974100099',
        address: '湖南省长沙市岳麓区麓山南路1号',
        areaCode: '430104',
        pickupTime: new Date(Date.now() + 3_600_000).toISOString(),
        instrumentCount: 2,
      },
    })
    expect(booked.status, JSON.stringify(booked.body)).toBe(200)
    const { id, pickupNo } = booked.body.data
    const draft = draftOf({ signature, appointmentId: id, enterName: '计划测试客户', busSpotPlan: null })
    const response = await submitDraft(t.app, pickup, draft)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const shown = (await detail(pickup, draft.id)).body.data
    expect(shown.appointmentId).toBe(id)
    expect(shown.busSpotPlan).toEqual({ id, title: `${pickupNo} 计划测试客户` })
  })

  it('refuses a draft with the form’s first problem, in Chinese or English, listing all of them', async () => {
    const cases: [Partial<RegistrationDraft>, string][] = [
      [{ enterName: '  ' }, REGISTRATION_MESSAGES.customerRequired],
      [{ enterName: '客'.repeat(201) }, REGISTRATION_MESSAGES.tooLong],
      [{ mobile: '1391234567' }, VALIDATION_MESSAGES.mobile],
      [{ phone: '12345' }, VALIDATION_MESSAGES.phone],
      [{ hopeTestDate: '2026/05/20' }, REGISTRATION_MESSAGES.hopeTestDate],
      [{ hopeTestDate: '2026-02-30' }, REGISTRATION_MESSAGES.hopeTestDate],
      [{ remark: '备'.repeat(501) }, REGISTRATION_MESSAGES.tooLong],
      [{ affix: '件'.repeat(501) }, REGISTRATION_MESSAGES.tooLong],
      [{ scanBusinessId: '9'.repeat(65) }, REGISTRATION_MESSAGES.tooLong],
      [{ businessStaffName: '名'.repeat(65) }, REGISTRATION_MESSAGES.tooLong],
      [
        {
          isUseCar: 1,
          traffics: [{ id: 'car', carId: null, carNumber: ' ', driverUserId: null, driverStaffName: '' }],
        },
        REGISTRATION_MESSAGES.carNumberRequired,
      ],
      [{ instruments: [] }, REGISTRATION_MESSAGES.instrumentsRequired],
      [{ instruments: [instrumentLine({ name: '' })] }, REGISTRATION_MESSAGES.instrumentNameRequired],
      [{ instruments: [instrumentLine({ quantity: 0 })] }, REGISTRATION_MESSAGES.quantity],
      [{ instruments: [instrumentLine({ quantity: 1.5 })] }, REGISTRATION_MESSAGES.quantity],
      [{ instruments: [instrumentLine({ quantity: 10_000 })] }, REGISTRATION_MESSAGES.quantity],
      [{ signature: null }, REGISTRATION_MESSAGES.signatureRequired],
    ]
    for (const [change, message] of cases) {
      const draft = draftOf({ signature, ...change })
      const response = await submitDraft(t.app, pickup, draft)
      expect(response.status, message).toBe(400)
      expect(response.body).toMatchObject({ code: 400, success: false, msg: message })
      expect(await ordersWithId(draft.id)).toBe(0)
    }

    const several = draftOf({ signature: null, mobile: 'x', instruments: [] })
    const english = await submitDraft(t.app, pickup, several, { language: 'en-US,en;q=0.9' })
    expect(english.status).toBe(400)
    expect(english.body.msg).toBe('Enter a valid mobile number')
    expect(english.body.data).toEqual({
      problems: [
        { field: 'mobile', message: 'Enter a valid mobile number' },
        { field: 'instruments', message: 'Add at least one instrument' },
        { field: 'signature', message: 'The customer has to sign' },
      ],
    })
    const malformed = await submitDraft(t.app, pickup, { ...draftOf({ signature }), id: 'draft-1' })
    expect(malformed.status).toBe(400)
    expect(malformed.body.msg).toContain('id')
  })

  it('refuses unknown files, customers, instruments and appointments', async () => {
    const check = async (change: Partial<RegistrationDraft>, message: string) => {
      const draft = draftOf({ signature, ...change })
      const response = await submitDraft(t.app, pickup, draft)
      expect(response.status, message).toBe(400)
      expect(response.body.msg).toBe(message)
      expect(await ordersWithId(draft.id)).toBe(0)
    }
    await check({ signature: uuidv7() }, '照片或签名文件不存在，请重新上传')
    await check({ photoFileIds: [signature, uuidv7()] }, '照片或签名文件不存在，请重新上传')
    await check({ enterId: uuidv7() }, '客户不存在或已被删除')
    await check({ appointmentId: uuidv7() }, '取件预约不存在或已被删除')
    await check({ businessStaffId: uuidv7() }, '业务员不存在或已被删除')
    await check({ instruments: [instrumentLine({ instrumentId: uuidv7() })] }, '器具不存在或不属于该客户')
    const [someone, other] = await withTenant(t.database.db, TENANT, (tx) =>
      tx.select().from(crmInstrument).where(eq(crmInstrument.tenantId, TENANT)).limit(400),
    ).then((rows) => {
      const first = rows[0]
      return [first, rows.find((row) => row.customerId !== first?.customerId)]
    })
    if (!someone || !other) throw new Error('seeded instruments missing')
    await check(
      { enterId: someone.customerId, instruments: [instrumentLine({ instrumentId: other.id })] },
      '器具不存在或不属于该客户',
    )
    const line = instrumentLine()
    await check({ instruments: [line, { ...line }] }, '器具明细重复')
  })

  it('needs registration_submit: reception and pickup staff may, a tester may not', async () => {
    const refused = await submitDraft(t.app, tester, draftOf({ signature }))
    expect(refused.status).toBe(403)
    expect(refused.body.msg).toBe('没有权限执行此操作')
    const receptionSignature = await uploadImage(t.app, reception)
    expect((await submitDraft(t.app, reception, draftOf({ signature: receptionSignature }))).status).toBe(200)
    expect((await submitDraft(t.app, null, draftOf({ signature }))).status).toBe(401)
  })

  it('numbers 20 registrations sent at once with 20 different numbers', async () => {
    const drafts = Array.from({ length: 20 }, () => draftOf({ signature }))
    const responses = await Promise.all(
      drafts.map((draft) => submitDraft(t.app, pickup, draft, { key: uuidv7() })),
    )
    expect(responses.map((response) => response.status)).toEqual(drafts.map(() => 200))
    const numbers = responses.map((response) => response.body.data.orderNo)
    expect(new Set(numbers).size).toBe(20)
    const serials = numbers.map((number) => Number(number.slice(-4))).sort((a, b) => a - b)
    expect(serials.at(-1)! - serials[0]!).toBe(19)
    for (const draft of drafts) expect(await ordersWithId(draft.id)).toBe(1)
  })

  it('keeps orders inside their tenant', async () => {
    const draft = draftOf({ signature })
    expect((await submitDraft(t.app, pickup, draft)).status).toBe(200)
    const platform = await login(t.app, '000000', 'admin')
    const created = await call<Envelope<{ tenantId: string }>>(t.app, platform, {
      method: 'POST',
      url: '/api/blade-system/tenant/submit',
      payload: {
        tenantName: '离线登记计量所',
        contactName: '吴所长',
        contactPhone: '13900000052',
        adminAccount: 'admin',
        adminPassword: 'Register5lab',
      },
    })
    expect(created.status).toBe(200)
    const other = await login(t.app, created.body.data.tenantId, 'admin', 'Register5lab')
    expect((await detail(other, draft.id)).status).toBe(404)
    const page = await call<Envelope<Page<{ id: string }>>>(t.app, other, {
      method: 'POST',
      url: '/api/crm/registration/page',
      payload: {},
    })
    expect(page.body.data.total).toBe(0)
    // Our signature is not a file of theirs.
    const foreign = await submitDraft(t.app, other, draftOf({ signature }))
    expect(foreign.status).toBe(400)
    expect(foreign.body.msg).toBe('照片或签名文件不存在，请重新上传')
    // The same draft id in their tenant is their own order, numbered in their tenant.
    const theirSignature = await uploadImage(t.app, other)
    const theirs = await submitDraft(t.app, other, { ...draft, signature: theirSignature })
    expect(theirs.status).toBe(200)
    expect(theirs.body.data.orderNo).toMatch(/0001$/)
    const samples = await withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select({ n: count() })
        .from(orderSample)
        .where(and(eq(orderSample.tenantId, TENANT), eq(orderSample.orderId, draft.id))),
    )
    expect(samples[0]?.n).toBe(1)
  })
})
