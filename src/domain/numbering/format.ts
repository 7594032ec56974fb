import { LAB_UTC_OFFSET_MS, labDayOf } from '../labClock'
import type { ContextProblemCode, NumberingProblemCode, RuleProblemCode } from './messages'
import {
  DATE_PATTERNS,
  DEPARTMENT_MODE,
  FIXED_TEXT,
  INSPECTION_CODES,
  MAX_DIGITS,
  MAX_ITEMS,
  MAX_NUMBER_LENGTH,
  MAX_SERIAL,
  MIN_DIGITS,
  NUMBERED_DOCUMENTS,
  RULE_ITEM_TYPE as T,
  SERIAL_MAX_WIDTH,
  VALUE_MAX_LENGTH,
  isInspectionType,
  type DateInput,
  type DatePattern,
  type DepartmentAbbrItem,
  type DepartmentCodeItem,
  type InspectionCodeItem,
  type NumberingContext,
  type NumberingRule,
  type RuleItem,
} from './rule'

/**
 * Numbers are made in two steps on the server, inside one transaction and with one context (one `now`):
 *   const scope = numberPrefix(rule, context)            // the counter's key
 *   const serial = await nextSerial(tx, tenantId, scope.prefix)
 *   const made = formatNumber(rule, context, serial)      // the number
 * Everything but the serial is the number's scope: numbers whose items print the same text share one
 * counter, so a rule with a date restarts each day, month or year, and one without never does.
 */

export type PrefixResult = { ok: true; prefix: string } | { ok: false; problems: NumberingProblemCode[] }
export type NumberResult = { ok: true; number: string } | { ok: false; problems: NumberingProblemCode[] }

/** The longest key `document_serial.prefix` (varchar(32)) holds. */
export const MAX_PREFIX_LENGTH = 32
/** Where the serial stands in a key when text follows it. */
export const SERIAL_MARK = '{n}'

const DATE_ITEM_WIDTH: Readonly<Record<DatePattern, number>> = {
  yyyy: 4,
  yy: 2,
  yyyyMM: 6,
  yyyyMMdd: 8,
  yyMMdd: 6,
  yyMM: 4,
}

/** Length in characters (code points), as PostgreSQL's varchar counts them. */
const charCount = (text: string): number => [...text].length

const isDatePattern = (value: unknown): value is DatePattern =>
  (DATE_PATTERNS as readonly unknown[]).includes(value)

const isDepartmentMode = (value: unknown): boolean =>
  value === DEPARTMENT_MODE.byOrder || value === DEPARTMENT_MODE.lastPosition

/** The problems of one item on its own (the rule's settings page shows them on the item's row). */
export function itemProblems(item: RuleItem): RuleProblemCode[] {
  if (typeof item !== 'object' || item === null) return ['numbering.itemTypeUnknown']
  switch (item.type) {
    case T.departmentAbbr:
    case T.departmentCode:
      return isDepartmentMode(item.mode) ? [] : ['numbering.departmentModeInvalid']
    case T.serial:
      return Number.isInteger(item.digits) && item.digits >= MIN_DIGITS && item.digits <= MAX_DIGITS
        ? []
        : ['numbering.digitsInvalid']
    case T.currentDate:
    case T.calibrationDate:
      return isDatePattern(item.pattern) ? [] : ['numbering.datePatternInvalid']
    case T.fixedText:
      return typeof item.text === 'string' && FIXED_TEXT.test(item.text) ? [] : ['numbering.fixedTextInvalid']
    case T.inspectionCode:
      return item.inspectionType === undefined ||
        item.inspectionType === null ||
        isInspectionType(item.inspectionType)
        ? []
        : ['numbering.inspectionTypeInvalid']
    case T.disciplineNo:
    case T.projectNo:
    case T.groupCode:
      return []
    default:
      return ['numbering.itemTypeUnknown']
  }
}

/** The most characters one item can print (0 for an item that is not valid). */
function itemWidth(item: RuleItem): number {
  if (itemProblems(item).length > 0) return 0
  switch (item.type) {
    case T.departmentAbbr:
      return VALUE_MAX_LENGTH.departmentAbbr
    case T.departmentCode:
      return VALUE_MAX_LENGTH.departmentCode
    case T.serial:
      // A serial wider than its digits is printed in full.
      return Math.max(item.digits, SERIAL_MAX_WIDTH)
    case T.currentDate:
    case T.calibrationDate:
      return DATE_ITEM_WIDTH[item.pattern]
    case T.disciplineNo:
      return VALUE_MAX_LENGTH.disciplineNo
    case T.projectNo:
      return VALUE_MAX_LENGTH.projectNo
    case T.fixedText:
      return item.text.length
    case T.inspectionCode:
      return Math.max(...Object.values(INSPECTION_CODES).map((code) => code.length))
    case T.groupCode:
      return VALUE_MAX_LENGTH.groupCode
  }
}

/** The longest number the rule can make, whatever the context and the serial. */
export const widestNumber = (rule: NumberingRule): number =>
  rule.items.reduce((sum, item) => sum + itemWidth(item), 0)

