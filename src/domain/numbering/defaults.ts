import {
  DEPARTMENT_MODE,
  RULE_ITEM_TYPE as T,
  type NumberedDocument,
  type NumberingRule,
  type RuleItem,
} from './rule'

const fixed = (text: string): RuleItem => ({ type: T.fixedText, text })

/**
 * Order: 'DJ' (登记) + yyyyMMdd + 4-digit serial, e.g. DJ202611210001: the registration numbers the offline
 * pickup already gives (server/modules/registration/service.ts), with the same counter key ('DJ20261121'), so
 * switching to the rule neither restarts nor repeats a day's serials.
 */
const order: NumberingRule = {
  document: 'order',
  items: [fixed('DJ'), { type: T.currentDate, pattern: 'yyyyMMdd' }, { type: T.serial, digits: 4 }],
}

/** Sample: 'YP' (样品) + yyMMdd + 4-digit serial, e.g. YP2611210001: short enough for a small label. */
const sample: NumberingRule = {
  document: 'sample',
  items: [fixed('YP'), { type: T.currentDate, pattern: 'yyMMdd' }, { type: T.serial, digits: 4 }],
}

/**
 * Report and certificate: the abbreviation of the department that did the work (the deepest of its path)
 * + the inspection type's code + yyyy + 5-digit serial, e.g. RGJD202600001 (热工, 检定). Each department and
 * inspection type counts on its own and restarts every year. The two rules print alike, so they share
 * their counters: a certificate never gets a number some report already has. A lab that gives a
 * certificate its report's number copies it instead of taking a new one.
 */
const reportItems: readonly RuleItem[] = [
  { type: T.departmentAbbr, mode: DEPARTMENT_MODE.lastPosition },
  { type: T.inspectionCode },
  { type: T.currentDate, pattern: 'yyyy' },
  { type: T.serial, digits: 5 },
]

/**
 * Jewellery appraisal certificate: 'JD' (鉴定) + yyyyMMdd + 4-digit serial, e.g. JD202603150001,
 * counting afresh each day. Its 14 characters never equal a report number of the default rule (13).
 */
const jewelAppraisal: NumberingRule = {
  document: 'jewelAppraisal',
  items: [fixed('JD'), { type: T.currentDate, pattern: 'yyyyMMdd' }, { type: T.serial, digits: 4 }],
}

/** Precious metal label: 'BQ' (标签) + 8-digit serial, e.g. BQ00000001: short for a small tag. */
const metalLabel: NumberingRule = {
  document: 'metalLabel',
  items: [fixed('BQ'), { type: T.serial, digits: 8 }],
}

/**
 * Verification label (检定合格标签): 'JB' + yyyy + 6-digit serial, e.g. JB2026000001, counting afresh each
 * year: a lab sticks tens of thousands a year, and the year tells at a glance how old a label is.
 */
const verifyLabel: NumberingRule = {
  document: 'verifyLabel',
  items: [fixed('JB'), { type: T.currentDate, pattern: 'yyyy' }, { type: T.serial, digits: 6 }],
}

export const DEFAULT_RULES: Readonly<Record<NumberedDocument, NumberingRule>> = {
  order,
  sample,
  report: { document: 'report', items: reportItems },
  certificate: { document: 'certificate', items: reportItems },
  jewelAppraisal,
  metalLabel,
  verifyLabel,
}

export const defaultRule = (document: NumberedDocument): NumberingRule => DEFAULT_RULES[document]
