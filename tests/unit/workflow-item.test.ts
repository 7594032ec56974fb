import { describe, expect, it } from 'vitest'

import {
  ABILITY_TYPE,
  ITEM_ACTIONS,
  ITEM_STATE,
  ORDER_STATUS,
  SAMPLE_STATE,
  allowedActions,
  decide,
  itemMachine,
  type ItemContext,
  type RefusalCode,
} from '../../src/domain/workflow'

const { abandoned, awaitingDispatch, awaitingAssignment, testing, locked, confirming, reviewing, done } =
  ITEM_STATE
const { calibration, verification } = ABILITY_TYPE

// The people of one item: a dispatcher, the tester, a confirmer, a reviewer and a manager.
const ctx = (over: Partial<ItemContext> = {}): ItemContext => ({
  userId: 'dispatcher',
  isManager: false,
  reason: null,
  orderStatus: ORDER_STATUS.testing,
  sampleState: SAMPLE_STATE.received,
  groupId: 'group-pressure',
  testerId: 'tester',
  testerAbilities: [calibration],
  abilityCode: calibration,
  resultsComplete: true,
  conditionsRecorded: true,
  deviceCount: 1,
  confirmerId: null,
  ...over,
})
const as = (userId: string, over: Partial<ItemContext> = {}) => ctx({ userId, ...over })
const manager = (over: Partial<ItemContext> = {}) => ctx({ userId: 'manager', isManager: true, ...over })

const go = (state: number, action: string, context: ItemContext) =>
  decide(itemMachine, state, action, context)
const to = (state: number) => ({ ok: true, to: state })
const refused = (code: RefusalCode) => ({ ok: false, refusal: code })

describe('item states', () => {
  it('are the dictionary item_state', () => {
    expect(Object.values(ITEM_STATE)).toEqual([0, 100, 200, 300, 350, 400, 500, 600])
    expect(itemMachine.initial).toBe(awaitingDispatch)
  })

  it('know the dictionary ability_type', () => {
    expect(ABILITY_TYPE).toEqual({ verification: '1', calibration: '2', testing: '3', trial: '4' })
  })
})

describe('dispatch 100 → 200', () => {
  it('sends the item to a department or group', () => {
    expect(go(awaitingDispatch, 'dispatch', ctx())).toEqual(to(awaitingAssignment))
  })

  it('needs a group', () => {
    for (const groupId of [null, '']) {
      expect(go(awaitingDispatch, 'dispatch', ctx({ groupId }))).toEqual(refused('item.groupRequired'))
    }
  })

  it('needs an order released by its audit', () => {
    for (const orderStatus of [ORDER_STATUS.registered, ORDER_STATUS.pendingAudit, ORDER_STATUS.done]) {
      expect(go(awaitingDispatch, 'dispatch', ctx({ orderStatus }))).toEqual(refused('item.orderNotReleased'))
    }
  })
})

describe('assign 200 → 300', () => {
  it('gives the item to an authorised tester once the sample is in the lab', () => {
    expect(go(awaitingAssignment, 'assign', ctx())).toEqual(to(testing))
    expect(go(awaitingAssignment, 'assign', ctx({ sampleState: SAMPLE_STATE.testing }))).toEqual(to(testing))
  })

  it('needs a tester', () => {
    for (const testerId of [null, '']) {
      expect(go(awaitingAssignment, 'assign', ctx({ testerId }))).toEqual(refused('item.testerRequired'))
    }
  })

  it('needs the tester’s authorisation for the item’s ability', () => {
    for (const testerAbilities of [[], [verification], [ABILITY_TYPE.testing, ABILITY_TYPE.trial]]) {
      expect(go(awaitingAssignment, 'assign', ctx({ testerAbilities }))).toEqual(
        refused('item.notAuthorised'),
      )
    }
    expect(
      go(
        awaitingAssignment,
        'assign',
        ctx({ abilityCode: verification, testerAbilities: [calibration, verification] }),
      ),
    ).toEqual(to(testing))
  })

  it('needs the sample received', () => {
    for (const sampleState of [SAMPLE_STATE.awaitingReceipt, SAMPLE_STATE.abandoned]) {
      expect(go(awaitingAssignment, 'assign', ctx({ sampleState }))).toEqual(
        refused('item.sampleNotReceived'),
      )
    }
  })

  it('needs the order in testing', () => {
    expect(go(awaitingAssignment, 'assign', ctx({ orderStatus: ORDER_STATUS.registered }))).toEqual(
      refused('item.orderNotReleased'),
    )
  })
})

describe('lock 300 → 350', () => {
  it('locks complete results with their standard devices, by the tester', () => {
    expect(go(testing, 'lock', as('tester'))).toEqual(to(locked))
  })

  it('is the tester’s own', () => {
    expect(go(testing, 'lock', as('someone'))).toEqual(refused('item.notTester'))
    expect(go(testing, 'lock', manager())).toEqual(refused('item.notTester'))
    expect(go(testing, 'lock', as('tester', { testerId: null }))).toEqual(refused('item.notTester'))
  })

  it('needs complete results, then the method and conditions, then a standard device', () => {
    expect(go(testing, 'lock', as('tester', { resultsComplete: false, deviceCount: 0 }))).toEqual(
      refused('item.resultsIncomplete'),
    )
    expect(go(testing, 'lock', as('tester', { conditionsRecorded: false, deviceCount: 0 }))).toEqual(
      refused('item.conditionsRequired'),
    )
    expect(go(testing, 'lock', as('tester', { deviceCount: 0 }))).toEqual(refused('item.devicesRequired'))
  })
})