/** Why the rule cannot be saved; [] when it can. Codes are listed once, in the order found. */
export function ruleProblems(rule: NumberingRule): RuleProblemCode[] {
  const problems = new Set<RuleProblemCode>()
  if (!NUMBERED_DOCUMENTS.includes(rule.document)) problems.add('numbering.documentUnknown')
  if (rule.items.length > MAX_ITEMS) problems.add('numbering.tooManyItems')
  if (rule.items.filter((item) => item?.type === T.serial).length !== 1) problems.add('numbering.serialCount')
  for (const item of rule.items) for (const problem of itemProblems(item)) problems.add(problem)
  if (widestNumber(rule) > MAX_NUMBER_LENGTH) problems.add('numbering.tooWide')
  return [...problems]
}

/** The lab day (yyyy-MM-dd) of an instant; null for an invalid one or one outside years 0000-9999. */
function labDayOfInstant(ms: number): string | null {
  if (!Number.isFinite(ms) || Math.abs(ms) + LAB_UTC_OFFSET_MS > 8.64e15) return null
  const day = labDayOf(ms)
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null
}

const LAB_DAY = /^(\d{4})-(\d{2})-(\d{2})$/
/** An ISO instant with its zone: a zoneless date-time would be read in the machine's zone. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

/** The lab day of a date input: a 'yyyy-MM-dd' day as it is, an instant on the lab's clock. */
function labDayOfInput(input: DateInput): string | null {
  if (input instanceof Date) return labDayOfInstant(input.getTime())
  if (typeof input === 'number') return labDayOfInstant(input)
  if (typeof input !== 'string') return null
  const day = LAB_DAY.exec(input)
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])]
    const utc = new Date(Date.UTC(2000, m - 1, d))
    // Year 2000 is a leap year, so this checks month and day; 29 February needs a leap year of its own.
    const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
    const valid = utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d && (leap || m !== 2 || d !== 29)
    return valid ? input : null
  }
  return ISO_INSTANT.test(input) ? labDayOfInstant(Date.parse(input)) : null
}

function formatDay(day: string, pattern: DatePattern): string {
  const yyyy = day.slice(0, 4)
  const yy = day.slice(2, 4)
  const MM = day.slice(5, 7)
  const dd = day.slice(8, 10)
  switch (pattern) {
    case 'yyyy':
      return yyyy
    case 'yy':
      return yy
    case 'yyyyMM':
      return yyyy + MM
    case 'yyyyMMdd':
      return yyyy + MM + dd
    case 'yyMMdd':
      return yy + MM + dd
    case 'yyMM':
      return yy + MM
  }
}

type Piece = { text: string } | { problem: ContextProblemCode }

/** Whitespace, control, format and unassigned characters have no place in a number. */
const UNPRINTABLE = /[\s\p{C}]/u

/** A context text: trimmed; missing when blank; invalid when too long or holding unprintable characters. */
function textPiece(
  raw: string | null | undefined,
  max: number,
  missing: ContextProblemCode,
  invalid: ContextProblemCode,
): Piece {
  const text = typeof raw === 'string' ? raw.trim() : ''
  if (text === '') return { problem: missing }
  return UNPRINTABLE.test(text) || charCount(text) > max ? { problem: invalid } : { text }
}

function departmentPiece(item: DepartmentAbbrItem | DepartmentCodeItem, context: NumberingContext): Piece {
  const path = context.departments ?? []
  if (path.length === 0) return { problem: 'numbering.departmentMissing' }
  const abbr = item.type === T.departmentAbbr
  const [max, missing, invalid] = abbr
    ? ([
        VALUE_MAX_LENGTH.departmentAbbr,
        'numbering.departmentAbbrMissing',
        'numbering.departmentAbbrInvalid',
      ] as const)
    : ([
        VALUE_MAX_LENGTH.departmentCode,
        'numbering.departmentCodeMissing',
        'numbering.departmentCodeInvalid',
      ] as const)
  const levels = item.mode === DEPARTMENT_MODE.byOrder ? path : path.slice(-1)
  let joined = ''
  for (const level of levels) {
    const piece = textPiece(abbr ? level.abbr : level.code, max, missing, invalid)
    if ('problem' in piece) return piece
    joined += piece.text
  }
  return charCount(joined) > max ? { problem: invalid } : { text: joined }
}

function inspectionPiece(item: InspectionCodeItem, context: NumberingContext): Piece {
  const type = item.inspectionType ?? context.inspectionType
  if (type === null || type === undefined) return { problem: 'numbering.inspectionTypeMissing' }
  return isInspectionType(type)
    ? { text: INSPECTION_CODES[type] }
    : { problem: 'numbering.inspectionTypeUnknown' }
}

