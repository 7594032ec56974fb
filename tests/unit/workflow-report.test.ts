import { describe, expect, it } from 'vitest'

import {
  ORDER_STATUS,
  REPORT_ACTIONS,
  REPORT_STATE,
  allowedActions,
  decide,
  reportMachine,
  type RefusalCode,
  type ReportContext,
} from '../../src/domain/workflow'

const { abandoned, testing, drafting, auditing, approving, issuing, done } = REPORT_STATE

// Three people sign a report: the drafter, the auditor and the approver.
const ctx = (over: Partial<ReportContext> = {}): ReportContext => ({
  userId: 'drafter',
  isManager: false,
  reason: null,
  orderStatus: ORDER_STATUS.testing,
  itemStates: [600],
  drafterId: 'drafter',
  auditorId: null,
  deliveryCleared: true,
  ...over,
})
const as = (userId: string, over: Partial<ReportContext> = {}) => ctx({ userId, ...over })
const atApproval = (userId: string, over: Partial<ReportContext> = {}) =>
  as(userId, { auditorId: 'auditor', ...over })
const manager = (over: Partial<ReportContext> = {}) => ctx({ userId: 'manager', isManager: true, ...over })

const go = (state: number, action: string, context: ReportContext) =>
  decide(reportMachine, state, action, context)
const to = (state: number) => ({ ok: true, to: state })
const refused = (code: RefusalCode) => ({ ok: false, refusal: code })

describe('report states', () => {
  it('are the dictionary report_state', () => {
    expect(Object.values(REPORT_STATE)).toEqual([0, 300, 400, 500, 600, 700, 1000])
    expect(reportMachine.initial).toBe(testing)
  })
})

describe('draft 300 → 400', () => {
  it('starts drafting when every item is reviewed or cancelled', () => {
    expect(go(testing, 'draft', ctx({ itemStates: [600, 0, 600] }))).toEqual(to(drafting))
  })

  it('waits for the items', () => {
    for (const itemStates of [[], [0], [600, 500], [600, 300]] as const) {
      expect(go(testing, 'draft', ctx({ itemStates }))).toEqual(refused('report.itemsNotDone'))
    }
  })

  it('is the server’s, never a button', () => {
    expect(allowedActions(reportMachine, testing, ctx())).not.toContain('draft')
  })
})

describe('submitForAudit 400 → 500', () => {
  it('is submitted by the drafter', () => {
    expect(go(drafting, 'submitForAudit', as('drafter'))).toEqual(to(auditing))
    expect(go(drafting, 'submitForAudit', as('auditor'))).toEqual(refused('report.notDrafter'))
  })

  it('makes the first to submit an unclaimed report its drafter', () => {
    expect(go(drafting, 'submitForAudit', as('anyone', { drafterId: null }))).toEqual(to(auditing))
  })
})

describe('passAudit 500 → 600', () => {
  it('is passed by someone other than the drafter', () => {
    expect(go(auditing, 'passAudit', as('auditor'))).toEqual(to(approving))
    expect(go(auditing, 'passAudit', as('drafter'))).toEqual(refused('report.sameAsDrafter'))
  })
})

describe('approve 600 → 700', () => {
  it('is approved by a third person', () => {
    expect(go(approving, 'approve', atApproval('approver'))).toEqual(to(issuing))
    expect(go(approving, 'approve', atApproval('drafter'))).toEqual(refused('report.sameAsDrafter'))
    expect(go(approving, 'approve', atApproval('auditor'))).toEqual(refused('report.sameAsAuditor'))
  })
})

describe('deliver 700 → 1000', () => {
  it('delivers an approved report', () => {
    expect(go(issuing, 'deliver', as('reception'))).toEqual(to(done))
    expect(go(approving, 'deliver', as('reception'))).toEqual(refused('workflow.notAllowed'))
  })
})

describe('reject 500/600 → 400', () => {
  it('sends the report back to drafting with a reason', () => {
    expect(go(auditing, 'reject', as('auditor', { reason: '不确定度未给出' }))).toEqual(to(drafting))
    expect(go(approving, 'reject', atApproval('approver', { reason: 'r' }))).toEqual(to(drafting))
    expect(go(auditing, 'reject', as('auditor'))).toEqual(refused('workflow.reasonRequired'))
  })

  it('follows the people rules of the step it refuses', () => {
    expect(go(auditing, 'reject', as('drafter', { reason: 'r' }))).toEqual(refused('report.sameAsDrafter'))
    expect(go(approving, 'reject', atApproval('drafter', { reason: 'r' }))).toEqual(
      refused('report.sameAsDrafter'),
    )
    expect(go(approving, 'reject', atApproval('auditor', { reason: 'r' }))).toEqual(
      refused('report.sameAsAuditor'),
    )
  })

  it('never reopens an approved report: it is frozen, corrected by revocation and a revision', () => {
    for (const state of [issuing, done]) {
      expect(go(state, 'reject', atApproval('approver', { reason: 'r' }))).toEqual(
        refused('workflow.notAllowed'),
      )
    }
  })
})