describe('sendForConfirmation 350 → 400', () => {
  it('is sent by the tester', () => {
    expect(go(locked, 'sendForConfirmation', as('tester'))).toEqual(to(confirming))
    expect(go(locked, 'sendForConfirmation', as('confirmer'))).toEqual(refused('item.notTester'))
  })
})

describe('confirm 400 → 500', () => {
  it('is confirmed by someone other than the tester', () => {
    expect(go(confirming, 'confirm', as('confirmer'))).toEqual(to(reviewing))
    expect(go(confirming, 'confirm', as('tester'))).toEqual(refused('item.sameAsTester'))
  })
})

describe('review 500 → 600', () => {
  it('is reviewed by a third person', () => {
    expect(go(reviewing, 'review', as('reviewer', { confirmerId: 'confirmer' }))).toEqual(to(done))
    expect(go(reviewing, 'review', as('tester', { confirmerId: 'confirmer' }))).toEqual(
      refused('item.sameAsTester'),
    )
    expect(go(reviewing, 'review', as('confirmer', { confirmerId: 'confirmer' }))).toEqual(
      refused('item.sameAsConfirmer'),
    )
  })
})

describe('return 400/500 → 300', () => {
  it('goes back to the tester with a reason, from confirmation or review', () => {
    expect(go(confirming, 'return', as('confirmer', { reason: '示值误差计算有误' }))).toEqual(to(testing))
    expect(go(reviewing, 'return', as('reviewer', { confirmerId: 'confirmer', reason: 'r' }))).toEqual(
      to(testing),
    )
    expect(go(confirming, 'return', as('confirmer'))).toEqual(refused('workflow.reasonRequired'))
  })

  it('follows the people rules of the step it refuses', () => {
    expect(go(confirming, 'return', as('tester', { reason: 'r' }))).toEqual(refused('item.sameAsTester'))
    expect(go(reviewing, 'return', as('tester', { confirmerId: 'confirmer', reason: 'r' }))).toEqual(
      refused('item.sameAsTester'),
    )
    expect(go(reviewing, 'return', as('confirmer', { confirmerId: 'confirmer', reason: 'r' }))).toEqual(
      refused('item.sameAsConfirmer'),
    )
  })

  it('is not allowed from elsewhere', () => {
    for (const state of [testing, locked, done]) {
      expect(go(state, 'return', as('confirmer', { reason: 'r' }))).toEqual(refused('workflow.notAllowed'))
    }
  })
})

describe('cancel → 0', () => {
  it('cancels below 350 freely, with a reason', () => {
    for (const state of [awaitingDispatch, awaitingAssignment, testing]) {
      expect(go(state, 'cancel', ctx({ reason: '客户撤回该项目' }))).toEqual(to(abandoned))
    }
    expect(go(testing, 'cancel', ctx())).toEqual(refused('workflow.reasonRequired'))
  })

  it('may cancel the items of an order not released yet', () => {
    expect(
      go(awaitingDispatch, 'cancel', ctx({ orderStatus: ORDER_STATUS.registered, reason: 'r' })),
    ).toEqual(to(abandoned))
  })

  it('cancels from 350 on only by a manager', () => {
    for (const state of [locked, confirming, reviewing]) {
      expect(go(state, 'cancel', ctx({ reason: 'r' }))).toEqual(refused('workflow.managerOnly'))
      expect(go(state, 'cancel', manager({ reason: 'r' }))).toEqual(to(abandoned))
    }
  })

  it('leaves a done item to its report', () => {
    expect(go(done, 'cancel', manager({ reason: 'r' }))).toEqual(refused('workflow.notAllowed'))
    expect(go(abandoned, 'cancel', manager({ reason: 'r' }))).toEqual(refused('workflow.notAllowed'))
  })
})

describe('a voided order', () => {
  it('freezes its items', () => {
    const frozen = manager({ orderStatus: ORDER_STATUS.voided, reason: 'r', testerId: 'manager' })
    for (const action of ITEM_ACTIONS) {
      const state = itemMachine.actions[action].from[0] ?? awaitingDispatch
      expect(go(state, action, frozen)).toEqual(refused('workflow.orderVoided'))
    }
  })
})

describe('allowedActions of an item', () => {
  it.each([
    ['awaiting dispatch, dispatcher', awaitingDispatch, ctx(), ['dispatch', 'cancel']],
    ['awaiting dispatch, order not released', awaitingDispatch, ctx({ orderStatus: 100 }), ['cancel']],
    ['awaiting assignment, dispatcher', awaitingAssignment, ctx(), ['assign', 'cancel']],
    ['testing, tester', testing, as('tester'), ['lock', 'cancel']],
    ['testing, tester, results open', testing, as('tester', { resultsComplete: false }), ['cancel']],
    ['locked, tester', locked, as('tester'), ['sendForConfirmation']],
    ['locked, manager', locked, manager(), ['cancel']],
    ['confirming, tester', confirming, as('tester'), []],
    ['confirming, confirmer', confirming, as('confirmer'), ['confirm', 'return']],
    ['reviewing, confirmer', reviewing, as('confirmer', { confirmerId: 'confirmer' }), []],
    ['reviewing, reviewer', reviewing, as('reviewer', { confirmerId: 'confirmer' }), ['review', 'return']],
    [
      'reviewing, reviewer who is a manager',
      reviewing,
      manager({ confirmerId: 'confirmer' }),
      ['review', 'return', 'cancel'],
    ],
    ['done, manager', done, manager(), []],
  ] as const)('%s', (_name, state, context, expected) => {
    expect(allowedActions(itemMachine, state, context)).toEqual(expected)
  })
})
