import {
  REGISTRATION_MESSAGES,
  draftProblems,
  type DraftOrigin,
  type DraftProblem,
  type RegistrationDraft,
} from '@/domain/registration/draft'
import { VALIDATION_MESSAGES } from '@/domain/validation/messages'
import { AppError } from '../../http/errors'
import { translate, type Locale, type MessageKey } from '../../http/messages'
import { calendarDay } from '../pickup/appointments'

/*
 * The draft's rules are the domain's (draftProblems, shared with the form); their messages are the
 * domain's Chinese text. The server answers them in the caller's language: each text maps to its entry in
 * server/http/messages.ts, whose zh is the same text.
 */
const KEYS = new Map<string, MessageKey>([
  [REGISTRATION_MESSAGES.customerRequired, 'registration.customerRequired'],
  [REGISTRATION_MESSAGES.instrumentsRequired, 'registration.instrumentsRequired'],
  [REGISTRATION_MESSAGES.instrumentNameRequired, 'registration.instrumentNameRequired'],
  [REGISTRATION_MESSAGES.quantity, 'registration.quantity'],
  [REGISTRATION_MESSAGES.signatureRequired, 'registration.signatureRequired'],
  [REGISTRATION_MESSAGES.hopeTestDate, 'registration.hopeTestDate'],
  [REGISTRATION_MESSAGES.tooLong, 'registration.tooLong'],
  [REGISTRATION_MESSAGES.carNumberRequired, 'registration.carNumberRequired'],
  [VALIDATION_MESSAGES.mobile, 'validation.mobile'],
  [VALIDATION_MESSAGES.phone, 'validation.phone'],
])

export const problemKey = (message: string): MessageKey => KEYS.get(message) ?? 'registration.other'

/**
 * Everything that keeps a draft from becoming an order, before the database is asked: the domain's rules,
 * then what only the server checks on its own (a date that matches yyyy-MM-dd but is not a day).
 */
export function serverDraftProblems(draft: RegistrationDraft, origin: DraftOrigin = 'site'): DraftProblem[] {
  const problems = draftProblems(draft, origin)
  if (
    draft.hopeTestDate &&
    /^\d{4}-\d{2}-\d{2}$/.test(draft.hopeTestDate) &&
    !calendarDay(draft.hopeTestDate)
  )
    problems.push({ field: 'hopeTestDate', message: REGISTRATION_MESSAGES.hopeTestDate })
  return problems
}

/**
 * 400 with the first problem's message in the caller's language; `data.problems` lists them all (field
 * paths as draftProblems gives them), so a client can mark every field at once.
 */
export function draftRefusal(problems: DraftProblem[], locale: Locale): AppError {
  const [first] = problems
  const message = first?.message ?? ''
  const translated = problems.map((problem) => ({
    field: problem.field,
    message: translate(problemKey(problem.message), locale, { message: problem.message }),
  }))
  return new AppError(400, problemKey(message), { message }, { problems: translated })
}
