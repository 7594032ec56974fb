import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NumberedDocument, RuleProblemCode } from '@/domain/numbering'

/** The document types' names (NUMBERED_DOCUMENTS). */
export const DOCUMENT_LABELS: Readonly<Record<NumberedDocument, MessageDescriptor>> = {
  order: msg`委托单`,
  sample: msg`样品`,
  report: msg`报告`,
  certificate: msg`证书`,
  jewelAppraisal: msg`珠宝鉴定证书`,
  metalLabel: msg`贵金属标签`,
  verifyLabel: msg`检定合格标签`,
}

/**
 * ruleProblems' codes as catalogue entries: the domain's Chinese texts, word for word (the server answers
 * the same texts, so the page and a refusal read alike), translated through the en catalogue.
 * tests/unit/numbering-page-messages.test.ts keeps them and their English equal to the domain's.
 */
export const RULE_PROBLEM_TEXT: Readonly<Record<RuleProblemCode, MessageDescriptor>> = {
  'numbering.documentUnknown': msg`单据类型不正确`,
  'numbering.tooManyItems': msg`编号规则最多包含12项`,
  'numbering.serialCount': msg`编号规则必须包含且只包含一个流水号`,
  'numbering.itemTypeUnknown': msg`编号规则项类型不正确`,
  'numbering.departmentModeInvalid': msg`请选择部门取值方式`,
  'numbering.digitsInvalid': msg`流水号位数须为0到10`,
  'numbering.datePatternInvalid': msg`日期格式须为yyyy、yy、yyyyMM、yyyyMMdd、yyMMdd或yyMM`,
  'numbering.fixedTextInvalid': msg`固定文本须为1到16位字母、数字或-_/`,
  'numbering.inspectionTypeInvalid': msg`检验类型不正确`,
  'numbering.tooWide': msg`编号最长可能超过64个字符`,
}
