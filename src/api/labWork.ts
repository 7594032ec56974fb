import type { WorkResource } from '@/domain/workflow'
import { requestBlob } from './blob'
import { api } from './client'
import type { AnswerData, JsonBody, QueryOf } from './contract'
import { unwrapEnvelope } from './envelope'
import { NO_LOADING } from './requestFlags'

/**
 * The lab's workflow for the work lists: batch actions on the selected rows and one record's
 * workflow (its state, the actions allowed now, its audit trail).
 */

export type OrderBatch = JsonBody<'/api/hm-metrology/order/transition-batch'>
export type SampleBatch = JsonBody<'/api/hm-metrology/sample/transition-batch'>
export type ItemBatch = JsonBody<'/api/hm-metrology/test-item/transition-batch'>
export type ReportBatch = JsonBody<'/api/hm-metrology/report/transition-batch'>

/** What a batch body takes besides the rows and the action (whose names differ per resource). */
type FieldsOf<B> = Omit<B, 'ids' | 'action'>

/** The fields an action may take: those of any of the four batch bodies. */
type BatchFields = Partial<
  FieldsOf<OrderBatch> & FieldsOf<SampleBatch> & FieldsOf<ItemBatch> & FieldsOf<ReportBatch>
>

/**
 * What the dialog of an action collected: the rows, the action's name (the dialog serves every resource's
 * actions, so a name, checked by the server against the resource's own) and the fields it asked for.
 */
export type BatchInput = Pick<OrderBatch, 'ids'> & { action: string } & BatchFields

/** POST {resource}/transition-batch: the action on every row, each on its own; answers per row. */
export function transitionBatch(resource: WorkResource, input: BatchInput) {
  switch (resource) {
    case 'lab_order':
      return unwrapEnvelope(
        api.POST('/api/hm-metrology/order/transition-batch', { body: input as OrderBatch }),
      )
    case 'order_sample':
      return unwrapEnvelope(
        api.POST('/api/hm-metrology/sample/transition-batch', { body: input as SampleBatch }),
      )
    case 'test_item':
      return unwrapEnvelope(
        api.POST('/api/hm-metrology/test-item/transition-batch', { body: input as ItemBatch }),
      )
    case 'lab_report':
      return unwrapEnvelope(
        api.POST('/api/hm-metrology/report/transition-batch', { body: input as ReportBatch }),
      )
  }
}

export type BatchRow = Awaited<ReturnType<typeof transitionBatch>>[number]

/** One step of a record's audit trail (every work resource's workflow answers the same rows). */
export type AuditRow = AnswerData<'/api/hm-metrology/order/workflow'>['audit'][number]

/** GET {resource}/workflow?id=: the record's audit trail (shown in its detail dialog, no overlay). */
export async function fetchAuditTrail(resource: WorkResource, id: string): Promise<AuditRow[]> {
  const options = { params: { query: { id } }, headers: NO_LOADING }
  switch (resource) {
    case 'lab_order':
      return (await unwrapEnvelope(api.GET('/api/hm-metrology/order/workflow', options))).audit
    case 'order_sample':
      return (await unwrapEnvelope(api.GET('/api/hm-metrology/sample/workflow', options))).audit
    case 'test_item':
      return (await unwrapEnvelope(api.GET('/api/hm-metrology/test-item/workflow', options))).audit
    case 'lab_report':
      return (await unwrapEnvelope(api.GET('/api/hm-metrology/report/workflow', options))).audit
  }
}

/** GET test-item/results?itemId=: the item's current measured points (evaluated) and standards used. */
export const fetchItemResults = (itemId: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-metrology/test-item/results', { params: { query: { itemId } }, headers: NO_LOADING }),
  )

export type ItemResults = Awaited<ReturnType<typeof fetchItemResults>>

export type ResultsInput = JsonBody<'/api/hm-metrology/test-item/results'>

/**
 * POST test-item/results: the tester's points and standards; answers them evaluated (error, verdict), with
 * warnings of a low test uncertainty ratio.
 */
export const saveItemResults = (input: ResultsInput) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/test-item/results', { body: input }))

export type SavedResults = Awaited<ReturnType<typeof saveItemResults>>

/** GET capability/uncertainty-template: the budget template of the capability an item falls under. */
export const fetchUncertaintyTemplate = (itemId: string, measurand: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-metrology/capability/uncertainty-template', {
      params: { query: { itemId, ...(measurand ? { measurand } : {}) } },
      headers: NO_LOADING,
    }),
  )

export type UncertaintyBudgetInput = JsonBody<'/api/hm-metrology/test-item/results'>['uncertaintyBudget']

/** PUT capability/{id}/uncertainty-template: keeps a budget as the capability's template. */
export const saveUncertaintyTemplate = (capabilityId: string, budget: NonNullable<UncertaintyBudgetInput>) =>
  unwrapEnvelope(
    api.PUT('/api/hm-metrology/capability/{id}/uncertainty-template', {
      params: { path: { id: capabilityId } },
      body: budget,
    }),
  )

/** GET standard-device/usable: every live standard device, with why one cannot be recorded today. */
export const fetchUsableDevices = () =>
  unwrapEnvelope(api.GET('/api/hm-metrology/standard-device/usable', { headers: NO_LOADING }))

export type PickerDevice = Awaited<ReturnType<typeof fetchUsableDevices>>[number]

/** GET measuring-standard/usable: the measurement standards a result may record today, with their devices. */
export const fetchUsableStandards = () =>
  unwrapEnvelope(api.GET('/api/hm-metrology/measuring-standard/usable', { headers: NO_LOADING }))

/** GET standard-file/procedures: the current version of every standard document in use. */
export const fetchProcedures = () =>
  unwrapEnvelope(api.GET('/api/hm-metrology/standard-file/procedures', { headers: NO_LOADING }))

export type NewTestItem = JsonBody<'/api/hm-metrology/test-item/submit'>

/** POST test-item/submit: a test item for a sample of an order still being registered or reviewed. */
export const addTestItem = (input: NewTestItem) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/test-item/submit', { body: input }))

/** GET sample/label?id=&format=: a received sample's label, HTML to print or ZPL for a label printer. */
export async function fetchSampleLabel(id: string, format: 'html' | 'zpl'): Promise<string> {
  const query = new URLSearchParams({ id, format })
  return (await requestBlob(`/api/hm-metrology/sample/label?${query}`)).text()
}

/** GET /api/net-print/printers: the tenant's label printers (names only). */
export const fetchLabelPrinters = () =>
  unwrapEnvelope(api.GET('/api/net-print/printers', { headers: NO_LOADING }))

/** POST /api/net-print: raw ZPL to a configured label printer. */
export const sendToLabelPrinter = (printer: string, content: string) =>
  unwrapEnvelope(api.POST('/api/net-print', { body: { printer, content, copies: 1 } }))

/** GET /api/hm-metrology/as-found/page: issued certificates with a point out of tolerance as found. */
export const fetchAsFoundPage = (query: QueryOf<'/api/hm-metrology/as-found/page', 'get'>) =>
  unwrapEnvelope(api.GET('/api/hm-metrology/as-found/page', { params: { query }, headers: NO_LOADING }))

export type AsFoundPage = Awaited<ReturnType<typeof fetchAsFoundPage>>
export type AsFoundRow = AsFoundPage['records'][number]
