import { and, eq, sql } from 'drizzle-orm'
import { conditionsComplete } from '@/domain/results/conditions'
import type { Standing } from '@/domain/staff/authorisation'
import {
  REFUSALS,
  allowedActions,
  decide,
  itemMachine,
  sampleMachine,
  type ItemAction,
  type ItemContext,
  type ItemState,
  type OrderState,
  type SampleContext,
  type SampleState,
} from '@/domain/workflow'
import type { Tx } from '../../db/database'
import { dept, labOrder, orderSample, testItem } from '../../db/schema'
import { AppError, notFound } from '../../http/errors'
import { staffNameOf } from '../shared/staff'
import { auditTrail } from './audit'
import { notifyAssigned } from './notify'
import { followReport } from './report'
import { followSettlement } from './settlement'
import { keepResultVersion, resultOf } from './results'
import { standingOf } from '../staff/authorisations'
import { applyTransition, writeIfStill, type Actor } from './transition'
import { labToday } from '../../lab-clock'

export type ItemTransitionInput = {
  id: string
  action: string
  reason?: string | null
  /** dispatch: the department or group. */
  groupId?: string | null
  /** assign: the tester. */
  testerId?: string | null
}

async function itemRecord(tx: Tx, tenantId: string, id: string, lock: boolean) {
  const query = tx
    .select({
      id: testItem.id,
      sampleId: testItem.sampleId,
      name: testItem.name,
      state: testItem.state,
      abilityCode: testItem.abilityCode,
      groupId: testItem.groupId,
      testerId: testItem.testerId,
      confirmerId: testItem.confirmerId,
      resultVersion: testItem.resultVersion,
      orderStatus: labOrder.status,
      sampleState: orderSample.status,
    })
    .from(testItem)
    .innerJoin(labOrder, and(eq(labOrder.tenantId, testItem.tenantId), eq(labOrder.id, testItem.orderId)))
    .innerJoin(
      orderSample,
      and(eq(orderSample.tenantId, testItem.tenantId), eq(orderSample.id, testItem.sampleId)),
    )
    .where(and(eq(testItem.tenantId, tenantId), eq(testItem.id, id), eq(testItem.isDeleted, false)))
  const [item] = lock ? await query.for('update', { of: testItem }) : await query
  if (!item) throw notFound()
  return item
}

async function assertDept(tx: Tx, tenantId: string, groupId: string): Promise<void> {
  const [row] = await tx
    .select({ id: dept.id })
    .from(dept)
    .where(and(eq(dept.tenantId, tenantId), eq(dept.id, groupId), eq(dept.isDeleted, false)))
  if (!row)
    throw new AppError(400, 'domain.message', {
      message: { zh: '部门或班组不存在', en: 'Unknown department or group' },
    })
}

type ItemRecord = Awaited<ReturnType<typeof itemRecord>>

type ResultFacts = { resultsComplete: boolean; conditionsRecorded: boolean; deviceCount: number }

async function resultFacts(tx: Tx, tenantId: string, itemId: string): Promise<ResultFacts> {
  const result = await resultOf(tx, tenantId, itemId)
  // Stored points were evaluated when saved: a stored result is complete when it has points, and its
  // conditions (temperature, humidity) and method reference were checked when saved.
  return {
    resultsComplete: result.points.length > 0,
    conditionsRecorded: conditionsComplete(result),
    // A measurement standard used counts as standards recorded: its devices were checked when saved.
    deviceCount: result.deviceIds.length + result.measuringStandardIds.length,
  }
}

function itemContext(
  item: ItemRecord,
  actor: Actor,
  input: Partial<ItemTransitionInput>,
  abilities: string[],
  facts: ResultFacts,
): ItemContext {
  return {
    userId: actor.userId,
    isManager: actor.isManager,
    reason: input.reason ?? null,
    orderStatus: item.orderStatus as OrderState,
    sampleState: item.sampleState as SampleState,
    groupId: input.groupId ?? item.groupId,
    testerId: input.testerId ?? item.testerId,
    testerAbilities: abilities,
    abilityCode: item.abilityCode,
    resultsComplete: facts.resultsComplete,
    conditionsRecorded: facts.conditionsRecorded,
    deviceCount: facts.deviceCount,
    confirmerId: item.confirmerId,
  }
}

