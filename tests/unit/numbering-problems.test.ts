import { describe, expect, it } from 'vitest'
import {
  CONTEXT_PROBLEM_MESSAGES,
  DEFAULT_RULES,
  DEPARTMENT_MODE,
  MAX_NUMBER_LENGTH,
  MAX_SERIAL,
  NUMBERED_DOCUMENTS,
  NUMBERING_MESSAGES,
  RULE_ITEM_TYPE as T,
  RULE_PROBLEM_MESSAGES,
  formatNumber,
  itemProblems,
  numberPrefix,
  ruleProblems,
  widestNumber,
  type NumberedDocument,
  type NumberingContext,
  type NumberingProblemCode,
  type NumberingRule,
  type RuleItem,
} from '@/domain/numbering'

const context: NumberingContext = {
  now: new Date('2026-03-01T23:30:00Z'),
  departments: [
    { abbr: 'HN', code: '01' },
    { abbr: 'RG', code: '0102' },
  ],
  calibrationDate: '2026-02-27',
  disciplineNo: '04',
  projectNo: 'P7',
  groupCode: 'G3',
  inspectionType: 1,
}

const rule = (...items: RuleItem[]): NumberingRule => ({ document: 'report', items })
const serial = (digits = 4): RuleItem => ({ type: T.serial, digits })
const fixed = (text: string): RuleItem => ({ type: T.fixedText, text })
/** Items as they may come from stored JSON, past the type checker. */
const raw = (item: unknown): RuleItem => item as RuleItem

const ruleCodes = (r: NumberingRule): string[] => ruleProblems(r)

/** formatNumber's and numberPrefix's problems (both must refuse, with the same codes but the serial's). */
function contextCodes(r: NumberingRule, c: NumberingContext, n = 1): string[] {
  const made = formatNumber(r, c, n)
  const scoped = numberPrefix(r, c)
  expect(made.ok).toBe(false)
  if (made.ok) return []
  const withoutSerial = made.problems.filter((code) => code !== 'numbering.serialInvalid')
  if (withoutSerial.length > 0) expect(scoped).toEqual({ ok: false, problems: withoutSerial })
  else expect(scoped.ok).toBe(true)
  return made.problems
}

