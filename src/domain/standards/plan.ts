import { REFUSALS, type RefusalCode } from '../workflow/refusals'
import { allowedActions, decide, reasonOf, type ActorContext, type Machine } from '../workflow/machine'

/*
 * A traceability plan (溯源计划, ISO/IEC 17025 6.4, 6.5): for a period, the standard devices falling due and
 * when and how each is to be traced. Its author proposes and edits it; someone else who may audit plans
 * (trace_plan_audit) passes it, fails it, or splits it; the devices are then traced line by line until the plan
 * is complete. Removing a device from a plan under way is audited too.
 *
 * Dictionary PLAN_STATUS:
 *   1 draft → 5 pending audit → 10 audit failed (back to the author, who edits and sends it again)
 *                             → 15 in progress → 20 completed (every line traced or removed)
 *   15 → 25 removal under audit (a line's removal asked) → 15 (approved: the line is removed; rejected: the
 *        line is planned again)
 *   1, 10, 35 → 30 cancelled by the author; 15 → 30 cancelled by an auditor, with a reason
 *   35 audit split. The choice made here: splitting at audit passes the plan with the lines the auditor
 *   keeps (the plan goes 5 → 15, its trail says 'split' with the reason), and the lines sent back leave it for
 *   a NEW plan (its splitFrom names the original, same author, same period, a code of its own) born in 35.
 *   A plan in 35 is its author's to edit and send again exactly like one in 10; the distinct state says
 *   why it came back (split off, not failed as a whole), and its trail starts with the split and its reason.
 *
 * The state machine (which state an action may start from and where it leads, and whether it asks for a
 * reason) is the workflow's generic one; the people rules and the rules on the plan's lines are the plan's own
 * (PLAN_RULES), with the plan's own messages, and `decidePlan` reads both in one order.
 */

/** Dictionary PLAN_STATUS. */
export const PLAN_STATUS = {
  draft: 1,
  pendingAudit: 5,
  auditFailed: 10,
  inProgress: 15,
  completed: 20,
  removalAudit: 25,
  cancelled: 30,
  auditSplit: 35,
} as const
export type PlanStatus = (typeof PLAN_STATUS)[keyof typeof PLAN_STATUS]

const { draft, pendingAudit, auditFailed, inProgress, completed, removalAudit, cancelled, auditSplit } =
  PLAN_STATUS

/** Where the author still changes the plan: a draft, one failed at audit, one split off at audit. */
export const PLAN_EDITABLE: readonly PlanStatus[] = [draft, auditFailed, auditSplit]

/** A plan that no longer holds its devices: another plan may take them. */
export const PLAN_CLOSED: readonly PlanStatus[] = [completed, cancelled]

/** Where a device of a plan stands: planned → traced; removal_pending while its removal awaits audit → removed. */
export const PLAN_LINE_STATE = {
  planned: 'planned',
  removalPending: 'removal_pending',
  removed: 'removed',
  traced: 'traced',
} as const
export type PlanLineState = (typeof PLAN_LINE_STATE)[keyof typeof PLAN_LINE_STATE]

/** A line still to be done: neither traced nor removed. */
export const lineIsOpen = (state: PlanLineState): boolean =>
  state === PLAN_LINE_STATE.planned || state === PLAN_LINE_STATE.removalPending

export const PLAN_ACTIONS = [
  'edit',
  'send',
  'pass',
  'fail',
  'split',
  'requestRemoval',
  'approveRemoval',
  'rejectRemoval',
  'cancel',
  'complete',
  'autoComplete',
  'remove',
] as const
export type PlanAction = (typeof PLAN_ACTIONS)[number]

/** The audit's verdicts, each an action of the machine. */
export const PLAN_VERDICTS = ['pass', 'fail', 'split'] as const
export type PlanVerdict = (typeof PLAN_VERDICTS)[number]

export type PlanContext = ActorContext & {
  /** Who made the plan: she edits, sends and asks removals; she never audits it. */
  authorId: string
  /** The acting user may audit plans (trace_plan_audit). */
  mayAudit: boolean
  /** Lines on the plan that are not removed. */
  lineCount: number
  /** Lines neither traced nor removed. */
  openLineCount: number
  /** At a split: how many of the lines the auditor sends back (0 otherwise). */
  sentBackCount: number
}

