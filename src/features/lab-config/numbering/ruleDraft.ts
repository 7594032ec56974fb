import {
  DEPARTMENT_MODE,
  RULE_ITEM_TYPE as T,
  type DepartmentMode,
  type InspectionType,
  type RuleItem,
  type RuleItemType,
} from '@/domain/numbering'

/**
 * The numbering rules page's own logic, pure so that it is tested on its own (tests/unit/numbering-page-*):
 * the items being edited, the readable formula of a rule and the context its preview needs. What a valid
 * rule is stays the domain's (ruleProblems / itemProblems).
 */

/** Dictionary `rules_item_type` in its order. */
export const ITEM_TYPES: readonly RuleItemType[] = Object.values(T)

export const isItemType = (value: unknown): value is RuleItemType =>
  (ITEM_TYPES as readonly unknown[]).includes(value)

/** An item being edited, with a key that stays with it when it moves. */
export type DraftItem = { key: number; item: RuleItem }

let lastKey = 0

/** Gives each item a key of its own. */
export const keyed = (items: readonly RuleItem[]): DraftItem[] =>
  items.map((item) => ({ key: ++lastKey, item }))

export const itemsOf = (draft: readonly DraftItem[]): RuleItem[] => draft.map((entry) => entry.item)

/**
 * The items of a stored rule as the domain reads them. The server keeps what ruleProblems accepted, so this
 * only gives the record's loose type (`{ [key]: unknown }`) its meaning.
 */
export const storedItems = (items: readonly Record<string, unknown>[]): RuleItem[] =>
  items.map((item) => ({ ...item }) as RuleItem)

/** A new item of a type, with the setting most labs use (a fixed text starts empty: the user types it). */
export function newItem(type: RuleItemType): RuleItem {
  switch (type) {
    case T.departmentAbbr:
    case T.departmentCode:
      return { type, mode: DEPARTMENT_MODE.lastPosition }
    case T.serial:
      return { type, digits: 4 }
    case T.currentDate:
    case T.calibrationDate:
      return { type, pattern: 'yyyyMMdd' }
    case T.fixedText:
      return { type, text: '' }
    case T.inspectionCode:
      return { type, inspectionType: null }
    case T.disciplineNo:
    case T.projectNo:
    case T.groupCode:
      return { type }
  }
}

const isDateItem = (item: RuleItem) => item.type === T.currentDate || item.type === T.calibrationDate
const isDepartmentItem = (item: RuleItem) => item.type === T.departmentAbbr || item.type === T.departmentCode

/** The item as another type; a setting both types share (date pattern, department mode) is kept. */
export function changeType(item: RuleItem, type: RuleItemType): RuleItem {
  if (item.type === type) return item
  const next = newItem(type)
  if ('pattern' in next && isDateItem(item) && 'pattern' in item) return { ...next, pattern: item.pattern }
  if ('mode' in next && isDepartmentItem(item) && 'mode' in item) return { ...next, mode: item.mode }
  return next
}

/** The list with the entry at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveEntry<E>(list: readonly E[], index: number, delta: -1 | 1): E[] {
  const target = index + delta
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list]
  const next = [...list]
  ;[next[index], next[target]] = [next[target] as E, next[index] as E]
  return next
}

/** The item's meaning as text, whatever the order of its fields or an absent inspection type. */
function itemSignature(item: RuleItem): string {
  switch (item.type) {
    case T.departmentAbbr:
    case T.departmentCode:
      return `${item.type}:${item.mode}`
    case T.serial:
      return `${item.type}:${item.digits}`
    case T.currentDate:
    case T.calibrationDate:
      return `${item.type}:${item.pattern}`
    case T.fixedText:
      return `${item.type}:${JSON.stringify(item.text)}`
    case T.inspectionCode:
      return `${item.type}:${item.inspectionType ?? ''}`
    default:
      return JSON.stringify(item)
  }
}

/** Whether two lists of items make the same rule. */
export const sameItems = (a: readonly RuleItem[], b: readonly RuleItem[]): boolean =>
  a.length === b.length &&
  a.every((item, index) => itemSignature(item) === itemSignature(b[index] as RuleItem))

// ---------------------------------------------------------------------------------------------- formula

export type FormulaToken =
  { kind: 'text'; text: string } | { kind: 'field'; label: string; detail: string | null }

/** Labels of the dictionaries' values in the UI's language (from the page's dictionary hooks). */
export type FormulaLabels = {
  type: (type: RuleItemType) => string
  mode: (mode: DepartmentMode) => string
  digits: (digits: number) => string
  /** An inspection code item's type; null: the document's own. */
  inspection: (type: InspectionType | null) => string
}

