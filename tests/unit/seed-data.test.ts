import { describe, expect, it } from 'vitest'

import { departmentTree, platformDepartmentTree } from '../../server/seed/data/departments'
import { dictionaryGroups } from '../../server/seed/data/dictionaries'
import { labMenus, platformMenus, roleMenuGrants } from '../../server/seed/data/menus'
import { defaultParams } from '../../server/seed/data/params'
import type { DeptSeed, Label, MenuSeed } from '../../server/seed/types'

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i))

// Spec §3 "Dictionary groups", written out by hand: the test must not learn the keys from the data.
const unlistedGroups = [
  'NORM_FILE_TYPE',
  'MEASURING_STANDARD_TYPE',
  'now_date_type',
  'STANDARD_type',
  'NORMal_SORT_type',
  'BELONGS_FILED_TYPE',
  'ins_unit',
  'TRACE_TYPE',
]

const listedGroups: Record<string, string[]> = {
  discount_type: range(1, 4),
  reduction_type: range(1, 6),
  charge_type: ['2', '3', '4', '5'],
  detection_cycle: ['3', '6', '9', '12', '24'],
  inspection_type: range(1, 9),
  strong_inspection_mark: ['10', '20', '30'],
  INSTRUMENT_IMPORT: ['1', '2'],
  CHARGE_RECORD_STATUS: ['1', '2'],
  CHARGE_TAXON: range(1, 14),
  DEVICE_STATE: range(1, 5),
  CHECK_WAY: range(1, 4),
  nodeAttribute: range(1, 4),
  SOURCE_TRACE_RESULT: ['1', '2'],
  routeplan_type: ['1', '2'],
  routeplan_state: ['0', '1'],
  business_type: range(1, 4),
  STANDARD_FILE_TYPE: range(1, 4),
  STANDARD_FILE_STATUS: range(1, 3),
  send_way: ['1', '2'],
  ability_type: range(1, 4),
  ability_status: ['1', '2'],
  rules_item_type: range(1, 10),
  department_or_type: ['1', '2'],
  rules_digits_type: range(0, 10),
  grouping_type: ['1', '2'],
  STANDARD_GRADE: ['1', '2'],
  is_technicist: ['0', '1'],
  yes_no: ['0', '1'],
  m_yes_no: ['0', '1'],
  INVOICE_TYPE: ['1', '2'],
  item_state: ['0', '100', '200', '300', '350', '400', '500', '600'],
  report_state: ['0', '300', '400', '500', '600', '700', '1000'],
  sample_state: ['0', '50', '100', '300', '400', '1000'],
  sex: ['1', '2'],
  education_type: range(1, 4),
  dutyid_type: ['1'],
  titlepost_type: ['1', '2'],
  appliance_use: range(1, 6),
  OBJECT_STATE: ['0', '50', '100', '200', '300', '400'],
  'order-business-type': range(1, 3),
  order_status: ['0', '50', '100', '300', '1000'],
  business_attr: ['1', '2'],
  acceptance_material: ['1', '2'],
  STAFF_CERTIFICATE_LEVEL: range(1, 3),
  STAFF_TRAINING_MODE: ['1', '2'],
  STAFF_TRAINING_TYPE: ['1', '2'],
  STAFF_ACHIEVEMENT_EVALUATION: range(1, 3),
  m_template_type: range(1, 3),
  m_enable_status: ['0', '1'],
  material_type: ['0', '1', '2'],
  SERVICE_TYPE: ['1', '2'],
  FIELD_DOMAIN_TYPE: ['1', '2'],
  technology_domain_type: ['04', '12', '10'],
  quote_examine_status: ['100', '200', '300'],
  quote_status: ['100', '200'],
  discountType: ['1', '2'],
  INSTRUMENT_CLASSIFY: range(1, 3),
  contract_type: ['0', '1', '2'],
  INCOME_SOURCE: range(1, 8),
  ETALON_INSTRUMENT_TYPE: ['1', '2'],
  instrument_unit: range(1, 3),
  access_type: range(1, 5),
  PLAN_STATUS: ['1', '5', '10', '15', '20', '25', '30', '35'],
  sample_settlement: ['0', '1', '2', '3'],
  org_category: range(1, 3),
}