describe('rule problems', () => {
  it('the default rules have none and stay within the widths', () => {
    for (const document of NUMBERED_DOCUMENTS) {
      const defaults = DEFAULT_RULES[document]
      expect(defaults.document).toBe(document)
      expect(ruleCodes(defaults)).toEqual([])
      expect(widestNumber(defaults)).toBeLessThanOrEqual(MAX_NUMBER_LENGTH)
    }
  })

  it('documentUnknown', () => {
    expect(ruleCodes({ document: 'invoice' as NumberedDocument, items: [serial()] })).toEqual([
      'numbering.documentUnknown',
    ])
  })

  it('serialCount: none, or two', () => {
    expect(ruleCodes(rule(fixed('A')))).toEqual(['numbering.serialCount'])
    expect(ruleCodes(rule())).toEqual(['numbering.serialCount'])
    expect(ruleCodes(rule(serial(), fixed('A'), serial()))).toEqual(['numbering.serialCount'])
  })

  it('tooManyItems: 12 are fine, 13 are not', () => {
    const eleven = Array.from({ length: 11 }, () => fixed('A'))
    expect(ruleCodes(rule(...eleven, serial()))).toEqual([])
    expect(ruleCodes(rule(...eleven, fixed('A'), serial()))).toEqual(['numbering.tooManyItems'])
  })

  it('itemTypeUnknown', () => {
    expect(ruleCodes(rule(raw({ type: 11 }), serial()))).toEqual(['numbering.itemTypeUnknown'])
    expect(ruleCodes(rule(raw({ type: '3', digits: 4 }), serial()))).toEqual(['numbering.itemTypeUnknown'])
    expect(ruleCodes(rule(raw(null), serial()))).toEqual(['numbering.itemTypeUnknown'])
  })

  it('departmentModeInvalid, for abbreviations and codes', () => {
    for (const type of [T.departmentAbbr, T.departmentCode]) {
      for (const mode of [0, 3, '1', undefined]) {
        expect(ruleCodes(rule(raw({ type, mode }), serial()))).toEqual(['numbering.departmentModeInvalid'])
      }
      expect(ruleCodes(rule(raw({ type, mode: 1 }), serial()))).toEqual([])
      expect(ruleCodes(rule(raw({ type, mode: 2 }), serial()))).toEqual([])
    }
  })

  it('digitsInvalid: 0 to 10 only', () => {
    for (const digits of [0, 1, 5, 10]) expect(ruleCodes(rule(serial(digits)))).toEqual([])
    for (const digits of [-1, 11, 2.5, Number.NaN]) {
      expect(ruleCodes(rule(serial(digits)))).toEqual(['numbering.digitsInvalid'])
    }
  })

  it('datePatternInvalid, for the current and the calibration date', () => {
    for (const type of [T.currentDate, T.calibrationDate]) {
      for (const pattern of ['dd', 'YYYY', 'yyyy-MM-dd', 'MMyy', '', undefined]) {
        expect(ruleCodes(rule(raw({ type, pattern }), serial()))).toEqual(['numbering.datePatternInvalid'])
      }
    }
  })

  it('fixedTextInvalid: 1 to 16 ASCII letters, digits or -_/', () => {
    for (const text of ['A', 'Ab-9_/', 'ABCDEFGHIJKLMNOP', '/', '-']) {
      expect(ruleCodes(rule(fixed(text), serial()))).toEqual([])
    }
    for (const text of ['', 'ABCDEFGHIJKLMNOPQ', 'A B', '检', 'A#', 'A.B', ' A', 'Ａ']) {
      expect(ruleCodes(rule(fixed(text), serial()))).toEqual(['numbering.fixedTextInvalid'])
    }
    expect(ruleCodes(rule(raw({ type: T.fixedText }), serial()))).toEqual(['numbering.fixedTextInvalid'])
  })

  it('inspectionTypeInvalid: a fixed inspection type must be one of the nine', () => {
    for (const inspectionType of [null, undefined, 1, 9]) {
      expect(ruleCodes(rule(raw({ type: T.inspectionCode, inspectionType }), serial()))).toEqual([])
    }
    for (const inspectionType of [0, 10, 1.5, '1']) {
      expect(ruleCodes(rule(raw({ type: T.inspectionCode, inspectionType }), serial()))).toEqual([
        'numbering.inspectionTypeInvalid',
      ])
    }
  })

  it('tooWide: the widest number (every value at its longest, a 10-digit serial) may be 64', () => {
    const sixtyFour = rule(
      fixed('A'.repeat(16)),
      fixed('B'.repeat(16)),
      fixed('C'.repeat(16)),
      fixed('D'.repeat(6)),
      serial(4),
    )
    expect(widestNumber(sixtyFour)).toBe(64)
    expect(ruleCodes(sixtyFour)).toEqual([])
    const sixtyFive = rule(
      fixed('A'.repeat(16)),
      fixed('B'.repeat(16)),
      fixed('C'.repeat(16)),
      fixed('D'.repeat(7)),
      serial(4),
    )
    expect(ruleCodes(sixtyFive)).toEqual(['numbering.tooWide'])
    const departments = rule(
      { type: T.departmentAbbr, mode: DEPARTMENT_MODE.byOrder },
      { type: T.departmentCode, mode: DEPARTMENT_MODE.byOrder },
      { type: T.projectNo },
      { type: T.disciplineNo },
      serial(10),
    )
    expect(widestNumber(departments)).toBe(66)
    expect(ruleCodes(departments)).toEqual(['numbering.tooWide'])
  })

  it('lists each code once, every one of them', () => {
    const bad = rule(fixed(''), fixed('#'), serial(11), serial(12), raw({ type: 4, pattern: 'dd' }))
    expect(ruleCodes(bad)).toEqual([
      'numbering.serialCount',
      'numbering.fixedTextInvalid',
      'numbering.digitsInvalid',
      'numbering.datePatternInvalid',
    ])
  })

  it('itemProblems answers for one item', () => {
    expect(itemProblems(serial(11))).toEqual(['numbering.digitsInvalid'])
    expect(itemProblems(fixed('DJ'))).toEqual([])
  })

  it('a rule with problems makes no number and no prefix, whatever the context', () => {
    expect(formatNumber(rule(fixed('A')), context, 1)).toEqual({
      ok: false,
      problems: ['numbering.serialCount'],
    })
    expect(numberPrefix(rule(fixed('A')), context)).toEqual({
      ok: false,
      problems: ['numbering.serialCount'],
    })
  })
})

