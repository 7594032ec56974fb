import type { RefusalCode } from './refusals'

/**
 * The core of the lab's workflow: a machine is plain data (per action: the states it may start from, the state
 * it leads to, the rules it must pass) and two functions read it. The server calls `decide` before every state
 * change and refuses with the code it answers; the browser calls `allowedActions` to show only the buttons
 * that would be accepted. Both read the same declaration, so they cannot disagree.
 *
 * What the machines decide: whether an action may be taken from a state, with the facts of the context
 * (the record's data, the people already involved, the acting user). What they do not: which menu or role
 * lets someone reach an action at all (the server's permissions), the consequences of a transition on other
 * records (the server, e.g. the linked revision of a revoked report), and time (passed in, never read here).
 */

export type WorkflowEntity =
  'order' | 'sample' | 'item' | 'report' | 'quote' | 'bill' | 'contract' | 'invoice' | 'trace_plan'

/** What every context carries: who acts, and the reason given with the action (when it asks for one). */
export type ActorContext = {
  /** The acting user. */
  userId: string
  /** A lab manager: may take the actions that are declared managerOnly. */
  isManager: boolean
  /** Free text typed with the action; required where the action says so. Blank counts as missing. */
  reason?: string | null
}

/** A rule of an action (or of every action of a machine): `holds` is true when the action may go on. */
export type Guard<S extends number, C> = {
  refusal: RefusalCode
  holds: (ctx: C, from: S) => boolean
  /**
   * The rule is on a fact the action's dialog asks for (a receipt time, a tester), as the reason is:
   * `allowedActions` leaves it out, since the button opens that dialog; `decide` checks it.
   */
  asked?: true
}

export type Transition<S extends number, C> = {
  from: readonly S[]
  to: S | ((ctx: C, from: S) => S)
  guards?: readonly Guard<S, C>[]
  /** A reason must be given (and goes to the audit row). */
  reasonRequired?: boolean
  /** Only a manager may act: from every start state (true) or from the ones listed. */
  managerOnly?: boolean | readonly S[]
  /** Taken by the server as a consequence of another transition, never offered as a button. */
  automatic?: boolean
}

export type Machine<S extends number, A extends string, C extends ActorContext> = {
  entity: WorkflowEntity
  /** The state a new record starts in. */
  initial: S
  /** Every value of the entity's dictionary. */
  states: readonly S[]
  /** Rules every action must pass, checked before the action's own. */
  guards: readonly Guard<S, C>[]
  actions: { readonly [K in A]: Transition<S, C> }
}

export type Decision<S extends number> = { ok: true; to: S } | { ok: false; refusal: RefusalCode }

/** The reason as it is recorded: trimmed, null when blank. */
export const reasonOf = (ctx: ActorContext): string | null => ctx.reason?.trim() || null

function transitionOf<S extends number, A extends string, C extends ActorContext>(
  machine: Machine<S, A, C>,
  action: string,
): Transition<S, C> | undefined {
  // own keys only: 'constructor' or '__proto__' from the wire are unknown actions, not prototype members
  return Object.hasOwn(machine.actions, action) ? machine.actions[action as A] : undefined
}

function check<S extends number, A extends string, C extends ActorContext>(
  machine: Machine<S, A, C>,
  state: number,
  action: string,
  ctx: C,
  withAsked: boolean,
): Decision<S> {
  const transition = transitionOf(machine, action)
  if (!transition || !(transition.from as readonly number[]).includes(state)) {
    return { ok: false, refusal: 'workflow.notAllowed' }
  }
  const from = state as S
  for (const guard of machine.guards) {
    if (!guard.holds(ctx, from)) return { ok: false, refusal: guard.refusal }
  }
  const { managerOnly = false } = transition
  const needsManager = typeof managerOnly === 'boolean' ? managerOnly : managerOnly.includes(from)
  if (needsManager && !ctx.isManager) return { ok: false, refusal: 'workflow.managerOnly' }
  for (const guard of transition.guards ?? []) {
    if ((withAsked || !guard.asked) && !guard.holds(ctx, from)) return { ok: false, refusal: guard.refusal }
  }
  if (withAsked && transition.reasonRequired && reasonOf(ctx) === null) {
    return { ok: false, refusal: 'workflow.reasonRequired' }
  }
  const to = typeof transition.to === 'function' ? transition.to(ctx, from) : transition.to
  return { ok: true, to }
}

/**
 * May `action` be taken from `state` with this context, and where does it lead? The first failing rule wins,
 * in this order: an unknown action or one not declared from this state (`workflow.notAllowed`), the
 * machine's own rules, manager only, the action's rules in their declared order, and last the reason (the
 * one thing the user can fix in the dialog that asked for it). `state` is a number as stored: a value outside
 * the dictionary is simply not a start state of any action.
 */
export const decide = <S extends number, A extends string, C extends ActorContext>(
  machine: Machine<S, A, C>,
  state: number,
  action: string,
  ctx: C,
): Decision<S> => check(machine, state, action, ctx, true)

/**
 * The actions a person may take now, in declaration order: what the browser shows as buttons. Automatic
 * actions are left out, and so are the reason check and the rules on facts the action asks for (`asked`): the
 * button opens the dialog that asks for them.
 */
export function allowedActions<S extends number, A extends string, C extends ActorContext>(
  machine: Machine<S, A, C>,
  state: number,
  ctx: C,
): A[] {
  return (Object.keys(machine.actions) as A[]).filter(
    (action) => !machine.actions[action].automatic && check(machine, state, action, ctx, false).ok,
  )
}

/** One row of the workflow's audit trail: the server writes one per transition (ISO/IEC 17025 records). */
export type AuditEntry<A extends string = string, S extends number = number> = {
  entity: WorkflowEntity
  entityId: string
  action: A
  from: S
  to: S
  reason: string | null
  userId: string
  /** ISO instant, from the server's clock. */
  at: string
}

/** The audit row of a transition `decide` accepted. */
export function auditEntry<S extends number, A extends string, C extends ActorContext>(
  machine: Machine<S, A, C>,
  transition: { entityId: string; action: A; from: S; to: S; ctx: C; at: string },
): AuditEntry<A, S> {
  const { entityId, action, from, to, ctx, at } = transition
  return { entity: machine.entity, entityId, action, from, to, reason: reasonOf(ctx), userId: ctx.userId, at }
}
