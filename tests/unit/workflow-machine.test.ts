import { describe, expect, it } from 'vitest'
import { billMachine, quoteReviewMachine } from '../../src/domain/billing'

import {
  ORDER_ACTIONS,
  ORDER_STATUS,
  REFUSALS,
  REPORT_ACTIONS,
  SAMPLE_ACTIONS,
  ITEM_ACTIONS,
  allowedActions,
  auditEntry,
  decide,
  itemMachine,
  orderMachine,
  reasonOf,
  reportMachine,
  sampleMachine,
  type ActorContext,
  type Machine,
  type RefusalCode,
} from '../../src/domain/workflow'

// A toy machine that exercises every feature of the core: a machine-wide guard, managerOnly by start state,
// guards in order, a reason, a computed target and an automatic action.
type ToyState = 0 | 1 | 2 | 3
type ToyContext = ActorContext & {
  open: boolean
  first: boolean
  second: boolean
  jump: boolean
  typed: boolean
}

const toy: Machine<ToyState, 'go' | 'close' | 'auto', ToyContext> = {
  entity: 'order',
  initial: 1,
  states: [0, 1, 2, 3],
  guards: [{ refusal: 'workflow.orderVoided', holds: (ctx) => ctx.open }],
  actions: {
    go: {
      from: [1, 2],
      to: (ctx, from) => (ctx.jump || from === 2 ? 3 : 2),
      guards: [
        { refusal: 'order.customerRequired', holds: (ctx) => ctx.first },
        { refusal: 'order.samplesRequired', holds: (ctx) => ctx.second },
        { refusal: 'item.testerRequired', holds: (ctx) => ctx.typed, asked: true },
      ],
    },
    close: { from: [1, 2], to: 0, managerOnly: [2], reasonRequired: true },
    auto: { from: [1], to: 2, automatic: true },
  },
}

const ctx = (over: Partial<ToyContext> = {}): ToyContext => ({
  userId: 'u1',
  isManager: false,
  reason: null,
  open: true,
  first: true,
  second: true,
  jump: false,
  typed: true,
  ...over,
})

const refusal = (code: RefusalCode) => ({ ok: false, refusal: code })

