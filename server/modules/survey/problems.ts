import type { AnswerProblem, DesignProblem, Question } from '@/domain/survey'
import { AppError } from '../../http/errors'
import type { MessageKey, MessageParams } from '../../http/messages'

/** A design's first problem as the server's refusal (400), its question counted from 1. */
export function designRefusal(problem: DesignProblem): AppError {
  const key = `survey.design.${problem.problem}` as MessageKey
  const params: MessageParams = {}
  if ('index' in problem) params.n = problem.index + 1
  if ('max' in problem) params.max = problem.max
  if ('option' in problem) params.option = problem.option
  return new AppError(400, key, params, { problems: [problem] })
}

/** An answer's first problem as the refusal (400), named by its question's text; every problem in data. */
export function answerRefusal(questions: readonly Question[], problems: readonly AnswerProblem[]): AppError {
  const [first] = problems
  if (!first) throw new Error('answerRefusal without a problem')
  const question = questions.find((candidate) => candidate.id === first.questionId)
  const params: MessageParams = { question: question?.title ?? '' }
  if ('min' in first) params.min = first.min
  if ('max' in first) params.max = first.max
  return new AppError(400, `survey.answer.${first.problem}` as MessageKey, params, { problems })
}
