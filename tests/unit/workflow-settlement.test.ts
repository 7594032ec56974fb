import { describe, expect, it } from 'vitest'

import {
  OBJECT_STATE,
  ORDER_STATUS,
  SAMPLE_SETTLEMENT,
  SAMPLE_STATE,
  orderObjectState,
  sampleSettlement,
  type SampleSettlement,
  type SampleState,
} from '../../src/domain/workflow'

const { notSettleable, settleable, settling, settled } = SAMPLE_SETTLEMENT

describe('settlement dictionaries', () => {
  it('are sample_settlement and OBJECT_STATE', () => {
    expect(SAMPLE_SETTLEMENT).toEqual({ notSettleable: 0, settleable: 1, settling: 2, settled: 3 })
    expect(Object.values(OBJECT_STATE)).toEqual([0, 50, 100, 200, 300, 400])
  })
})

describe('sampleSettlement', () => {
  it('is not settleable until testing is finished', () => {
    for (const state of [SAMPLE_STATE.awaitingReceipt, SAMPLE_STATE.received, SAMPLE_STATE.testing]) {
      expect(sampleSettlement(state, ORDER_STATUS.testing, notSettleable)).toBe(notSettleable)
    }
  })

  it('becomes settleable when testing is finished, and stays so after return or disposal', () => {
    expect(sampleSettlement(SAMPLE_STATE.testingFinished, ORDER_STATUS.testing, notSettleable)).toBe(
      settleable,
    )
    expect(sampleSettlement(SAMPLE_STATE.done, ORDER_STATUS.done, settleable)).toBe(settleable)
  })

  it('is not settleable when rejected or when its order is voided', () => {
    expect(sampleSettlement(SAMPLE_STATE.abandoned, ORDER_STATUS.testing, notSettleable)).toBe(notSettleable)
    expect(sampleSettlement(SAMPLE_STATE.testingFinished, ORDER_STATUS.voided, settleable)).toBe(
      notSettleable,
    )
  })

  it('never undoes what the charges did', () => {
    for (const current of [settling, settled]) {
      expect(sampleSettlement(SAMPLE_STATE.testing, ORDER_STATUS.voided, current)).toBe(current)
    }
  })
})

describe('orderObjectState', () => {
  const sample = (state: SampleState, settlement: SampleSettlement) => ({ state, settlement })
  const finished = sample(SAMPLE_STATE.testingFinished, settleable)
  const inTesting = sample(SAMPLE_STATE.testing, notSettleable)
  const rejected = sample(SAMPLE_STATE.abandoned, notSettleable)

  it('is testing while a live sample is not settleable', () => {
    expect(orderObjectState(ORDER_STATUS.testing, [finished, inTesting], OBJECT_STATE.testing)).toBe(
      OBJECT_STATE.testing,
    )
    expect(orderObjectState(ORDER_STATUS.registered, [], OBJECT_STATE.testing)).toBe(OBJECT_STATE.testing)
  })

  it('is to settle once every live sample is settleable or further (rejected ones left out)', () => {
    expect(orderObjectState(ORDER_STATUS.testing, [finished, rejected], OBJECT_STATE.testing)).toBe(
      OBJECT_STATE.toSettle,
    )
    expect(
      orderObjectState(
        ORDER_STATUS.done,
        [finished, sample(SAMPLE_STATE.done, settling)],
        OBJECT_STATE.testing,
      ),
    ).toBe(OBJECT_STATE.toSettle)
    expect(orderObjectState(ORDER_STATUS.testing, [rejected], OBJECT_STATE.testing)).toBe(
      OBJECT_STATE.testing,
    )
  })

  it('is cancelled while the order is voided, and testing again once reinstated', () => {
    expect(orderObjectState(ORDER_STATUS.voided, [finished], OBJECT_STATE.toSettle)).toBe(
      OBJECT_STATE.cancelled,
    )
    expect(orderObjectState(ORDER_STATUS.registered, [inTesting], OBJECT_STATE.cancelled)).toBe(
      OBJECT_STATE.testing,
    )
  })

  it('never undoes what the charges did: settled, guaranteed and paid stay', () => {
    for (const current of [OBJECT_STATE.settled, OBJECT_STATE.guaranteed, OBJECT_STATE.paid]) {
      expect(orderObjectState(ORDER_STATUS.voided, [inTesting], current)).toBe(current)
    }
  })
})
