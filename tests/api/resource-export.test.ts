import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { instruments } from '../../src/domain/resources'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'

const CUSTOMER = '/api/hm-crm/customer'
const INSTRUMENT = '/api/hm-crm/instrument'
const MAKER = 'QA导出仪器厂'
const BULK_MAKER = 'QA批量仪器厂'
// More than two export batches (EXPORT_BATCH) and more than a page's counted total (PAGE_TOTAL_CAP).
const BULK = 12_000

const rows = [
  { name: '压力表', factoryNumber: 'E-1', fee: '10.00', inspectionType: '1' },
  { name: '电子天平', factoryNumber: 'E-2', fee: '20.50', inspectionType: '5' },
  { name: '游标卡尺', factoryNumber: 'E-3', fee: '0.10', inspectionType: '2' },
  { name: '温度计', factoryNumber: 'E-4', fee: '99.99', inspectionType: null },
  { name: '砝码', factoryNumber: 'E-5', fee: null, inspectionType: '7' },
]

const makerSearch = (maker: string) => ({
  searchParam: { filter: JSON.stringify({ manufacturer: maker }), op: JSON.stringify({ manufacturer: '=' }) },
  ascs: 'factoryNumber',
})

async function readSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook()
  // exceljs' own Buffer type predates the generic Node Buffer.
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('no sheet')
  const values: unknown[][] = []
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)))
  return { sheet, values }
}

