import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

type Dict = {
  id: string
  tenantId: string
  parentId: string
  code: string
  dictKey: string
  dictValue: string
  i18n: Record<string, string>
  sort: number
  remark: string | null
  isSealed: number
  isDeleted: number
}

type TreeNode = { id: string; parentId: string; title: string; children: TreeNode[]; hasChildren: boolean }

/** Every dictionary group of spec §3 "Dictionary groups", spelled as the spec spells them. */
const SPEC_GROUPS = [
  'NORM_FILE_TYPE',
  'MEASURING_STANDARD_TYPE',
  'now_date_type',
  'STANDARD_type',
  'NORMal_SORT_type',
  'BELONGS_FILED_TYPE',
  'ins_unit',
  'TRACE_TYPE',
  'discount_type',
  'reduction_type',
  'charge_type',
  'detection_cycle',
  'inspection_type',
  'strong_inspection_mark',
  'INSTRUMENT_IMPORT',
  'CHARGE_RECORD_STATUS',
  'CHARGE_TAXON',
  'VERIFICATION_CYCLE',
  'DEVICE_STATE',
  'CHECK_WAY',
  'nodeAttribute',
  'SOURCE_TRACE_RESULT',
  'routeplan_type',
  'routeplan_state',
  'business_type',
  'STANDARD_FILE_TYPE',
  'STANDARD_FILE_STATUS',
  'send_way',
  'ability_type',
  'ability_status',
  'rules_item_type',
  'department_or_type',
  'rules_digits_type',
  'grouping_type',
  'STANDARD_GRADE',
  'is_technicist',
  'yes_no',
  'm_yes_no',
  'INVOICE_TYPE',
  'item_state',
  'report_state',
  'sample_state',
  'sex',
  'education_type',
  'dutyid_type',
  'titlepost_type',
  'ethnic_type',
  'appliance_use',
  'OBJECT_STATE',
  'order-business-type',
  'order_status',
  'business_attr',
  'acceptance_material',
  'STAFF_CERTIFICATE_LEVEL',
  'STAFF_TRAINING_MODE',
  'STAFF_TRAINING_TYPE',
  'STAFF_ACHIEVEMENT_EVALUATION',
  'm_template_type',
  'm_enable_status',
  'material_type',
  'SERVICE_TYPE',
  'FIELD_DOMAIN_TYPE',
  'technology_domain_type',
  'quote_examine_status',
  'quote_status',
  'discountType',
  'INSTRUMENT_CLASSIFY',
  'contract_type',
  'INCOME_SOURCE',
  'ETALON_INSTRUMENT_TYPE',
  'instrument_unit',
  'access_type',
  'PLAN_STATUS',
  'sample_settlement',
  'org_category',
]

/** System dictionaries the seed has beyond the spec's list: what a standard device and a test item measure, how results are judged. */
const ADDED_GROUPS = ['measure_quantity', 'decision_rule']

const SEALED = '字典已封存，不能修改'
const FORBIDDEN = '没有权限执行此操作'