function datePiece(input: DateInput | null | undefined, pattern: DatePattern, current: boolean): Piece {
  if (input === null || input === undefined || input === '') {
    return { problem: current ? 'numbering.dateInvalid' : 'numbering.calibrationDateMissing' }
  }
  const day = labDayOfInput(input)
  if (day !== null) return { text: formatDay(day, pattern) }
  return { problem: current ? 'numbering.dateInvalid' : 'numbering.calibrationDateInvalid' }
}

/** The text one item prints; the serial item is not asked. */
function piece(item: Exclude<RuleItem, { type: typeof T.serial }>, context: NumberingContext): Piece {
  switch (item.type) {
    case T.departmentAbbr:
    case T.departmentCode:
      return departmentPiece(item, context)
    case T.currentDate:
      return datePiece(context.now, item.pattern, true)
    case T.calibrationDate:
      return datePiece(context.calibrationDate, item.pattern, false)
    case T.disciplineNo:
      return textPiece(
        context.disciplineNo,
        VALUE_MAX_LENGTH.disciplineNo,
        'numbering.disciplineNoMissing',
        'numbering.disciplineNoInvalid',
      )
    case T.projectNo:
      return textPiece(
        context.projectNo,
        VALUE_MAX_LENGTH.projectNo,
        'numbering.projectNoMissing',
        'numbering.projectNoInvalid',
      )
    case T.groupCode:
      return textPiece(
        context.groupCode,
        VALUE_MAX_LENGTH.groupCode,
        'numbering.groupCodeMissing',
        'numbering.groupCodeInvalid',
      )
    case T.fixedText:
      return { text: item.text }
    case T.inspectionCode:
      return inspectionPiece(item, context)
  }
}

type Scope =
  | { ok: true; before: string; after: string; digits: number }
  | { ok: false; problems: NumberingProblemCode[] }

/** The texts before and after the serial, or every problem of the rule and then of the context. */
function scopeOf(rule: NumberingRule, context: NumberingContext): Scope {
  const invalid = ruleProblems(rule)
  if (invalid.length > 0) return { ok: false, problems: invalid }
  const problems = new Set<ContextProblemCode>()
  const texts: [string, string] = ['', '']
  let side: 0 | 1 = 0
  let digits = 0
  for (const item of rule.items) {
    if (item.type === T.serial) {
      side = 1
      digits = item.digits
      continue
    }
    const made = piece(item, context)
    if ('problem' in made) problems.add(made.problem)
    else texts[side] += made.text
  }
  if (problems.size > 0) return { ok: false, problems: [...problems] }
  return { ok: true, before: texts[0], after: texts[1], digits }
}

// FNV-1a, 64 bits, over the UTF-8 bytes: small, pure and the same everywhere.
const FNV_OFFSET = 0xcbf29ce484222325n
const FNV_PRIME = 0x100000001b3n
const MASK_64 = (1n << 64n) - 1n

/** The FNV-1a 64-bit hash of a text's UTF-8 bytes, as 16 lowercase hex digits. */
export function fnv1a64(text: string): string {
  let hash = FNV_OFFSET
  for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64
  return hash.toString(16).padStart(16, '0')
}

/**
 * The counter's key for a scope. It must never change for a scope already counted (a new key would start
 * the serials again at 1 and repeat numbers), so the tests pin it:
 * - serial last: the text before it, as the registration service's 'DJ' + yyyyMMdd always was;
 * - text after the serial: before + '{n}' + after (a serial alone: '{n}');
 * - longer than 32 characters: its first 15 characters, '~' and the FNV-1a 64 hash of the whole key.
 * Two scopes sharing a key (a hash collision, or text holding '{n}') only share a counter: their numbers
 * still differ by their text, so the worst case is a gap in each sequence, never a repeated number.
 */
export function scopeKey(before: string, after: string): string {
  const key = after === '' && before !== '' ? before : `${before}${SERIAL_MARK}${after}`
  if (charCount(key) <= MAX_PREFIX_LENGTH) return key
  let head = ''
  for (const char of key) {
    if (charCount(head) === 15) break
    head += char
  }
  return `${head}~${fnv1a64(key)}`
}

/** The key the server passes to nextSerial for a number of this rule in this context. */
export function numberPrefix(rule: NumberingRule, context: NumberingContext): PrefixResult {
  const scope = scopeOf(rule, context)
  return scope.ok ? { ok: true, prefix: scopeKey(scope.before, scope.after) } : scope
}

/**
 * The document number for a serial taken under `numberPrefix(rule, context)`. The serial is padded with
 * zeros to the item's digits; a wider one is printed in full, never cut (a cut one would repeat a number).
 */
export function formatNumber(rule: NumberingRule, context: NumberingContext, serial: number): NumberResult {
  const scope = scopeOf(rule, context)
  const serialValid = Number.isInteger(serial) && serial >= 1 && serial <= MAX_SERIAL
  if (!scope.ok)
    return serialValid ? scope : { ok: false, problems: [...scope.problems, 'numbering.serialInvalid'] }
  if (!serialValid) return { ok: false, problems: ['numbering.serialInvalid'] }
  return { ok: true, number: scope.before + String(serial).padStart(scope.digits, '0') + scope.after }
}