/** What people read when a plan's step or change is refused, in both languages. */
export const PLAN_MESSAGES = {
  'plan.notAuthor': { zh: '仅限计划编制人操作', en: 'Only the plan’s author may do this' },
  'plan.sameAsAuthor': {
    zh: '计划编制人不能作为审核人操作',
    en: 'The plan’s author cannot act as its auditor',
  },
  'plan.notAuditor': {
    zh: '仅限有溯源计划审核权限的人员操作',
    en: 'Only someone who audits traceability plans may do this',
  },
  'plan.notInvolved': {
    zh: '仅限计划编制人或审核人员操作',
    en: 'Only the plan’s author or an auditor may do this',
  },
  'plan.linesRequired': { zh: '请至少添加一台标准器', en: 'Add at least one standard device to the plan' },
  'plan.linesOpen': {
    zh: '尚有标准器未完成溯源，不能完成计划',
    en: 'Some devices are not traced yet: the plan cannot be completed',
  },
  'plan.splitLines': {
    zh: '拆分时请勾选部分（而非全部）退回的标准器',
    en: 'To split the plan, tick some of its devices to send back, not all of them',
  },
  'plan.notEditable': {
    zh: '只有草稿、审核不通过或拆分退回的计划可以修改',
    en: 'Only a draft, a plan failed at audit or one split off at audit can be changed',
  },
  'plan.notDraft': {
    zh: '只有草稿可以删除，其他计划请取消',
    en: 'Only a draft can be removed: cancel the plan instead',
  },
  'plan.periodOrder': {
    zh: '计划结束日期不能早于开始日期',
    en: 'The end of the period cannot be before its start',
  },
  'plan.deviceTwice': {
    zh: '同一标准器在计划中只能出现一次',
    en: 'A standard device appears only once in a plan',
  },
  'plan.deviceUnknown': {
    zh: '标准器不存在或已报废',
    en: 'The standard device is unknown or scrapped',
  },
  'plan.deviceOnOtherPlan': {
    zh: '该标准器已在另一份未完成的溯源计划中',
    en: 'The standard device is on another traceability plan not yet completed',
  },
  'plan.plannedOutsidePeriod': {
    zh: '计划溯源日期须在计划期间内',
    en: 'The planned date must fall within the plan’s period',
  },
  'plan.lineUnknown': { zh: '计划中没有该标准器', en: 'The plan has no such line' },
  'plan.lineNotPlanned': {
    zh: '只有待溯源的标准器可以申请移除',
    en: 'Only a device still to be traced can be removed from the plan',
  },
  'plan.traceNotInProgress': {
    zh: '该标准器所在的溯源计划未在进行中',
    en: 'The device’s traceability plan is not in progress',
  },
  'plan.lineTraced': {
    zh: '该计划行已登记溯源结果',
    en: 'A trace result is recorded for this line already',
  },
  'plan.lineNotOpen': {
    zh: '该标准器已移出计划或正在审核移除',
    en: 'The device is removed from the plan, or its removal is being audited',
  },
  'plan.resultMismatch': {
    zh: '溯源结果不存在或不属于该标准器',
    en: 'The trace result is unknown or another device’s',
  },
} as const satisfies Record<string, { zh: string; en: string }>

export type PlanMessageCode = keyof typeof PLAN_MESSAGES
/** A refusal of a plan's step: the plan's own rules, or the workflow's (not from this state, no reason). */
export type PlanRefusal = PlanMessageCode | RefusalCode

export const planMessage = (code: PlanRefusal): { zh: string; en: string } =>
  code in PLAN_MESSAGES ? PLAN_MESSAGES[code as PlanMessageCode] : REFUSALS[code as RefusalCode]

/** The rules on people: the server answers them 403. */
export const PLAN_PEOPLE_RULES: ReadonlySet<PlanRefusal> = new Set<PlanRefusal>([
  'plan.notAuthor',
  'plan.sameAsAuthor',
  'plan.notAuditor',
  'plan.notInvolved',
])

type PlanRule = {
  refusal: PlanRefusal
  holds: (ctx: PlanContext, from: PlanStatus) => boolean
  /** On a fact the action's dialog asks for (the lines sent back, a reason): not checked for the buttons. */
  asked?: true
}

const isAuthor = (ctx: PlanContext) => ctx.userId === ctx.authorId

const author: PlanRule = { refusal: 'plan.notAuthor', holds: isAuthor }
// The author never audits her own plan, whatever her grants; then the grant itself.
const auditor: readonly PlanRule[] = [
  { refusal: 'plan.sameAsAuthor', holds: (ctx) => !isAuthor(ctx) },
  { refusal: 'plan.notAuditor', holds: (ctx) => ctx.mayAudit },
]
const allClosed: PlanRule = { refusal: 'plan.linesOpen', holds: (ctx) => ctx.openLineCount === 0 }