/** One item of the readable formula: fixed text as it prints, every other item by its name and setting. */
function tokenOf(item: RuleItem, labels: FormulaLabels): FormulaToken {
  const field = (detail: string | null = null): FormulaToken => ({
    kind: 'field',
    label: labels.type(item.type),
    detail,
  })
  switch (item.type) {
    case T.fixedText:
      return item.text === '' ? field() : { kind: 'text', text: item.text }
    case T.departmentAbbr:
    case T.departmentCode:
      return field(labels.mode(item.mode))
    case T.serial:
      return field(labels.digits(item.digits))
    case T.currentDate:
    case T.calibrationDate:
      return field(item.pattern)
    case T.inspectionCode:
      return field(labels.inspection(item.inspectionType ?? null))
    default:
      return field()
  }
}

export const formulaTokens = (items: readonly RuleItem[], labels: FormulaLabels): FormulaToken[] =>
  items.map((item) => tokenOf(item, labels))

/** The formula as one line, e.g. `YP + 当前日期(yyMMdd) + 流水号(4位)`. */
export const formulaText = (tokens: readonly FormulaToken[]): string =>
  tokens
    .map((token) => {
      if (token.kind === 'text') return token.text
      return token.detail ? `${token.label}(${token.detail})` : token.label
    })
    .join(' + ')

// ---------------------------------------------------------------------------------------------- preview

/** What a rule's preview asks for besides the date, in the order the page shows the inputs. */
export const CONTEXT_FIELDS = [
  'departmentAbbr',
  'departmentCode',
  'inspectionType',
  'disciplineNo',
  'projectNo',
  'groupCode',
  'calibrationDate',
] as const
export type ContextField = (typeof CONTEXT_FIELDS)[number]

const NEEDED_BY: Readonly<Record<ContextField, (item: RuleItem) => boolean>> = {
  departmentAbbr: (item) => item.type === T.departmentAbbr,
  departmentCode: (item) => item.type === T.departmentCode,
  // An inspection code item that fixes its type needs nothing from the document.
  inspectionType: (item) =>
    item.type === T.inspectionCode && (item.inspectionType === null || item.inspectionType === undefined),
  disciplineNo: (item) => item.type === T.disciplineNo,
  projectNo: (item) => item.type === T.projectNo,
  groupCode: (item) => item.type === T.groupCode,
  calibrationDate: (item) => item.type === T.calibrationDate,
}

/** The context values the rule's items take from a document. */
export const contextNeeds = (items: readonly RuleItem[]): ContextField[] =>
  CONTEXT_FIELDS.filter((field) => items.some(NEEDED_BY[field]))

/** The preview's inputs as typed; a department path is written top first, levels separated by '/'. */
export type ContextInputs = Record<ContextField, string>

/** Separates the levels of a department path typed in one input ('SFY/RG': the institute, then 热工室). */
export const DEPARTMENT_LEVEL_SEPARATOR = '/'

const levels = (text: string): string[] =>
  text
    .split(DEPARTMENT_LEVEL_SEPARATOR)
    .map((level) => level.trim())
    .filter((level) => level !== '')

export type PreviewContext = {
  departments?: { abbr?: string | null; code?: string | null }[]
  inspectionType?: number | null
  disciplineNo?: string | null
  projectNo?: string | null
  groupCode?: string | null
  calibrationDate?: string | null
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim())

/**
 * The preview's context from its inputs, holding only what the rule needs. A blank input is sent as missing,
 * so the server answers what a document without that value would get (the rule's refusal).
 */
export function previewContext(inputs: ContextInputs, needs: readonly ContextField[]): PreviewContext {
  const context: PreviewContext = {}
  const need = (field: ContextField) => needs.includes(field)
  if (need('departmentAbbr') || need('departmentCode')) {
    const abbrs = need('departmentAbbr') ? levels(inputs.departmentAbbr) : []
    const codes = need('departmentCode') ? levels(inputs.departmentCode) : []
    const depth = Math.max(abbrs.length, codes.length)
    context.departments = Array.from({ length: depth }, (_, index) => ({
      abbr: abbrs[index] ?? null,
      code: codes[index] ?? null,
    }))
  }
  if (need('inspectionType')) {
    const type = Number(inputs.inspectionType)
    context.inspectionType = inputs.inspectionType.trim() !== '' && Number.isInteger(type) ? type : null
  }
  if (need('disciplineNo')) context.disciplineNo = orNull(inputs.disciplineNo)
  if (need('projectNo')) context.projectNo = orNull(inputs.projectNo)
  if (need('groupCode')) context.groupCode = orNull(inputs.groupCode)
  if (need('calibrationDate')) context.calibrationDate = orNull(inputs.calibrationDate)
  return context
}

/**
 * Values the preview starts with, like the demo laboratory's (热工室 RG / D02, its temperature group D0201):
 * a rule that needs a department shows a whole number at once. They are only the preview's, never saved.
 */
export const sampleContextInputs = (today: string): ContextInputs => ({
  departmentAbbr: 'RG',
  departmentCode: 'D02',
  inspectionType: '1',
  disciplineNo: '04',
  projectNo: 'P001',
  groupCode: 'D0201',
  calibrationDate: today,
})
