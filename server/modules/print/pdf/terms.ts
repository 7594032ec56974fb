import type { DocumentKind, Verdict } from './types'

/**
 * The words that change with the kind of document: a verification certificate is "检定", its tester a
 * "检定员"; a test report is "检测", signed by its 编制 / 审核 / 批准.
 */
export type KindTerms = {
  title: string
  /** 校准 / 检定 / 检测: prefixes dates, the method and the location. */
  verb: string
  drafterRole: string
  auditorRole: string
  approverRole: string
  /** The document's own name in running text: 证书 / 报告. */
  document: string
  nextDueLabel: string
}

const TERMS: Record<DocumentKind, KindTerms> = {
  calibration: {
    title: '校准证书',
    verb: '校准',
    drafterRole: '校准员',
    auditorRole: '核验员',
    approverRole: '批准人',
    document: '证书',
    nextDueLabel: '建议下次校准日期',
  },
  verification: {
    title: '检定证书',
    verb: '检定',
    drafterRole: '检定员',
    auditorRole: '核验员',
    approverRole: '批准人',
    document: '证书',
    nextDueLabel: '检定有效期至',
  },
  test: {
    title: '检测报告',
    verb: '检测',
    drafterRole: '编制',
    auditorRole: '审核',
    approverRole: '批准',
    document: '报告',
    nextDueLabel: '建议下次检测日期',
  },
}

export function termsOf(kind: DocumentKind): KindTerms {
  return TERMS[kind]
}

const VERDICTS: Record<Verdict, string> = {
  pass: '合格',
  conditionalPass: '有条件合格',
  conditionalFail: '有条件不合格',
  fail: '不合格',
  none: '—',
}

export function verdictLabel(verdict: Verdict): string {
  return VERDICTS[verdict]
}

/** `2025-06-18` → `2025年06月18日`; anything else is printed as given. */
export function chineseDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  return match ? `${match[1]}年${match[2]}月${match[3]}日` : value
}
