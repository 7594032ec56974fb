import { describe, expect, it } from 'vitest'
import {
  DATE_PATTERNS,
  DEFAULT_RULES,
  DEPARTMENT_MODE,
  INSPECTION_CODES,
  MAX_SERIAL,
  RULE_ITEM_TYPE as T,
  formatNumber,
  numberPrefix,
  type DatePattern,
  type NumberingContext,
  type NumberingRule,
  type RuleItem,
} from '@/domain/numbering'

// 23:30 UTC on 1 March is 07:30 on 2 March in the lab (UTC+8).
const LATE = new Date('2026-03-01T23:30:00Z')

const context: NumberingContext = {
  now: LATE,
  departments: [
    { abbr: 'HN', code: '01' },
    { abbr: 'RG', code: '0102' },
    { abbr: 'WD', code: '010203' },
  ],
  calibrationDate: '2026-02-27',
  disciplineNo: '04',
  projectNo: 'P2026-7',
  groupCode: 'G3',
  inspectionType: 1,
}

const rule = (...items: RuleItem[]): NumberingRule => ({ document: 'report', items })
const serial = (digits: number): RuleItem => ({ type: T.serial, digits })
const fixed = (text: string): RuleItem => ({ type: T.fixedText, text })

/** The number, or the test fails with the problems. */
function made(r: NumberingRule, c: NumberingContext, n: number): string {
  const result = formatNumber(r, c, n)
  if (!result.ok) throw new Error(`no number: ${result.problems.join(', ')}`)
  return result.number
}

function prefix(r: NumberingRule, c: NumberingContext): string {
  const result = numberPrefix(r, c)
  if (!result.ok) throw new Error(`no prefix: ${result.problems.join(', ')}`)
  return result.prefix
}

