import type { SearchCondition } from '../resources/search-payload'
import type { Localized } from '../resources/types'
import type { ItemAction } from './testItem'
import type { OrderAction } from './order'
import type { ReportAction } from './report'
import type { SampleAction } from './sample'

/**
 * The work lists of the lab's roles: each is the list of one workflow resource with fixed
 * conditions (the records waiting for that step) and the actions its rows take in a batch. The browser shows
 * them as pages of the menu; the server counts them for the home page. A list's menu code is what a role is
 * granted to see it; its actions are still each checked by the server (permissions and the machines).
 */

type ListBase = {
  /** Also the menu code that grants it. */
  code: string
  label: Localized
  /** The menu path of its page. */
  path: string
}

export type WorkList =
  | (ListBase & { resource: 'lab_order'; actions: readonly OrderAction[] })
  | (ListBase & { resource: 'order_sample'; actions: readonly SampleAction[] })
  | (ListBase & { resource: 'test_item'; actions: readonly ItemAction[] })
  | (ListBase & { resource: 'lab_report'; actions: readonly ReportAction[] })

export type WorkResource = WorkList['resource']

const is = (field: string, value: number | string): SearchCondition => ({
  field,
  op: '=',
  value: String(value),
})
const among = (field: string, values: readonly number[]): SearchCondition => ({
  field,
  op: 'IN',
  value: values.map(String),
})

export const WORK_LISTS = [
  {
    code: 'lab_reception',
    label: { zh: '委托受理', en: 'Order review' },
    path: '/lab/reception',
    resource: 'lab_order',
    actions: ['submit', 'pass', 'return', 'void'],
  },
  {
    code: 'lab_receipt',
    label: { zh: '样品接收', en: 'Sample receipt' },
    path: '/lab/receipt',
    resource: 'order_sample',
    actions: ['receive', 'reject'],
  },
  {
    code: 'lab_sample_release',
    label: { zh: '样品退还', en: 'Sample return' },
    path: '/lab/sample-release',
    resource: 'order_sample',
    actions: ['return', 'dispose'],
  },
  {
    code: 'lab_dispatch',
    label: { zh: '任务下达', en: 'Dispatch' },
    path: '/lab/dispatch',
    resource: 'test_item',
    actions: ['dispatch', 'cancel'],
  },
  {
    code: 'lab_assignment',
    label: { zh: '任务分配', en: 'Assignment' },
    path: '/lab/assignment',
    resource: 'test_item',
    actions: ['assign', 'cancel'],
  },
  {
    code: 'lab_my_items',
    label: { zh: '我的检测', en: 'My test items' },
    path: '/lab/my-items',
    resource: 'test_item',
    actions: ['lock', 'sendForConfirmation'],
  },
  {
    code: 'lab_confirmation',
    label: { zh: '结果确认', en: 'Confirmation' },
    path: '/lab/confirmation',
    resource: 'test_item',
    actions: ['confirm', 'return'],
  },
  {
    code: 'lab_review',
    label: { zh: '结果核验', en: 'Result review' },
    path: '/lab/review',
    resource: 'test_item',
    actions: ['review', 'return'],
  },
  {
    code: 'lab_drafting',
    label: { zh: '报告编制', en: 'Report drafting' },
    path: '/lab/drafting',
    resource: 'lab_report',
    actions: ['submitForAudit'],
  },
  {
    code: 'lab_audit',
    label: { zh: '报告审核', en: 'Report audit' },
    path: '/lab/audit',
    resource: 'lab_report',
    actions: ['passAudit', 'reject'],
  },
  {
    code: 'lab_approval',
    label: { zh: '报告批准', en: 'Report approval' },
    path: '/lab/approval',
    resource: 'lab_report',
    actions: ['approve', 'reject'],
  },
  {
    code: 'lab_issue',
    label: { zh: '报告发放', en: 'Report issue' },
    path: '/lab/issue',
    resource: 'lab_report',
    actions: ['deliver'],
  },
] as const satisfies readonly WorkList[]

/** One of the lab's work lists (with its literal code). */
export type LabWorkList = (typeof WORK_LISTS)[number]
export type WorkListCode = LabWorkList['code']

/** The records waiting in a list, for the user `userId` (my items are the tester's own). */
export function workListConditions(code: WorkListCode, userId: string): SearchCondition[] {
  switch (code) {
    case 'lab_reception':
      return [among('status', [50, 100])]
    case 'lab_receipt':
      return [is('status', 50)]
    case 'lab_sample_release':
      return [is('status', 400)]
    case 'lab_dispatch':
      return [is('state', 100)]
    case 'lab_assignment':
      return [is('state', 200)]
    case 'lab_my_items':
      return [among('state', [300, 350]), is('testerId', userId)]
    case 'lab_confirmation':
      return [is('state', 400)]
    case 'lab_review':
      return [is('state', 500)]
    case 'lab_drafting':
      return [is('state', 400)]
    case 'lab_audit':
      return [is('state', 500)]
    case 'lab_approval':
      return [is('state', 600)]
    case 'lab_issue':
      return [is('state', 700)]
  }
}

export const workListByCode = (code: string): WorkList | undefined =>
  WORK_LISTS.find((list) => list.code === code)