describe('decide', () => {
  it('answers the target of an allowed action, computed from the context and the start state', () => {
    expect(decide(toy, 1, 'go', ctx())).toEqual({ ok: true, to: 2 })
    expect(decide(toy, 1, 'go', ctx({ jump: true }))).toEqual({ ok: true, to: 3 })
    expect(decide(toy, 2, 'go', ctx())).toEqual({ ok: true, to: 3 })
  })

  it('refuses an unknown action, a prototype member and an action from another state as not allowed', () => {
    for (const action of ['fly', '', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(decide(toy, 1, action, ctx())).toEqual(refusal('workflow.notAllowed'))
    }
    expect(decide(toy, 3, 'go', ctx())).toEqual(refusal('workflow.notAllowed'))
    expect(decide(toy, 0, 'close', ctx())).toEqual(refusal('workflow.notAllowed'))
  })

  it('refuses a stored state outside the dictionary', () => {
    for (const state of [-1, 5, 1.5, Number.NaN]) {
      expect(decide(toy, state, 'go', ctx())).toEqual(refusal('workflow.notAllowed'))
    }
  })

  it('checks in order: allowed from here, machine rules, manager, action rules in order, reason', () => {
    const everythingWrong = ctx({ open: false, first: false, second: false })
    expect(decide(toy, 3, 'go', everythingWrong)).toEqual(refusal('workflow.notAllowed'))
    expect(decide(toy, 1, 'go', everythingWrong)).toEqual(refusal('workflow.orderVoided'))
    expect(decide(toy, 1, 'go', ctx({ first: false, second: false }))).toEqual(
      refusal('order.customerRequired'),
    )
    expect(decide(toy, 1, 'go', ctx({ second: false }))).toEqual(refusal('order.samplesRequired'))
    expect(decide(toy, 2, 'close', ctx({ open: false }))).toEqual(refusal('workflow.orderVoided'))
    expect(decide(toy, 2, 'close', ctx())).toEqual(refusal('workflow.managerOnly'))
    expect(decide(toy, 2, 'close', ctx({ isManager: true }))).toEqual(refusal('workflow.reasonRequired'))
    expect(decide(toy, 2, 'close', ctx({ isManager: true, reason: 'r' }))).toEqual({ ok: true, to: 0 })
  })

  it('needs a manager only from the start states listed', () => {
    expect(decide(toy, 1, 'close', ctx({ reason: 'r' }))).toEqual({ ok: true, to: 0 })
    expect(decide(toy, 2, 'close', ctx({ reason: 'r' }))).toEqual(refusal('workflow.managerOnly'))
  })

  it('counts a blank reason as missing', () => {
    for (const reason of [null, undefined, '', '   ', '\n\t']) {
      expect(decide(toy, 1, 'close', ctx({ reason }))).toEqual(refusal('workflow.reasonRequired'))
    }
  })

  it('lets the server take an automatic action', () => {
    expect(decide(toy, 1, 'auto', ctx())).toEqual({ ok: true, to: 2 })
  })
})

describe('allowedActions', () => {
  it('lists the actions a person may take, in declaration order, without automatic ones', () => {
    expect(allowedActions(toy, 1, ctx())).toEqual(['go', 'close'])
    expect(allowedActions(toy, 3, ctx())).toEqual([])
  })

  it('does not ask for the reason yet: the button opens the dialog that does', () => {
    expect(allowedActions(toy, 1, ctx({ reason: null }))).toContain('close')
  })

  it('offers an action whose dialog asks for a missing fact; decide still refuses it without', () => {
    expect(allowedActions(toy, 1, ctx({ typed: false }))).toEqual(['go', 'close'])
    expect(allowedActions(toy, 1, ctx({ typed: false, first: false }))).toEqual(['close'])
    expect(decide(toy, 1, 'go', ctx({ typed: false }))).toEqual(refusal('item.testerRequired'))
  })

  it('follows the manager flag and the rules', () => {
    expect(allowedActions(toy, 2, ctx())).toEqual(['go'])
    expect(allowedActions(toy, 2, ctx({ isManager: true }))).toEqual(['go', 'close'])
    expect(allowedActions(toy, 1, ctx({ first: false }))).toEqual(['close'])
    expect(allowedActions(toy, 1, ctx({ open: false }))).toEqual([])
  })
})

describe('auditEntry', () => {
  it('records who did what, from where to where, why and when', () => {
    const entry = auditEntry(orderMachine, {
      entityId: 'o1',
      action: 'void',
      from: ORDER_STATUS.registered,
      to: ORDER_STATUS.voided,
      ctx: {
        userId: 'u7',
        isManager: false,
        reason: '  客户取消委托  ',
        hasCustomer: true,
        sampleItemCounts: [],
        itemStates: [],
        reportStates: [],
      },
      at: '2026-03-01T02:00:00.000Z',
    })
    expect(entry).toEqual({
      entity: 'order',
      entityId: 'o1',
      action: 'void',
      from: 50,
      to: 0,
      reason: '客户取消委托',
      userId: 'u7',
      at: '2026-03-01T02:00:00.000Z',
    })
  })

  it('records a missing or blank reason as null', () => {
    expect(reasonOf({ userId: 'u', isManager: false })).toBeNull()
    expect(reasonOf({ userId: 'u', isManager: false, reason: ' ' })).toBeNull()
    expect(reasonOf({ userId: 'u', isManager: false, reason: ' a ' })).toBe('a')
  })
})

// Every machine, read as data.
const machines = [
  { machine: orderMachine, names: ORDER_ACTIONS },
  { machine: sampleMachine, names: SAMPLE_ACTIONS },
  { machine: itemMachine, names: ITEM_ACTIONS },
  { machine: reportMachine, names: REPORT_ACTIONS },
] as const

type AnyMachine = Machine<number, string, never>
const asAny = (machine: unknown) => machine as AnyMachine
const transitionsOf = (machine: AnyMachine) => Object.entries(machine.actions)

describe('the machines as declared', () => {
  it.each(machines)(
    '$machine.entity: exports its action names, and every state is a dictionary value',
    (m) => {
      const machine = asAny(m.machine)
      expect(Object.keys(machine.actions)).toEqual([...m.names])
      expect(new Set(machine.states).size).toBe(machine.states.length)
      expect(machine.states).toContain(machine.initial)
      for (const [, transition] of transitionsOf(machine)) {
        expect(transition.from.length).toBeGreaterThan(0)
        for (const from of transition.from) expect(machine.states).toContain(from)
        expect(typeof transition.to).toBe('number')
        expect(machine.states).toContain(transition.to)
      }
    },
  )

  it.each(machines)('$machine.entity: every state can be reached from the initial one', (m) => {
    const machine = asAny(m.machine)
    const reached = new Set([machine.initial])
    for (let grown = true; grown;) {
      grown = false
      for (const [, transition] of transitionsOf(machine)) {
        const to = transition.to as number
        if (transition.from.some((from) => reached.has(from)) && !reached.has(to)) {
          reached.add(to)
          grown = true
        }
      }
    }
    expect([...reached].sort((a, b) => a - b)).toEqual([...machine.states].sort((a, b) => a - b))
  })

  it('asks for a reason on every way to 0 (void, reject, cancel, revoke) and on every return', () => {
    for (const { machine } of machines) {
      for (const [action, transition] of transitionsOf(asAny(machine))) {
        const backwards = transition.to === 0 || ['return', 'reject'].includes(action)
        // a sample's "return" is to the customer, forwards
        if (machine.entity === 'sample' && action === 'return') continue
        expect({ entity: machine.entity, action, reason: transition.reasonRequired === true }).toEqual({
          entity: machine.entity,
          action,
          reason: backwards,
        })
      }
    }
  })
})

describe('refusal messages', () => {
  const codes = Object.keys(REFUSALS) as RefusalCode[]

  it('has a Chinese and an English message for every code', () => {
    for (const code of codes) {
      const { zh, en } = REFUSALS[code]
      expect(zh, code).toMatch(/[\u4e00-\u9fff]/)
      expect(en, code).toMatch(/^[A-Z][^\u4e00-\u9fff]+[^.]$/)
    }
  })

  it('uses every code somewhere: in the core or in a rule of a machine', () => {
    const used = new Set<string>(['workflow.notAllowed', 'workflow.managerOnly', 'workflow.reasonRequired'])
    // The billing machines share the refusals' catalogue (their states are set by the workflow too, so they
    // are not held to the lab machines' reachability checks above).
    for (const machine of [...machines.map((entry) => entry.machine), quoteReviewMachine, billMachine]) {
      const any = asAny(machine)
      for (const guard of any.guards) used.add(guard.refusal)
      for (const [, transition] of transitionsOf(any)) {
        for (const guard of transition.guards ?? []) used.add(guard.refusal)
      }
    }
    expect([...used].sort()).toEqual([...codes].sort())
  })
})
