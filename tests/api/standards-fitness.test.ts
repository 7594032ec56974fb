import { eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  measuringStandard,
  measuringStandardDevice,
  param,
  standardDevice,
  standardFile,
  standardFileVersion,
} from '../../server/db/schema'
import type { Tx } from '../../server/db/database'
import { withTenant } from '../../server/db/tenant-scope'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { authorise, hmGet, hmPost, releasedOrder } from './lab-workflow-support'

const TENANT = '100001'
/** measure_quantity keys. */
const PRESSURE = '5'
const ILLUMINANCE = '15'
/** The demo lab's standards (server/seed/seed-lab.ts): a 0–60 MPa gauge of ±0.012 MPa and a PRT. */
const GAUGE = '精密数字压力计'
const PRT = '二等标准铂电阻温度计'

type Warning = { deviceId: string; tur: string; message: { zh: string; en: string } }
type Result = {
  points: { nominal: string }[]
  deviceIds: string[]
  measuringStandardIds: string[]
  measurand: string | null
  procedureVersionId: string | null
  warnings?: Warning[]
}
type PickerDevice = {
  id: string
  name: string
  measurand: string | null
  rangeMin: string | null
  rangeMax: string | null
  rangeUnit: string | null
  mpe: string | null
  unusable: string | null
}
type PickerStandard = { id: string; name: string; abilities: string[]; deviceIds: string[] }

/** A point read exactly at its nominal value (error 0). */
const point = (nominal: string, permittedError: string, unit = 'MPa') => ({
  nominal,
  asFound: nominal,
  permittedError,
  unit,
})