describe('revoke 700/1000 → 0', () => {
  it('is a manager’s, with a reason, before or after delivery', () => {
    for (const state of [issuing, done]) {
      expect(go(state, 'revoke', manager({ reason: '证书信息错误' }))).toEqual(to(abandoned))
      expect(go(state, 'revoke', manager())).toEqual(refused('workflow.reasonRequired'))
      expect(go(state, 'revoke', as('approver', { reason: 'r' }))).toEqual(refused('workflow.managerOnly'))
    }
  })

  it('works on a done order', () => {
    expect(go(done, 'revoke', manager({ reason: 'r', orderStatus: ORDER_STATUS.done }))).toEqual(
      to(abandoned),
    )
  })

  it('is not allowed before approval', () => {
    expect(go(approving, 'revoke', manager({ reason: 'r' }))).toEqual(refused('workflow.notAllowed'))
  })
})

describe('cancel 300–600 → 0', () => {
  it('drops a report that will not be issued: a manager’s, with a reason', () => {
    for (const state of [testing, drafting, auditing, approving]) {
      expect(go(state, 'cancel', manager({ reason: '检测项目已全部取消' }))).toEqual(to(abandoned))
      expect(go(state, 'cancel', as('drafter', { reason: 'r' }))).toEqual(refused('workflow.managerOnly'))
    }
    expect(go(testing, 'cancel', manager())).toEqual(refused('workflow.reasonRequired'))
  })

  it('is not allowed once approved', () => {
    for (const state of [issuing, done, abandoned]) {
      expect(go(state, 'cancel', manager({ reason: 'r' }))).toEqual(refused('workflow.notAllowed'))
    }
  })
})

describe('a voided order', () => {
  it('freezes its reports', () => {
    const frozen = manager({ orderStatus: ORDER_STATUS.voided, reason: 'r', drafterId: null })
    for (const action of REPORT_ACTIONS) {
      const state = reportMachine.actions[action].from[0] ?? testing
      expect(go(state, action, frozen)).toEqual(refused('workflow.orderVoided'))
    }
  })
})

describe('three different people sign a report', () => {
  it('walks drafter → auditor → approver, and no one signs twice', () => {
    let state: number = drafting
    const step = (action: string, context: ReportContext) => {
      const decision = go(state, action, context)
      if (decision.ok) state = decision.to
      return decision
    }
    expect(step('submitForAudit', as('drafter'))).toEqual(to(auditing))
    expect(step('passAudit', as('drafter'))).toEqual(refused('report.sameAsDrafter'))
    expect(step('passAudit', as('auditor'))).toEqual(to(approving))
    expect(step('approve', atApproval('auditor'))).toEqual(refused('report.sameAsAuditor'))
    expect(step('approve', atApproval('drafter'))).toEqual(refused('report.sameAsDrafter'))
    expect(step('approve', atApproval('approver'))).toEqual(to(issuing))
  })
})

describe('allowedActions of a report', () => {
  it.each([
    ['testing, manager', testing, manager(), ['cancel']],
    ['drafting, drafter', drafting, as('drafter'), ['submitForAudit']],
    ['drafting, someone else', drafting, as('auditor'), []],
    ['auditing, drafter', auditing, as('drafter'), []],
    ['auditing, auditor', auditing, as('auditor'), ['passAudit', 'reject']],
    ['approving, auditor', approving, atApproval('auditor'), []],
    ['approving, approver', approving, atApproval('approver'), ['approve', 'reject']],
    ['issuing, reception', issuing, as('reception'), ['deliver']],
    ['issuing, manager', issuing, manager(), ['deliver', 'revoke']],
    ['done, reception', done, as('reception'), []],
    ['done, manager', done, manager(), ['revoke']],
    ['revoked, manager', abandoned, manager(), []],
  ] as const)('%s', (_name, state, context, expected) => {
    expect(allowedActions(reportMachine, state, context)).toEqual(expected)
  })
})
