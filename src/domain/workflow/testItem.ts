import { ORDER_STATUS } from '../registration/draft'
import type { ActorContext, Guard, Machine } from './machine'
import type { OrderState } from './order'
import type { SampleState } from './sample'

/**
 * The test item (检测项目): one verification, calibration or test of a sample, from dispatch to a reviewed
 * result. ISO/IEC 17025 wants a competent, authorised person to test (6.2.5-6.2.6), the equipment used
 * recorded (6.4.13, 7.5) and the result checked by others before it is reported (7.7): confirmation by someone
 * other than the tester, review by a third person.
 */
export const ITEM_STATE = {
  abandoned: 0,
  awaitingDispatch: 100,
  awaitingAssignment: 200,
  testing: 300,
  /**
   * Values complete, the method and environment conditions and the standard devices recorded; the result can
   * no longer be edited.
   */
  locked: 350,
  confirming: 400,
  reviewing: 500,
  done: 600,
} as const
export type ItemState = (typeof ITEM_STATE)[keyof typeof ITEM_STATE]

/** Dictionary ability_type: the kinds of work a tester can be authorised for. */
export const ABILITY_TYPE = { verification: '1', calibration: '2', testing: '3', trial: '4' } as const
/** A key of dictionary ability_type (a string, like every dictionary key; labs may add their own). */
export type AbilityCode = string

export const ITEM_ACTIONS = [
  'dispatch',
  'assign',
  'lock',
  'sendForConfirmation',
  'confirm',
  'review',
  'return',
  'cancel',
] as const
export type ItemAction = (typeof ITEM_ACTIONS)[number]

export type ItemContext = ActorContext & {
  orderStatus: OrderState
  sampleState: SampleState
  /** The department or group: chosen with dispatch, recorded after. */
  groupId: string | null
  /** The tester: chosen with assign, recorded after. */
  testerId: string | null
  /** The ability codes the tester is authorised for (staff authorisations, dictionary ability_type). */
  testerAbilities: readonly AbilityCode[]
  /** The item's ability code. */
  abilityCode: AbilityCode
  /** Every measured point has its values (the result rules of the item). */
  resultsComplete: boolean
  /** The method reference and the environment conditions (temperature, humidity) are recorded. */
  conditionsRecorded: boolean
  /** Standard devices (etalons) recorded as used for the result. */
  deviceCount: number
  /** Who confirmed the current result (null before confirmation). */
  confirmerId: string | null
}

/**
 * A set of items is finished: every one is done (reviewed) or cancelled, and at least one is done. Its sample
 * has finished testing, its report can be drafted.
 */
export function itemsFinished(itemStates: readonly ItemState[]): boolean {
  const { abandoned, done } = ITEM_STATE
  return itemStates.includes(done) && itemStates.every((state) => state === done || state === abandoned)
}

// SAMPLE_STATE.received; a type import only, since sample.ts imports this file (tests hold them equal).
const SAMPLE_RECEIVED: SampleState = 100

const orderInTesting: Guard<ItemState, ItemContext> = {
  refusal: 'item.orderNotReleased',
  holds: (ctx) => ctx.orderStatus === ORDER_STATUS.testing,
}
const byTester: Guard<ItemState, ItemContext> = {
  refusal: 'item.notTester',
  holds: (ctx) => ctx.testerId !== null && ctx.userId === ctx.testerId,
}
const notTester: Guard<ItemState, ItemContext> = {
  refusal: 'item.sameAsTester',
  holds: (ctx) => ctx.userId !== ctx.testerId,
}
/** The item's tester holds an authorisation for it, with its evidence, today. */
const testerAuthorised: Guard<ItemState, ItemContext> = {
  refusal: 'item.notAuthorised',
  holds: (ctx) => ctx.testerAbilities.includes(ctx.abilityCode),
}
/** The review (and a return from review) is by a third person. */
const notConfirmerWhenReviewing: Guard<ItemState, ItemContext> = {
  refusal: 'item.sameAsConfirmer',
  holds: (ctx, from) => from !== ITEM_STATE.reviewing || ctx.userId !== ctx.confirmerId,
}

const { abandoned, awaitingDispatch, awaitingAssignment, testing, locked, confirming, reviewing, done } =
  ITEM_STATE

export const itemMachine: Machine<ItemState, ItemAction, ItemContext> = {
  entity: 'item',
  initial: awaitingDispatch,
  states: [abandoned, awaitingDispatch, awaitingAssignment, testing, locked, confirming, reviewing, done],
  guards: [{ refusal: 'workflow.orderVoided', holds: (ctx) => ctx.orderStatus !== ORDER_STATUS.voided }],
  actions: {
    dispatch: {
      from: [awaitingDispatch],
      to: awaitingAssignment,
      guards: [
        orderInTesting,
        {
          refusal: 'item.groupRequired',
          holds: (ctx) => ctx.groupId !== null && ctx.groupId !== '',
          asked: true,
        },
      ],
    },
    // Assigning starts testing (its sample follows), so the sample must be in the lab.
    assign: {
      from: [awaitingAssignment],
      to: testing,
      guards: [
        orderInTesting,
        {
          refusal: 'item.testerRequired',
          holds: (ctx) => ctx.testerId !== null && ctx.testerId !== '',
          asked: true,
        },
        { ...testerAuthorised, asked: true },
        { refusal: 'item.sampleNotReceived', holds: (ctx) => ctx.sampleState >= SAMPLE_RECEIVED },
      ],
    },
    lock: {
      from: [testing],
      to: locked,
      guards: [
        orderInTesting,
        byTester,
        { refusal: 'item.resultsIncomplete', holds: (ctx) => ctx.resultsComplete },
        { refusal: 'item.conditionsRequired', holds: (ctx) => ctx.conditionsRecorded },
        { refusal: 'item.devicesRequired', holds: (ctx) => ctx.deviceCount > 0 },
      ],
    },
    sendForConfirmation: { from: [locked], to: confirming, guards: [orderInTesting, byTester] },
    // A result is confirmed only while its tester's authorisation still holds (it may have lapsed since
    // assignment): what the lab reports rests on a competent person's work on the day it is accepted.
    confirm: { from: [confirming], to: reviewing, guards: [orderInTesting, notTester, testerAuthorised] },
    review: { from: [reviewing], to: done, guards: [orderInTesting, notTester, notConfirmerWhenReviewing] },
    // The confirmer's or reviewer's "no": the same people rules as the step it refuses. The server keeps the
    // returned result as a version before the tester edits it again.
    return: {
      from: [confirming, reviewing],
      to: testing,
      reasonRequired: true,
      guards: [orderInTesting, notTester, notConfirmerWhenReviewing],
    },
    // A done item (600) is part of a report: it is withdrawn through the report (revoke), not here.
    cancel: {
      from: [awaitingDispatch, awaitingAssignment, testing, locked, confirming, reviewing],
      to: abandoned,
      managerOnly: [locked, confirming, reviewing],
      reasonRequired: true,
    },
  },
}
