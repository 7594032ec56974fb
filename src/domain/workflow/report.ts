import { ORDER_STATUS } from '../registration/draft'
import type { ActorContext, Guard, Machine } from './machine'
import type { OrderState } from './order'
import { itemsFinished, type ItemState } from './testItem'

/**
 * The report or certificate: drafted once its items are reviewed, audited, approved, delivered. ISO/IEC 17025
 * 7.8: drafter, auditor and approver are three different people, and a report is authorised once. Approval
 * freezes it (the server renders the PDF, stores its SHA-256, assigns the certificate number and publishes the
 * verification record), so from 700 on nothing goes back to drafting: an error is corrected the way 7.8.8
 * asks, by revoking and issuing a new, identified report that refers to the one it replaces (the server
 * starts that linked revision at 400). That holds before delivery too: the frozen PDF, its hash and its public
 * record would otherwise describe a document that no longer exists.
 */
export const REPORT_STATE = {
  /** Revoked or cancelled (dictionary: abandoned). */
  abandoned: 0,
  testing: 300,
  drafting: 400,
  auditing: 500,
  approving: 600,
  /** Approved and frozen, waiting for delivery: counts as issued. */
  issuing: 700,
  /** Delivered. */
  done: 1000,
} as const
export type ReportState = (typeof REPORT_STATE)[keyof typeof REPORT_STATE]

export const REPORT_ACTIONS = [
  'draft',
  'submitForAudit',
  'passAudit',
  'approve',
  'deliver',
  'reject',
  'revoke',
  'cancel',
] as const
export type ReportAction = (typeof REPORT_ACTIONS)[number]

export type ReportContext = ActorContext & {
  orderStatus: OrderState
  /** States of the report's test items. */
  itemStates: readonly ItemState[]
  /** Who drafts the report: null until someone takes it (the first to submit it becomes the drafter). */
  drafterId: string | null
  /** Who passed the audit (null before). */
  auditorId: string | null
  /**
   * The order may be handed its certificates: the lab delivers before payment (a lab parameter), or the order
   * is paid or guaranteed.
   */
  deliveryCleared: boolean
}

const notDrafter: Guard<ReportState, ReportContext> = {
  refusal: 'report.sameAsDrafter',
  holds: (ctx) => ctx.userId !== ctx.drafterId,
}
/** Approval (and a rejection at approval) is by a third person. */
const notAuditorWhenApproving: Guard<ReportState, ReportContext> = {
  refusal: 'report.sameAsAuditor',
  holds: (ctx, from) => from !== REPORT_STATE.approving || ctx.userId !== ctx.auditorId,
}

const { abandoned, testing, drafting, auditing, approving, issuing, done } = REPORT_STATE

export const reportMachine: Machine<ReportState, ReportAction, ReportContext> = {
  entity: 'report',
  initial: testing,
  states: [abandoned, testing, drafting, auditing, approving, issuing, done],
  guards: [{ refusal: 'workflow.orderVoided', holds: (ctx) => ctx.orderStatus !== ORDER_STATUS.voided }],
  actions: {
    draft: {
      from: [testing],
      to: drafting,
      automatic: true,
      guards: [{ refusal: 'report.itemsNotDone', holds: (ctx) => itemsFinished(ctx.itemStates) }],
    },
    submitForAudit: {
      from: [drafting],
      to: auditing,
      guards: [
        {
          refusal: 'report.notDrafter',
          holds: (ctx) => ctx.drafterId === null || ctx.drafterId === ctx.userId,
        },
      ],
    },
    passAudit: { from: [auditing], to: approving, guards: [notDrafter] },
    approve: { from: [approving], to: issuing, guards: [notDrafter, notAuditorWhenApproving] },
    deliver: {
      from: [issuing],
      to: done,
      guards: [{ refusal: 'report.unpaid', holds: (ctx) => ctx.deliveryCleared }],
    },
    // The auditor's or approver's "no", with the same people rules as the step it refuses.
    reject: {
      from: [auditing, approving],
      to: drafting,
      reasonRequired: true,
      guards: [notDrafter, notAuditorWhenApproving],
    },
    revoke: { from: [issuing, done], to: abandoned, managerOnly: true, reasonRequired: true },
    // A report that will never be issued (its items were cancelled, the work is dropped): before approval
    // only, since an approved report is revoked, never quietly cancelled.
    cancel: {
      from: [testing, drafting, auditing, approving],
      to: abandoned,
      managerOnly: true,
      reasonRequired: true,
    },
  },
}