// Groups whose spec list is open-ended: these keys must be there, others may be added.
const openGroups = {
  VERIFICATION_CYCLE: ['999999', '3', '6', '9', '12', '18', '24'],
  ethnic_type: ['1', '2'],
} satisfies Record<string, string[]>

const specGroupCodes = [...unlistedGroups, ...Object.keys(listedGroups), ...Object.keys(openGroups)]

const byCode = new Map(dictionaryGroups.map((g) => [g.code, g]))
const keysOf = (code: string): string[] => byCode.get(code)?.entries.map((e) => e.key) ?? []

const expectLabel = (label: Label, where: string): void => {
  expect(label.zh.trim(), `${where} zh`).not.toBe('')
  expect(label.en.trim(), `${where} en`).not.toBe('')
}

const flattenMenus = (menus: MenuSeed[]): MenuSeed[] =>
  menus.flatMap((m) => [m, ...flattenMenus(m.children ?? [])])
const flattenDepts = (dept: DeptSeed): DeptSeed[] => [dept, ...(dept.children ?? []).flatMap(flattenDepts)]
const duplicates = (values: string[]): string[] => values.filter((v, i) => values.indexOf(v) !== i)

describe('dictionary groups', () => {
  it('has every group code of the spec, spelled exactly', () => {
    expect(specGroupCodes).toHaveLength(75)
    const missing = specGroupCodes.filter((code) => !byCode.has(code))
    expect(missing).toEqual([])
  })

  it('marks spec groups as system dictionaries and adds the lab business ones', () => {
    for (const code of specGroupCodes) expect(byCode.get(code)?.category, code).toBe('system')
    const biz = dictionaryGroups.filter((g) => g.category === 'biz').map((g) => g.code)
    expect(biz.sort()).toEqual(['leave_type', 'retention_period', 'sample_condition'])
    expect(keysOf('retention_period')).toEqual(['7', '15', '30', '90'])
    expect(keysOf('sample_condition')).toHaveLength(5)
    // The leave workflow's types (issue: 1 事假 … 7 丧假).
    expect(byCode.get('leave_type')?.entries.map((e) => `${e.key}${e.zh}`)).toEqual([
      '1事假',
      '2病假',
      '3年假',
      '4调休',
      '5婚假',
      '6产假',
      '7丧假',
    ])
  })

  it('has no group beyond the spec and the lab business groups', () => {
    // measure_quantity: what a standard device and a test item measure (a standard fits only its own quantity).
    const known = new Set([
      ...specGroupCodes,
      'sample_condition',
      'retention_period',
      'leave_type',
      'measure_quantity',
      // decision_rule: how a capability's results are judged against their limits (ILAC-G8).
      'decision_rule',
    ])
    expect(dictionaryGroups.map((g) => g.code).filter((c) => !known.has(c))).toEqual([])
  })

  it.each(Object.entries(listedGroups))('%s has exactly the keys the spec lists', (code, keys) => {
    expect(keysOf(code)).toEqual(keys)
  })

  it.each(Object.entries(openGroups))('%s keeps the keys the spec lists', (code, keys) => {
    expect(keysOf(code)).toEqual(expect.arrayContaining(keys))
  })

  it('adds some other verification intervals in months', () => {
    const others = keysOf('VERIFICATION_CYCLE').filter((k) => !openGroups.VERIFICATION_CYCLE.includes(k))
    expect(others.length).toBeGreaterThan(0)
    for (const k of others) expect(k).toMatch(/^[1-9]\d*$/)
  })

  it('keeps 汉族 and 回族 at keys 1 and 2', () => {
    const entries = byCode.get('ethnic_type')?.entries ?? []
    expect(entries.slice(0, 2).map((e) => e.zh)).toEqual(['汉族', '回族'])
  })

  it('uses the professional labels for the main states', () => {
    const zh = (code: string): Record<string, string> =>
      Object.fromEntries((byCode.get(code)?.entries ?? []).map((e) => [e.key, e.zh]))
    expect(zh('inspection_type')).toMatchObject({
      '1': '检定',
      '2': 'CNAS校准',
      '5': '校准',
      '7': '强制检定',
    })
    expect(zh('order_status')).toMatchObject({ '0': '作废', '50': '业务登记', '1000': '已完成' })
    expect(zh('org_category')).toEqual({ '1': '公司', '2': '部门', '3': '班组' })
    expect(zh('yes_no')).toEqual({ '0': '否', '1': '是' })
  })

  it('has 14 charge categories', () => {
    expect(byCode.get('CHARGE_TAXON')?.entries).toHaveLength(14)
  })

  it('gives the unlisted groups a handful of entries', () => {
    for (const code of unlistedGroups) {
      const n = keysOf(code).length
      expect(n, code).toBeGreaterThanOrEqual(3)
      expect(n, code).toBeLessThanOrEqual(8)
    }
  })

  it('has no duplicate group codes or keys, and bilingual labels everywhere', () => {
    expect(duplicates(dictionaryGroups.map((g) => g.code))).toEqual([])
    for (const g of dictionaryGroups) {
      expectLabel(g.name, g.code)
      expect(g.entries.length, g.code).toBeGreaterThan(0)
      expect(duplicates(g.entries.map((e) => e.key)), g.code).toEqual([])
      // -1 and 0 mark the parent row (spec §3 "Dictionary entry"); -1 must never be an entry key.
      expect(
        g.entries.map((e) => e.key),
        g.code,
      ).not.toContain('-1')
      for (const e of g.entries) expectLabel(e, `${g.code}.${e.key}`)
    }
  })
})