describe('context problems: what the rule needs and the context lacks', () => {
  const abbrByOrder = rule({ type: T.departmentAbbr, mode: DEPARTMENT_MODE.byOrder }, serial())
  const abbrLast = rule({ type: T.departmentAbbr, mode: DEPARTMENT_MODE.lastPosition }, serial())
  const codeByOrder = rule({ type: T.departmentCode, mode: DEPARTMENT_MODE.byOrder }, serial())
  const codeLast = rule({ type: T.departmentCode, mode: DEPARTMENT_MODE.lastPosition }, serial())

  it('dateInvalid: the current date of an instant that is not one', () => {
    const dated = DEFAULT_RULES.order
    expect(contextCodes(dated, { ...context, now: new Date(Number.NaN) })).toEqual(['numbering.dateInvalid'])
    expect(contextCodes(dated, { ...context, now: 8.64e15 })).toEqual(['numbering.dateInvalid'])
    expect(contextCodes(dated, { ...context, now: Date.UTC(10000, 0, 1) })).toEqual(['numbering.dateInvalid'])
    // A rule without a date does not read the clock.
    expect(formatNumber(rule(fixed('A'), serial()), { ...context, now: Number.NaN }, 1)).toEqual({
      ok: true,
      number: 'A0001',
    })
  })

  it('departmentMissing', () => {
    for (const departments of [[], null, undefined]) {
      expect(contextCodes(abbrLast, { ...context, departments })).toEqual(['numbering.departmentMissing'])
      expect(contextCodes(codeByOrder, { ...context, departments })).toEqual(['numbering.departmentMissing'])
    }
  })

  it('departmentAbbrMissing: by order every level needs one, by last position the deepest', () => {
    const upperLacks = { ...context, departments: [{ abbr: null }, { abbr: 'RG' }] }
    expect(contextCodes(abbrByOrder, upperLacks)).toEqual(['numbering.departmentAbbrMissing'])
    expect(formatNumber(abbrLast, upperLacks, 1)).toEqual({ ok: true, number: 'RG0001' })
    const deepestLacks = { ...context, departments: [{ abbr: 'HN' }, { abbr: '  ' }] }
    expect(contextCodes(abbrLast, deepestLacks)).toEqual(['numbering.departmentAbbrMissing'])
    expect(contextCodes(abbrByOrder, deepestLacks)).toEqual(['numbering.departmentAbbrMissing'])
  })

  it('departmentAbbrInvalid: spaces inside, or longer than 16 characters, also once joined', () => {
    expect(contextCodes(abbrLast, { ...context, departments: [{ abbr: 'R G' }] })).toEqual([
      'numbering.departmentAbbrInvalid',
    ])
    expect(contextCodes(abbrLast, { ...context, departments: [{ abbr: 'A'.repeat(17) }] })).toEqual([
      'numbering.departmentAbbrInvalid',
    ])
    const long = { ...context, departments: [{ abbr: 'A'.repeat(9) }, { abbr: 'B'.repeat(8) }] }
    expect(contextCodes(abbrByOrder, long)).toEqual(['numbering.departmentAbbrInvalid'])
    expect(formatNumber(abbrLast, long, 1)).toEqual({ ok: true, number: 'BBBBBBBB0001' })
  })

  it('departmentCodeMissing and departmentCodeInvalid', () => {
    const lacks = { ...context, departments: [{ abbr: 'HN' }, { abbr: 'RG', code: '0102' }] }
    expect(contextCodes(codeByOrder, lacks)).toEqual(['numbering.departmentCodeMissing'])
    expect(formatNumber(codeLast, lacks, 1)).toEqual({ ok: true, number: '01020001' })
    expect(contextCodes(codeLast, { ...context, departments: [{ code: '01\t02' }] })).toEqual([
      'numbering.departmentCodeInvalid',
    ])
  })

  it('disciplineNoMissing and disciplineNoInvalid', () => {
    const r = rule({ type: T.disciplineNo }, serial())
    for (const disciplineNo of [null, undefined, '', '   ']) {
      expect(contextCodes(r, { ...context, disciplineNo })).toEqual(['numbering.disciplineNoMissing'])
    }
    expect(contextCodes(r, { ...context, disciplineNo: '123456789' })).toEqual([
      'numbering.disciplineNoInvalid',
    ])
  })

  it('projectNoMissing and projectNoInvalid', () => {
    const r = rule({ type: T.projectNo }, serial())
    expect(contextCodes(r, { ...context, projectNo: null })).toEqual(['numbering.projectNoMissing'])
    expect(contextCodes(r, { ...context, projectNo: 'P\n7' })).toEqual(['numbering.projectNoInvalid'])
    expect(contextCodes(r, { ...context, projectNo: 'P'.repeat(17) })).toEqual(['numbering.projectNoInvalid'])
  })

  it('groupCodeMissing and groupCodeInvalid', () => {
    const r = rule({ type: T.groupCode }, serial())
    expect(contextCodes(r, { ...context, groupCode: undefined })).toEqual(['numbering.groupCodeMissing'])
    // A zero-width space is invisible on paper but not in a search.
    expect(contextCodes(r, { ...context, groupCode: 'G\u200b3' })).toEqual(['numbering.groupCodeInvalid'])
  })

  it('inspectionTypeMissing and inspectionTypeUnknown', () => {
    const r = rule({ type: T.inspectionCode }, serial())
    expect(contextCodes(r, { ...context, inspectionType: null })).toEqual(['numbering.inspectionTypeMissing'])
    expect(contextCodes(r, { now: context.now })).toEqual(['numbering.inspectionTypeMissing'])
    for (const inspectionType of [0, 10, 1.5]) {
      expect(contextCodes(r, { ...context, inspectionType })).toEqual(['numbering.inspectionTypeUnknown'])
    }
  })

  it('calibrationDateMissing and calibrationDateInvalid (a zoneless date-time is refused: it would read the machine’s zone)', () => {
    const r = rule({ type: T.calibrationDate, pattern: 'yyyyMMdd' }, serial())
    for (const calibrationDate of [null, undefined, '']) {
      expect(contextCodes(r, { ...context, calibrationDate })).toEqual(['numbering.calibrationDateMissing'])
    }
    for (const calibrationDate of [
      '2026-02-29',
      '2100-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-00-10',
      '2026-3-1',
      '2026-03-01T10:00',
      '2026-03-01T10:00:00',
      '2026-03-01T25:00:00Z',
      'tomorrow',
      new Date(Number.NaN),
      Number.POSITIVE_INFINITY,
    ]) {
      expect(contextCodes(r, { ...context, calibrationDate })).toEqual(['numbering.calibrationDateInvalid'])
    }
  })

  it('serialInvalid: an integer from 1 to 2^31 - 1', () => {
    const r = DEFAULT_RULES.order
    for (const n of [0, -1, 1.5, Number.NaN, MAX_SERIAL + 1]) {
      expect(contextCodes(r, context, n)).toEqual(['numbering.serialInvalid'])
    }
    expect(formatNumber(r, context, MAX_SERIAL)).toEqual({ ok: true, number: 'DJ202603022147483647' })
  })

  it('gathers every problem at once, and never makes half a number', () => {
    const needy = rule(
      { type: T.departmentAbbr, mode: DEPARTMENT_MODE.lastPosition },
      { type: T.inspectionCode },
      { type: T.calibrationDate, pattern: 'yy' },
      serial(),
    )
    expect(contextCodes(needy, { now: context.now }, 0)).toEqual([
      'numbering.departmentMissing',
      'numbering.inspectionTypeMissing',
      'numbering.calibrationDateMissing',
      'numbering.serialInvalid',
    ])
  })
})