describe('item types', () => {
  it('1 department abbreviation: the path from the top joined, or the deepest one only', () => {
    const byOrder = rule({ type: T.departmentAbbr, mode: DEPARTMENT_MODE.byOrder }, serial(3))
    const last = rule({ type: T.departmentAbbr, mode: DEPARTMENT_MODE.lastPosition }, serial(3))
    expect(made(byOrder, context, 7)).toBe('HNRGWD007')
    expect(made(last, context, 7)).toBe('WD007')
    // A department right under the company.
    const shallow = { ...context, departments: [{ abbr: 'HN' }, { abbr: 'CL' }] }
    expect(made(byOrder, shallow, 7)).toBe('HNCL007')
    expect(made(last, shallow, 7)).toBe('CL007')
  })

  it('1 department abbreviation: Chinese abbreviations print as they are, trimmed', () => {
    const last = rule({ type: T.departmentAbbr, mode: DEPARTMENT_MODE.lastPosition }, serial(2))
    expect(made(last, { ...context, departments: [{ abbr: ' 热工 ' }] }, 3)).toBe('热工03')
  })

  it('2 department code: the same two modes over the codes', () => {
    const byOrder = rule({ type: T.departmentCode, mode: DEPARTMENT_MODE.byOrder }, serial(2))
    const last = rule({ type: T.departmentCode, mode: DEPARTMENT_MODE.lastPosition }, serial(2))
    expect(made(byOrder, context, 5)).toBe('010102010203' + '05')
    expect(made(last, context, 5)).toBe('01020305')
  })

  it('3 serial number: zero padded to its digits', () => {
    expect(made(rule(serial(4)), context, 7)).toBe('0007')
  })

  it('4 current date: every pattern on the lab clock (23:30 UTC is the next lab day)', () => {
    const expected: Record<DatePattern, string> = {
      yyyy: '2026',
      yy: '26',
      yyyyMM: '202603',
      yyyyMMdd: '20260302',
      yyMMdd: '260302',
      yyMM: '2603',
    }
    for (const pattern of DATE_PATTERNS) {
      expect(made(rule({ type: T.currentDate, pattern }, serial(1)), context, 1)).toBe(
        expected[pattern] + '1',
      )
    }
  })

  it('4 current date: the lab day, year and month change at midnight in the lab, not in UTC', () => {
    const year = rule({ type: T.currentDate, pattern: 'yyyyMM' }, serial(1))
    expect(made(year, { ...context, now: new Date('2026-12-31T15:59:59Z') }, 1)).toBe('2026121')
    expect(made(year, { ...context, now: new Date('2026-12-31T16:00:00Z') }, 1)).toBe('2027011')
    // An instant may come as epoch milliseconds.
    expect(made(year, { ...context, now: Date.parse('2026-12-31T16:00:00Z') }, 1)).toBe('2027011')
  })

  it('5 discipline number and 6 project number', () => {
    expect(made(rule({ type: T.disciplineNo }, serial(2)), context, 1)).toBe('0401')
    expect(made(rule({ type: T.projectNo }, fixed('-'), serial(2)), context, 1)).toBe('P2026-7-01')
  })

  it('7 fixed text', () => {
    expect(made(rule(fixed('HM/J-'), serial(3), fixed('_x')), context, 12)).toBe('HM/J-012_x')
  })

  it('8 verification type code: nine distinct codes, from the context or fixed by the item', () => {
    const codes = Object.values(INSPECTION_CODES)
    expect(codes).toHaveLength(9)
    expect(new Set(codes).size).toBe(9)
    expect(INSPECTION_CODES[1]).toBe('JD')
    expect(INSPECTION_CODES[5]).toBe('JZ')
    const follows = rule({ type: T.inspectionCode }, serial(1))
    for (const [type, code] of Object.entries(INSPECTION_CODES)) {
      expect(made(follows, { ...context, inspectionType: Number(type) }, 1)).toBe(code + '1')
    }
    const pinned = rule({ type: T.inspectionCode, inspectionType: 5 }, serial(1))
    expect(made(pinned, { ...context, inspectionType: 1 }, 1)).toBe('JZ1')
    expect(made(pinned, { ...context, inspectionType: null }, 1)).toBe('JZ1')
  })

  it('9 calibration date: every pattern, from a lab day or an instant on the lab clock', () => {
    const expected: Record<DatePattern, string> = {
      yyyy: '2026',
      yy: '26',
      yyyyMM: '202602',
      yyyyMMdd: '20260227',
      yyMMdd: '260227',
      yyMM: '2602',
    }
    for (const pattern of DATE_PATTERNS) {
      expect(made(rule({ type: T.calibrationDate, pattern }, serial(1)), context, 1)).toBe(
        expected[pattern] + '1',
      )
    }
    const day = rule({ type: T.calibrationDate, pattern: 'yyyyMMdd' }, serial(1))
    expect(made(day, { ...context, calibrationDate: '2026-02-27T23:30:00Z' }, 1)).toBe('202602281')
    expect(made(day, { ...context, calibrationDate: '2026-02-28T07:30:00+08:00' }, 1)).toBe('202602281')
    expect(made(day, { ...context, calibrationDate: new Date('2026-02-27T23:30:00Z') }, 1)).toBe('202602281')
    expect(made(day, { ...context, calibrationDate: Date.parse('2026-02-27T15:59:00Z') }, 1)).toBe(
      '202602271',
    )
    expect(made(day, { ...context, calibrationDate: '2028-02-29' }, 1)).toBe('202802291')
  })

  it('10 group code', () => {
    expect(made(rule(fixed('X'), { type: T.groupCode }, serial(3)), context, 9)).toBe('XG3009')
  })

  it('many of them in one rule, the serial in the middle', () => {
    const many = rule(
      { type: T.departmentAbbr, mode: DEPARTMENT_MODE.lastPosition },
      { type: T.inspectionCode },
      { type: T.currentDate, pattern: 'yyMM' },
      { type: T.disciplineNo },
      fixed('-'),
      serial(3),
      fixed('-'),
      { type: T.calibrationDate, pattern: 'yyMMdd' },
      { type: T.groupCode },
    )
    expect(made(many, context, 42)).toBe('WDJD260304-042-260227G3')
    expect(prefix(many, context)).toBe('WDJD260304-{n}-260227G3')
  })
})

describe('padding and overflow', () => {
  it('digits 0 prints the serial as it is', () => {
    const bare = rule(fixed('A'), serial(0))
    expect(made(bare, context, 1)).toBe('A1')
    expect(made(bare, context, 1234567)).toBe('A1234567')
  })

  it('pads to every width from 1 to 10', () => {
    for (let digits = 1; digits <= 10; digits++) {
      expect(made(rule(serial(digits)), context, 7)).toBe('7'.padStart(digits, '0'))
    }
    expect(made(rule(serial(10)), context, MAX_SERIAL)).toBe('2147483647')
  })

  it('a serial wider than its digits is printed in full, never cut', () => {
    const order = DEFAULT_RULES.order
    expect(made(order, context, 9999)).toBe('DJ202603029999')
    expect(made(order, context, 10000)).toBe('DJ2026030210000')
    expect(made(order, context, 123456)).toBe('DJ20260302123456')
    expect(made(rule(fixed('A'), serial(2), fixed('B')), context, 100)).toBe('A100B')
  })
})

