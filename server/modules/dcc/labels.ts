import { termsOf } from '../print/pdf'
import type { DccInput, LocalizedText, SignerRole } from './types'

/*
 * The fixed wording of a DCC in its two languages. The Chinese follows the printed certificate (the same
 * terms as the PDF, from print/pdf/terms.ts), so the two documents name things alike.
 */

type Kind = DccInput['kind']

const EN: Record<
  Kind,
  { results: string; asFound: string; asLeft: string; nextDue: string; roles: Record<SignerRole, string> }
> = {
  calibration: {
    results: 'Calibration results',
    asFound: 'Indication before calibration (as found)',
    asLeft: 'Indication after calibration (as left)',
    nextDue: 'Recommended date of the next calibration',
    roles: { drafter: 'Calibrated by', auditor: 'Checked by', approver: 'Approved by' },
  },
  verification: {
    results: 'Verification results',
    asFound: 'Indication before verification (as found)',
    asLeft: 'Indication after verification (as left)',
    nextDue: 'Verification valid until',
    roles: { drafter: 'Verified by', auditor: 'Checked by', approver: 'Approved by' },
  },
  test: {
    results: 'Test results',
    asFound: 'Indication before the test (as found)',
    asLeft: 'Indication after the test (as left)',
    nextDue: 'Recommended date of the next test',
    roles: { drafter: 'Prepared by', auditor: 'Reviewed by', approver: 'Approved by' },
  },
}

export function labelsOf(kind: Kind) {
  const terms = termsOf(kind)
  const en = EN[kind]
  const roles: Record<SignerRole, LocalizedText> = {
    drafter: { zh: terms.drafterRole, en: en.roles.drafter },
    auditor: { zh: terms.auditorRole, en: en.roles.auditor },
    approver: { zh: terms.approverRole, en: en.roles.approver },
  }
  return {
    results: { zh: `${terms.verb}结果`, en: en.results },
    nominal: { zh: '标称值', en: 'Nominal value' },
    asFound: { zh: `${terms.verb}前示值`, en: en.asFound },
    asLeft: { zh: `${terms.verb}后示值`, en: en.asLeft },
    error: { zh: '示值误差', en: 'Error of indication' },
    permittedError: { zh: '最大允许误差（±）', en: 'Maximum permissible error (±)' },
    uncertainty: { zh: '扩展不确定度 U', en: 'Expanded uncertainty U' },
    conformity: { zh: '符合性判定', en: 'Statement of conformity' },
    asFoundOutOfTolerance: {
      zh: `${terms.verb}前示值超出最大允许误差`,
      en: 'The indication as found was out of tolerance',
    },
    point: (index: number): LocalizedText => ({
      zh: `测量点 ${index + 1}`,
      en: `Measurement point ${index + 1}`,
    }),
    noPoints: { zh: '无测量点数据', en: 'No measured points' },
    noValue: { zh: '无数值', en: 'No value' },
    temperature: { zh: '环境温度', en: 'Ambient temperature' },
    humidity: { zh: '相对湿度', en: 'Relative humidity' },
    minimum: { zh: '最低', en: 'Minimum' },
    maximum: { zh: '最高', en: 'Maximum' },
    roles,
    place: { zh: `${terms.verb}地点`, en: 'Place of performance' },
    conclusion: { zh: '结论', en: 'Conclusion' },
    decisionRule: { zh: '判定规则', en: 'Decision rule' },
    nextDue: { zh: terms.nextDueLabel, en: en.nextDue },
    issueDate: { zh: '签发日期', en: 'Date of issue' },
    revision: { zh: '替代说明', en: 'Replacement of an earlier certificate' },
    superseded: { zh: '被替代的证书', en: 'Replaced certificate' },
    note: { zh: '其他说明', en: 'Further remarks' },
    certificateNumber: { zh: '证书编号', en: 'Certificate number' },
    factoryNumber: { zh: '出厂编号', en: 'Serial number' },
    equipmentNumber: { zh: '编号', en: 'Number' },
    traceability: { zh: '溯源证书编号', en: 'Number of its calibration certificate' },
    validUntil: (date: string): LocalizedText => ({
      zh: `证书有效期至 ${date}`,
      en: `Certificate valid until ${date}`,
    }),
    notStated: { zh: '未注明', en: 'not stated' },
  } as const
}

export type Labels = ReturnType<typeof labelsOf>
