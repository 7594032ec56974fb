import { RATING_MAX, type AnswerSet, type AnswerValue, type Question } from './types'

/** What is wrong with the answer to one question. */
export type AnswerProblem =
  | { questionId: string; problem: 'required' }
  | { questionId: string; problem: 'invalid' }
  | { questionId: string; problem: 'tooFew'; min: number }
  | { questionId: string; problem: 'tooMany'; max: number }
  | { questionId: string; problem: 'tooLong'; max: number }

/** Whether a value counts as no answer (nothing chosen, blank text). */
export function isBlank(value: AnswerValue | undefined): boolean {
  if (value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** The characters of a text as people count them (an emoji is one). */
export const textLength = (text: string): number => [...text].length

function problemOf(question: Question, value: AnswerValue): AnswerProblem | null {
  const questionId = question.id
  const invalid: AnswerProblem = { questionId, problem: 'invalid' }
  switch (question.kind) {
    case 'single':
      return typeof value === 'string' && question.options.some((option) => option.id === value)
        ? null
        : invalid
    case 'multiple': {
      if (!Array.isArray(value)) return invalid
      const known = new Set(question.options.map((option) => option.id))
      if (new Set(value).size !== value.length || value.some((id) => !known.has(id))) return invalid
      if (question.min !== null && value.length < question.min)
        return { questionId, problem: 'tooFew', min: question.min }
      if (question.max !== null && value.length > question.max)
        return { questionId, problem: 'tooMany', max: question.max }
      return null
    }
    case 'rating':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= RATING_MAX
        ? null
        : invalid
    case 'text':
      if (typeof value !== 'string') return invalid
      return textLength(value.trim()) > question.maxLength
        ? { questionId, problem: 'tooLong', max: question.maxLength }
        : null
  }
}

/**
 * Checks answers against the questions: one problem per question at most, in question order. Answers to
 * questions the design does not have are a problem of their own (`unknown` lists their ids).
 */
export function validateAnswers(
  questions: readonly Question[],
  answers: AnswerSet,
): { problems: AnswerProblem[]; unknown: string[] } {
  const problems: AnswerProblem[] = []
  for (const question of questions) {
    const value = answers[question.id]
    if (isBlank(value)) {
      if (question.required) problems.push({ questionId: question.id, problem: 'required' })
      continue
    }
    const problem = problemOf(question, value as AnswerValue)
    if (problem) problems.push(problem)
  }
  const ids = new Set(questions.map((question) => question.id))
  return { problems, unknown: Object.keys(answers).filter((id) => !ids.has(id)) }
}

/** The answers as stored: blank ones left out, texts trimmed, in the design's question order. */
export function cleanAnswers(questions: readonly Question[], answers: AnswerSet): AnswerSet {
  const clean: AnswerSet = {}
  for (const question of questions) {
    const value = answers[question.id]
    if (value === undefined || isBlank(value)) continue
    clean[question.id] = typeof value === 'string' ? value.trim() : value
  }
  return clean
}
