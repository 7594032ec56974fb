import { RATING_MAX, type AnswerSet, type Question } from './types'

/** The results of one question over every response. `answered`: responses that answered it. */
export type QuestionTally =
  | {
      questionId: string
      kind: 'single' | 'multiple'
      title: string
      answered: number
      options: { id: string; label: string; count: number }[]
    }
  | {
      questionId: string
      kind: 'rating'
      title: string
      answered: number
      /** Mean of the stars given, to two decimals; null when nobody rated. */
      average: number | null
      /** How many gave 1, 2, … 5 stars (index 0 is one star). */
      distribution: number[]
    }
  | { questionId: string; kind: 'text'; title: string; answered: number; texts: string[] }

const roundTo2 = (value: number) => Math.round(value * 100) / 100

function tallyOne(question: Question, responses: readonly AnswerSet[]): QuestionTally {
  const values = responses.map((answers) => answers[question.id]).filter((value) => value !== undefined)
  const base = { questionId: question.id, title: question.title }
  switch (question.kind) {
    case 'single':
    case 'multiple': {
      const counts = new Map(question.options.map((option) => [option.id, 0]))
      let answered = 0
      for (const value of values) {
        const chosen = Array.isArray(value) ? value : [value]
        const known = chosen.filter((id): id is string => typeof id === 'string' && counts.has(id))
        if (known.length > 0) answered++
        for (const id of known) counts.set(id, (counts.get(id) ?? 0) + 1)
      }
      const options = question.options.map((option) => ({ ...option, count: counts.get(option.id) ?? 0 }))
      return { ...base, kind: question.kind, answered, options }
    }
    case 'rating': {
      const distribution = Array.from({ length: RATING_MAX }, () => 0)
      const stars = values.filter(
        (value): value is number => typeof value === 'number' && value >= 1 && value <= RATING_MAX,
      )
      for (const star of stars) distribution[star - 1] = (distribution[star - 1] ?? 0) + 1
      const average = stars.length
        ? roundTo2(stars.reduce((sum, star) => sum + star, 0) / stars.length)
        : null
      return { ...base, kind: 'rating', answered: stars.length, average, distribution }
    }
    case 'text': {
      const texts = values.filter(
        (value): value is string => typeof value === 'string' && value.trim() !== '',
      )
      return { ...base, kind: 'text', answered: texts.length, texts }
    }
  }
}

/** The results of every question, in the design's order. */
export const tallyResults = (
  questions: readonly Question[],
  responses: readonly AnswerSet[],
): QuestionTally[] => questions.map((question) => tallyOne(question, responses))
