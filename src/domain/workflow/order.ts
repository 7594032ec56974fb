import { ORDER_STATUS } from '../registration/draft'
import type { ActorContext, Machine } from './machine'
import { ITEM_STATE, type ItemState } from './testItem'
import { REPORT_STATE, type ReportState } from './report'

/**
 * The order (委托单): registered (50, from a pickup registration or the desk), submitted for contract review
 * (100), released to the lab when the review passes (300), done (1000) once all of its reports are. Voiding
 * keeps the record (0) and can be undone.
 */

// The dictionary order_status already has its home beside the registration that creates orders.
export { ORDER_STATUS }
export type OrderState = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]

export const ORDER_ACTIONS = ['submit', 'pass', 'return', 'complete', 'reopen', 'void', 'reinstate'] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

export type OrderContext = ActorContext & {
  /** A customer is chosen (crm_customer), not only a name typed on site. */
  hasCustomer: boolean
  /** One entry per live sample (a rejected sample is left out): how many live test items it has. */
  sampleItemCounts: readonly number[]
  /** States of the order's test items and of its reports (all of them, abandoned ones included). */
  itemStates: readonly ItemState[]
  reportStates: readonly ReportState[]
}

/** Every report is done (a revoked one counts as replaced by its revision), and there is at least one. */
export function allReportsDone(reportStates: readonly ReportState[]): boolean {
  const live = reportStates.filter((state) => state !== REPORT_STATE.abandoned)
  return live.length > 0 && live.every((state) => state === REPORT_STATE.done)
}

const { voided, registered, pendingAudit, testing, done } = ORDER_STATUS

export const orderMachine: Machine<OrderState, OrderAction, OrderContext> = {
  entity: 'order',
  initial: registered,
  states: [voided, registered, pendingAudit, testing, done],
  guards: [],
  actions: {
    submit: {
      from: [registered],
      to: pendingAudit,
      guards: [
        { refusal: 'order.customerRequired', holds: (ctx) => ctx.hasCustomer },
        { refusal: 'order.samplesRequired', holds: (ctx) => ctx.sampleItemCounts.length > 0 },
        { refusal: 'order.itemsRequired', holds: (ctx) => ctx.sampleItemCounts.every((count) => count > 0) },
      ],
    },
    // The review's verdict: the server then releases the samples' items to dispatch.
    pass: { from: [pendingAudit], to: testing },
    return: { from: [pendingAudit], to: registered, reasonRequired: true },
    complete: {
      from: [testing],
      to: done,
      automatic: true,
      guards: [{ refusal: 'order.reportsNotDone', holds: (ctx) => allReportsDone(ctx.reportStates) }],
    },
    // A revoked certificate's revision is work again: the order is not finished until the revision is
    // delivered too, and then completes again.
    reopen: {
      from: [done],
      to: testing,
      automatic: true,
      guards: [{ refusal: 'order.reportsAllDone', holds: (ctx) => !allReportsDone(ctx.reportStates) }],
    },
    // Locked results and issued reports are records a void must not bury: they are withdrawn through their
    // own machines first (item cancel by a manager, report revoke). Every void gives a reason, also the free
    // ones from 50/100, so the audit trail says why an order disappeared.
    void: {
      from: [registered, pendingAudit, testing],
      to: voided,
      managerOnly: [testing],
      reasonRequired: true,
      guards: [
        {
          refusal: 'order.itemLocked',
          holds: (ctx) => ctx.itemStates.every((state) => state < ITEM_STATE.locked),
        },
        {
          refusal: 'order.reportIssued',
          holds: (ctx) => ctx.reportStates.every((state) => state < REPORT_STATE.issuing),
        },
      ],
    },
    reinstate: { from: [voided], to: registered },
  },
}
