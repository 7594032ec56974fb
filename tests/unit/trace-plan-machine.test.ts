import { describe, expect, it } from 'vitest'
import {
  PLAN_ACTIONS,
  PLAN_MESSAGES,
  PLAN_STATUS,
  decidePlan,
  planActions,
  planMessage,
  plannedDateOf,
  type PlanAction,
  type PlanContext,
  type PlanStatus,
} from '../../src/domain/standards/plan'

/*
 * The traceability plan's workflow, read from its own table below (not from the implementation): from which
 * states each step starts, where it leads, and whose it is; then every rule on reasons and lines.
 */

const { draft, pendingAudit, auditFailed, inProgress, completed, removalAudit, cancelled, auditSplit } =
  PLAN_STATUS
const STATES = Object.values(PLAN_STATUS)

type Whose = 'author' | 'auditor' | 'either' | 'server'
type Step = { from: readonly PlanStatus[]; to: PlanStatus | 'same'; whose: Whose }

const editable = [draft, auditFailed, auditSplit] as const

/** Cancel is the author's from a plan that never ran, an auditor's from one in progress (checked apart). */
const STEPS: Record<Exclude<PlanAction, 'cancel'>, Step> = {
  edit: { from: editable, to: 'same', whose: 'author' },
  send: { from: editable, to: pendingAudit, whose: 'author' },
  pass: { from: [pendingAudit], to: inProgress, whose: 'auditor' },
  fail: { from: [pendingAudit], to: auditFailed, whose: 'auditor' },
  split: { from: [pendingAudit], to: inProgress, whose: 'auditor' },
  requestRemoval: { from: [inProgress], to: removalAudit, whose: 'author' },
  approveRemoval: { from: [removalAudit], to: inProgress, whose: 'auditor' },
  rejectRemoval: { from: [removalAudit], to: inProgress, whose: 'auditor' },
  complete: { from: [inProgress], to: completed, whose: 'either' },
  autoComplete: { from: [inProgress], to: completed, whose: 'server' },
  remove: { from: [draft], to: draft, whose: 'author' },
}

const AUTHOR = 'u-author'

type Person = { name: string; userId: string; mayAudit: boolean }
const PEOPLE: readonly Person[] = [
  { name: 'the author', userId: AUTHOR, mayAudit: false },
  { name: 'the author holding the audit grant', userId: AUTHOR, mayAudit: true },
  { name: 'an auditor', userId: 'u-auditor', mayAudit: true },
  { name: 'someone else without the audit grant', userId: 'u-other', mayAudit: false },
]

/** Every fact a step asks for is there: only the state and the person decide. */
const ctxOf = (person: Person, facts: Partial<PlanContext> = {}): PlanContext => ({
  userId: person.userId,
  isManager: false,
  reason: '理由',
  authorId: AUTHOR,
  mayAudit: person.mayAudit,
  lineCount: 3,
  openLineCount: 0,
  sentBackCount: 1,
  ...facts,
})

function personRefusal(whose: Whose, person: Person): string | null {
  const isAuthor = person.userId === AUTHOR
  if (whose === 'author') return isAuthor ? null : 'plan.notAuthor'
  if (whose === 'auditor') return isAuthor ? 'plan.sameAsAuthor' : person.mayAudit ? null : 'plan.notAuditor'
  if (whose === 'either') return isAuthor || person.mayAudit ? null : 'plan.notInvolved'
  return null
}

