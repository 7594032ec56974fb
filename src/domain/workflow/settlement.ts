import { ORDER_STATUS } from '../registration/draft'
import type { OrderState } from './order'
import { SAMPLE_STATE, type SampleState } from './sample'

/**
 * How the settlement states follow the workflow. The workflow only says when work becomes chargeable or stops
 * being so; billing, guarantees and payments belong to the charges module, so the states they set are
 * never overwritten here: a voided order that was already billed or paid keeps saying so, and the refund is
 * the charges' business. The server recomputes these after every transition of a sample or an order.
 */

/** Dictionary sample_settlement. */
export const SAMPLE_SETTLEMENT = { notSettleable: 0, settleable: 1, settling: 2, settled: 3 } as const
export type SampleSettlement = (typeof SAMPLE_SETTLEMENT)[keyof typeof SAMPLE_SETTLEMENT]

/** Dictionary OBJECT_STATE: the settlement state of an order. */
export const OBJECT_STATE = {
  cancelled: 0,
  testing: 50,
  toSettle: 100,
  settled: 200,
  guaranteed: 300,
  paid: 400,
} as const
export type ObjectState = (typeof OBJECT_STATE)[keyof typeof OBJECT_STATE]

/**
 * A sample's settlement: settleable once its testing is finished (400, and still after its return or
 * disposal), not settleable before, when rejected or when its order is voided. Settling and settled stay.
 */
export function sampleSettlement(
  sampleState: SampleState,
  orderStatus: OrderState,
  current: SampleSettlement,
): SampleSettlement {
  if (current === SAMPLE_SETTLEMENT.settling || current === SAMPLE_SETTLEMENT.settled) return current
  if (orderStatus === ORDER_STATUS.voided) return SAMPLE_SETTLEMENT.notSettleable
  return sampleState >= SAMPLE_STATE.testingFinished
    ? SAMPLE_SETTLEMENT.settleable
    : SAMPLE_SETTLEMENT.notSettleable
}

/**
 * An order's settlement follows its samples: cancelled while the order is voided (back to testing when it is
 * reinstated), to settle once every live (not rejected) sample is settleable or further, testing before.
 * Settled, guaranteed and paid stay.
 */
export function orderObjectState(
  orderStatus: OrderState,
  samples: readonly { state: SampleState; settlement: SampleSettlement }[],
  current: ObjectState,
): ObjectState {
  if (current >= OBJECT_STATE.settled) return current
  if (orderStatus === ORDER_STATUS.voided) return OBJECT_STATE.cancelled
  const live = samples.filter((sample) => sample.state !== SAMPLE_STATE.abandoned)
  const chargeable =
    live.length > 0 && live.every((sample) => sample.settlement !== SAMPLE_SETTLEMENT.notSettleable)
  return chargeable ? OBJECT_STATE.toSettle : OBJECT_STATE.testing
}
