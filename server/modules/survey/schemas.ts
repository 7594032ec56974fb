import { z } from 'zod'
import { QUESTIONNAIRE_STATUS } from '@/domain/survey'

/*
 * The wire shapes of questionnaires. Zod checks the structure only (and generous sizes); whether a design or
 * an answer set makes sense is src/domain/survey's to say, with a message per question.
 */

const idField = z.string().trim().min(1).max(40)
const option = z.object({ id: idField, label: z.string().max(400) })
const base = { id: idField, title: z.string().max(1000), required: z.boolean() }

export const questionSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('single'), options: z.array(option).max(100) }),
  z.object({
    ...base,
    kind: z.literal('multiple'),
    options: z.array(option).max(100),
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
  }),
  z.object({ ...base, kind: z.literal('rating') }),
  z.object({ ...base, kind: z.literal('text'), maxLength: z.number().int() }),
])

export const questionsSchema = z.array(questionSchema).max(200)

export const statusSchema = z.union([
  z.literal(QUESTIONNAIRE_STATUS.draft),
  z.literal(QUESTIONNAIRE_STATUS.published),
  z.literal(QUESTIONNAIRE_STATUS.closed),
])

export const questionnaireDetail = z.object({
  id: z.string(),
  title: z.string(),
  intro: z.string().nullable(),
  status: statusSchema,
  questions: questionsSchema,
  publishedAt: z.string().nullable(),
  createTime: z.string(),
})

export const submitBody = z.object({
  id: z.uuid().optional(),
  title: z.string().trim().min(1).max(200),
  intro: z.string().trim().max(1000).nullish(),
  questions: questionsSchema,
})

export const linkView = z.object({
  id: z.string(),
  token: z.string(),
  label: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createTime: z.string(),
})

export const createLinksBody = z.object({
  questionnaireId: z.uuid(),
  /** One link per entry, each labelled with it (a customer, an order number); '' for no label. */
  labels: z.array(z.string().trim().max(200)).min(1).max(200),
})

const optionTally = z.object({ id: z.string(), label: z.string(), count: z.number().int() })
export const questionTally = z.discriminatedUnion('kind', [
  z.object({
    questionId: z.string(),
    kind: z.enum(['single', 'multiple']),
    title: z.string(),
    answered: z.number().int(),
    options: z.array(optionTally),
  }),
  z.object({
    questionId: z.string(),
    kind: z.literal('rating'),
    title: z.string(),
    answered: z.number().int(),
    average: z.number().nullable(),
    distribution: z.array(z.number().int()),
  }),
  z.object({
    questionId: z.string(),
    kind: z.literal('text'),
    title: z.string(),
    answered: z.number().int(),
    texts: z.array(z.string()),
  }),
])

export const resultsView = z.object({
  id: z.string(),
  title: z.string(),
  status: statusSchema,
  /** Links handed out, and how many of them were answered. */
  links: z.number().int(),
  responses: z.number().int(),
  questions: z.array(questionTally),
})

/** The link's token: `{lab's 6-digit tenant}-{24 random URL-safe characters}` (144 random bits). */
export const tokenField = z.string().trim().max(64)

export const answerValue = z.union([z.string().max(20000), z.array(z.string().max(40)).max(100), z.number()])
export const answerBody = z.object({
  token: tokenField,
  answers: z.record(z.string().max(40), answerValue),
})

export const publicQuestionnaire = z.object({
  title: z.string(),
  intro: z.string().nullable(),
  questions: questionsSchema,
  labName: z.string(),
})
