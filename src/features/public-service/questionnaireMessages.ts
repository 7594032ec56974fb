import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DesignProblem, QuestionKind } from '@/domain/survey'

/** The names of the question kinds, for the designer's menus and the results. */
export const KIND_LABELS = {
  single: msg`单选题`,
  multiple: msg`多选题`,
  rating: msg`评分题`,
  text: msg`填空题`,
} as const satisfies Record<QuestionKind, unknown>

/** A design problem in the staff's words (the server says the same in server/http/messages.ts). */
export function designProblemText(i18n: I18n, problem: DesignProblem): string {
  const n = 'index' in problem ? problem.index + 1 : 0
  switch (problem.problem) {
    case 'noQuestions':
      return i18n._(msg`问卷至少需要一个题目`)
    case 'tooManyQuestions':
      return i18n._(msg`问卷最多${problem.max}个题目`)
    case 'duplicateId':
      return i18n._(msg`第${n}题的编号重复`)
    case 'titleMissing':
      return i18n._(msg`请填写第${n}题的题目`)
    case 'titleTooLong':
      return i18n._(msg`第${n}题的题目最多${problem.max}个字`)
    case 'tooFewOptions':
      return i18n._(msg`第${n}题至少需要两个选项`)
    case 'tooManyOptions':
      return i18n._(msg`第${n}题最多${problem.max}个选项`)
    case 'optionEmpty':
      return i18n._(msg`第${n}题有空白选项`)
    case 'optionTooLong':
      return i18n._(msg`第${n}题的选项最多${problem.max}个字`)
    case 'optionDuplicate':
      return i18n._(msg`第${n}题的选项“${problem.option}”重复`)
    case 'minMaxInvalid':
      return i18n._(msg`第${n}题的最少、最多选择数不正确`)
    case 'maxLengthInvalid':
      return i18n._(msg`第${n}题的字数上限应在1到${problem.max}之间`)
  }
}

/** Short ids for questions and options: unique within a design, which is all they need to be. */
export const makeSurveyId = (): string => Math.random().toString(36).slice(2, 10)