describe('menus', () => {
  const lab = flattenMenus(labMenus)
  const platform = flattenMenus(platformMenus)

  it.each([
    ['lab', lab],
    ['platform', platform],
  ])('%s menu and button codes are unique and labelled', (_, items) => {
    expect(duplicates(items.map((m) => m.code))).toEqual([])
    for (const m of items) expectLabel(m, m.code)
  })

  it.each([
    ['lab', lab],
    ['platform', platform],
  ])('%s menus have a path and icon, buttons have neither and no children', (_, items) => {
    for (const m of items) {
      if (m.category === 1) {
        expect(m.path, m.code).toMatch(/^\//)
        expect(m.icon, m.code).toMatch(/^Icon[A-Z]/)
      } else {
        expect(m.path, m.code).toBe('')
        expect(m.icon, m.code).toBe('')
        expect(m.children ?? [], m.code).toEqual([])
      }
    }
  })

  it('has the system management pages and their buttons', () => {
    const paths = lab.filter((m) => m.category === 1).map((m) => m.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/system',
        '/system/user',
        '/system/role',
        '/system/dept',
        '/system/menu',
        '/system/dict',
        '/system/dictbiz',
        '/system/param',
        '/info',
        '/info/index',
      ]),
    )
    const buttons = lab.filter((m) => m.category === 2).map((m) => m.code)
    expect(buttons).toEqual(
      expect.arrayContaining([
        'user_role',
        'user_reset',
        'role_grant',
        'dict_seal',
        'dictbiz_add',
        'param_delete',
      ]),
    )
    expect(paths).not.toContain('/system/tenant')
  })

  it('adds tenant management to the platform only, for the platform administrator', () => {
    const tenant = platform.find((m) => m.code === 'tenant')
    expect(tenant?.path).toBe('/system/tenant')
    expect(tenant?.roles).toEqual(['administrator'])
    expect(tenant?.children?.map((b) => b.code)).toEqual(['tenant_add', 'tenant_edit', 'tenant_disable'])
    // The platform has no office area (no staff asking for leave), no customers, no pickups, no lab work, no
    // standards, no finance, nothing published to customers and no customers' portal; otherwise the same menus.
    const descendants = (node: (typeof lab)[number] | undefined): (typeof lab)[number][] =>
      node ? [node, ...(node.children ?? []).flatMap((child) => descendants(child))] : []
    const labWork = new Set(
      ['lab', 'standards', 'staff', 'finance', 'public_service'].flatMap((code) =>
        descendants(lab.find((m) => m.code === code)),
      ),
    )
    const labOnly = lab.filter(
      (m) =>
        ['work', 'crm', 'pickup', 'portal'].includes(m.code) ||
        /^(work|crm|pickup|my)_/.test(m.code) ||
        /^(customer|instrument|registration|recall)_/.test(m.code) ||
        labWork.has(m),
    )
    expect(platform.length).toBe(lab.length - labOnly.length + 4)
  })

  it('gives every lab role the office area: leave form, todo list and own requests', () => {
    const office = labMenus.find((m) => m.code === 'work')
    expect(office).toMatchObject({ path: '/work', icon: 'IconBriefcase', zh: '办公', en: 'Office' })
    expect(office?.roles).toBeUndefined()
    expect(office?.children?.map((m) => [m.code, m.path])).toEqual([
      ['work_leave', '/work/process/leave/form/leave'],
      ['work_todo', '/work/todo'],
      ['work_send', '/work/send'],
    ])
    for (const [role, grant] of Object.entries(roleMenuGrants)) {
      if (grant === 'all') continue
      expect(grant, role).toEqual(expect.arrayContaining(['work', 'work_leave', 'work_todo', 'work_send']))
    }
    expect(flattenMenus(platformMenus).map((m) => m.code)).not.toContain('work')
  })

  it('leaves the personal centre open to every role', () => {
    for (const code of ['personal', 'info']) expect(lab.find((m) => m.code === code)?.roles).toBeUndefined()
  })

  it('grants only existing menu codes', () => {
    const codes = new Set([...lab, ...platform].map((m) => m.code))
    expect(roleMenuGrants.admin).toBe('all')
    expect(roleMenuGrants.administrator).toBe('all')
    for (const [role, grant] of Object.entries(roleMenuGrants)) {
      if (grant === 'all') continue
      expect(
        grant.filter((c) => !codes.has(c)),
        role,
      ).toEqual([])
    }
  })
})

