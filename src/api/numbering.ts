import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { NumberedDocument } from '@/domain/numbering'
import { api } from './client'
import { unwrapEnvelope } from './envelope'
import { BACKGROUND, NO_ERROR_TOAST, NO_LOADING } from './requestFlags'
import type { JsonBody } from './contract'

/**
 * Document numbering rules: every document type's rule, changing one, going back to the default,
 * and the number a rule would print (the settings page's preview). Submit and reset need `numbering_edit`.
 */

export type RuleSubmission = JsonBody<'/api/hm-metrology/numbering-rule/submit'>
export type PreviewRequest = JsonBody<'/api/hm-metrology/numbering-rule/preview'>
export type PreviewContextInput = NonNullable<PreviewRequest['context']>
/** An item as the wire carries it (its meaning is the domain's RuleItem). */
export type WireRuleItem = RuleSubmission['items'][number]

/** GET list: the rule of every document type (the default where the lab has none), with an example. */
export const fetchNumberingRules = () => unwrapEnvelope(api.GET('/api/hm-metrology/numbering-rule/list'))

export type NumberingRuleRecord = Awaited<ReturnType<typeof fetchNumberingRules>>[number]

/** POST submit: replaces the rule; the page shows a refusal itself (no toast). */
export const submitNumberingRule = (body: RuleSubmission) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/numbering-rule/submit', { body, headers: NO_ERROR_TOAST }))

/** POST reset: back to the default rule. */
export const resetNumberingRule = (document: NumberedDocument) =>
  unwrapEnvelope(
    api.POST('/api/hm-metrology/numbering-rule/reset', { body: { document }, headers: NO_ERROR_TOAST }),
  )

/** POST preview: the number the rule would print now; in the background (no overlay, no toast). */
export const previewNumberingRule = (body: PreviewRequest, signal?: AbortSignal) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/numbering-rule/preview', { body, headers: BACKGROUND, signal }))

/** GET history: who changed a document type's rule, when, and its items before and after, newest first. */
export const fetchNumberingRuleHistory = (document: NumberedDocument) =>
  unwrapEnvelope(
    api.GET('/api/hm-metrology/numbering-rule/history', {
      params: { query: { document } },
      headers: NO_LOADING,
    }),
  )

/** Query key factory of the numbering rules (STYLE: no string keys scattered around). */
export const numberingQueries = {
  all: () => ['numbering-rule'] as const,
  lists: () => [...numberingQueries.all(), 'list'] as const,
  list: () =>
    queryOptions({
      queryKey: numberingQueries.lists(),
      queryFn: fetchNumberingRules,
      // The example numbers carry today's date: fetched again whenever the page is shown.
      staleTime: 0,
    }),
  histories: () => [...numberingQueries.all(), 'history'] as const,
  history: (document: NumberedDocument) =>
    queryOptions({
      queryKey: [...numberingQueries.histories(), document] as const,
      queryFn: () => fetchNumberingRuleHistory(document),
      staleTime: 0,
    }),
  preview: (body: PreviewRequest) =>
    queryOptions({
      queryKey: [...numberingQueries.all(), 'preview', body] as const,
      queryFn: ({ signal }) => previewNumberingRule(body, signal),
      // A refusal is the answer (a missing context value): asking again would say the same.
      retry: false,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      gcTime: 60_000,
    }),
}
