import { describe, expect, it } from 'vitest'

import {
  ORDER_STATUS,
  SAMPLE_ACTIONS,
  SAMPLE_STATE,
  allowedActions,
  decide,
  sampleMachine,
  type RefusalCode,
  type SampleContext,
} from '../../src/domain/workflow'

const { abandoned, awaitingReceipt, received, testing, testingFinished, done } = SAMPLE_STATE

const ctx = (over: Partial<SampleContext> = {}): SampleContext => ({
  userId: 'reception',
  isManager: false,
  reason: null,
  orderStatus: ORDER_STATUS.testing,
  receivedAt: '2026-03-02T01:30:00.000Z',
  condition: '外观完好，附件齐全',
  itemStates: [],
  retention: null,
  ...over,
})

const go = (state: number, action: string, context: SampleContext) =>
  decide(sampleMachine, state, action, context)
const to = (state: number) => ({ ok: true, to: state })
const refused = (code: RefusalCode) => ({ ok: false, refusal: code })

describe('sample states', () => {
  it('are the dictionary sample_state', () => {
    expect(Object.values(SAMPLE_STATE)).toEqual([0, 50, 100, 300, 400, 1000])
    expect(sampleMachine.initial).toBe(awaitingReceipt)
  })
})

describe('receive 50 → 100', () => {
  it('records a receipt with its time and the condition of the sample', () => {
    expect(go(awaitingReceipt, 'receive', ctx())).toEqual(to(received))
  })

  it('may come before the order’s audit', () => {
    for (const orderStatus of [ORDER_STATUS.registered, ORDER_STATUS.pendingAudit]) {
      expect(go(awaitingReceipt, 'receive', ctx({ orderStatus }))).toEqual(to(received))
    }
  })

  it('needs the time of receipt, then the condition', () => {
    for (const receivedAt of [null, '', '  ']) {
      expect(go(awaitingReceipt, 'receive', ctx({ receivedAt, condition: null }))).toEqual(
        refused('sample.receiptTimeRequired'),
      )
    }
    for (const condition of [null, '', ' ']) {
      expect(go(awaitingReceipt, 'receive', ctx({ condition }))).toEqual(refused('sample.conditionRequired'))
    }
  })

  it('happens once', () => {
    expect(go(received, 'receive', ctx())).toEqual(refused('workflow.notAllowed'))
  })
})

describe('startTesting 100 → 300', () => {
  it('follows the first item that starts', () => {
    expect(go(received, 'startTesting', ctx({ itemStates: [200, 300] }))).toEqual(to(testing))
    expect(go(received, 'startTesting', ctx({ itemStates: [0, 350] }))).toEqual(to(testing))
  })

  it('waits until an item is in testing', () => {
    for (const itemStates of [[], [100, 200], [0]] as const) {
      expect(go(received, 'startTesting', ctx({ itemStates }))).toEqual(refused('sample.testingNotStarted'))
    }
    expect(go(awaitingReceipt, 'startTesting', ctx({ itemStates: [300] }))).toEqual(
      refused('workflow.notAllowed'),
    )
  })
})

describe('finishTesting 300 → 400', () => {
  it('finishes when every item is done or cancelled and one at least is done', () => {
    expect(go(testing, 'finishTesting', ctx({ itemStates: [600, 0, 600] }))).toEqual(to(testingFinished))
    expect(go(testing, 'finishTesting', ctx({ itemStates: [600] }))).toEqual(to(testingFinished))
  })

  it('waits for the items', () => {
    for (const itemStates of [[], [0, 0], [600, 500], [600, 350]] as const) {
      expect(go(testing, 'finishTesting', ctx({ itemStates }))).toEqual(refused('sample.itemsNotDone'))
    }
  })

  it('is the server’s, like startTesting', () => {
    expect(allowedActions(sampleMachine, testing, ctx({ itemStates: [600] }))).toEqual([])
    expect(allowedActions(sampleMachine, received, ctx({ itemStates: [300] }))).toEqual(['reject'])
  })
})