describe('departments', () => {
  it.each([
    ['lab', departmentTree],
    ['platform', platformDepartmentTree],
  ])('%s tree has unique codes, labels and abbreviations', (_, tree) => {
    const all = flattenDepts(tree)
    expect(duplicates(all.map((d) => d.code))).toEqual([])
    for (const d of all) {
      expectLabel(d, d.code)
      expect(d.abbr, d.code).toMatch(/^[A-Z]+$/)
    }
  })

  it.each([
    ['lab', departmentTree],
    ['platform', platformDepartmentTree],
  ])('%s categories nest company → department → group', (_, tree) => {
    expect(tree.category).toBe(1)
    const check = (d: DeptSeed): void => {
      for (const child of d.children ?? []) {
        expect(child.category, child.code).toBe(d.category + 1)
        check(child)
      }
    }
    check(tree)
  })

  it('has the lab departments of the demo institute', () => {
    const names = flattenDepts(departmentTree).map((d) => d.zh)
    expect(names).toEqual(
      expect.arrayContaining([
        '业务受理部',
        '热工室',
        '力学室',
        '长度室',
        '电学室',
        '化学室',
        '质量管理部',
        '财务部',
      ]),
    )
  })
})

describe('parameters', () => {
  const value = (key: string): string | undefined => defaultParams.find((p) => p.key === key)?.value

  it('has unique keys and bilingual names', () => {
    expect(duplicates(defaultParams.map((p) => p.key))).toEqual([])
    for (const p of defaultParams) expectLabel(p.name, p.key)
  })

  it('carries the constants of spec §9', () => {
    expect(value('website.tokenTime')).toBe('3000')
    expect(value('pageSize.default')).toBe('50')
    expect(value('province.default')).toBe('43')
  })

  it('refreshes the access token before it expires', () => {
    expect(Number(value('account.accessTokenValidity'))).toBeGreaterThan(Number(value('website.tokenTime')))
    expect(Number(value('account.refreshTokenValidity'))).toBeGreaterThan(
      Number(value('account.accessTokenValidity')),
    )
  })
})