describe('the traceability plan’s steps', () => {
  for (const [action, step] of Object.entries(STEPS) as [Exclude<PlanAction, 'cancel'>, Step][]) {
    for (const person of PEOPLE) {
      it(`${action} by ${person.name}, from every state`, () => {
        for (const state of STATES) {
          const decision = decidePlan(state, action, ctxOf(person))
          if (!step.from.includes(state)) {
            expect(decision, `${action} from ${state}`).toEqual({ ok: false, refusal: 'workflow.notAllowed' })
            continue
          }
          const refusal = personRefusal(step.whose, person)
          expect(decision, `${action} from ${state}`).toEqual(
            refusal ? { ok: false, refusal } : { ok: true, to: step.to === 'same' ? state : step.to },
          )
        }
      })
    }
  }

  for (const person of PEOPLE) {
    it(`cancel by ${person.name}: the author's before it runs, an auditor's while it runs`, () => {
      for (const state of STATES) {
        const decision = decidePlan(state, 'cancel', ctxOf(person))
        const refusal = (editable as readonly number[]).includes(state)
          ? personRefusal('author', person)
          : state === inProgress
            ? personRefusal('auditor', person)
            : 'workflow.notAllowed'
        expect(decision, `cancel from ${state}`).toEqual(
          refusal ? { ok: false, refusal } : { ok: true, to: cancelled },
        )
      }
    })
  }

  it('refuses unknown steps and states outside the dictionary', () => {
    const auditor = ctxOf(PEOPLE[2]!)
    expect(decidePlan(inProgress, 'approve', auditor)).toEqual({ ok: false, refusal: 'workflow.notAllowed' })
    expect(decidePlan(inProgress, 'constructor', auditor)).toEqual({
      ok: false,
      refusal: 'workflow.notAllowed',
    })
    for (const action of PLAN_ACTIONS)
      expect(decidePlan(0, action, auditor)).toEqual({ ok: false, refusal: 'workflow.notAllowed' })
  })
})

describe('the facts a step asks for', () => {
  const [author, , auditor] = PEOPLE as [Person, Person, Person, Person]

  it('asks a reason to fail, split, ask or reject a removal, and to stop a plan under way', () => {
    const none = { reason: '  ' }
    expect(decidePlan(pendingAudit, 'fail', ctxOf(auditor, none))).toEqual({
      ok: false,
      refusal: 'workflow.reasonRequired',
    })
    expect(decidePlan(pendingAudit, 'split', ctxOf(auditor, none))).toEqual({
      ok: false,
      refusal: 'workflow.reasonRequired',
    })
    expect(decidePlan(inProgress, 'requestRemoval', ctxOf(author, none))).toEqual({
      ok: false,
      refusal: 'workflow.reasonRequired',
    })
    expect(decidePlan(removalAudit, 'rejectRemoval', ctxOf(auditor, none))).toEqual({
      ok: false,
      refusal: 'workflow.reasonRequired',
    })
    expect(decidePlan(inProgress, 'cancel', ctxOf(auditor, none))).toEqual({
      ok: false,
      refusal: 'workflow.reasonRequired',
    })
    // No reason needed to pass, approve a removal, drop one's own plan that never ran, or complete.
    expect(decidePlan(pendingAudit, 'pass', ctxOf(auditor, none))).toEqual({ ok: true, to: inProgress })
    expect(decidePlan(removalAudit, 'approveRemoval', ctxOf(auditor, none))).toEqual({
      ok: true,
      to: inProgress,
    })
    for (const state of editable)
      expect(decidePlan(state, 'cancel', ctxOf(author, none))).toEqual({ ok: true, to: cancelled })
    expect(decidePlan(inProgress, 'complete', ctxOf(author, none))).toEqual({ ok: true, to: completed })
  })

  it('names the person before the reason: someone else is refused for who she is', () => {
    expect(decidePlan(pendingAudit, 'fail', ctxOf(author, { reason: null }))).toEqual({
      ok: false,
      refusal: 'plan.sameAsAuthor',
    })
    expect(decidePlan(inProgress, 'requestRemoval', ctxOf(auditor, { reason: null }))).toEqual({
      ok: false,
      refusal: 'plan.notAuthor',
    })
  })

  it('sends only a plan with a device, and completes only one whose every line is traced or removed', () => {
    for (const state of editable)
      expect(decidePlan(state, 'send', ctxOf(author, { lineCount: 0 }))).toEqual({
        ok: false,
        refusal: 'plan.linesRequired',
      })
    for (const person of [author, auditor]) {
      expect(decidePlan(inProgress, 'complete', ctxOf(person, { openLineCount: 1 }))).toEqual({
        ok: false,
        refusal: 'plan.linesOpen',
      })
    }
    expect(decidePlan(inProgress, 'autoComplete', ctxOf(author, { openLineCount: 2 }))).toEqual({
      ok: false,
      refusal: 'plan.linesOpen',
    })
  })

  it('splits only by sending back some of the lines, not none and not all', () => {
    for (const sentBackCount of [0, 3, 4])
      expect(decidePlan(pendingAudit, 'split', ctxOf(auditor, { sentBackCount }))).toEqual({
        ok: false,
        refusal: 'plan.splitLines',
      })
    for (const sentBackCount of [1, 2])
      expect(decidePlan(pendingAudit, 'split', ctxOf(auditor, { sentBackCount }))).toEqual({
        ok: true,
        to: inProgress,
      })
  })
})

