import { randomBytes } from 'node:crypto'
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  QUESTIONNAIRE_STATUS,
  tallyResults,
  validateDesign,
  type AnswerSet,
  type Question,
  type QuestionnaireStatus,
  type QuestionTally,
} from '@/domain/survey'
import type { Tx } from '../../db/database'
import { questionnaire, questionnaireAnswer, questionnaireLink } from '../../db/schema'
import type { AppError } from '../../http/errors'
import { badRequest, notFound } from '../../http/errors'
import { designRefusal } from './problems'

/*
 * Staff's side of questionnaires: design (only while a draft), publish (the questions freeze), close (links
 * stop taking answers), hand out links, read the results. Every function runs inside the tenant's transaction.
 */

export type QuestionnaireDetail = {
  id: string
  title: string
  intro: string | null
  status: QuestionnaireStatus
  questions: Question[]
  publishedAt: string | null
  createTime: string
}

export type LinkView = {
  id: string
  token: string
  label: string | null
  answeredAt: string | null
  createTime: string
}

export type ResultsView = {
  id: string
  title: string
  status: QuestionnaireStatus
  links: number
  responses: number
  questions: QuestionTally[]
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** A new link's token: the lab (so the public answer finds its tenant) and 144 random bits. */
export const newLinkToken = (tenantId: string) => `${tenantId}-${randomBytes(18).toString('base64url')}`

async function loadRow(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(questionnaire)
    .where(
      and(eq(questionnaire.tenantId, tenantId), eq(questionnaire.id, id), eq(questionnaire.isDeleted, false)),
    )
  if (!row) throw notFound()
  return row
}

export async function findQuestionnaire(tx: Tx, tenantId: string, id: string): Promise<QuestionnaireDetail> {
  const row = await loadRow(tx, tenantId, id)
  return {
    id: row.id,
    title: row.title,
    intro: row.intro,
    status: row.status as QuestionnaireStatus,
    questions: row.questions as Question[],
    publishedAt: iso(row.publishedAt),
    createTime: iso(row.createTime) ?? '',
  }
}

export type QuestionnaireInput = {
  id?: string | undefined
  title: string
  intro?: string | null | undefined
  questions: Question[]
}

/** Creates a draft or changes one; a published or closed questionnaire cannot change. */
export async function saveQuestionnaire(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: QuestionnaireInput,
): Promise<{ id: string }> {
  const [problem] = validateDesign(input.questions)
  if (problem) throw designRefusal(problem)
  const values = { title: input.title, intro: input.intro || null, questions: input.questions }
  if (!input.id) {
    const id = uuidv7()
    await tx.insert(questionnaire).values({ tenantId, id, ...values, createUser: userId, updateUser: userId })
    return { id }
  }
  const current = await loadRow(tx, tenantId, input.id)
  if (current.status !== QUESTIONNAIRE_STATUS.draft) throw badRequest('survey.frozen')
  // The status is checked again by the update itself: a publish in between wins.
  const changed = await tx
    .update(questionnaire)
    .set({ ...values, updateUser: userId, updateTime: sql`now()` })
    .where(
      and(
        eq(questionnaire.tenantId, tenantId),
        eq(questionnaire.id, input.id),
        eq(questionnaire.status, QUESTIONNAIRE_STATUS.draft),
        eq(questionnaire.isDeleted, false),
      ),
    )
    .returning({ id: questionnaire.id })
  if (changed.length === 0) throw badRequest('survey.frozen')
  return { id: input.id }
}

export async function removeQuestionnaires(tx: Tx, tenantId: string, userId: string, ids: readonly string[]) {
  await tx
    .update(questionnaire)
    .set({ isDeleted: true, updateUser: userId, updateTime: sql`now()` })
    .where(
      and(
        eq(questionnaire.tenantId, tenantId),
        inArray(questionnaire.id, [...ids]),
        eq(questionnaire.isDeleted, false),
      ),
    )
}

async function moveStatus(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
  from: QuestionnaireStatus,
  to: QuestionnaireStatus,
  refusal: AppError,
) {
  const moved = await tx
    .update(questionnaire)
    .set({
      status: to,
      updateUser: userId,
      updateTime: sql`now()`,
      ...(to === QUESTIONNAIRE_STATUS.published ? { publishedAt: sql`now()` } : {}),
    })
    .where(
      and(
        eq(questionnaire.tenantId, tenantId),
        eq(questionnaire.id, id),
        eq(questionnaire.status, from),
        eq(questionnaire.isDeleted, false),
      ),
    )
    .returning({ id: questionnaire.id })
  if (moved.length === 0) throw refusal
}

/** Publishes a draft whose design holds: from now on links answer it and its questions cannot change. */
export async function publishQuestionnaire(tx: Tx, tenantId: string, userId: string, id: string) {
  const row = await loadRow(tx, tenantId, id)
  if (row.status !== QUESTIONNAIRE_STATUS.draft) throw badRequest('survey.notDraft')
  const [problem] = validateDesign(row.questions as Question[])
  if (problem) throw designRefusal(problem)
  const { draft, published } = QUESTIONNAIRE_STATUS
  await moveStatus(tx, tenantId, userId, id, draft, published, badRequest('survey.notDraft'))
}

/** Closes a published questionnaire: its links stop taking answers; the results stay. */
export async function closeQuestionnaire(tx: Tx, tenantId: string, userId: string, id: string) {
  await loadRow(tx, tenantId, id)
  const { published, closed } = QUESTIONNAIRE_STATUS
  await moveStatus(tx, tenantId, userId, id, published, closed, badRequest('survey.notPublished'))
}

const linkColumns = {
  id: questionnaireLink.id,
  token: questionnaireLink.token,
  label: questionnaireLink.label,
  answeredAt: questionnaireLink.answeredAt,
  createTime: questionnaireLink.createTime,
}

const linkViewOf = (row: {
  id: string
  token: string
  label: string | null
  answeredAt: Date | null
  createTime: Date
}): LinkView => ({ ...row, answeredAt: iso(row.answeredAt), createTime: iso(row.createTime) ?? '' })

export async function linksOf(tx: Tx, tenantId: string, questionnaireId: string): Promise<LinkView[]> {
  await loadRow(tx, tenantId, questionnaireId)
  const rows = await tx
    .select(linkColumns)
    .from(questionnaireLink)
    .where(
      and(
        eq(questionnaireLink.tenantId, tenantId),
        eq(questionnaireLink.questionnaireId, questionnaireId),
        eq(questionnaireLink.isDeleted, false),
      ),
    )
    .orderBy(asc(questionnaireLink.createTime), asc(questionnaireLink.id))
  return rows.map(linkViewOf)
}

/** Hands out links to a published questionnaire, one per label. */
export async function createLinks(
  tx: Tx,
  tenantId: string,
  userId: string,
  questionnaireId: string,
  labels: readonly string[],
): Promise<LinkView[]> {
  const row = await loadRow(tx, tenantId, questionnaireId)
  if (row.status !== QUESTIONNAIRE_STATUS.published) throw badRequest('survey.notPublished')
  const created = await tx
    .insert(questionnaireLink)
    .values(
      labels.map((label) => ({
        tenantId,
        id: uuidv7(),
        questionnaireId,
        token: newLinkToken(tenantId),
        label: label.trim() || null,
        createUser: userId,
        updateUser: userId,
      })),
    )
    .returning(linkColumns)
  return created.map(linkViewOf)
}

/** Counts per option, ratings' average and spread, the texts written: over every answered link. */
export async function resultsOf(tx: Tx, tenantId: string, id: string): Promise<ResultsView> {
  const row = await loadRow(tx, tenantId, id)
  const questions = row.questions as Question[]
  const [links] = await tx
    .select({ n: count() })
    .from(questionnaireLink)
    .where(
      and(
        eq(questionnaireLink.tenantId, tenantId),
        eq(questionnaireLink.questionnaireId, id),
        eq(questionnaireLink.isDeleted, false),
      ),
    )
  const answers = await tx
    .select({ answers: questionnaireAnswer.answers })
    .from(questionnaireAnswer)
    .where(and(eq(questionnaireAnswer.tenantId, tenantId), eq(questionnaireAnswer.questionnaireId, id)))
    .orderBy(asc(questionnaireAnswer.submittedAt))
  const responses = answers.map((answer) => answer.answers as AnswerSet)
  return {
    id: row.id,
    title: row.title,
    status: row.status as QuestionnaireStatus,
    links: links?.n ?? 0,
    responses: responses.length,
    questions: tallyResults(questions, responses),
  }
}
