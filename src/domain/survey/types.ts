/*
 * Questionnaires (/template-evart): the design staff draw up and the answers customers give. Plain
 * data shared by the staff designer, the public page and the server, which checks both with the same code.
 */

export const QUESTION_KINDS = ['single', 'multiple', 'rating', 'text'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

/** A choice of a single or multiple choice question. Its id stays when the label is edited or moved. */
export type QuestionOption = { id: string; label: string }

type QuestionBase = {
  /** Stable: answers and tallies refer to questions by it, whatever their order. */
  id: string
  title: string
  required: boolean
}

export type SingleQuestion = QuestionBase & { kind: 'single'; options: QuestionOption[] }
/** min / max: how many choices an answer must have at least / may have at most (null: no bound). */
export type MultipleQuestion = QuestionBase & {
  kind: 'multiple'
  options: QuestionOption[]
  min: number | null
  max: number | null
}
/** 1 to 5 stars. */
export type RatingQuestion = QuestionBase & { kind: 'rating' }
export type TextQuestion = QuestionBase & { kind: 'text'; maxLength: number }

export type Question = SingleQuestion | MultipleQuestion | RatingQuestion | TextQuestion

/** An answer: an option id (single), option ids (multiple), 1–5 (rating) or the text written. */
export type AnswerValue = string | string[] | number
/** Answers by question id; an unanswered question is absent. */
export type AnswerSet = Record<string, AnswerValue>

/** 1 draft (editable), 2 published (answerable, frozen), 3 closed (no more answers). */
export const QUESTIONNAIRE_STATUS = { draft: 1, published: 2, closed: 3 } as const
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUS)[keyof typeof QUESTIONNAIRE_STATUS]

export const RATING_MAX = 5
export const LIMITS = {
  title: 200,
  intro: 1000,
  questions: 50,
  questionTitle: 200,
  options: 20,
  optionLabel: 100,
  /** The most a text question may allow, and what a new one allows. */
  textMax: 2000,
  textDefault: 500,
} as const
