import { LIMITS, type Question, type QuestionKind, type QuestionOption } from './types'

/** What is wrong with a design; `index` is the question's position (0-based), absent for the whole design. */
export type DesignProblem =
  | { problem: 'noQuestions' }
  | { problem: 'tooManyQuestions'; max: number }
  | { problem: 'duplicateId'; index: number }
  | { problem: 'titleMissing'; index: number }
  | { problem: 'titleTooLong'; index: number; max: number }
  | { problem: 'tooFewOptions'; index: number }
  | { problem: 'tooManyOptions'; index: number; max: number }
  | { problem: 'optionEmpty'; index: number }
  | { problem: 'optionTooLong'; index: number; max: number }
  | { problem: 'optionDuplicate'; index: number; option: string }
  | { problem: 'minMaxInvalid'; index: number }
  | { problem: 'maxLengthInvalid'; index: number; max: number }

const isWholeIn = (value: unknown, low: number, high: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high

function optionProblems(options: readonly QuestionOption[], index: number): DesignProblem[] {
  const problems: DesignProblem[] = []
  if (options.length < 2) problems.push({ problem: 'tooFewOptions', index })
  if (options.length > LIMITS.options)
    problems.push({ problem: 'tooManyOptions', index, max: LIMITS.options })
  const seen = new Set<string>()
  const ids = new Set<string>()
  for (const option of options) {
    const label = option.label.trim()
    if (!label) {
      problems.push({ problem: 'optionEmpty', index })
      continue
    }
    if (label.length > LIMITS.optionLabel)
      problems.push({ problem: 'optionTooLong', index, max: LIMITS.optionLabel })
    if (seen.has(label) || ids.has(option.id))
      problems.push({ problem: 'optionDuplicate', index, option: label })
    seen.add(label)
    ids.add(option.id)
  }
  return problems
}

function questionProblems(question: Question, index: number): DesignProblem[] {
  const problems: DesignProblem[] = []
  const title = question.title.trim()
  if (!title) problems.push({ problem: 'titleMissing', index })
  else if (title.length > LIMITS.questionTitle)
    problems.push({ problem: 'titleTooLong', index, max: LIMITS.questionTitle })
  if (question.kind === 'single' || question.kind === 'multiple')
    problems.push(...optionProblems(question.options, index))
  if (question.kind === 'multiple') {
    const { min, max } = question
    const count = question.options.length
    const minOk = min === null || isWholeIn(min, 1, count)
    const maxOk = max === null || isWholeIn(max, 1, count)
    if (!minOk || !maxOk || (min !== null && max !== null && min > max))
      problems.push({ problem: 'minMaxInvalid', index })
  }
  if (question.kind === 'text' && !isWholeIn(question.maxLength, 1, LIMITS.textMax))
    problems.push({ problem: 'maxLengthInvalid', index, max: LIMITS.textMax })
  return problems
}

/** Every problem of a design, in question order; empty when it may be saved and published. */
export function validateDesign(questions: readonly Question[]): DesignProblem[] {
  if (questions.length === 0) return [{ problem: 'noQuestions' }]
  const problems: DesignProblem[] = []
  if (questions.length > LIMITS.questions)
    problems.push({ problem: 'tooManyQuestions', max: LIMITS.questions })
  const ids = new Set<string>()
  questions.forEach((question, index) => {
    if (ids.has(question.id)) problems.push({ problem: 'duplicateId', index })
    ids.add(question.id)
    problems.push(...questionProblems(question, index))
  })
  return problems
}

/** A new question of a kind (the designer's "add"), with the ids the caller makes. */
export function newQuestion(kind: QuestionKind, makeId: () => string): Question {
  const base = { id: makeId(), title: '', required: true }
  switch (kind) {
    case 'single':
      return { ...base, kind, options: [makeOption(makeId), makeOption(makeId)] }
    case 'multiple':
      return { ...base, kind, options: [makeOption(makeId), makeOption(makeId)], min: null, max: null }
    case 'rating':
      return { ...base, kind }
    case 'text':
      return { ...base, kind, required: false, maxLength: LIMITS.textDefault }
  }
}

export const makeOption = (makeId: () => string, label = ''): QuestionOption => ({ id: makeId(), label })

/**
 * A question turned into another kind: title, id and required flag stay, and so do the options between the
 * two choice kinds.
 */
export function changeKind(question: Question, kind: QuestionKind, makeId: () => string): Question {
  if (question.kind === kind) return question
  const fresh = newQuestion(kind, makeId)
  const kept = { ...fresh, id: question.id, title: question.title, required: question.required }
  if ((kind === 'single' || kind === 'multiple') && 'options' in question && 'options' in kept)
    return { ...kept, options: question.options } as Question
  return kept
}

/** The list with the question at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveQuestion<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to))
  if (from < 0 || from >= list.length || from === target) return [...list]
  const next = [...list]
  const [moved] = next.splice(from, 1)
  next.splice(target, 0, moved as T)
  return next
}
