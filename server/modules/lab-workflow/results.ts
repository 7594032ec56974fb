import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { labDayOf } from '@/domain/labClock'
import {
  CONDITION_MESSAGES,
  checkConditions,
  type Conditions,
  type ConditionsInput,
} from '@/domain/results/conditions'
import { RESULT_MESSAGES, evaluatePoints, type MeasuredPointInput } from '@/domain/results/measuredPoint'
import { ITEM_STATE } from '@/domain/workflow'
import type { Tx } from '../../db/database'
import {
  itemDevice,
  itemResultCondition,
  itemResultPoint,
  itemResultVersion,
  standardDevice,
  testItem,
} from '../../db/schema'
import { AppError, notFound } from '../../http/errors'
import { workflowRefusal, type Actor } from './transition'

const refusal = (message: { zh: string; en: string }, data: unknown = null) =>
  new AppError(400, 'domain.message', { message }, data)

export type ResultsInput = ConditionsInput & {
  itemId: string
  points: MeasuredPointInput[]
  deviceIds: string[]
}

/**
 * The tester records the current result of her item while testing it (state 300): the measured points
 * (evaluated by src/domain/results: error and verdict), the standard devices used, each in use and within
 * its certificate's validity on the lab's today, the environment conditions and the method followed (which
 * may come later: the item is locked only once they are there). Replaces the previous entry of the same
 * version.
 */
export async function saveResults(tx: Tx, tenantId: string, actor: Actor, input: ResultsInput) {
  const [item] = await tx
    .select({ state: testItem.state, testerId: testItem.testerId })
    .from(testItem)
    .where(and(eq(testItem.tenantId, tenantId), eq(testItem.id, input.itemId), eq(testItem.isDeleted, false)))
    .for('update')
  if (!item) throw notFound()
  if (item.testerId !== actor.userId) throw workflowRefusal('item.notTester')
  if (item.state !== ITEM_STATE.testing) throw workflowRefusal('workflow.notAllowed')
  const evaluated = evaluatePoints(input.points)
  if (!evaluated.ok)
    throw refusal(RESULT_MESSAGES[evaluated.problem], { problem: evaluated.problem, index: evaluated.index })
  const checked = checkConditions(input)
  if (!checked.ok) throw refusal(CONDITION_MESSAGES[checked.problem], { problem: checked.problem })
  const deviceIds = [...new Set(input.deviceIds)]
  if (deviceIds.length > 0) {
    const devices = await tx
      .select({ id: standardDevice.id, status: standardDevice.status, validUntil: standardDevice.validUntil })
      .from(standardDevice)
      .where(
        and(
          eq(standardDevice.tenantId, tenantId),
          inArray(standardDevice.id, deviceIds),
          eq(standardDevice.isDeleted, false),
        ),
      )
    if (devices.length !== deviceIds.length || devices.some((device) => device.status !== 1))
      throw refusal({ zh: '标准器不存在或未在用', en: 'A standard device is unknown or not in use' })
    if (devices.some((device) => device.validUntil < labDayOf(new Date())))
      throw refusal({ zh: '标准器证书已过有效期', en: "A standard device's certificate has expired" })
  }
  await tx
    .delete(itemResultPoint)
    .where(and(eq(itemResultPoint.tenantId, tenantId), eq(itemResultPoint.itemId, input.itemId)))
  await tx.insert(itemResultPoint).values(
    evaluated.points.map((point, seq) => ({
      tenantId,
      itemId: input.itemId,
      seq,
      nominal: point.nominal.trim(),
      asFound: point.asFound?.trim() || null,
      asLeft: point.asLeft?.trim() || null,
      error: point.error,
      permittedError: point.permittedError.trim(),
      uncertainty: point.uncertainty?.trim() || null,
      unit: point.unit?.trim() || null,
      verdict: point.verdict,
    })),
  )
  await tx
    .delete(itemDevice)
    .where(and(eq(itemDevice.tenantId, tenantId), eq(itemDevice.itemId, input.itemId)))
  if (deviceIds.length > 0)
    await tx
      .insert(itemDevice)
      .values(deviceIds.map((deviceId) => ({ tenantId, itemId: input.itemId, deviceId })))
  await tx
    .insert(itemResultCondition)
    .values({ tenantId, itemId: input.itemId, ...checked.conditions })
    .onConflictDoUpdate({
      target: [itemResultCondition.tenantId, itemResultCondition.itemId],
      set: checked.conditions,
    })
  await tx
    .update(testItem)
    .set({ updateUser: actor.userId, updateTime: sql`now()` })
    .where(and(eq(testItem.tenantId, tenantId), eq(testItem.id, input.itemId)))
  return resultOf(tx, tenantId, input.itemId)
}

const NO_CONDITIONS: Conditions = { temperature: null, humidity: null, place: null, methodReference: null }

/** The item's current result: its points (in order), the standard devices used, its conditions and method. */
export async function resultOf(tx: Tx, tenantId: string, itemId: string) {
  const points = await tx
    .select({
      nominal: itemResultPoint.nominal,
      asFound: itemResultPoint.asFound,
      asLeft: itemResultPoint.asLeft,
      error: itemResultPoint.error,
      permittedError: itemResultPoint.permittedError,
      uncertainty: itemResultPoint.uncertainty,
      unit: itemResultPoint.unit,
      verdict: itemResultPoint.verdict,
    })
    .from(itemResultPoint)
    .where(and(eq(itemResultPoint.tenantId, tenantId), eq(itemResultPoint.itemId, itemId)))
    .orderBy(asc(itemResultPoint.seq))
  const devices = await tx
    .select({ id: itemDevice.deviceId })
    .from(itemDevice)
    .where(and(eq(itemDevice.tenantId, tenantId), eq(itemDevice.itemId, itemId)))
  const [conditions] = await tx
    .select({
      temperature: itemResultCondition.temperature,
      humidity: itemResultCondition.humidity,
      place: itemResultCondition.place,
      methodReference: itemResultCondition.methodReference,
    })
    .from(itemResultCondition)
    .where(and(eq(itemResultCondition.tenantId, tenantId), eq(itemResultCondition.itemId, itemId)))
  return { points, deviceIds: devices.map((device) => device.id), ...(conditions ?? NO_CONDITIONS) }
}

/** A returned result kept as a version (the tester then works on the next one). */
export async function keepResultVersion(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  item: { id: string; version: number },
  reason: string | null,
) {
  const { points, deviceIds, ...conditions } = await resultOf(tx, tenantId, item.id)
  await tx.insert(itemResultVersion).values({
    tenantId,
    id: uuidv7(),
    itemId: item.id,
    version: item.version,
    points,
    deviceIds,
    conditions,
    reason,
    returnedBy: actor.userId,
  })
}

/** The standards a tester may record today: in use and within their certificate's validity (lab day). */
export async function usableStandardDevices(tx: Tx, tenantId: string) {
  return tx
    .select({
      id: standardDevice.id,
      name: standardDevice.name,
      model: standardDevice.model,
      serialNo: standardDevice.serialNo,
      certificateNo: standardDevice.certificateNo,
      validUntil: standardDevice.validUntil,
    })
    .from(standardDevice)
    .where(
      and(
        eq(standardDevice.tenantId, tenantId),
        eq(standardDevice.isDeleted, false),
        eq(standardDevice.status, 1),
        gte(standardDevice.validUntil, labDayOf(new Date())),
      ),
    )
    .orderBy(asc(standardDevice.name))
}