describe.each(databaseKinds)('a result records standards fit for the item on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let itemId: string
  const devices: Record<string, string> = {}
  const standards: Record<string, string> = {}
  let inUseVersion: string
  let disabledVersion: string

  const save = (fields: object) =>
    hmPost<Result>(t.app, tester, 'test-item/results', { itemId, points: [point('10', '0.06')], ...fields })
  const db = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(t.database.db, TENANT, fn)

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    const pickup = await login(t.app, TENANT, 'pickup')
    itemId = (await releasedOrder(t.app, { admin, pickup })).itemIds[0]!
    type Dept = { id: string; code: string; children?: Dept[] }
    const depts = await call<Envelope<Dept[]>>(t.app, admin, {
      method: 'GET',
      url: '/api/blade-system/dept/list',
    })
    const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])])
    const item = (action: string, extra: object) =>
      hmPost<{ state: number }>(t.app, admin, 'test-item/transition', { id: itemId, action, ...extra })
    await item('dispatch', { groupId: flat(depts.body.data).find((dept) => dept.code === 'D0202')!.id })
    await authorise(t.app, admin, tester.userId, '2')
    expect((await item('assign', { testerId: tester.userId })).body.data.state).toBe(300)

    const seeded = await db((tx) =>
      tx
        .select({ id: standardDevice.id, name: standardDevice.name })
        .from(standardDevice)
        .where(inArray(standardDevice.name, [GAUGE, PRT])),
    )
    for (const row of seeded) devices[row.name] = row.id
    const gauge = (name: string, serialNo: string, fields: object = {}) =>
      hmPost<{ id: string }>(t.app, admin, 'standard-device/submit', {
        name,
        serialNo,
        instrumentType: 1,
        measurand: PRESSURE,
        rangeMin: '0',
        rangeMax: '60',
        rangeUnit: 'MPa',
        mpe: '0.012',
        traceType: 1,
        verificationCycle: '12',
        certificateNo: `C-${serialNo}`,
        validUntil: '2099-12-31',
        ...fields,
      })
    for (const [name, serialNo, fields] of [
      ['维修压力计', 'F-01', {}],
      ['封存压力计', 'F-02', {}],
      ['过期压力计', 'F-03', { validUntil: null, lastTraceDate: '2019-01-02' }],
    ] as const) {
      const created = await gauge(name, serialNo, fields)
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      devices[name] = created.body.data.id
    }
    await db(async (tx) => {
      await tx.update(standardDevice).set({ status: 5 }).where(eq(standardDevice.id, devices['维修压力计']!))
      await tx.update(standardDevice).set({ status: 4 }).where(eq(standardDevice.id, devices['封存压力计']!))
      const standard = (name: string, fields: Partial<typeof measuringStandard.$inferInsert>) => {
        const id = uuidv7()
        standards[name] = id
        return tx.insert(measuringStandard).values({
          tenantId: TENANT,
          id,
          name,
          kind: 4,
          certificateNo: `[2026]${name}`,
          validUntil: '2099-12-31',
          status: 1,
          abilities: '示值误差\n回程误差',
          ...fields,
        })
      }
      await standard('压力表标准装置', {})
      await standard('温度标准装置', {})
      await standard('重复性标准装置', { abilities: '重复性' })
      await standard('过期标准装置', { validUntil: '2020-01-01' })
      await standard('停用标准装置', { status: 2 })
      await tx.insert(measuringStandardDevice).values([
        { tenantId: TENANT, standardId: standards['压力表标准装置']!, deviceId: devices[GAUGE]! },
        { tenantId: TENANT, standardId: standards['温度标准装置']!, deviceId: devices[PRT]! },
      ])
      const file = async (code: string, status: number) => {
        const fileId = uuidv7()
        const versionId = uuidv7()
        await tx
          .insert(standardFile)
          .values({ tenantId: TENANT, id: fileId, kind: 1, code, name: code, status })
        await tx.insert(standardFileVersion).values({
          tenantId: TENANT,
          id: versionId,
          standardFileId: fileId,
          version: 1,
          fileId: uuidv7(),
          fileName: `${code}.pdf`,
          effectiveDate: '2026-01-01',
        })
        return versionId
      }
      inUseVersion = await file('ZY-YL-01', 1)
      disabledVersion = await file('ZY-YL-02', 2)
    })
  })
  afterAll(() => t.close())

  it('the pickers list every live device, saying why one cannot be chosen, and the usable standards', async () => {
    const listed = await hmGet<PickerDevice[]>(t.app, tester, 'standard-device/usable')
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    const byName = new Map(listed.body.data.map((device) => [device.name, device]))
    expect(byName.get(GAUGE)).toMatchObject({
      measurand: PRESSURE,
      rangeMin: '0',
      rangeMax: '60',
      rangeUnit: 'MPa',
      mpe: '0.012',
      unusable: null,
    })
    expect(byName.get('维修压力计')?.unusable).toBe('repair')
    expect(byName.get('封存压力计')?.unusable).toBe('sealed')
    expect(byName.get('过期压力计')?.unusable).toBe('overdue')

    const usable = await hmGet<PickerStandard[]>(t.app, tester, 'measuring-standard/usable')
    expect(usable.status, JSON.stringify(usable.body)).toBe(200)
    const names = usable.body.data.map((standard) => standard.name)
    expect(names).toEqual(expect.arrayContaining(['压力表标准装置', '重复性标准装置']))
    expect(names).not.toContain('过期标准装置')
    expect(names).not.toContain('停用标准装置')
    expect(usable.body.data.find((standard) => standard.name === '压力表标准装置')).toMatchObject({
      abilities: ['示值误差', '回程误差'],
      deviceIds: [devices[GAUGE]],
    })
  })

  it('refuses a device unfit for the item: its quantity, a point outside its range or in another unit, a TUR under 1:1', async () => {
    const refused = async (fields: object) => {
      const answer = await save(fields)
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      return answer.body.msg
    }
    expect(await refused({ deviceIds: [devices[GAUGE]] })).toBe('请选择被测参量')
    expect(await refused({ deviceIds: [devices[GAUGE]], measurand: '99' })).toBe('被测参量不是可选的值')
    expect(
      await refused({
        deviceIds: [devices[PRT]],
        measurand: ILLUMINANCE,
        points: [point('500', '20', 'lx')],
      }),
    ).toBe(`标准器“${PRT}”的测量参量为温度，检测项目为照度`)
    expect(
      await refused({ deviceIds: [devices[GAUGE]], measurand: PRESSURE, points: [point('70', '0.6')] }),
    ).toBe(`第1点 70 MPa 超出标准器“${GAUGE}”的测量范围 0–60 MPa`)
    expect(
      await refused({
        deviceIds: [devices[GAUGE]],
        measurand: PRESSURE,
        points: [point('100', '0.6', 'kPa')],
      }),
    ).toBe(`第1点的单位“kPa”与标准器“${GAUGE}”的单位“MPa”不一致`)
    // MPE 0.006 against the gauge's 0.012: TUR 0.5.
    const coarse = await refused({
      deviceIds: [devices[GAUGE]],
      measurand: PRESSURE,
      points: [point('10', '0.06'), point('20', '0.006')],
    })
    expect(coarse).toContain(GAUGE)
    expect(coarse).toContain('0.50')
    // Nothing of a refused result was kept.
    const kept = await hmGet<Result>(t.app, tester, `test-item/results?itemId=${itemId}`)
    expect(kept.body.data).toMatchObject({ points: [], deviceIds: [], measurand: null })
  })

  it('says why a device cannot be used today', async () => {
    const reason = async (name: string) =>
      (await save({ deviceIds: [devices[name]], measurand: PRESSURE })).body.msg
    expect(await reason('维修压力计')).toBe('标准器“维修压力计”维修中，不能使用')
    expect(await reason('封存压力计')).toBe('标准器“封存压力计”已封存，不能使用')
    expect(await reason('过期压力计')).toBe('标准器“过期压力计”已过有效期，不能使用')
    const unknown = await save({ deviceIds: [uuidv7()], measurand: PRESSURE })
    expect(unknown.status).toBe(400)
    expect(unknown.body.msg).toBe('标准器不存在或已删除')
  })

  it('accepts a TUR under 4:1 with a warning; the lab parameter moves the threshold', async () => {
    // MPE 0.03 against 0.012: TUR 2.5.
    const fields = { deviceIds: [devices[GAUGE]], measurand: PRESSURE, points: [point('10', '0.03')] }
    const warned = await save(fields)
    expect(warned.status, JSON.stringify(warned.body)).toBe(200)
    expect(warned.body.data.warnings).toEqual([
      {
        deviceId: devices[GAUGE],
        tur: '2.50',
        message: { zh: expect.stringContaining('2.50') as string, en: expect.any(String) as string },
      },
    ])
    expect(warned.body.data.warnings![0]!.message.zh).toContain('低于 4:1')
    const threshold = (value: string) =>
      db((tx) => tx.update(param).set({ paramValue: value }).where(eq(param.paramKey, 'standards.turWarn')))
    await threshold('2')
    expect((await save(fields)).body.data.warnings).toEqual([])
    await threshold('3')
    expect((await save(fields)).body.data.warnings?.map((warning) => warning.tur)).toEqual(['2.50'])
    await threshold('4')
    // 5:1 is enough.
    expect((await save({ ...fields, points: [point('10', '0.06')] })).body.data.warnings).toEqual([])
  })

  it('records measurement standards that are enabled, approved and cover the item, checking their devices', async () => {
    const withStandard = (name: string) =>
      save({ deviceIds: [], measuringStandardIds: [standards[name]], measurand: PRESSURE })
    expect((await withStandard('重复性标准装置')).body.msg).toBe(
      '计量标准“重复性标准装置”未开展该检测项目（示值误差）',
    )
    expect((await withStandard('过期标准装置')).body.msg).toContain('已过有效期')
    expect((await withStandard('停用标准装置')).body.msg).toBe('计量标准“停用标准装置”已停用')
    // The temperature standard's PRT is a device of the result too.
    expect((await withStandard('温度标准装置')).body.msg).toBe(
      `标准器“${PRT}”的测量参量为温度，检测项目为压力`,
    )
    const noQuantity = await save({ measuringStandardIds: [standards['压力表标准装置']] })
    expect(noQuantity.body.msg).toBe('请选择被测参量')
    const saved = await withStandard('压力表标准装置')
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data).toMatchObject({
      deviceIds: [],
      measuringStandardIds: [standards['压力表标准装置']],
    })
  })

  it('names the version of a procedure in use, and answers it all with the result', async () => {
    const base = { deviceIds: [devices[GAUGE]], measurand: PRESSURE }
    for (const procedureVersionId of [disabledVersion, uuidv7()]) {
      const refused = await save({ ...base, procedureVersionId })
      expect(refused.status).toBe(400)
      expect(refused.body.msg).toBe('所选作业文件版本不存在、类型不符或文件未在用')
    }
    const saved = await save({
      ...base,
      measuringStandardIds: [standards['压力表标准装置']],
      procedureVersionId: inUseVersion,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const read = await hmGet<Result>(t.app, tester, `test-item/results?itemId=${itemId}`)
    expect(read.body.data).toMatchObject({
      points: [{ nominal: '10' }],
      deviceIds: [devices[GAUGE]],
      measuringStandardIds: [standards['压力表标准装置']],
      measurand: PRESSURE,
      procedureVersionId: inUseVersion,
    })
    expect(read.body.data).not.toHaveProperty('warnings')
    // Saved again without them, the standards and the procedure are gone.
    const plain = await save({ ...base })
    expect(plain.body.data).toMatchObject({ measuringStandardIds: [], procedureVersionId: null })
  })
})