describe('prefix scoping', () => {
  const order = DEFAULT_RULES.order

  it('the order prefix is the registration service’s counter key (DJ + yyyyMMdd), so counters carry on', () => {
    expect(prefix(order, context)).toBe('DJ20260302')
    expect(made(order, context, 17)).toBe('DJ202603020017')
  })

  it('same lab day, same prefix; the next lab day, another one', () => {
    const morning = { ...context, now: new Date('2026-03-02T00:00:00Z') } // 08:00 on 2 March
    const evening = { ...context, now: new Date('2026-03-02T15:59:59Z') } // 23:59:59 on 2 March
    const nextDay = { ...context, now: new Date('2026-03-02T16:00:00Z') } // 00:00 on 3 March
    expect(prefix(order, morning)).toBe(prefix(order, context))
    expect(prefix(order, evening)).toBe(prefix(order, context))
    expect(prefix(order, nextDay)).toBe('DJ20260303')
  })

  it('a yearly rule keeps its counter all year and starts another on the lab’s new year', () => {
    const report = DEFAULT_RULES.report
    const january = { ...context, now: new Date('2026-01-01T00:00:00Z') }
    const december = { ...context, now: new Date('2026-12-31T15:59:59Z') }
    const newYear = { ...context, now: new Date('2026-12-31T16:00:00Z') }
    expect(prefix(report, january)).toBe('WDJD2026')
    expect(prefix(report, december)).toBe('WDJD2026')
    expect(prefix(report, newYear)).toBe('WDJD2027')
  })

  it('a rule without a date never restarts', () => {
    const plain = rule(fixed('ZS'), serial(6))
    expect(prefix(plain, { ...context, now: new Date('2020-01-01T00:00:00Z') })).toBe('ZS')
    expect(prefix(plain, { ...context, now: new Date('2031-07-15T12:00:00Z') })).toBe('ZS')
  })

  it('a calibration date scopes like the current date', () => {
    const byCalibration = rule(fixed('C'), { type: T.calibrationDate, pattern: 'yyMM' }, serial(3))
    expect(prefix(byCalibration, { ...context, calibrationDate: '2026-02-01' })).toBe('C2602')
    expect(prefix(byCalibration, { ...context, calibrationDate: '2026-02-28' })).toBe('C2602')
    expect(prefix(byCalibration, { ...context, calibrationDate: '2026-03-01' })).toBe('C2603')
  })

  it('every department and inspection type counts on its own', () => {
    const report = DEFAULT_RULES.report
    const calibration = { ...context, inspectionType: 5 }
    const otherGroup = { ...context, departments: [{ abbr: 'HN' }, { abbr: 'RG' }, { abbr: 'YL' }] }
    expect(
      new Set([prefix(report, context), prefix(report, calibration), prefix(report, otherGroup)]).size,
    ).toBe(3)
  })

  it('marks where the serial stands when text follows it', () => {
    expect(prefix(rule(fixed('A'), serial(3), fixed('B')), context)).toBe('A{n}B')
    expect(prefix(rule(serial(3), { type: T.currentDate, pattern: 'yy' }), context)).toBe('{n}26')
    expect(prefix(rule(serial(3)), context)).toBe('{n}')
    // The same text before the serial but another after it is another counter.
    expect(prefix(rule(fixed('A'), serial(3)), context)).not.toBe(
      prefix(rule(fixed('A'), serial(3), fixed('B')), context),
    )
  })

  it('a key longer than 32 characters is its first 15, "~" and a 64-bit hash; pinned, since a new key would repeat numbers', () => {
    const long = rule(
      fixed('ABCDEFGHIJKLMNOP'),
      fixed('QRSTUVWXYZ012345'),
      { type: T.currentDate, pattern: 'yyyyMMdd' },
      serial(4),
    )
    const key = prefix(long, context)
    expect(key).toHaveLength(32)
    expect(key).toBe('ABCDEFGHIJKLMNO~173e48bb5ce9af48')
    expect(prefix(long, { ...context, now: new Date('2026-03-02T16:00:00Z') })).not.toBe(key)
    expect(made(long, context, 1)).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ012345202603020001')
  })

  it('a long Chinese key is cut by characters, not UTF-16 units', () => {
    const wide = { ...context, departments: [{ abbr: '湖南计量院' }, { abbr: '热工所' }] }
    const long = rule(
      { type: T.departmentAbbr, mode: DEPARTMENT_MODE.byOrder },
      fixed('ABCDEFGHIJKLMNOP'),
      fixed('QRSTUVWX'),
      { type: T.currentDate, pattern: 'yyyyMMdd' },
      serial(3),
    )
    const key = prefix(long, wide)
    expect([...key]).toHaveLength(32)
    expect(key).toBe('湖南计量院热工所ABCDEFG~d4934321f7e9c21d')
  })
})
