import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DATE_PATTERNS,
  MAX_NUMBER_LENGTH,
  MAX_PREFIX_LENGTH,
  MAX_SERIAL,
  NUMBERED_DOCUMENTS,
  RULE_ITEM_TYPE as T,
  formatNumber,
  numberPrefix,
  ruleProblems,
  widestNumber,
  type DepartmentLevel,
  type InspectionType,
  type NumberingContext,
  type NumberingRule,
  type RuleItem,
} from '@/domain/numbering'

/**
 * Properties over random valid rules and contexts:
 * - a valid rule and a complete context always give a prefix of at most 32 characters and, for every serial,
 *   a number of at most 64;
 * - formatNumber and numberPrefix are deterministic (also when the same instant comes as a Date or a number);
 * - under one prefix, different serials never give the same number, also across two contexts that share it.
 */

// --- arbitraries
const FIXED_CHARS = [...'ABCDJXYZabc0123456789-_/']
const VALUE_CHARS = [...'ABCGHNRW0123456789-热工力学长度']

const text = (chars: string[], min: number, max: number) =>
  fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((list) => list.join(''))

const datePattern = fc.constantFrom(...DATE_PATTERNS)
const departmentMode = fc.constantFrom(1 as const, 2 as const)
const inspectionType = fc.integer({ min: 1, max: 9 }).map((n) => n as InspectionType)

const otherItem: fc.Arbitrary<RuleItem> = fc.oneof(
  departmentMode.map((mode): RuleItem => ({ type: T.departmentAbbr, mode })),
  departmentMode.map((mode): RuleItem => ({ type: T.departmentCode, mode })),
  datePattern.map((pattern): RuleItem => ({ type: T.currentDate, pattern })),
  fc.constant<RuleItem>({ type: T.disciplineNo }),
  fc.constant<RuleItem>({ type: T.projectNo }),
  text(FIXED_CHARS, 1, 16).map((value): RuleItem => ({ type: T.fixedText, text: value })),
  fc
    .option(inspectionType)
    .map((fixedType): RuleItem => ({ type: T.inspectionCode, inspectionType: fixedType })),
  datePattern.map((pattern): RuleItem => ({ type: T.calibrationDate, pattern })),
  fc.constant<RuleItem>({ type: T.groupCode }),
)

const validRule: fc.Arbitrary<NumberingRule> = fc
  .record({
    document: fc.constantFrom(...NUMBERED_DOCUMENTS),
    others: fc.array(otherItem, { maxLength: 11 }),
    digits: fc.integer({ min: 0, max: 10 }),
    at: fc.nat(),
  })
  .map(({ document, others, digits, at }) => {
    const items = [...others]
    items.splice(at % (others.length + 1), 0, { type: T.serial, digits })
    return { document, items }
  })
  .filter((rule) => widestNumber(rule) <= MAX_NUMBER_LENGTH)

// 2000-01-01 … 2099-12-31 UTC, with the lab-day edges (15:00-17:00 UTC) often.
const instant = fc.oneof(
  fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }),
  fc
    .record({ day: fc.integer({ min: 0, max: 36_500 }), minute: fc.integer({ min: 900, max: 1020 }) })
    .map(({ day, minute }) => Date.UTC(2000, 0, 1) + day * 86_400_000 + minute * 60_000),
)

const level: fc.Arbitrary<DepartmentLevel> = fc.record({
  abbr: text(VALUE_CHARS, 1, 5),
  code: text(VALUE_CHARS, 1, 5),
})

const completeContext: fc.Arbitrary<NumberingContext> = fc.record({
  now: instant,
  departments: fc.array(level, { minLength: 1, maxLength: 3 }),
  calibrationDate: fc.oneof(
    instant,
    instant.map((ms) => new Date(ms).toISOString().slice(0, 10)),
    instant.map((ms) => new Date(ms).toISOString()),
  ),
  disciplineNo: text(VALUE_CHARS, 1, 8),
  projectNo: text(VALUE_CHARS, 1, 16),
  groupCode: text(VALUE_CHARS, 1, 8),
  inspectionType,
})

/** A second context that keeps each field of the first or takes a new one. */
const contextPair = fc
  .tuple(completeContext, completeContext, fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }))
  .map(([a, b, keep]) => {
    const keys = Object.keys(a) as (keyof NumberingContext)[]
    const mixed = Object.fromEntries(keys.map((key, i) => [key, keep[i] ? a[key] : b[key]]))
    return [a, mixed as NumberingContext] as const
  })

const serial = fc.integer({ min: 1, max: MAX_SERIAL })
// --- arbitraries end

function number(rule: NumberingRule, context: NumberingContext, n: number): string {
  const result = formatNumber(rule, context, n)
  if (!result.ok) throw new Error(`no number: ${result.problems.join(', ')}`)
  return result.number
}

function prefix(rule: NumberingRule, context: NumberingContext): string {
  const result = numberPrefix(rule, context)
  if (!result.ok) throw new Error(`no prefix: ${result.problems.join(', ')}`)
  return result.prefix
}

describe('numbering properties', () => {
  it('valid rules and complete contexts always give a short prefix and a number within 64 characters', () => {
    fc.assert(
      fc.property(validRule, completeContext, serial, (rule, context, n) => {
        expect(ruleProblems(rule)).toEqual([])
        expect([...prefix(rule, context)].length).toBeLessThanOrEqual(MAX_PREFIX_LENGTH)
        expect([...number(rule, context, n)].length).toBeLessThanOrEqual(MAX_NUMBER_LENGTH)
      }),
      { numRuns: 500 },
    )
  })

  it('formatNumber and numberPrefix are deterministic', () => {
    fc.assert(
      fc.property(validRule, completeContext, serial, (rule, context, n) => {
        const copy = structuredClone(context)
        const asDate = { ...context, now: new Date(context.now) }
        expect(number(rule, copy, n)).toBe(number(rule, context, n))
        expect(number(rule, asDate, n)).toBe(number(rule, context, n))
        expect(prefix(rule, copy)).toBe(prefix(rule, context))
        expect(prefix(rule, asDate)).toBe(prefix(rule, context))
      }),
      { numRuns: 300 },
    )
  })

  it('under one prefix, different serials never give the same number', () => {
    fc.assert(
      fc.property(validRule, completeContext, serial, serial, (rule, context, a, b) => {
        fc.pre(a !== b)
        expect(number(rule, context, a)).not.toBe(number(rule, context, b))
      }),
      { numRuns: 500 },
    )
  })

  it('two contexts sharing a prefix share the counter: distinct serials still give distinct numbers', () => {
    fc.assert(
      fc.property(validRule, contextPair, serial, serial, (rule, [first, second], a, b) => {
        fc.pre(a !== b)
        fc.pre(prefix(rule, first) === prefix(rule, second))
        expect(number(rule, first, a)).not.toBe(number(rule, second, b))
      }),
      { numRuns: 300 },
    )
  })

  it('small serials in one scope: every one of 1 … 2000 gives its own number', () => {
    fc.assert(
      fc.property(validRule, completeContext, (rule, context) => {
        const numbers = new Set(Array.from({ length: 2000 }, (_, i) => number(rule, context, i + 1)))
        expect(numbers.size).toBe(2000)
      }),
      { numRuns: 30 },
    )
  })
})
