import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RULES,
  DEPARTMENT_MODE,
  RULE_ITEM_TYPE as T,
  formatNumber,
  itemProblems,
  type RuleItem,
} from '@/domain/numbering'
import {
  ITEM_TYPES,
  changeType,
  contextNeeds,
  formulaText,
  formulaTokens,
  itemsOf,
  keyed,
  moveEntry,
  newItem,
  previewContext,
  sameItems,
  sampleContextInputs,
  storedItems,
  type ContextInputs,
  type FormulaLabels,
} from '@/features/lab-config/numbering/ruleDraft'

const labels: FormulaLabels = {
  type: (type) => `T${type}`,
  mode: (mode) => (mode === DEPARTMENT_MODE.byOrder ? 'by order' : 'last'),
  digits: (digits) => `${digits}d`,
  inspection: (type) => (type === null ? 'document' : `I${type}`),
}

describe('numbering page: items', () => {
  it('offers every rules_item_type in the dictionary order', () => {
    expect(ITEM_TYPES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('starts a new item valid, except fixed text, which waits for the user to type it', () => {
    for (const type of ITEM_TYPES) {
      const problems = itemProblems(newItem(type))
      expect(problems, `type ${type}`).toEqual(type === T.fixedText ? ['numbering.fixedTextInvalid'] : [])
    }
  })

  it('keeps the date pattern or department mode when the type changes between types that have it', () => {
    expect(changeType({ type: T.currentDate, pattern: 'yyMM' }, T.calibrationDate)).toEqual({
      type: T.calibrationDate,
      pattern: 'yyMM',
    })
    expect(changeType({ type: T.departmentAbbr, mode: DEPARTMENT_MODE.byOrder }, T.departmentCode)).toEqual({
      type: T.departmentCode,
      mode: DEPARTMENT_MODE.byOrder,
    })
    expect(changeType({ type: T.fixedText, text: 'AB' }, T.serial)).toEqual({ type: T.serial, digits: 4 })
    const same: RuleItem = { type: T.serial, digits: 7 }
    expect(changeType(same, T.serial)).toBe(same)
  })

  it('moves an entry one place and leaves the ends alone', () => {
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moveEntry(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moveEntry(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveEntry(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
  })

  it('gives every item its own key, kept when it moves', () => {
    const draft = keyed(DEFAULT_RULES.sample.items)
    expect(new Set(draft.map((entry) => entry.key)).size).toBe(draft.length)
    const moved = moveEntry(draft, 0, 1)
    expect(moved[1]).toBe(draft[0])
    expect(itemsOf(draft)).toEqual(DEFAULT_RULES.sample.items)
  })

  it('compares rules by meaning: field order and an absent inspection type do not count', () => {
    const stored = storedItems([
      { digits: 4, type: 3 },
      { type: 8, inspectionType: null },
    ])
    expect(sameItems(stored, [{ type: T.serial, digits: 4 }, { type: T.inspectionCode }])).toBe(true)
    expect(sameItems(stored, [{ type: T.serial, digits: 5 }, { type: T.inspectionCode }])).toBe(false)
    expect(sameItems(stored, stored.slice(0, 1))).toBe(false)
    expect(
      sameItems([{ type: T.fixedText, text: 'A' }], [{ type: T.fixedText, text: 'a' }]),
      'fixed text is case-sensitive',
    ).toBe(false)
  })
})

describe('numbering page: formula', () => {
  it('reads the default rules', () => {
    const text = (items: readonly RuleItem[]) => formulaText(formulaTokens(items, labels))
    expect(text(DEFAULT_RULES.order.items)).toBe('DJ + T4(yyyyMMdd) + T3(4d)')
    expect(text(DEFAULT_RULES.sample.items)).toBe('YP + T4(yyMMdd) + T3(4d)')
    expect(text(DEFAULT_RULES.report.items)).toBe('T1(last) + T8(document) + T4(yyyy) + T3(5d)')
  })

  it('shows fixed text as it prints, an empty one by its type, and items without a setting by name', () => {
    const tokens = formulaTokens(
      [
        { type: T.fixedText, text: 'X-1' },
        { type: T.fixedText, text: '' },
        { type: T.groupCode },
        { type: T.inspectionCode, inspectionType: 5 },
        { type: T.departmentCode, mode: DEPARTMENT_MODE.byOrder },
      ],
      labels,
    )
    expect(tokens).toEqual([
      { kind: 'text', text: 'X-1' },
      { kind: 'field', label: 'T7', detail: null },
      { kind: 'field', label: 'T10', detail: null },
      { kind: 'field', label: 'T8', detail: 'I5' },
      { kind: 'field', label: 'T2', detail: 'by order' },
    ])
    expect(formulaText(tokens)).toBe('X-1 + T7 + T10 + T8(I5) + T2(by order)')
    expect(formulaText([])).toBe('')
  })
})

describe('numbering page: preview context', () => {
  const inputs: ContextInputs = {
    departmentAbbr: ' SFY / RG ',
    departmentCode: 'D00/D02',
    inspectionType: '5',
    disciplineNo: ' 04 ',
    projectNo: '',
    groupCode: 'D0201',
    calibrationDate: '2026-03-01',
  }

  it('asks only for what the items take from a document', () => {
    expect(contextNeeds(DEFAULT_RULES.sample.items)).toEqual([])
    expect(contextNeeds(DEFAULT_RULES.report.items)).toEqual(['departmentAbbr', 'inspectionType'])
    expect(contextNeeds([{ type: T.inspectionCode, inspectionType: 1 }])).toEqual([])
    expect(
      contextNeeds([
        { type: T.calibrationDate, pattern: 'yy' },
        { type: T.groupCode },
        { type: T.projectNo },
        { type: T.disciplineNo },
        { type: T.departmentCode, mode: DEPARTMENT_MODE.lastPosition },
      ]),
    ).toEqual(['departmentCode', 'disciplineNo', 'projectNo', 'groupCode', 'calibrationDate'])
  })

  it('sends the needed values only, a department path level by level, blanks as missing', () => {
    expect(previewContext(inputs, [])).toEqual({})
    expect(previewContext(inputs, ['departmentAbbr', 'inspectionType'])).toEqual({
      departments: [
        { abbr: 'SFY', code: null },
        { abbr: 'RG', code: null },
      ],
      inspectionType: 5,
    })
    expect(
      previewContext(inputs, [
        'departmentAbbr',
        'departmentCode',
        'disciplineNo',
        'projectNo',
        'groupCode',
        'calibrationDate',
      ]),
    ).toEqual({
      departments: [
        { abbr: 'SFY', code: 'D00' },
        { abbr: 'RG', code: 'D02' },
      ],
      disciplineNo: '04',
      projectNo: null,
      groupCode: 'D0201',
      calibrationDate: '2026-03-01',
    })
    expect(
      previewContext({ ...inputs, departmentAbbr: ' ', inspectionType: '' }, [
        'departmentAbbr',
        'inspectionType',
      ]),
    ).toEqual({
      departments: [],
      inspectionType: null,
    })
  })

  it('starts with sample values that make a whole number of every default rule', () => {
    const sample = sampleContextInputs('2026-03-01')
    for (const rule of Object.values(DEFAULT_RULES)) {
      const context = previewContext(sample, contextNeeds(rule.items))
      const made = formatNumber(rule, { ...context, now: new Date('2026-03-01T04:00:00Z') }, 1)
      expect(made.ok, rule.document).toBe(true)
    }
    const report = previewContext(sample, contextNeeds(DEFAULT_RULES.report.items))
    expect(
      formatNumber(DEFAULT_RULES.report, { ...report, now: new Date('2026-03-01T04:00:00Z') }, 1),
    ).toEqual({
      ok: true,
      number: 'RGJD202600001',
    })
  })
})
