import { ORDER_STATUS } from '../registration/draft'
import type { ActorContext, Guard, Machine } from './machine'
import type { OrderState } from './order'
import { ITEM_STATE, itemsFinished, type ItemState } from './testItem'

/**
 * The sample (样品: the customer's instrument in the lab). The numbers are the dictionary sample_state's; its
 * labels name the stage of the order around the sample (50 order submitted, 100 task dispatch, 400 drafting),
 * the names here say what happened to the sample itself.
 */
export const SAMPLE_STATE = {
  /** Rejected at receipt (dictionary: abandoned). */
  abandoned: 0,
  awaitingReceipt: 50,
  received: 100,
  testing: 300,
  /** Every item done or cancelled: the report is being drafted. */
  testingFinished: 400,
  /** Returned to the customer or disposed of, recorded. */
  done: 1000,
} as const
export type SampleState = (typeof SAMPLE_STATE)[keyof typeof SAMPLE_STATE]

export const SAMPLE_ACTIONS = [
  'receive',
  'startTesting',
  'finishTesting',
  'return',
  'dispose',
  'reject',
] as const
export type SampleAction = (typeof SAMPLE_ACTIONS)[number]

/** What became of the sample after testing (ISO/IEC 17025 7.4: its handling up to return or disposal). */
export type SampleRetention = { kind: 'returned' | 'disposed'; /** yyyy-MM-dd */ date: string }

export type SampleContext = ActorContext & {
  orderStatus: OrderState
  /** ISO instant of receipt, as entered at reception. */
  receivedAt: string | null
  /** Condition on receipt (damage, missing parts, seals), as entered at reception. */
  condition: string | null
  /** States of the sample's test items. */
  itemStates: readonly ItemState[]
  retention: SampleRetention | null
}

const filled = (text: string | null) => text !== null && text.trim() !== ''

const retentionRecorded = (kind: SampleRetention['kind']): Guard<SampleState, SampleContext> => ({
  refusal: 'sample.retentionRequired',
  holds: (ctx) => ctx.retention?.kind === kind && filled(ctx.retention.date),
  asked: true,
})

const { abandoned, awaitingReceipt, received, testing, testingFinished, done } = SAMPLE_STATE

export const sampleMachine: Machine<SampleState, SampleAction, SampleContext> = {
  entity: 'sample',
  initial: awaitingReceipt,
  states: [abandoned, awaitingReceipt, received, testing, testingFinished, done],
  // A voided order freezes its samples as they are, so reinstating it gives them back unchanged.
  guards: [{ refusal: 'workflow.orderVoided', holds: (ctx) => ctx.orderStatus !== ORDER_STATUS.voided }],
  actions: {
    // Receipt may come before the order's review: the pickup brings the instruments with the registration.
    // The label is printed by receiving (it carries the sample number that exists since registration), so a
    // printer out of paper does not stop reception; it can be printed again.
    receive: {
      from: [awaitingReceipt],
      to: received,
      guards: [
        { refusal: 'sample.receiptTimeRequired', holds: (ctx) => filled(ctx.receivedAt), asked: true },
        { refusal: 'sample.conditionRequired', holds: (ctx) => filled(ctx.condition), asked: true },
      ],
    },
    startTesting: {
      from: [received],
      to: testing,
      automatic: true,
      guards: [
        {
          refusal: 'sample.testingNotStarted',
          holds: (ctx) => ctx.itemStates.some((state) => state >= ITEM_STATE.testing),
        },
      ],
    },
    finishTesting: {
      from: [testing],
      to: testingFinished,
      automatic: true,
      guards: [{ refusal: 'sample.itemsNotDone', holds: (ctx) => itemsFinished(ctx.itemStates) }],
    },
    return: { from: [testingFinished], to: done, guards: [retentionRecorded('returned')] },
    dispose: { from: [testingFinished], to: done, guards: [retentionRecorded('disposed')] },
    reject: { from: [awaitingReceipt, received], to: abandoned, reasonRequired: true },
  },
}
