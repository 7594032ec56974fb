import { requestBlob } from './blob'
import { api } from './client'
import type { AnswerData, JsonBody, QueryOf } from './contract'
import { unwrapEnvelope } from './envelope'
import { NO_ERROR_TOAST, NO_LOADING } from './requestFlags'

/**
 * Label applications (标签申领) beside the engine's lists and exports: one application, making and changing
 * one, its steps, its labels to print, and the two pickers (the instruments a label may be applied for and
 * every customer).
 */

export type LabelApplication = AnswerData<'/api/hm-metrology/labelApply/detail'>
export type LabelApplicationInput = JsonBody<'/api/hm-metrology/labelApply/save'>
export type LabelCandidate = AnswerData<
  '/api/hm-crm/crm/instruments/listPageForOrder',
  'post'
>['records'][number]
export type LabelCandidateQuery = QueryOf<'/api/hm-crm/crm/instruments/listPageForOrder'>
export type LabelCandidateFilter = NonNullable<JsonBody<'/api/hm-crm/crm/instruments/listPageForOrder'>>
export type LabelApplyStep = 'apply' | 'approve' | 'refuse' | 'issue'

export const fetchLabelApplication = (id: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-metrology/labelApply/detail', { params: { query: { id } }, headers: NO_LOADING }),
  )

/** POST save: the dialog shows a refusal itself (no toast). */
export const saveLabelApplication = (body: LabelApplicationInput) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/labelApply/save', { body, headers: NO_ERROR_TOAST }))

/** One step; a refusal carries its reason. */
export function stepLabelApplication(step: LabelApplyStep, id: string, reason?: string) {
  switch (step) {
    case 'apply':
      return unwrapEnvelope(api.POST('/api/hm-metrology/labelApply/apply', { body: { id } }))
    case 'approve':
      return unwrapEnvelope(api.POST('/api/hm-metrology/labelApply/approve', { body: { id } }))
    case 'issue':
      return unwrapEnvelope(api.POST('/api/hm-metrology/labelApply/issue', { body: { id } }))
    case 'refuse':
      return unwrapEnvelope(
        api.POST('/api/hm-metrology/labelApply/refuse', {
          body: { id, reason: reason ?? '' },
          headers: NO_ERROR_TOAST,
        }),
      )
  }
}

/** The instruments a label may be applied for, one page. */
export const fetchLabelCandidates = (query: LabelCandidateQuery, filter: LabelCandidateFilter) =>
  unwrapEnvelope(
    api.POST('/api/hm-crm/crm/instruments/listPageForOrder', {
      params: { query },
      body: filter,
      headers: NO_LOADING,
    }),
  )

/** Every customer the reader reads, for the staff's customer picker. */
export const fetchAllCustomers = (name?: string) =>
  unwrapEnvelope(
    api.POST('/api/hm-crm/crm/customer/listCrmCustomerAll', {
      body: name ? { name } : {},
      headers: NO_LOADING,
    }),
  )

/** GET print: the labels of issued applications, HTML to show and print or ZPL for a label printer. */
export async function fetchVerificationLabels(
  ids: readonly string[],
  format: 'html' | 'zpl',
): Promise<string> {
  const query = new URLSearchParams({ ids: ids.join(','), format })
  return (await requestBlob(`/api/hm-metrology/labelApply/print?${query}`)).text()
}
