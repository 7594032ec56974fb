import type { WorkResource } from '@/domain/workflow'
import { requestBlob } from './blob'
import { api } from './client'
import { unwrapEnvelope } from './envelope'
import { NO_LOADING } from './requestFlags'
import type { paths } from './schema.gen'

/**
 * The lab's workflow for the work lists: batch actions on the selected rows and one record's
 * workflow (its state, the actions allowed now, its audit trail).
 */

type BatchBody<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer B } } }
}
  ? B
  : never

export type OrderBatch = BatchBody<'/api/hm-metrology/order/transition-batch'>
export type SampleBatch = BatchBody<'/api/hm-metrology/sample/transition-batch'>
export type ItemBatch = BatchBody<'/api/hm-metrology/test-item/transition-batch'>
export type ReportBatch = BatchBody<'/api/hm-metrology/report/transition-batch'>

/** What the dialog of an action collected besides the rows. */
export type BatchInput = {
  ids: string[]
  action: string
  reason?: string | null
  groupId?: string | null
  testerId?: string | null
  condition?: string | null
  retentionDate?: string | null
}

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

export type AuditRow = {
  action: string
  fromState: number
  toState: number
  reason: string | null
  userName: string | null
  at: string
}

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

export type ResultsInput = BatchBody<'/api/hm-metrology/test-item/results'>

/** POST test-item/results: the tester's points and standards; answers them evaluated (error, verdict). */
export const saveItemResults = (input: ResultsInput) =>
  unwrapEnvelope(api.POST('/api/hm-metrology/test-item/results', { body: input }))

/** GET standard-device/usable: the standards that may be recorded today. */
export const fetchUsableDevices = () =>
  unwrapEnvelope(api.GET('/api/hm-metrology/standard-device/usable', { headers: NO_LOADING }))

export type NewTestItem = BatchBody<'/api/hm-metrology/test-item/submit'>

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
