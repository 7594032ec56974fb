/**
 * Document numbering rules (spec §3 dictionaries `rules_item_type`, `department_or_type`,
 * `rules_digits_type`, `inspection_type`). A rule belongs to one document type and is an ordered list of
 * items; the number is the items' texts joined with nothing between them. Item types, department modes and
 * inspection types are the dictionaries' own codes, so a rule stored by the settings page is read as is.
 */

/**
 * The lab's documents; then the jewellery appraisal certificates and precious metal labels issued
 * through /api/hm-metrology-jewels; then the verification labels (检定合格标签) of label applications.
 */
export const NUMBERED_DOCUMENTS = [
  'order',
  'sample',
  'report',
  'certificate',
  'jewelAppraisal',
  'metalLabel',
  'verifyLabel',
] as const
export type NumberedDocument = (typeof NUMBERED_DOCUMENTS)[number]

/** Dictionary `rules_item_type`. */
export const RULE_ITEM_TYPE = {
  departmentAbbr: 1,
  departmentCode: 2,
  serial: 3,
  currentDate: 4,
  disciplineNo: 5,
  projectNo: 6,
  fixedText: 7,
  inspectionCode: 8,
  calibrationDate: 9,
  groupCode: 10,
} as const
export type RuleItemType = (typeof RULE_ITEM_TYPE)[keyof typeof RULE_ITEM_TYPE]

/**
 * Dictionary `department_or_type`: 1 the abbreviations (or codes) of the whole department path from the
 * top, company → department → group, joined in that order; 2 the deepest one's only.
 */
export const DEPARTMENT_MODE = { byOrder: 1, lastPosition: 2 } as const
export type DepartmentMode = (typeof DEPARTMENT_MODE)[keyof typeof DEPARTMENT_MODE]

/** Dictionary `rules_digits_type`: 0 to 10; 0 prints the serial without zero padding. */
export const MIN_DIGITS = 0
export const MAX_DIGITS = 10

export const DATE_PATTERNS = ['yyyy', 'yy', 'yyyyMM', 'yyyyMMdd', 'yyMMdd', 'yyMM'] as const
export type DatePattern = (typeof DATE_PATTERNS)[number]

/** Dictionary `inspection_type`. */
export type InspectionType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9

/**
 * The code printed for each inspection type: the pinyin initials of its Chinese name, as Chinese labs print
 * them (检定 JianDing → JD, 校准 JiaoZhun → JZ). Single letters would collide (检定, 检测 and 监督 all
 * start with J), so every code has two letters: distinct and of one width. CNAS-accredited calibration is
 * `CN` so that it stays apart from plain calibration (`JZ`).
 */
export const INSPECTION_CODES: Readonly<Record<InspectionType, string>> = {
  1: 'JD', // 检定 verification
  2: 'CN', // CNAS 校准 CNAS calibration
  3: 'JC', // 检测 testing
  4: 'CS', // 测试 test
  5: 'JZ', // 校准 calibration
  6: 'XP', // 型式评价 type evaluation
  7: 'QJ', // 强制检定 compulsory verification
  8: 'QT', // 其他 other
  9: 'CC', // 监督抽查 supervision sampling
}

export const isInspectionType = (value: unknown): value is InspectionType =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 9

export type DepartmentAbbrItem = { type: typeof RULE_ITEM_TYPE.departmentAbbr; mode: DepartmentMode }
export type DepartmentCodeItem = { type: typeof RULE_ITEM_TYPE.departmentCode; mode: DepartmentMode }
export type SerialItem = { type: typeof RULE_ITEM_TYPE.serial; digits: number }
export type CurrentDateItem = { type: typeof RULE_ITEM_TYPE.currentDate; pattern: DatePattern }
export type DisciplineNoItem = { type: typeof RULE_ITEM_TYPE.disciplineNo }
export type ProjectNoItem = { type: typeof RULE_ITEM_TYPE.projectNo }
export type FixedTextItem = { type: typeof RULE_ITEM_TYPE.fixedText; text: string }
/**
 * The code of an inspection type. Without `inspectionType` the code follows the document (the context's
 * inspection type: one rule numbers verification and calibration certificates alike, each type counting
 * on its own); with it the item always prints that type's code (a lab that keeps one rule per type).
 */
export type InspectionCodeItem = {
  type: typeof RULE_ITEM_TYPE.inspectionCode
  inspectionType?: InspectionType | null
}
export type CalibrationDateItem = { type: typeof RULE_ITEM_TYPE.calibrationDate; pattern: DatePattern }
export type GroupCodeItem = { type: typeof RULE_ITEM_TYPE.groupCode }

export type RuleItem =
  | DepartmentAbbrItem
  | DepartmentCodeItem
  | SerialItem
  | CurrentDateItem
  | DisciplineNoItem
  | ProjectNoItem
  | FixedTextItem
  | InspectionCodeItem
  | CalibrationDateItem
  | GroupCodeItem

export type NumberingRule = { document: NumberedDocument; items: readonly RuleItem[] }

/** One level of the department path (the `dept` record's `abbr` and `code`). */
export type DepartmentLevel = { abbr?: string | null; code?: string | null }

/** An instant, or for dates that are days rather than instants a lab day as 'yyyy-MM-dd'. */
export type DateInput = Date | number | string

/**
 * What a number is made of besides its serial. `now` comes from the caller (the server reads its clock
 * once and passes the same context to `numberPrefix` and `formatNumber`); every date is read on the lab's
 * clock, whatever the machine's zone.
 */
export type NumberingContext = {
  /** The instant the number is taken. */
  now: Date | number
  /** The department path from the top: company → department → group. */
  departments?: readonly DepartmentLevel[] | null
  /** The calibration date of the item (a lab day 'yyyy-MM-dd', or an instant read on the lab clock). */
  calibrationDate?: DateInput | null
  disciplineNo?: string | null
  projectNo?: string | null
  /** The code of the group that does the work (the server picks it: an org group or a calibration group). */
  groupCode?: string | null
  /** The document's inspection type, for inspection code items that do not fix one. */
  inspectionType?: number | null
}

/** Rules' limits (the specification's and this module's decisions, see format.ts). */
export const MAX_ITEMS = 12
export const MAX_NUMBER_LENGTH = 64
export const MAX_FIXED_TEXT = 16
/**
 * Fixed text: ASCII letters, digits, '-', '_' and '/'. "Letters" are read as ASCII ones on purpose: numbers
 * end up in Code 128 barcodes and ZPL labels (ASCII only), QR URLs and file names.
 */
export const FIXED_TEXT = new RegExp(`^[A-Za-z0-9_/-]{1,${MAX_FIXED_TEXT}}$`)
/** The document_serial counter is a PostgreSQL integer: serials are 1 … 2^31 - 1, at most 10 digits. */
export const MAX_SERIAL = 2_147_483_647
export const SERIAL_MAX_WIDTH = 10

/**
 * The widest text a context value may put into a number, so that a rule's widest number can be known
 * before it is used. A longer value is refused when a number is made, never cut.
 */
export const VALUE_MAX_LENGTH = {
  departmentAbbr: 16,
  departmentCode: 16,
  disciplineNo: 8,
  projectNo: 16,
  groupCode: 8,
} as const