describe('messages', () => {
  it('every code has a short Chinese and an English message', () => {
    for (const [code, message] of Object.entries(NUMBERING_MESSAGES)) {
      expect(code).toMatch(/^numbering\.[a-zA-Z]+$/)
      expect(message.zh.length).toBeGreaterThan(0)
      expect(message.zh.length).toBeLessThanOrEqual(48)
      expect(message.en.length).toBeGreaterThan(0)
    }
    expect(NUMBERING_MESSAGES['numbering.serialCount'].zh).toBe('编号规则必须包含且只包含一个流水号')
    const ruleCodesList = Object.keys(RULE_PROBLEM_MESSAGES)
    const contextCodesList = Object.keys(CONTEXT_PROBLEM_MESSAGES)
    expect(ruleCodesList.filter((code) => contextCodesList.includes(code))).toEqual([])
  })

  it('every code is produced by some rule or context (the record below must name them all)', () => {
    const bare =
      (...items: RuleItem[]) =>
      (c: Partial<NumberingContext>, n = 1) =>
        contextCodes(rule(...items, serial()), { ...context, ...c }, n)
    const abbr = bare({ type: T.departmentAbbr, mode: DEPARTMENT_MODE.lastPosition })
    const code = bare({ type: T.departmentCode, mode: DEPARTMENT_MODE.lastPosition })
    const calibration = bare({ type: T.calibrationDate, pattern: 'yy' })
    const inspection = bare({ type: T.inspectionCode })
    const producers: Record<NumberingProblemCode, () => string[]> = {
      'numbering.documentUnknown': () =>
        ruleCodes({ document: 'bill' as NumberedDocument, items: [serial()] }),
      'numbering.tooManyItems': () =>
        ruleCodes(rule(...Array.from({ length: 12 }, () => fixed('A')), serial())),
      'numbering.serialCount': () => ruleCodes(rule()),
      'numbering.itemTypeUnknown': () => ruleCodes(rule(raw({ type: 0 }), serial())),
      'numbering.departmentModeInvalid': () => ruleCodes(rule(raw({ type: 1, mode: 9 }), serial())),
      'numbering.digitsInvalid': () => ruleCodes(rule(serial(11))),
      'numbering.datePatternInvalid': () => ruleCodes(rule(raw({ type: 9, pattern: 'MM' }), serial())),
      'numbering.fixedTextInvalid': () => ruleCodes(rule(fixed('A B'), serial())),
      'numbering.inspectionTypeInvalid': () =>
        ruleCodes(rule(raw({ type: 8, inspectionType: 10 }), serial())),
      'numbering.tooWide': () =>
        ruleCodes(rule(...Array.from({ length: 4 }, () => fixed('A'.repeat(16))), serial())),
      'numbering.dateInvalid': bare({ type: T.currentDate, pattern: 'yy' }).bind(null, { now: Number.NaN }),
      'numbering.departmentMissing': () => abbr({ departments: [] }),
      'numbering.departmentAbbrMissing': () => abbr({ departments: [{ code: '01' }] }),
      'numbering.departmentAbbrInvalid': () => abbr({ departments: [{ abbr: 'R G' }] }),
      'numbering.departmentCodeMissing': () => code({ departments: [{ abbr: 'RG' }] }),
      'numbering.departmentCodeInvalid': () => code({ departments: [{ code: '0'.repeat(17) }] }),
      'numbering.disciplineNoMissing': bare({ type: T.disciplineNo }).bind(null, { disciplineNo: null }),
      'numbering.disciplineNoInvalid': bare({ type: T.disciplineNo }).bind(null, { disciplineNo: '0 4' }),
      'numbering.projectNoMissing': bare({ type: T.projectNo }).bind(null, { projectNo: '' }),
      'numbering.projectNoInvalid': bare({ type: T.projectNo }).bind(null, { projectNo: 'P 7' }),
      'numbering.groupCodeMissing': bare({ type: T.groupCode }).bind(null, { groupCode: null }),
      'numbering.groupCodeInvalid': bare({ type: T.groupCode }).bind(null, { groupCode: 'G 3' }),
      'numbering.inspectionTypeMissing': () => inspection({ inspectionType: null }),
      'numbering.inspectionTypeUnknown': () => inspection({ inspectionType: 12 }),
      'numbering.calibrationDateMissing': () => calibration({ calibrationDate: null }),
      'numbering.calibrationDateInvalid': () => calibration({ calibrationDate: '2026-02-30' }),
      'numbering.serialInvalid': () => contextCodes(DEFAULT_RULES.order, context, 0),
    }
    expect(Object.keys(producers).sort()).toEqual(Object.keys(NUMBERING_MESSAGES).sort())
    for (const [expected, produce] of Object.entries(producers)) expect(produce()).toEqual([expected])
  })
})
