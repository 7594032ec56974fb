import { describe, expect, it } from 'vitest'

import {
  ITEM_STATE,
  ORDER_STATUS,
  REPORT_STATE,
  allReportsDone,
  allowedActions,
  decide,
  orderMachine,
  type OrderContext,
  type RefusalCode,
} from '../../src/domain/workflow'

const { voided, registered, pendingAudit, testing, done } = ORDER_STATUS

const ctx = (over: Partial<OrderContext> = {}): OrderContext => ({
  userId: 'reception',
  isManager: false,
  reason: null,
  hasCustomer: true,
  sampleItemCounts: [2, 1],
  itemStates: [],
  reportStates: [],
  ...over,
})
const manager = (over: Partial<OrderContext> = {}) => ctx({ userId: 'manager', isManager: true, ...over })

const go = (state: number, action: string, context: OrderContext) =>
  decide(orderMachine, state, action, context)
const to = (state: number) => ({ ok: true, to: state })
const refused = (code: RefusalCode) => ({ ok: false, refusal: code })

describe('order states', () => {
  it('are the dictionary order_status', () => {
    expect(ORDER_STATUS).toEqual({ voided: 0, registered: 50, pendingAudit: 100, testing: 300, done: 1000 })
    expect(orderMachine.initial).toBe(registered)
  })
})

describe('submit 50 → 100', () => {
  it('goes to audit with a customer and samples that all have items', () => {
    expect(go(registered, 'submit', ctx())).toEqual(to(pendingAudit))
  })

  it('needs a customer, then a sample, then an item on every sample', () => {
    expect(go(registered, 'submit', ctx({ hasCustomer: false, sampleItemCounts: [] }))).toEqual(
      refused('order.customerRequired'),
    )
    expect(go(registered, 'submit', ctx({ sampleItemCounts: [] }))).toEqual(refused('order.samplesRequired'))
    expect(go(registered, 'submit', ctx({ sampleItemCounts: [3, 0] }))).toEqual(
      refused('order.itemsRequired'),
    )
  })

  it('is not allowed from another state', () => {
    for (const state of [voided, pendingAudit, testing, done]) {
      expect(go(state, 'submit', ctx())).toEqual(refused('workflow.notAllowed'))
    }
  })
})

describe('the audit: pass 100 → 300, return 100 → 50', () => {
  it('passes', () => {
    expect(go(pendingAudit, 'pass', ctx())).toEqual(to(testing))
    expect(go(registered, 'pass', ctx())).toEqual(refused('workflow.notAllowed'))
  })

  it('returns with a reason only', () => {
    expect(go(pendingAudit, 'return', ctx({ reason: '客户名称有误' }))).toEqual(to(registered))
    expect(go(pendingAudit, 'return', ctx())).toEqual(refused('workflow.reasonRequired'))
    expect(go(pendingAudit, 'return', ctx({ reason: '  ' }))).toEqual(refused('workflow.reasonRequired'))
    expect(go(testing, 'return', ctx({ reason: 'x' }))).toEqual(refused('workflow.notAllowed'))
  })
})

describe('complete 300 → 1000', () => {
  it('completes when every report is done (a revoked one does not count)', () => {
    expect(go(testing, 'complete', ctx({ reportStates: [1000, 0, 1000] }))).toEqual(to(done))
  })

  it('waits for the reports', () => {
    for (const reportStates of [[], [0], [1000, 700], [300]] as const) {
      expect(go(testing, 'complete', ctx({ reportStates }))).toEqual(refused('order.reportsNotDone'))
    }
  })

  it('is the server’s, never a button', () => {
    expect(allowedActions(orderMachine, testing, ctx({ reportStates: [1000] }))).not.toContain('complete')
  })

  it('reopens a done order while a revision of a revoked report is under way, automatically', () => {
    expect(go(done, 'reopen', ctx({ reportStates: [0, 400] }))).toEqual(to(testing))
    expect(go(done, 'reopen', ctx({ reportStates: [1000, 0, 1000] }))).toEqual(
      refused('order.reportsAllDone'),
    )
    expect(go(testing, 'reopen', ctx({ reportStates: [0, 400] }))).toEqual(refused('workflow.notAllowed'))
    expect(allowedActions(orderMachine, done, ctx({ reportStates: [0, 400] }))).not.toContain('reopen')
  })

  it('reads allReportsDone', () => {
    expect(allReportsDone([REPORT_STATE.done])).toBe(true)
    expect(allReportsDone([REPORT_STATE.done, REPORT_STATE.abandoned])).toBe(true)
    expect(allReportsDone([REPORT_STATE.abandoned])).toBe(false)
    expect(allReportsDone([])).toBe(false)
    expect(allReportsDone([REPORT_STATE.done, REPORT_STATE.issuing])).toBe(false)
  })
})