describe('return or dispose 400 → 1000', () => {
  const returned = { kind: 'returned', date: '2026-03-20' } as const
  const disposed = { kind: 'disposed', date: '2026-03-21' } as const

  it('closes the sample with its retention recorded', () => {
    expect(go(testingFinished, 'return', ctx({ retention: returned }))).toEqual(to(done))
    expect(go(testingFinished, 'dispose', ctx({ retention: disposed }))).toEqual(to(done))
  })

  it('may happen after the order is done', () => {
    expect(
      go(testingFinished, 'return', ctx({ orderStatus: ORDER_STATUS.done, retention: returned })),
    ).toEqual(to(done))
  })

  it('needs the matching retention record with its date', () => {
    expect(go(testingFinished, 'return', ctx())).toEqual(refused('sample.retentionRequired'))
    expect(go(testingFinished, 'return', ctx({ retention: disposed }))).toEqual(
      refused('sample.retentionRequired'),
    )
    expect(go(testingFinished, 'dispose', ctx({ retention: returned }))).toEqual(
      refused('sample.retentionRequired'),
    )
    expect(go(testingFinished, 'dispose', ctx({ retention: { kind: 'disposed', date: ' ' } }))).toEqual(
      refused('sample.retentionRequired'),
    )
  })

  it('is not allowed before testing is finished', () => {
    expect(go(testing, 'return', ctx({ retention: returned }))).toEqual(refused('workflow.notAllowed'))
  })
})

describe('reject 50/100 → 0', () => {
  it('rejects a sample at or after receipt, with a reason', () => {
    expect(go(awaitingReceipt, 'reject', ctx({ reason: '仪器已损坏，无法检定' }))).toEqual(to(abandoned))
    expect(go(received, 'reject', ctx({ reason: '铅封破损' }))).toEqual(to(abandoned))
    expect(go(received, 'reject', ctx())).toEqual(refused('workflow.reasonRequired'))
  })

  it('is not allowed once testing has started', () => {
    for (const state of [testing, testingFinished, done, abandoned]) {
      expect(go(state, 'reject', ctx({ reason: 'r' }))).toEqual(refused('workflow.notAllowed'))
    }
  })
})

describe('a voided order', () => {
  it('freezes its samples', () => {
    const frozen = ctx({ orderStatus: ORDER_STATUS.voided, reason: 'r', itemStates: [600] })
    const starts = {
      receive: awaitingReceipt,
      startTesting: received,
      finishTesting: testing,
      reject: received,
    }
    for (const action of SAMPLE_ACTIONS) {
      const state = action in starts ? starts[action as keyof typeof starts] : testingFinished
      expect(go(state, action, frozen)).toEqual(refused('workflow.orderVoided'))
    }
    expect(allowedActions(sampleMachine, awaitingReceipt, frozen)).toEqual([])
  })
})

describe('allowedActions of a sample', () => {
  it.each([
    ['awaiting receipt', awaitingReceipt, ctx(), ['receive', 'reject']],
    // Receipt time, condition and retention are asked for by the button's dialog: offered before they exist.
    [
      'awaiting receipt, nothing entered yet',
      awaitingReceipt,
      ctx({ receivedAt: null, condition: null }),
      ['receive', 'reject'],
    ],
    ['received', received, ctx(), ['reject']],
    ['testing', testing, ctx(), []],
    [
      'finished, returned',
      testingFinished,
      ctx({ retention: { kind: 'returned', date: '2026-04-01' } }),
      ['return', 'dispose'],
    ],
    ['finished, nothing recorded yet', testingFinished, ctx({ retention: null }), ['return', 'dispose']],
    ['done', done, ctx(), []],
    ['rejected', abandoned, ctx(), []],
  ] as const)('%s', (_name, state, context, expected) => {
    expect(allowedActions(sampleMachine, state, context)).toEqual(expected)
  })
})
