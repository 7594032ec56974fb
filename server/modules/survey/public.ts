import { and, eq, sql } from 'drizzle-orm'
import {
  QUESTIONNAIRE_STATUS,
  cleanAnswers,
  validateAnswers,
  type AnswerSet,
  type Question,
} from '@/domain/survey'
import type { Db, Tx } from '../../db/database'
import { questionnaire, questionnaireAnswer, questionnaireLink, tenant } from '../../db/schema'
import { withTenant } from '../../db/tenant-scope'
import { AppError } from '../../http/errors'
import { labTenantOf } from '../public-query/certificate'
import { answerRefusal } from './problems'

/*
 * The customer's side (/template-evart): a link's questionnaire and its one answer. A token names its lab
 * (service.ts newLinkToken), so the lookup runs inside that lab's tenant, row-level security included; a
 * token of no enabled lab, or of none at all, is unknown.
 */

const TOKEN = /^(\d{6})-[A-Za-z0-9_-]{24}$/

export type PublicQuestionnaire = {
  title: string
  intro: string | null
  questions: Question[]
  labName: string
}

const unknownLink = () => new AppError(404, 'survey.linkUnknown')

async function tenantOfToken(db: Db, token: string): Promise<string> {
  const lab = TOKEN.exec(token)?.[1]
  const tenantId = lab ? await labTenantOf(db, lab) : null
  if (!tenantId) throw unknownLink()
  return tenantId
}

/** The link and its questionnaire; refuses a link already answered (409) or a closed questionnaire (410). */
async function openLink(tx: Tx, tenantId: string, token: string) {
  const [row] = await tx
    .select({
      linkId: questionnaireLink.id,
      answeredAt: questionnaireLink.answeredAt,
      questionnaireId: questionnaire.id,
      title: questionnaire.title,
      intro: questionnaire.intro,
      status: questionnaire.status,
      questions: questionnaire.questions,
      labName: tenant.tenantName,
    })
    .from(questionnaireLink)
    .innerJoin(
      questionnaire,
      and(
        eq(questionnaire.tenantId, questionnaireLink.tenantId),
        eq(questionnaire.id, questionnaireLink.questionnaireId),
      ),
    )
    .innerJoin(tenant, eq(tenant.tenantId, questionnaireLink.tenantId))
    .where(
      and(
        eq(questionnaireLink.tenantId, tenantId),
        eq(questionnaireLink.token, token),
        eq(questionnaireLink.isDeleted, false),
        eq(questionnaire.isDeleted, false),
      ),
    )
  if (!row || row.status === QUESTIONNAIRE_STATUS.draft) throw unknownLink()
  if (row.answeredAt) throw new AppError(409, 'survey.answered')
  if (row.status === QUESTIONNAIRE_STATUS.closed) throw new AppError(410, 'survey.closed')
  return { ...row, questions: row.questions as Question[] }
}

export async function openQuestionnaire(db: Db, token: string): Promise<PublicQuestionnaire> {
  const tenantId = await tenantOfToken(db, token)
  return withTenant(db, tenantId, async (tx) => {
    const row = await openLink(tx, tenantId, token)
    return { title: row.title, intro: row.intro, questions: row.questions, labName: row.labName }
  })
}

/**
 * Stores the answers of a link once. The answer's primary key (tenant, link) decides between two submissions
 * racing: the second one inserts nothing and is told the link was answered.
 */
export async function answerQuestionnaire(db: Db, token: string, answers: AnswerSet): Promise<void> {
  const tenantId = await tenantOfToken(db, token)
  await withTenant(db, tenantId, async (tx) => {
    const row = await openLink(tx, tenantId, token)
    const checked = validateAnswers(row.questions, answers)
    if (checked.unknown.length > 0) throw new AppError(400, 'survey.answer.unknown')
    if (checked.problems.length > 0) throw answerRefusal(row.questions, checked.problems)
    const stored = await tx
      .insert(questionnaireAnswer)
      .values({
        tenantId,
        linkId: row.linkId,
        questionnaireId: row.questionnaireId,
        answers: cleanAnswers(row.questions, answers),
      })
      .onConflictDoNothing()
      .returning({ linkId: questionnaireAnswer.linkId })
    if (stored.length === 0) throw new AppError(409, 'survey.answered')
    await tx
      .update(questionnaireLink)
      .set({ answeredAt: sql`now()`, updateTime: sql`now()` })
      .where(and(eq(questionnaireLink.tenantId, tenantId), eq(questionnaireLink.id, row.linkId)))
  })
}