describe.each(databaseKinds)('resource engine: export on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let customerId: string

  const post = <T>(url: string, payload?: object) =>
    call<Envelope<T>>(t.app, admin, { method: 'POST', url, payload: payload ?? {} })
  const exportOf = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'blade-auth': `bearer ${admin.token}`, ...headers },
    })

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, '100001', 'admin')
    customerId = (await post<{ id: string }>(`${CUSTOMER}/submit`, { name: 'QA导出客户' })).body.data.id
    for (const row of rows) {
      const created = await post(`${INSTRUMENT}/submit`, { ...row, manufacturer: MAKER, customerId })
      expect(created.status, created.body.msg).toBe(200)
    }
  })
  afterAll(() => t.close())

  it('streams an .xlsx of the search: serial numbers, chosen columns, dictionary labels, totals', async () => {
    const response = await exportOf(`${INSTRUMENT}/export`, {
      ...makerSearch(MAKER),
      columns: ['name', 'factoryNumber', 'inspectionType', 'fee', 'customerName', 'operations'],
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(response.headers['x-total-count']).toBe('5')
    const disposition = String(response.headers['content-disposition'])
    expect(disposition).toMatch(/^attachment; filename="crm_instrument\.xlsx"; filename\*=UTF-8''/)
    expect(decodeURIComponent(disposition.split("''")[1] ?? '')).toMatch(/^客户器具-\d{14}\.xlsx$/)

    const { sheet, values } = await readSheet(response.rawPayload)
    expect(sheet.name).toBe('导出数据')
    expect(values[0]).toEqual(['序号', '器具名称', '出厂编号', '检验类型', '检测费用(元)', '客户名称'])
    expect(values.slice(1, 6)).toEqual([
      [1, '压力表', 'E-1', '检定', 10, 'QA导出客户'],
      [2, '电子天平', 'E-2', '校准', 20.5, 'QA导出客户'],
      [3, '游标卡尺', 'E-3', 'CNAS校准', 0.1, 'QA导出客户'],
      [4, '温度计', 'E-4', undefined, 99.99, 'QA导出客户'],
      [5, '砝码', 'E-5', '强制检定', undefined, 'QA导出客户'],
    ])
    // Totals: exact decimal sum, 2 decimals, shown as 0.00.
    expect(values[6]).toEqual(['合计', undefined, undefined, undefined, 130.59])
    expect(values).toHaveLength(7)
    expect(sheet.getRow(7).getCell(5).numFmt).toBe('0.00')
  })

  it('exports the list columns by default, in English when asked', async () => {
    const response = await exportOf(`${INSTRUMENT}/export`, makerSearch(MAKER), {
      'accept-language': 'en-US,en',
    })
    expect(response.statusCode).toBe(200)
    const { values } = await readSheet(response.rawPayload)
    const listed = instruments.fields.filter((field) => field.list !== false && !field.hidden)
    expect(values[0]).toEqual(['No.', ...listed.map((field) => field.label.en)])
    const inspection = listed.findIndex((field) => field.name === 'inspectionType') + 1
    expect(values[1]?.[inspection]).toBe('Verification')
    expect(values[6]?.[0]).toBe('Total')
    expect(decodeURIComponent(String(response.headers['content-disposition']).split("''")[1] ?? '')).toMatch(
      /^Instruments-\d{14}\.xlsx$/,
    )
  })

  it('answers search errors as 400 before streaming, and exports an empty search as just the header', async () => {
    const bad = await exportOf(`${INSTRUMENT}/export`, { searchParam: { filter: '{"nope":"1"}', op: '{}' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ msg: string }>().msg).toBe('不支持按“nope”查询')
    const empty = await exportOf(`${CUSTOMER}/export`, {
      searchParam: { filter: JSON.stringify({ name: 'nobody' }), op: '{}' },
    })
    expect(empty.statusCode).toBe(200)
    expect(empty.headers['x-total-count']).toBe('0')
    const { values } = await readSheet(empty.rawPayload)
    expect(values).toHaveLength(1)
  })

  // 100001 rows take PGlite some 40 s to insert; the limit is the same code on both engines.
  it.skipIf(kind === 'pglite')('refuses more than 100000 rows with a clear message', async () => {
    await t.database.db.execute(sql`
      insert into crm_instrument (tenant_id, id, name, customer_id, manufacturer)
      select '100001', gen_random_uuid(), 'x', ${customerId}, 'QA上限' from generate_series(1, 100001) g`)
    const response = await exportOf(`${INSTRUMENT}/export`, makerSearch('QA上限'))
    expect(response.statusCode).toBe(400)
    expect(response.json<{ msg: string }>().msg).toBe(
      '导出数据过多（100001条），单次最多导出100000条，请缩小查询范围',
    )
    await t.database.db.execute(sql`delete from crm_instrument where manufacturer = 'QA上限'`)
  })

  it('lets other requests through while a large export streams (PGlite has one connection)', async () => {
    await t.database.db.execute(sql`
      insert into crm_instrument (tenant_id, id, name, customer_id, manufacturer, factory_number, fee, inspection_type)
      select '100001', gen_random_uuid(), '批量器具' || g, ${customerId}, ${BULK_MAKER},
             'B-' || lpad(g::text, 5, '0'), (g % 100) + 0.25, '1'
      from generate_series(1, ${BULK}) g`)

    let exportDone = false
    const started = exportOf(`${INSTRUMENT}/export`, {
      ...makerSearch(BULK_MAKER),
      columns: ['name', 'factoryNumber', 'fee'],
    }).then((response) => {
      exportDone = true
      return response
    })
    let answeredMeanwhile = 0
    for (let guard = 0; !exportDone && guard < 2000; guard++) {
      const info = await call(t.app, admin, { method: 'GET', url: '/api/blade-user/info' })
      expect(info.status).toBe(200)
      if (!exportDone) answeredMeanwhile += 1
      // Real requests arrive as I/O events; inject's chain of promises alone would never let the event loop
      // reach the export's body parsing and stream callbacks.
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const response = await started
    expect(response.statusCode).toBe(200)
    expect(answeredMeanwhile).toBeGreaterThan(1)

    const { values } = await readSheet(response.rawPayload)
    expect(values).toHaveLength(BULK + 2)
    expect(values[1]).toEqual([1, '批量器具1', 'B-00001', 1.25])
    expect(values[BULK]).toEqual([BULK, `批量器具${BULK}`, `B-${BULK}`, 0.25])
    // 120 × (0.25 + 1.25 + … + 99.25) = 120 × 4975 = 597000.
    expect(values[BULK + 1]).toEqual(['合计', undefined, undefined, 597000])

    // A page of the same search stops counting at 10000 and says so; its rows are the first ones.
    const page = await post<{ records: { factoryNumber: string }[]; total: number; totalCapped?: boolean }>(
      `${INSTRUMENT}/page?current=2&size=20`,
      makerSearch(BULK_MAKER),
    )
    expect(page.status, page.body.msg).toBe(200)
    expect(page.body.data).toMatchObject({ total: 10_000, totalCapped: true, pages: 500 })
    expect(page.body.data.records.map((record) => record.factoryNumber)).toEqual(
      Array.from({ length: 20 }, (_, index) => `B-${String(21 + index).padStart(5, '0')}`),
    )
    const small = await post<{ total: number; totalCapped?: boolean }>(
      `${INSTRUMENT}/page`,
      makerSearch(MAKER),
    )
    expect(small.body.data.total).toBeLessThan(10)
    expect(small.body.data).not.toHaveProperty('totalCapped')
  })
})
