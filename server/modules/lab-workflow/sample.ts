import { and, eq, sql } from 'drizzle-orm'
import {
  SAMPLE_STATE,
  allowedActions,
  sampleMachine,
  type ItemState,
  type OrderState,
  type SampleAction,
  type SampleContext,
  type SampleState,
} from '@/domain/workflow'
import type { Tx } from '../../db/database'
import { labOrder, orderSample, testItem } from '../../db/schema'
import { notFound } from '../../http/errors'
import { nextDocumentNumber } from '../numbering/service'
import { auditTrail } from './audit'
import { followSettlement } from './settlement'
import { applyTransition, writeIfStill, type Actor } from './transition'

export type SampleTransitionInput = {
  id: string
  action: string
  reason?: string | null
  /** receive: when it arrived (ISO instant; default now) and its condition. */
  receivedAt?: string | null
  condition?: string | null
  /** return / dispose: the day the sample left the lab or was disposed of (yyyy-MM-dd). */
  retentionDate?: string | null
}

async function sampleRecord(tx: Tx, tenantId: string, id: string, lock: boolean) {
  const query = tx
    .select({
      id: orderSample.id,
      orderId: orderSample.orderId,
      status: orderSample.status,
      sampleNo: orderSample.sampleNo,
      orderStatus: labOrder.status,
    })
    .from(orderSample)
    .innerJoin(
      labOrder,
      and(eq(labOrder.tenantId, orderSample.tenantId), eq(labOrder.id, orderSample.orderId)),
    )
    .where(and(eq(orderSample.tenantId, tenantId), eq(orderSample.id, id), eq(orderSample.isDeleted, false)))
  const [sample] = lock ? await query.for('update', { of: orderSample }) : await query
  if (!sample) throw notFound()
  return sample
}

async function itemStatesOf(tx: Tx, tenantId: string, sampleId: string): Promise<ItemState[]> {
  const rows = await tx
    .select({ state: testItem.state })
    .from(testItem)
    .where(
      and(eq(testItem.tenantId, tenantId), eq(testItem.sampleId, sampleId), eq(testItem.isDeleted, false)),
    )
  return rows.map((row) => row.state as ItemState)
}

const RETENTION: Partial<Record<string, 'returned' | 'disposed'>> = {
  return: 'returned',
  dispose: 'disposed',
}

/**
 * Moves a sample: receive (receipt time and condition recorded, a sample number given by the sample
 * numbering rule for its label), reject (with a reason), return or dispose (retention recorded).
 */
export async function transitionSample(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  input: SampleTransitionInput,
): Promise<{ status: SampleState; sampleNo: string | null }> {
  const sample = await sampleRecord(tx, tenantId, input.id, true)
  const receivedAt = input.action === 'receive' ? (input.receivedAt ?? new Date().toISOString()) : null
  const retentionKind = RETENTION[input.action]
  const ctx: SampleContext = {
    userId: actor.userId,
    isManager: actor.isManager,
    reason: input.reason ?? null,
    orderStatus: sample.orderStatus as OrderState,
    receivedAt,
    condition: input.condition ?? null,
    itemStates: await itemStatesOf(tx, tenantId, sample.id),
    retention:
      retentionKind && input.retentionDate ? { kind: retentionKind, date: input.retentionDate } : null,
  }
  let sampleNo = sample.sampleNo
  const status = await applyTransition(tx, {
    tenantId,
    machine: sampleMachine,
    entityId: sample.id,
    from: sample.status,
    action: input.action,
    ctx,
    actor,
    write: async (to) => {
      if (to === SAMPLE_STATE.received && !sampleNo)
        sampleNo = await nextDocumentNumber(tx, tenantId, 'sample', {
          now: new Date(receivedAt ?? Date.now()),
        })
      return writeIfStill(
        tx,
        orderSample,
        orderSample.status,
        { tenantId, id: sample.id, from: sample.status },
        {
          status: to,
          updateUser: actor.userId,
          updateTime: sql`now()`,
          ...(to === SAMPLE_STATE.received
            ? {
                sampleNo,
                receivedAt: new Date(receivedAt ?? Date.now()),
                receivedBy: actor.userId,
                receiptCondition: input.condition?.trim().slice(0, 200) ?? null,
              }
            : {}),
          ...(retentionKind ? { retentionKind, retentionDate: input.retentionDate ?? null } : {}),
        },
      )
    },
  })
  await followSettlement(tx, tenantId, sample.orderId)
  return { status, sampleNo }
}

export async function sampleWorkflow(tx: Tx, tenantId: string, actor: Actor, sampleId: string) {
  const sample = await sampleRecord(tx, tenantId, sampleId, false)
  // Receipt time, condition and retention are asked for by the dialog of their button (the machine marks
  // those rules `asked`), so they are not facts yet.
  const ctx: SampleContext = {
    userId: actor.userId,
    isManager: actor.isManager,
    orderStatus: sample.orderStatus as OrderState,
    receivedAt: null,
    condition: null,
    itemStates: await itemStatesOf(tx, tenantId, sample.id),
    retention: null,
  }
  return {
    status: sample.status,
    sampleNo: sample.sampleNo,
    actions: allowedActions(sampleMachine, sample.status, ctx) as SampleAction[],
    audit: await auditTrail(tx, tenantId, 'sample', sample.id),
  }
}