describe('the buttons each person sees', () => {
  const [author, authorAuditing, auditor, other] = PEOPLE as [Person, Person, Person, Person]
  const open = { reason: null, sentBackCount: 0, openLineCount: 2 }

  it('offers the author her plan’s steps and the auditor his, never the automatic completion', () => {
    const seen = (state: PlanStatus, person: Person, facts: Partial<PlanContext> = open) =>
      planActions(state, ctxOf(person, facts))
    expect(seen(draft, author)).toEqual(['edit', 'send', 'cancel', 'remove'])
    expect(seen(draft, author, { ...open, lineCount: 0 })).toEqual(['edit', 'cancel', 'remove'])
    expect(seen(auditFailed, author)).toEqual(['edit', 'send', 'cancel'])
    expect(seen(auditSplit, author)).toEqual(['edit', 'send', 'cancel'])
    expect(seen(draft, auditor)).toEqual([])
    expect(seen(pendingAudit, author)).toEqual([])
    expect(seen(pendingAudit, authorAuditing)).toEqual([])
    expect(seen(pendingAudit, auditor)).toEqual(['pass', 'fail', 'split'])
    expect(seen(pendingAudit, other)).toEqual([])
    expect(seen(inProgress, author)).toEqual(['requestRemoval'])
    expect(seen(inProgress, auditor)).toEqual(['cancel'])
    expect(seen(inProgress, author, { ...open, openLineCount: 0 })).toEqual(['requestRemoval', 'complete'])
    expect(seen(inProgress, auditor, { ...open, openLineCount: 0 })).toEqual(['cancel', 'complete'])
    expect(seen(removalAudit, auditor)).toEqual(['approveRemoval', 'rejectRemoval'])
    expect(seen(removalAudit, author)).toEqual([])
    for (const person of PEOPLE) {
      expect(seen(completed, person)).toEqual([])
      expect(seen(cancelled, person)).toEqual([])
    }
  })
})

describe('the plan’s messages and dates', () => {
  it('has a Chinese and an English message for every code', () => {
    for (const [code, { zh, en }] of Object.entries(PLAN_MESSAGES)) {
      expect(zh, code).toMatch(/[\u4e00-\u9fff]/)
      expect(en, code).toMatch(/^[A-Z][^\u4e00-\u9fff]+[^.]$/)
    }
    expect(planMessage('workflow.notAllowed').zh).toBe('当前状态不允许此操作')
  })

  it('plans a device 15 days before it falls due, not before the period starts', () => {
    expect(plannedDateOf('2026-03-10', '2026-01-01')).toBe('2026-02-23')
    expect(plannedDateOf('2026-03-01', '2026-01-01')).toBe('2026-02-14')
    expect(plannedDateOf('2026-01-10', '2026-01-01')).toBe('2026-01-01')
    // Overdue already: traced from the period's first day.
    expect(plannedDateOf('2025-11-30', '2026-01-01')).toBe('2026-01-01')
  })
})
