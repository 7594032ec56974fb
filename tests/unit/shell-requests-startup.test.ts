import { describe, expect, it } from 'vitest'
import type { DictEntry } from '@/api/startup'
import { dictOptions } from '@/app/startup/dictLabels'
import { toPermissionMap } from '@/app/startup/permissions'

const entry = (code: string, dictKey: string, dictValue: string, en: string, sort: number): DictEntry => ({
  id: `${code}-${dictKey}`,
  tenantId: '100001',
  parentId: 'p',
  code,
  dictKey,
  dictValue,
  i18n: en ? { en } : {},
  sort,
  remark: null,
  isSealed: 0,
  isDeleted: 0,
  createTime: null,
  updateTime: null,
})

describe('dictionary labels', () => {
  const entries = [
    entry('sex', '2', '女', 'Female', 2),
    entry('sex', '1', '男', 'Male', 1),
    entry('sex', '-1', '性别', 'Sex', 0),
    entry('charge_type', '2', '支付宝', '', 1),
  ]

  it('are dictValue in Chinese and i18n.en in English, in sort order, without the group row', () => {
    expect(dictOptions(entries, 'sex', 'zh').map((option) => option.label)).toEqual(['男', '女'])
    expect(dictOptions(entries, 'sex', 'en').map((option) => [option.key, option.label])).toEqual([
      ['1', 'Male'],
      ['2', 'Female'],
    ])
  })

  it('fall back to dictValue when an entry has no English name', () => {
    expect(dictOptions(entries, 'charge_type', 'en')[0]?.label).toBe('支付宝')
  })
})

describe('permission map', () => {
  it('is the codes of the leaves of the buttons tree, each mapped to true', () => {
    const tree = [
      {
        code: 'dict',
        children: [
          { code: 'dict_add', children: [] },
          { code: 'dict_edit', children: null },
        ],
      },
      { code: 'notice_view' },
    ]
    expect(toPermissionMap(tree)).toEqual({ dict_add: true, dict_edit: true, notice_view: true })
  })
})
