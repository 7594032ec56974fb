import { uuidv7 } from 'uuidv7'
import { QUESTIONNAIRE_STATUS, cleanAnswers, type AnswerSet, type Question } from '@/domain/survey'
import { newLinkToken } from '../modules/survey/service'
import type { Tx } from '../db/database'
import { questionnaire, questionnaireAnswer, questionnaireLink } from '../db/schema'

/** The demo lab's customer satisfaction survey: published, four links, two of them answered. */
const SATISFACTION: Question[] = [
  { id: 'attitude', kind: 'rating', title: '您对我们的服务态度是否满意？', required: true },
  {
    id: 'cycle',
    kind: 'single',
    title: '您对检测周期是否满意？',
    required: true,
    options: [
      { id: 'satisfied', label: '满意' },
      { id: 'ok', label: '一般' },
      { id: 'unsatisfied', label: '不满意' },
    ],
  },
  {
    id: 'improve',
    kind: 'multiple',
    title: '您希望我们改进的方面',
    required: false,
    min: null,
    max: 3,
    options: [
      { id: 'speed', label: '检测速度' },
      { id: 'price', label: '收费价格' },
      { id: 'pickup', label: '上门取送' },
      { id: 'report', label: '报告清晰度' },
    ],
  },
  { id: 'advice', kind: 'text', title: '其他建议', required: false, maxLength: 500 },
]

const LINKS: { label: string; answers: AnswerSet | null }[] = [
  {
    label: '长沙精工仪表有限公司',
    answers: {
      attitude: 5,
      cycle: 'satisfied',
      improve: ['price'],
      advice: '取送样很及时，希望报告能更快出具。',
    },
  },
  { label: '湘江压力容器厂', answers: { attitude: 4, cycle: 'ok', improve: ['speed', 'pickup'] } },
  { label: '订单 WT-DEMO-0003', answers: null },
  { label: '订单 WT-DEMO-0004', answers: null },
]

export async function seedQuestionnaires(tx: Tx, tenantId: string, adminId: string): Promise<void> {
  const id = uuidv7()
  const audit = { createUser: adminId, updateUser: adminId }
  await tx.insert(questionnaire).values({
    tenantId,
    id,
    title: '客户满意度调查',
    intro: '感谢您选择我院的检定校准服务。请花一分钟告诉我们您的感受，帮助我们改进。',
    status: QUESTIONNAIRE_STATUS.published,
    questions: SATISFACTION,
    publishedAt: new Date(),
    ...audit,
  })
  for (const link of LINKS) {
    const linkId = uuidv7()
    await tx.insert(questionnaireLink).values({
      tenantId,
      id: linkId,
      questionnaireId: id,
      token: newLinkToken(tenantId),
      label: link.label,
      answeredAt: link.answers ? new Date() : null,
      ...audit,
    })
    if (link.answers)
      await tx.insert(questionnaireAnswer).values({
        tenantId,
        linkId,
        questionnaireId: id,
        answers: cleanAnswers(SATISFACTION, link.answers),
      })
  }
}