describe('void → 0', () => {
  it('voids freely from 50 and 100, with a reason', () => {
    expect(go(registered, 'void', ctx({ reason: '客户取消' }))).toEqual(to(voided))
    expect(go(pendingAudit, 'void', ctx({ reason: '客户取消' }))).toEqual(to(voided))
    expect(go(registered, 'void', ctx())).toEqual(refused('workflow.reasonRequired'))
  })

  it('voids from 300 only by a manager', () => {
    expect(go(testing, 'void', ctx({ reason: 'r' }))).toEqual(refused('workflow.managerOnly'))
    expect(go(testing, 'void', manager({ reason: 'r' }))).toEqual(to(voided))
    expect(go(testing, 'void', manager())).toEqual(refused('workflow.reasonRequired'))
  })

  it('keeps locked results: not while an item is at 350 or beyond', () => {
    const { abandoned, testing: itemTesting, locked, done: itemDone } = ITEM_STATE
    expect(go(testing, 'void', manager({ reason: 'r', itemStates: [abandoned, itemTesting] }))).toEqual(
      to(voided),
    )
    for (const state of [locked, ITEM_STATE.confirming, ITEM_STATE.reviewing, itemDone]) {
      expect(go(testing, 'void', manager({ reason: 'r', itemStates: [itemTesting, state] }))).toEqual(
        refused('order.itemLocked'),
      )
    }
  })

  it('keeps issued reports: not while a report is at 700 or beyond', () => {
    expect(go(testing, 'void', manager({ reason: 'r', reportStates: [0, 300, 600] }))).toEqual(to(voided))
    for (const state of [REPORT_STATE.issuing, REPORT_STATE.done]) {
      expect(go(testing, 'void', manager({ reason: 'r', reportStates: [state] }))).toEqual(
        refused('order.reportIssued'),
      )
    }
  })

  it('is not allowed once done or voided', () => {
    expect(go(done, 'void', manager({ reason: 'r' }))).toEqual(refused('workflow.notAllowed'))
    expect(go(voided, 'void', manager({ reason: 'r' }))).toEqual(refused('workflow.notAllowed'))
  })
})

describe('reinstate 0 → 50', () => {
  it('brings a voided order back to registered', () => {
    expect(go(voided, 'reinstate', ctx())).toEqual(to(registered))
    expect(go(registered, 'reinstate', ctx())).toEqual(refused('workflow.notAllowed'))
  })
})

describe('allowedActions of an order', () => {
  it.each([
    ['registered', registered, ctx(), ['submit', 'void']],
    ['registered without a customer', registered, ctx({ hasCustomer: false }), ['void']],
    ['pending audit', pendingAudit, ctx(), ['pass', 'return', 'void']],
    ['testing, for staff', testing, ctx(), []],
    ['testing, for a manager', testing, manager(), ['void']],
    ['testing with locked results, for a manager', testing, manager({ itemStates: [350] }), []],
    ['done', done, manager(), []],
    ['voided', voided, ctx(), ['reinstate']],
  ] as const)('%s', (_name, state, context, expected) => {
    expect(allowedActions(orderMachine, state, context)).toEqual(expected)
  })
})
