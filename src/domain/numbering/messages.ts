/**
 * Why a numbering rule cannot be saved, or a number cannot be made: one code per cause, with the message
 * people read (Chinese is the source, English follows). The settings page shows them beside the rule; the
 * server answers them like every other error. A number is never made while any of them applies.
 */
export const RULE_PROBLEM_MESSAGES = {
  'numbering.documentUnknown': { zh: '单据类型不正确', en: 'Unknown document type' },
  'numbering.tooManyItems': { zh: '编号规则最多包含12项', en: 'A numbering rule has at most 12 items' },
  'numbering.serialCount': {
    zh: '编号规则必须包含且只包含一个流水号',
    en: 'A numbering rule must contain exactly one serial number',
  },
  'numbering.itemTypeUnknown': { zh: '编号规则项类型不正确', en: 'Unknown numbering rule item type' },
  'numbering.departmentModeInvalid': {
    zh: '请选择部门取值方式',
    en: 'Choose how the department is taken (by order or last position)',
  },
  'numbering.digitsInvalid': { zh: '流水号位数须为0到10', en: 'Serial digits must be 0 to 10' },
  'numbering.datePatternInvalid': {
    zh: '日期格式须为yyyy、yy、yyyyMM、yyyyMMdd、yyMMdd或yyMM',
    en: 'The date pattern must be yyyy, yy, yyyyMM, yyyyMMdd, yyMMdd or yyMM',
  },
  'numbering.fixedTextInvalid': {
    zh: '固定文本须为1到16位字母、数字或-_/',
    en: 'Fixed text must be 1 to 16 letters, digits or -_/',
  },
  'numbering.inspectionTypeInvalid': { zh: '检验类型不正确', en: 'Unknown inspection type' },
  'numbering.tooWide': {
    zh: '编号最长可能超过64个字符',
    en: 'Numbers of this rule could be longer than 64 characters',
  },
} as const

export const CONTEXT_PROBLEM_MESSAGES = {
  'numbering.dateInvalid': { zh: '编号日期不正确', en: 'The date of the number is not valid' },
  'numbering.departmentMissing': { zh: '缺少所属部门', en: 'The department is missing' },
  'numbering.departmentAbbrMissing': { zh: '部门未设置简称', en: 'A department has no abbreviation' },
  'numbering.departmentAbbrInvalid': {
    zh: '部门简称过长或含空白字符',
    en: 'The department abbreviation is too long or contains spaces',
  },
  'numbering.departmentCodeMissing': { zh: '部门未设置编码', en: 'A department has no code' },
  'numbering.departmentCodeInvalid': {
    zh: '部门编码过长或含空白字符',
    en: 'The department code is too long or contains spaces',
  },
  'numbering.disciplineNoMissing': { zh: '缺少专业编号', en: 'The discipline number is missing' },
  'numbering.disciplineNoInvalid': {
    zh: '专业编号过长或含空白字符',
    en: 'The discipline number is too long or contains spaces',
  },
  'numbering.projectNoMissing': { zh: '缺少项目编号', en: 'The project number is missing' },
  'numbering.projectNoInvalid': {
    zh: '项目编号过长或含空白字符',
    en: 'The project number is too long or contains spaces',
  },
  'numbering.groupCodeMissing': { zh: '缺少小组编码', en: 'The group code is missing' },
  'numbering.groupCodeInvalid': {
    zh: '小组编码过长或含空白字符',
    en: 'The group code is too long or contains spaces',
  },
  'numbering.inspectionTypeMissing': { zh: '缺少检验类型', en: 'The inspection type is missing' },
  'numbering.inspectionTypeUnknown': { zh: '检验类型不正确', en: 'Unknown inspection type' },
  'numbering.calibrationDateMissing': { zh: '缺少校准日期', en: 'The calibration date is missing' },
  'numbering.calibrationDateInvalid': {
    zh: '校准日期不正确',
    en: 'The calibration date is not valid',
  },
  'numbering.serialInvalid': {
    zh: '流水号须为1到2147483647的整数',
    en: 'The serial must be an integer from 1 to 2147483647',
  },
} as const

export const NUMBERING_MESSAGES = { ...RULE_PROBLEM_MESSAGES, ...CONTEXT_PROBLEM_MESSAGES } as const

export type RuleProblemCode = keyof typeof RULE_PROBLEM_MESSAGES
export type ContextProblemCode = keyof typeof CONTEXT_PROBLEM_MESSAGES
export type NumberingProblemCode = RuleProblemCode | ContextProblemCode