/** The sample follows its items: testing starts with the first assigned item (automatic, audited). */
async function followSample(tx: Tx, tenantId: string, actor: Actor, sampleId: string): Promise<void> {
  const [sample] = await tx
    .select({ status: orderSample.status, orderId: orderSample.orderId, orderStatus: labOrder.status })
    .from(orderSample)
    .innerJoin(
      labOrder,
      and(eq(labOrder.tenantId, orderSample.tenantId), eq(labOrder.id, orderSample.orderId)),
    )
    .where(and(eq(orderSample.tenantId, tenantId), eq(orderSample.id, sampleId)))
    .for('update', { of: orderSample })
  if (!sample) return
  const items = await tx
    .select({ state: testItem.state })
    .from(testItem)
    .where(
      and(eq(testItem.tenantId, tenantId), eq(testItem.sampleId, sampleId), eq(testItem.isDeleted, false)),
    )
  const ctx: SampleContext = {
    userId: actor.userId,
    isManager: actor.isManager,
    orderStatus: sample.orderStatus as OrderState,
    receivedAt: null,
    condition: null,
    itemStates: items.map((item) => item.state as ItemState),
    retention: null,
  }
  // Only the automatic moves whose rules hold now: the first started item starts testing, the last finished
  // (done or cancelled) one ends it.
  const action = (['startTesting', 'finishTesting'] as const).find(
    (candidate) => decide(sampleMachine, sample.status, candidate, ctx).ok,
  )
  if (!action) return
  const from = sample.status
  await applyTransition(tx, {
    tenantId,
    machine: sampleMachine,
    entityId: sampleId,
    from,
    action,
    ctx,
    actor,
    write: (to) =>
      writeIfStill(
        tx,
        orderSample,
        orderSample.status,
        { tenantId, id: sampleId, from },
        { status: to, updateTime: sql`now()` },
      ),
  })
  await followSettlement(tx, tenantId, sample.orderId)
}

/** Whether the tester may do the item today: an authorisation for it (or its kind) that holds. */
async function testerStanding(
  tx: Tx,
  tenantId: string,
  item: { name: string; abilityCode: string },
  testerId: string | null,
): Promise<Standing> {
  if (!testerId) return { holds: false, problem: 'notAuthorised', message: REFUSALS['item.notAuthorised'] }
  const activity = { abilityCode: item.abilityCode, itemName: item.name }
  return standingOf(tx, tenantId, testerId, activity, labToday())
}

/**
 * Moves a test item: dispatch to a group, assign to an authorised tester, lock the result, send it for
 * confirmation, confirm, review, return (the result kept as a version) or cancel.
 */
export async function transitionItem(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  input: ItemTransitionInput,
): Promise<{ state: ItemState }> {
  const item = await itemRecord(tx, tenantId, input.id, true)
  if (input.action === 'dispatch' && input.groupId) await assertDept(tx, tenantId, input.groupId)
  const testerId = input.action === 'assign' ? (input.testerId ?? null) : item.testerId
  const standing = await testerStanding(tx, tenantId, item, testerId)
  const ctx = itemContext(
    item,
    actor,
    { ...input, testerId },
    standing.holds ? [item.abilityCode] : [],
    await resultFacts(tx, tenantId, item.id),
  )
  // The machine refuses with its code; the tester's standing names the authorisation or evidence missing.
  const decision = decide(itemMachine, item.state, input.action, ctx)
  if (!decision.ok && decision.refusal === 'item.notAuthorised' && !standing.holds)
    throw new AppError(
      400,
      'domain.message',
      { message: standing.message },
      { refusal: decision.refusal, problem: standing.problem, evidence: standing.evidence ?? null },
    )
  // A returned result is kept as it was before the tester changes it (the version goes up with the return).
  if (input.action === 'return' && decide(itemMachine, item.state, 'return', ctx).ok)
    await keepResultVersion(
      tx,
      tenantId,
      actor,
      { id: item.id, version: item.resultVersion },
      ctx.reason ?? null,
    )
  const testerName = input.action === 'assign' && testerId ? await staffNameOf(tx, tenantId, testerId) : null
  const state = await applyTransition(tx, {
    tenantId,
    machine: itemMachine,
    entityId: item.id,
    from: item.state,
    action: input.action,
    ctx,
    actor,
    write: (to) =>
      writeIfStill(
        tx,
        testItem,
        testItem.state,
        { tenantId, id: item.id, from: item.state },
        {
          state: to,
          updateUser: actor.userId,
          updateTime: sql`now()`,
          ...(input.action === 'dispatch' ? { groupId: input.groupId ?? null } : {}),
          ...(input.action === 'assign' ? { testerId, testerName } : {}),
          ...(input.action === 'confirm' ? { confirmerId: actor.userId } : {}),
          ...(input.action === 'review' ? { reviewerId: actor.userId } : {}),
          ...(input.action === 'return'
            ? { confirmerId: null, reviewerId: null, resultVersion: item.resultVersion + 1 }
            : {}),
        },
      ),
  })
  if (state !== item.state) {
    await followSample(tx, tenantId, actor, item.sampleId)
    await followReport(tx, tenantId, actor, item.sampleId)
  }
  if (input.action === 'assign' && testerId)
    await notifyAssigned(tx, tenantId, {
      testerId,
      itemName: item.name,
      sampleId: item.sampleId,
      senderId: actor.userId,
    })
  return { state }
}

/** The item's state, the actions the user may take now and its audit trail. */
export async function itemWorkflow(tx: Tx, tenantId: string, actor: Actor, itemId: string) {
  const item = await itemRecord(tx, tenantId, itemId, false)
  // The group and the tester are asked for by the dialogs of dispatch and assign (rules marked `asked`).
  const ctx = itemContext(
    item,
    actor,
    {},
    (await testerStanding(tx, tenantId, item, item.testerId)).holds ? [item.abilityCode] : [],
    await resultFacts(tx, tenantId, item.id),
  )
  return {
    state: item.state,
    actions: allowedActions(itemMachine, item.state, ctx) as ItemAction[],
    audit: await auditTrail(tx, tenantId, 'item', item.id),
  }
}