/** From states, destination, reason: the generic workflow machine of a plan. */
export const planMachine: Machine<PlanStatus, PlanAction, PlanContext> = {
  entity: 'trace_plan',
  initial: draft,
  states: Object.values(PLAN_STATUS),
  guards: [],
  actions: {
    // Saving the author's changes: no change of state (and no row of the trail).
    edit: { from: PLAN_EDITABLE, to: (_ctx, from) => from },
    send: { from: PLAN_EDITABLE, to: pendingAudit },
    pass: { from: [pendingAudit], to: inProgress },
    fail: { from: [pendingAudit], to: auditFailed, reasonRequired: true },
    // The plan keeps the lines the auditor passes and goes on; the others leave for a new plan (in 35).
    split: { from: [pendingAudit], to: inProgress, reasonRequired: true },
    requestRemoval: { from: [inProgress], to: removalAudit, reasonRequired: true },
    approveRemoval: { from: [removalAudit], to: inProgress },
    rejectRemoval: { from: [removalAudit], to: inProgress, reasonRequired: true },
    // The author drops what never ran; a plan under way is stopped by an auditor (a reason: PLAN_RULES).
    cancel: { from: [draft, auditFailed, auditSplit, inProgress], to: cancelled },
    complete: { from: [inProgress], to: completed },
    // The last open line traced completes the plan by itself (markPlanLineTraced).
    autoComplete: { from: [inProgress], to: completed, automatic: true },
    // A draft removed (soft delete): its state stays, the trail says who removed it.
    remove: { from: [draft], to: draft },
  },
}

/** Who may take each step, and what the plan's lines must be: checked after the state, before the reason. */
export const PLAN_RULES: { readonly [A in PlanAction]: readonly PlanRule[] } = {
  edit: [author],
  send: [author, { refusal: 'plan.linesRequired', holds: (ctx) => ctx.lineCount > 0 }],
  pass: auditor,
  fail: auditor,
  split: [
    ...auditor,
    {
      refusal: 'plan.splitLines',
      asked: true,
      holds: (ctx) => ctx.sentBackCount > 0 && ctx.sentBackCount < ctx.lineCount,
    },
  ],
  requestRemoval: [author],
  approveRemoval: auditor,
  rejectRemoval: auditor,
  cancel: [
    { refusal: 'plan.notAuthor', holds: (ctx, from) => from === inProgress || isAuthor(ctx) },
    { refusal: 'plan.sameAsAuthor', holds: (ctx, from) => from !== inProgress || !isAuthor(ctx) },
    { refusal: 'plan.notAuditor', holds: (ctx, from) => from !== inProgress || ctx.mayAudit },
    {
      refusal: 'workflow.reasonRequired',
      asked: true,
      holds: (ctx, from) => from !== inProgress || reasonOf(ctx) !== null,
    },
  ],
  complete: [{ refusal: 'plan.notInvolved', holds: (ctx) => isAuthor(ctx) || ctx.mayAudit }, allClosed],
  autoComplete: [allClosed],
  remove: [author],
}

export type PlanDecision = { ok: true; to: PlanStatus } | { ok: false; refusal: PlanRefusal }

/**
 * May `action` be taken on a plan in `status`, and where does it lead? The first failing rule wins: a step not
 * declared from this state (workflow.notAllowed), then the plan's rules in their order (people, then lines),
 * then the reason.
 */
export function decidePlan(status: number, action: string, ctx: PlanContext): PlanDecision {
  const state = decide(planMachine, status, action, ctx)
  if (!state.ok && state.refusal === 'workflow.notAllowed') return state
  for (const rule of PLAN_RULES[action as PlanAction]) {
    if (!rule.holds(ctx, status as PlanStatus)) return { ok: false, refusal: rule.refusal }
  }
  return state
}

/**
 * The steps a person may take on a plan now, in declaration order (the buttons): automatic ones left out, and
 * the facts the step's dialog asks for (a reason, the lines sent back) not required yet.
 */
export const planActions = (status: number, ctx: PlanContext): PlanAction[] =>
  allowedActions(planMachine, status, ctx).filter((action) =>
    PLAN_RULES[action].every((rule) => rule.asked || rule.holds(ctx, status as PlanStatus)),
  )

/** `yyyy-MM-dd` moved by whole days. */
export function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}

/** How many days before a device falls due its trace is planned. */
export const PLAN_LEAD_DAYS = 15

/** The day a device falling due on `validUntil` is planned for: 15 days before, not before the period starts. */
export function plannedDateOf(validUntil: string, periodStart: string): string {
  const day = shiftDay(validUntil, -PLAN_LEAD_DAYS)
  return day < periodStart ? periodStart : day
}
