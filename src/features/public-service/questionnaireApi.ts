import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'

/** Staff calls of questionnaires besides the resource engine's list, form and removal. */

export const publishQuestionnaire = (id: string) =>
  unwrapEnvelope(api.POST('/api/hm-template/questionnaire/publish', { params: { query: { id } } }))

export const closeQuestionnaire = (id: string) =>
  unwrapEnvelope(api.POST('/api/hm-template/questionnaire/close', { params: { query: { id } } }))

export const fetchQuestionnaireLinks = (questionnaireId: string) =>
  unwrapEnvelope(api.GET('/api/hm-template/questionnaire/links', { params: { query: { questionnaireId } } }))

export type QuestionnaireLink = Awaited<ReturnType<typeof fetchQuestionnaireLinks>>[number]

export const createQuestionnaireLinks = (questionnaireId: string, labels: string[]) =>
  unwrapEnvelope(api.POST('/api/hm-template/questionnaire/links', { body: { questionnaireId, labels } }))

export const fetchQuestionnaireResults = (id: string) =>
  unwrapEnvelope(api.GET('/api/hm-template/questionnaire/results', { params: { query: { id } } }))

export type QuestionnaireResults = Awaited<ReturnType<typeof fetchQuestionnaireResults>>

/** The link a customer opens (and its QR code carries). */
export const surveyUrl = (token: string) =>
  `${location.origin}/template-evart?${new URLSearchParams({ token })}`

export const questionnaireKeys = {
  all: () => ['questionnaire'] as const,
  links: (id: string) => ['questionnaire', 'links', id] as const,
  results: (id: string) => ['questionnaire', 'results', id] as const,
}