describe.each(databaseKinds)('dictionaries on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session

  const get = <T>(session: Session, url: string) => call<Envelope<T>>(t.app, session, { method: 'GET', url })
  const post = <T>(session: Session, url: string, payload?: object) =>
    call<Envelope<T>>(t.app, session, { method: 'POST', url, payload })

  /** Entries of one code (sorted as the server sorts them). */
  const entriesOf = async (code: string, base = 'dict') =>
    (await get<Dict[]>(admin, `/api/blade-system/${base}/dictionary?code=${encodeURIComponent(code)}`)).body
      .data
  const groupOf = async (code: string, base = 'dict') => {
    const page = await get<Page<Dict>>(
      admin,
      `/api/blade-system/${base}/list?size=100&code=${encodeURIComponent(code)}`,
    )
    const group = page.body.data.records.find((row) => row.code === code)
    if (!group) throw new Error(`no group ${code}`)
    return group
  }
  const detail = async (id: string, base = 'dict') =>
    (await get<Dict>(admin, `/api/blade-system/${base}/detail?id=${id}`)).body.data

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, '100001', 'admin')
    tester = await login(t.app, '100001', 'tester')
  })
  afterAll(() => t.close())

  it('lists every dictionary group of the spec, paged, as parent rows (dictKey -1, parentId 0)', async () => {
    const all = await get<Page<Dict>>(admin, '/api/blade-system/dict/list?size=500')
    expect(all.status).toBe(200)
    const codes = all.body.data.records.map((row) => row.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of SPEC_GROUPS) expect(codes, code).toContain(code)
    expect(all.body.data.total).toBe(all.body.data.records.length)
    for (const group of all.body.data.records) {
      expect(group.dictKey, group.code).toBe('-1')
      expect(group.parentId, group.code).toBe('0')
      expect(group.tenantId).toBe('100001')
      expect(group.i18n.en, group.code).toBeTruthy()
    }

    const first = await get<Page<Dict>>(admin, '/api/blade-system/dict/list?current=1&size=10')
    const second = await get<Page<Dict>>(admin, '/api/blade-system/dict/list?current=2&size=10')
    expect(first.body.data).toMatchObject({ current: 1, size: 10, total: all.body.data.total })
    expect(first.body.data.pages).toBe(Math.ceil(all.body.data.total / 10))
    expect(first.body.data.records).toHaveLength(10)
    expect(second.body.data.records.map((row) => row.id)).toEqual(
      all.body.data.records.slice(10, 20).map((row) => row.id),
    )

    const filtered = await get<Page<Dict>>(admin, '/api/blade-system/dict/list?code=inspection')
    // A "contains" filter.
    expect(filtered.body.data.records.map((row) => row.code)).toEqual([
      'inspection_type',
      'strong_inspection_mark',
    ])
  })

  it('answers the entries of a code with the keys and labels the spec gives', async () => {
    const inspection = await entriesOf('inspection_type')
    expect(inspection.map((row) => row.dictKey)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'])
    expect(inspection.find((row) => row.dictKey === '2')?.i18n.en).toBe('CNAS calibration')
    expect(inspection.find((row) => row.dictKey === '9')?.i18n.en).toBe('Supervision sampling')

    const orderStatus = await entriesOf('order_status')
    expect(orderStatus.map((row) => row.dictKey)).toEqual(['0', '50', '100', '300', '1000'])
    expect(orderStatus.map((row) => row.i18n.en)).toEqual([
      'Voided',
      'Business registered',
      'Pending audit',
      'Testing',
      'Done',
    ])

    const taxon = await entriesOf('CHARGE_TAXON')
    expect(taxon).toHaveLength(14)
    expect(new Set(taxon.map((row) => row.dictKey)).size).toBe(14)

    expect((await entriesOf('charge_type')).map((row) => row.dictKey)).toEqual(['2', '3', '4', '5'])
    expect((await entriesOf('technology_domain_type')).map((row) => row.dictKey).sort()).toEqual([
      '04',
      '10',
      '12',
    ])
    expect((await entriesOf('VERIFICATION_CYCLE')).map((row) => row.dictKey)).toContain('999999')
    expect((await entriesOf('org_category')).map((row) => row.dictKey)).toEqual(['1', '2', '3'])
    expect((await entriesOf('rules_digits_type')).map((row) => row.dictKey)).toEqual(
      Array.from({ length: 11 }, (_, digits) => String(digits)),
    )

    // Entries are not group rows: each carries its group's id and code.
    const group = await groupOf('inspection_type')
    for (const row of inspection) {
      expect(row.parentId).toBe(group.id)
      expect(row.code).toBe('inspection_type')
      expect(row.dictKey).not.toBe('-1')
    }
    expect(await entriesOf('no_such_code')).toEqual([])
  })

  it('lists the entries of one group with list?parentId=', async () => {
    const group = await groupOf('CHARGE_TAXON')
    const page = await get<Page<Dict>>(admin, `/api/blade-system/dict/list?parentId=${group.id}&size=50`)
    expect(page.status).toBe(200)
    expect(page.body.data.total).toBe(14)
    expect(page.body.data.records.every((row) => row.parentId === group.id)).toBe(true)
    expect(page.body.data.records.map((row) => row.id).sort()).toEqual(
      (await entriesOf('CHARGE_TAXON')).map((row) => row.id).sort(),
    )
    const small = await get<Page<Dict>>(admin, `/api/blade-system/dict/list?parentId=${group.id}&size=5`)
    expect(small.body.data).toMatchObject({ total: 14, size: 5, pages: 3 })
    expect(small.body.data.records).toHaveLength(5)
  })

  it('answers the start-up cache (dictionary without code): every entry up to 999, with English labels', async () => {
    const cache = await get<Dict[]>(admin, '/api/blade-system/dict/dictionary')
    expect(cache.status).toBe(200)
    const entries = cache.body.data
    expect(entries.length).toBeLessThanOrEqual(999)
    for (const entry of entries) {
      expect(entry.parentId, entry.code).not.toBe('0')
      expect(entry.i18n.en, `${entry.code}/${entry.dictKey}`).toBeTruthy()
    }
    // Fewer than 999 entries exist in the demo data, so the cache holds all of them.
    const groups = (await get<Page<Dict>>(admin, '/api/blade-system/dict/list?size=500')).body.data.records
    let total = 0
    for (const group of groups) {
      const page = await get<Page<Dict>>(admin, `/api/blade-system/dict/list?parentId=${group.id}&size=1`)
      total += page.body.data.total
    }
    expect(total).toBeLessThan(999)
    expect(entries).toHaveLength(total)
    expect(new Set(entries.map((row) => row.code))).toEqual(new Set([...SPEC_GROUPS, ...ADDED_GROUPS]))
    const quantities = entries.filter((row) => row.code === 'measure_quantity')
    expect(quantities).toHaveLength(24)
    expect(quantities.find((row) => row.dictKey === '5')).toMatchObject({
      dictValue: '压力',
      i18n: { en: 'Pressure' },
    })

    const limited = await get<Dict[]>(admin, '/api/blade-system/dict/dictionary?size=20')
    expect(limited.body.data).toHaveLength(20)
  })

  it('creates a group and its entries; an entry takes its group’s code and a key is unique in its group', async () => {
    const group = await post<Dict>(admin, '/api/blade-system/dict/submit', {
      parentId: '0',
      code: 'calibration_site',
      dictKey: '7',
      dictValue: '校准地点',
      i18n: { en: 'Calibration site' },
      sort: 90,
    })
    expect(group.status).toBe(200)
    expect(group.body.data).toMatchObject({ parentId: '0', dictKey: '-1', code: 'calibration_site' })

    const entry = await post<Dict>(admin, '/api/blade-system/dict/submit', {
      parentId: group.body.data.id,
      code: 'whatever_code',
      dictKey: '1',
      dictValue: '实验室内',
      i18n: { en: 'In the laboratory' },
      sort: 1,
    })
    expect(entry.status).toBe(200)
    expect(entry.body.data).toMatchObject({
      parentId: group.body.data.id,
      code: 'calibration_site',
      dictKey: '1',
      dictValue: '实验室内',
      isSealed: 0,
    })
    await post(admin, '/api/blade-system/dict/submit', {
      parentId: group.body.data.id,
      code: 'calibration_site',
      dictKey: '2',
      dictValue: '客户现场',
      sort: 2,
    })
    expect((await entriesOf('calibration_site')).map((row) => row.dictValue)).toEqual([
      '实验室内',
      '客户现场',
    ])

    const duplicateKey = await post(admin, '/api/blade-system/dict/submit', {
      parentId: group.body.data.id,
      code: 'calibration_site',
      dictKey: '1',
      dictValue: '重复',
    })
    expect(duplicateKey.status).toBe(400)
    expect(duplicateKey.body.msg).toBe('dictKey已存在：1')

    const duplicateGroup = await post(admin, '/api/blade-system/dict/submit', {
      parentId: '0',
      code: 'inspection_type',
      dictValue: '又一个检验类型',
    })
    expect(duplicateGroup.status).toBe(400)
    expect(duplicateGroup.body.msg).toBe('code已存在：inspection_type')
    expect(await entriesOf('calibration_site')).toHaveLength(2)
  })

  it('updates an entry, and renaming a group’s code renames its entries', async () => {
    const group = (
      await post<Dict>(admin, '/api/blade-system/dict/submit', {
        parentId: '0',
        code: 'pickup_window',
        dictValue: '取件窗口',
      })
    ).body.data
    const entry = (
      await post<Dict>(admin, '/api/blade-system/dict/submit', {
        parentId: group.id,
        code: 'pickup_window',
        dictKey: 'A',
        dictValue: '一号窗口',
      })
    ).body.data

    const updated = await post<Dict>(admin, '/api/blade-system/dict/submit', {
      ...entry,
      dictValue: '一号窗口（东）',
      remark: '东门',
      sort: 3,
    })
    expect(updated.status).toBe(200)
    expect(await detail(entry.id)).toMatchObject({ dictValue: '一号窗口（东）', remark: '东门', sort: 3 })

    const renamed = await post<Dict>(admin, '/api/blade-system/dict/submit', {
      ...group,
      code: 'pickup_desk',
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data).toMatchObject({ code: 'pickup_desk', dictKey: '-1' })
    expect((await detail(entry.id)).code).toBe('pickup_desk')
    expect((await entriesOf('pickup_desk')).map((row) => row.id)).toEqual([entry.id])
    expect(await entriesOf('pickup_window')).toEqual([])
  })

  it('freezes a sealed entry: any change and removal are refused until it is unsealed', async () => {
    const [entry] = await entriesOf('send_way')
    if (!entry) throw new Error('send_way has no entries')
    const sealed = await post<Dict>(admin, '/api/blade-system/dict/submit', { ...entry, isSealed: 1 })
    expect(sealed.status).toBe(200)
    expect(sealed.body.data.isSealed).toBe(1)

    const change = await post(admin, '/api/blade-system/dict/submit', {
      ...entry,
      isSealed: 1,
      dictValue: '上门自取',
    })
    expect(change.status).toBe(400)
    expect(change.body.msg).toBe(SEALED)

    const removal = await post(admin, `/api/blade-system/dict/remove?ids=${entry.id}`)
    expect(removal.status).toBe(400)
    expect(removal.body.msg).toBe(SEALED)
    expect(await detail(entry.id)).toMatchObject({ dictValue: entry.dictValue, isSealed: 1, isDeleted: 0 })

    const unsealed = await post<Dict>(admin, '/api/blade-system/dict/submit', { ...entry, isSealed: 0 })
    expect(unsealed.status).toBe(200)
    expect(unsealed.body.data.isSealed).toBe(0)
    const changed = await post<Dict>(admin, '/api/blade-system/dict/submit', {
      ...entry,
      isSealed: 0,
      dictValue: '上门自取',
    })
    expect(changed.status).toBe(200)
    expect((await detail(entry.id)).dictValue).toBe('上门自取')
  })

  it('an edit of a sealed entry that does not ask to unseal it is refused and leaves it sealed', async () => {
    const [entry] = await entriesOf('INSTRUMENT_IMPORT')
    if (!entry) throw new Error('INSTRUMENT_IMPORT has no entries')
    expect((await post(admin, '/api/blade-system/dict/submit', { ...entry, isSealed: 1 })).status).toBe(200)

    // The edit form of an older client does not send isSealed at all.
    const { isSealed: _omitted, ...withoutSealFlag } = entry
    const change = await post(admin, '/api/blade-system/dict/submit', {
      ...withoutSealFlag,
      dictValue: '境外进口',
    })
    expect(change.status).toBe(400)
    expect(change.body.msg).toBe(SEALED)
    expect(await detail(entry.id)).toMatchObject({ dictValue: entry.dictValue, isSealed: 1 })
  })

  it('refuses to remove a group that still has entries, and removes it once they are gone', async () => {
    const group = (
      await post<Dict>(admin, '/api/blade-system/dict/submit', {
        parentId: '0',
        code: 'seal_colour',
        dictValue: '封签颜色',
      })
    ).body.data
    const entry = (
      await post<Dict>(admin, '/api/blade-system/dict/submit', {
        parentId: group.id,
        code: 'seal_colour',
        dictKey: 'red',
        dictValue: '红色',
      })
    ).body.data

    const refused = await post(admin, `/api/blade-system/dict/remove?ids=${group.id}`)
    expect(refused.status).toBe(400)
    expect(refused.body.msg).toBe('请先删除下级数据')
    expect((await detail(group.id)).isDeleted).toBe(0)

    expect((await post(admin, `/api/blade-system/dict/remove?ids=${entry.id}`)).status).toBe(200)
    expect((await post(admin, `/api/blade-system/dict/remove?ids=${group.id}`)).status).toBe(200)
    expect((await get(admin, `/api/blade-system/dict/detail?id=${group.id}`)).status).toBe(404)
    const codes = (
      await get<Page<Dict>>(admin, '/api/blade-system/dict/list?size=500')
    ).body.data.records.map((row) => row.code)
    expect(codes).not.toContain('seal_colour')

    // A removed group's code is free again.
    const again = await post(admin, '/api/blade-system/dict/submit', {
      parentId: '0',
      code: 'seal_colour',
      dictValue: '封签颜色',
    })
    expect(again.status).toBe(200)
  })

  it('answers the groups as a tree for choosing a parent (dict/tree)', async () => {
    const tree = await get<TreeNode[]>(admin, '/api/blade-system/dict/tree?code=DICT')
    expect(tree.status).toBe(200)
    const groups = (await get<Page<Dict>>(admin, '/api/blade-system/dict/list?size=500')).body.data.records
    expect(tree.body.data.map((node) => node.id).sort()).toEqual(groups.map((row) => row.id).sort())
    const inspection = tree.body.data.find((node) => node.title === '检验类型')
    expect(inspection).toMatchObject({
      parentId: '0',
      id: groups.find((g) => g.code === 'inspection_type')?.id,
    })
  })

  it('keeps the business dictionaries (dict-biz) apart from the system dictionaries', async () => {
    const biz = await get<Page<Dict>>(admin, '/api/blade-system/dict-biz/list?size=500')
    expect(biz.status).toBe(200)
    const bizCodes = biz.body.data.records.map((row) => row.code)
    expect(bizCodes).toEqual(expect.arrayContaining(['sample_condition', 'retention_period']))
    for (const code of SPEC_GROUPS) expect(bizCodes).not.toContain(code)
    for (const group of biz.body.data.records) expect(group).toMatchObject({ dictKey: '-1', parentId: '0' })

    const retention = await entriesOf('retention_period', 'dict-biz')
    expect(retention.map((row) => row.dictKey)).toEqual(['7', '15', '30', '90'])
    expect(await entriesOf('inspection_type', 'dict-biz')).toEqual([])
    expect(await entriesOf('retention_period', 'dict')).toEqual([])

    const systemCodes = (await get<Page<Dict>>(admin, '/api/blade-system/dict/list?size=500')).body.data
      .records
    expect(systemCodes.map((row) => row.code)).not.toContain('sample_condition')
    const inspection = await groupOf('inspection_type')
    expect((await get(admin, `/api/blade-system/dict-biz/detail?id=${inspection.id}`)).status).toBe(404)

    const bizTree = await get<TreeNode[]>(admin, '/api/blade-system/dict-biz/tree')
    expect(bizTree.body.data.map((node) => node.id).sort()).toEqual(
      biz.body.data.records.map((row) => row.id).sort(),
    )
    const cache = (await get<Dict[]>(admin, '/api/blade-system/dict-biz/dictionary')).body.data
    expect(new Set(cache.map((row) => row.code))).toEqual(new Set(bizCodes))
  })

  it('creates, seals and removes business dictionary rows with the same rules', async () => {
    const retention = await groupOf('retention_period', 'dict-biz')
    const entry = await post<Dict>(admin, '/api/blade-system/dict-biz/submit', {
      parentId: retention.id,
      code: 'retention_period',
      dictKey: '180',
      dictValue: '180天',
      i18n: { en: '180 days' },
      sort: 5,
    })
    expect(entry.status).toBe(200)
    expect(entry.body.data).toMatchObject({ code: 'retention_period', parentId: retention.id })
    expect((await entriesOf('retention_period', 'dict-biz')).map((row) => row.dictKey)).toContain('180')

    const duplicate = await post(admin, '/api/blade-system/dict-biz/submit', {
      parentId: retention.id,
      code: 'retention_period',
      dictKey: '30',
      dictValue: '三十天',
    })
    expect(duplicate.status).toBe(400)
    expect(duplicate.body.msg).toBe('dictKey已存在：30')

    await post(admin, '/api/blade-system/dict-biz/submit', { ...entry.body.data, isSealed: 1 })
    const change = await post(admin, '/api/blade-system/dict-biz/submit', {
      ...entry.body.data,
      isSealed: 1,
      dictValue: '半年',
    })
    expect(change.status).toBe(400)
    expect(change.body.msg).toBe(SEALED)
    const sealedRemoval = await post(admin, `/api/blade-system/dict-biz/remove?ids=${entry.body.data.id}`)
    expect(sealedRemoval.status).toBe(400)
    expect(sealedRemoval.body.msg).toBe(SEALED)

    const withEntries = await post(admin, `/api/blade-system/dict-biz/remove?ids=${retention.id}`)
    expect(withEntries.status).toBe(400)
    expect(withEntries.body.msg).toBe('请先删除下级数据')

    await post(admin, '/api/blade-system/dict-biz/submit', { ...entry.body.data, isSealed: 0 })
    expect((await post(admin, `/api/blade-system/dict-biz/remove?ids=${entry.body.data.id}`)).status).toBe(
      200,
    )
    expect((await entriesOf('retention_period', 'dict-biz')).map((row) => row.dictKey)).not.toContain('180')

    // A system group cannot be the parent of a business entry.
    const crossed = await post(admin, '/api/blade-system/dict-biz/submit', {
      parentId: (await groupOf('inspection_type')).id,
      code: 'inspection_type',
      dictKey: '99',
      dictValue: '混入',
    })
    expect(crossed.status).toBe(404)
    expect(await entriesOf('inspection_type', 'dict-biz')).toEqual([])
  })

  it('lets a user without the permissions read dictionaries but not change them', async () => {
    const read = await get<Dict[]>(tester, '/api/blade-system/dict/dictionary?code=sex')
    expect(read.status).toBe(200)
    expect(read.body.data.map((row) => row.i18n.en)).toEqual(['Male', 'Female'])
    expect((await get(tester, '/api/blade-system/dict/dictionary')).status).toBe(200)
    expect((await get(tester, '/api/blade-system/dict-biz/dictionary?code=retention_period')).status).toBe(
      200,
    )

    const [entry] = await entriesOf('sex')
    if (!entry) throw new Error('sex has no entries')
    const group = await groupOf('sex')
    const attempts = [
      post(tester, '/api/blade-system/dict/submit', {
        parentId: group.id,
        code: 'sex',
        dictKey: '9',
        dictValue: '未知',
      }),
      post(tester, '/api/blade-system/dict/submit', { ...entry, dictValue: '男性' }),
      post(tester, `/api/blade-system/dict/remove?ids=${entry.id}`),
      post(tester, '/api/blade-system/dict-biz/submit', {
        parentId: '0',
        code: 'tester_group',
        dictValue: '测试组',
      }),
      post(
        tester,
        `/api/blade-system/dict-biz/remove?ids=${(await groupOf('retention_period', 'dict-biz')).id}`,
      ),
    ]
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status).toBe(403)
      expect(attempt.body.msg).toBe(FORBIDDEN)
    }
    expect((await entriesOf('sex')).map((row) => row.dictValue)).toEqual(['男', '女'])
  })

  it('sealing takes the seal permission (dict_seal), not only the edit permission', async () => {
    const roles = await get<{ id: string; roleAlias: string }[]>(admin, '/api/blade-system/role/list')
    const reception = roles.body.data.find((role) => role.roleAlias === 'reception')
    if (!reception) throw new Error('no reception role')
    const menus = await get<{ id: string; code: string }[]>(admin, '/api/blade-system/menu/list?code=dict')
    const granted = menus.body.data.filter((row) => ['dict', 'dict_add', 'dict_edit'].includes(row.code))
    expect(granted).toHaveLength(3)
    const grant = await post(admin, '/api/blade-system/role/grant', {
      roleIds: [reception.id],
      menuIds: granted.map((row) => row.id),
    })
    expect(grant.status).toBe(200)
    const clerk = await login(t.app, '100001', 'reception')

    const [entry] = await entriesOf('ability_status')
    if (!entry) throw new Error('ability_status has no entries')
    const edit = await post(clerk, '/api/blade-system/dict/submit', { ...entry, remark: '常用' })
    expect(edit.status).toBe(200)

    const seal = await post(clerk, '/api/blade-system/dict/submit', { ...entry, remark: '常用', isSealed: 1 })
    expect(seal.status).toBe(403)
    expect(seal.body.msg).toBe(FORBIDDEN)
    expect((await detail(entry.id)).isSealed).toBe(0)
  })
})
