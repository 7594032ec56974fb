import type { AnswerSet } from '@/domain/survey'
import { readSessionValue, removeSessionValue, writeSessionValue } from '@/offline/webStorage'
import { getJson, postJson } from './api'
import type { AnswerOf } from './apiTypes'

/** A link's questionnaire as the public page gets it (the questions are src/domain/survey's). */
export type SurveyDesign = AnswerOf<'/api/public/questionnaire', 'get'>

export const fetchSurvey = (token: string) =>
  getJson<SurveyDesign>(`/api/public/questionnaire?${new URLSearchParams({ token })}`)

export const submitSurvey = (token: string, answers: AnswerSet) =>
  postJson<null>('/api/public/questionnaire/answer', { token, answers })

/**
 * What the customer has typed (and the questions it answers), kept in this tab's sessionStorage so that a lost
 * connection, a reload or a slip of the thumb loses nothing. Cleared once the answers are in.
 */
export type SurveyDraft = { design: SurveyDesign; answers: AnswerSet }

const draftKey = (token: string) => `metrodesk.survey.${token}`

// Only saveDraft writes this key: what it holds is taken as it is, without a shape check.
const isDraft = (value: unknown): value is SurveyDraft => value !== null

export function readDraft(token: string): SurveyDraft | null {
  return readSessionValue(draftKey(token), isDraft)
}

/** Storage full or disabled (private mode): the answers stay on the page. */
export function saveDraft(token: string, draft: SurveyDraft): void {
  writeSessionValue(draftKey(token), draft)
}

export function clearDraft(token: string): void {
  removeSessionValue(draftKey(token))
}
