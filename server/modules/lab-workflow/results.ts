import { and, asc, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  CONDITION_MESSAGES,
  checkConditions,
  type Conditions,
  type ConditionsInput,
} from '@/domain/results/conditions'
import { DECISION_RULE } from '@/domain/results/decisionRule'
import { RESULT_MESSAGES, evaluatePoints, type MeasuredPointInput } from '@/domain/results/measuredPoint'
import type { Budget } from '@/domain/uncertainty'
import { decisionRuleFor } from './decision-rule'
import { budgetSummary, checkCmc, checkedBudget, withBudgetUncertainty } from './uncertainty'
import { deviceUnusable } from '@/domain/standards/validity'
import { ITEM_STATE } from '@/domain/workflow'
import type { Tx } from '../../db/database'
import {
  itemDevice,
  itemMeasuringStandard,
  itemResultCondition,
  itemResultPoint,
  itemResultVersion,
  standardDevice,
  testItem,
} from '../../db/schema'
import { AppError, notFound } from '../../http/errors'
import { checkResultStandards, type ResultStandardsInput } from './result-standards'
import { workflowRefusal, type Actor } from './transition'
import { labToday } from '../../lab-clock'

const refusal = (message: { zh: string; en: string }, data: unknown = null) =>
  new AppError(400, 'domain.message', { message }, data)

export type ResultsInput = ConditionsInput &
  ResultStandardsInput & {
    itemId: string
    points: MeasuredPointInput[]
    deviceIds: string[]
    /** The budget the points' U comes from, where none is typed for a point. */
    uncertaintyBudget?: Budget | null
  }

/**
 * The tester records the current result of her item while testing it (state 300): the measured points
 * (evaluated by src/domain/results: error and verdict), the measured quantity, the standard devices and
 * measurement standards used, each usable on the lab's today and each device fit for the item
 * (./result-standards), the procedure version followed, the environment conditions and the method (which
 * may come later: the item is locked only once they are there). Replaces the previous entry of the same
 * version; answers it with the warnings about accuracy (a low test uncertainty ratio).
 */
export async function saveResults(tx: Tx, tenantId: string, actor: Actor, input: ResultsInput) {
  const [item] = await tx
    .select({
      state: testItem.state,
      testerId: testItem.testerId,
      name: testItem.name,
      abilityCode: testItem.abilityCode,
    })
    .from(testItem)
    .where(and(eq(testItem.tenantId, tenantId), eq(testItem.id, input.itemId), eq(testItem.isDeleted, false)))
    .for('update')
  if (!item) throw notFound()
  if (item.testerId !== actor.userId) throw workflowRefusal('item.notTester')
  if (item.state !== ITEM_STATE.testing) throw workflowRefusal('workflow.notAllowed')
  const checked = checkConditions(input)
  if (!checked.ok) throw refusal(CONDITION_MESSAGES[checked.problem], { problem: checked.problem })
  const budget = input.uncertaintyBudget ?? null
  const points = withBudgetUncertainty(input.points, budget ? checkedBudget(budget) : null)
  const rule = await decisionRuleFor(tx, tenantId, item, input.measurand ?? null)
  const evaluated = evaluatePoints(points, rule)
  if (!evaluated.ok)
    throw refusal(RESULT_MESSAGES[evaluated.problem], { problem: evaluated.problem, index: evaluated.index })
  await checkCmc(tx, tenantId, item, input.measurand ?? null, points)
  const standards = await checkResultStandards(tx, tenantId, item, input.points, input)
  const { deviceIds, measuringStandardIds } = standards
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
      asFoundError: point.asFoundError,
      asFoundVerdict: point.asFoundVerdict,
      coverageFactor: points[seq]?.coverageFactor ?? null,
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
    .delete(itemMeasuringStandard)
    .where(and(eq(itemMeasuringStandard.tenantId, tenantId), eq(itemMeasuringStandard.itemId, input.itemId)))
  if (measuringStandardIds.length > 0)
    await tx
      .insert(itemMeasuringStandard)
      .values(measuringStandardIds.map((standardId) => ({ tenantId, itemId: input.itemId, standardId })))
  const conditions = {
    ...checked.conditions,
    measurand: standards.measurand,
    procedureVersionId: standards.procedureVersionId,
    decisionRule: DECISION_RULE[rule.kind],
    guardBand: rule.kind === 'guarded' ? rule.guardBand : null,
    uncertaintyBudget: budget,
  }
  await tx
    .insert(itemResultCondition)
    .values({ tenantId, itemId: input.itemId, ...conditions })
    .onConflictDoUpdate({
      target: [itemResultCondition.tenantId, itemResultCondition.itemId],
      set: conditions,
    })
  await tx
    .update(testItem)
    .set({ updateUser: actor.userId, updateTime: sql`now()` })
    .where(and(eq(testItem.tenantId, tenantId), eq(testItem.id, input.itemId)))
  return { ...(await resultOf(tx, tenantId, input.itemId)), warnings: standards.warnings }
}

/** What a result records besides its points and devices (kept whole in a returned version). */
type ResultConditions = Conditions & {
  measurand: string | null
  procedureVersionId: string | null
  /** Dictionary decision_rule the points were judged by, and its declared guard band. */
  decisionRule: number
  guardBand: string | null
  uncertaintyBudget: Budget | null
}

const NO_CONDITIONS: ResultConditions = {
  temperature: null,
  humidity: null,
  place: null,
  methodReference: null,
  measurand: null,
  procedureVersionId: null,
  decisionRule: DECISION_RULE.simple,
  guardBand: null,
  uncertaintyBudget: null,
}

/**
 * The item's current result: its points (in order), the standard devices and measurement standards used, its
 * conditions, method, measured quantity and procedure version.
 */
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
      asFoundError: itemResultPoint.asFoundError,
      asFoundVerdict: itemResultPoint.asFoundVerdict,
      coverageFactor: itemResultPoint.coverageFactor,
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
      measurand: itemResultCondition.measurand,
      procedureVersionId: itemResultCondition.procedureVersionId,
      decisionRule: itemResultCondition.decisionRule,
      guardBand: itemResultCondition.guardBand,
      uncertaintyBudget: itemResultCondition.uncertaintyBudget,
    })
    .from(itemResultCondition)
    .where(and(eq(itemResultCondition.tenantId, tenantId), eq(itemResultCondition.itemId, itemId)))
  const standards = await tx
    .select({ id: itemMeasuringStandard.standardId })
    .from(itemMeasuringStandard)
    .where(and(eq(itemMeasuringStandard.tenantId, tenantId), eq(itemMeasuringStandard.itemId, itemId)))
  const recorded = conditions ?? NO_CONDITIONS
  return {
    points,
    deviceIds: devices.map((device) => device.id),
    measuringStandardIds: standards.map((standard) => standard.id),
    ...recorded,
    uncertainty: budgetSummary(recorded.uncertaintyBudget),
  }
}

/** A returned result kept as a version (the tester then works on the next one). */
export async function keepResultVersion(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  item: { id: string; version: number },
  reason: string | null,
) {
  // The conditions column keeps what the version's own columns do not: the measured quantity, the procedure
  // version and the measurement standards besides the conditions and method.
  const { points, deviceIds, uncertainty: _computed, ...conditions } = await resultOf(tx, tenantId, item.id)
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

/**
 * The register's live devices for the result's picker: what each measures, its range and accuracy, and why it
 * cannot be chosen today (`unusable`: its state or its validity; null when it can).
 */
export async function usableStandardDevices(tx: Tx, tenantId: string) {
  const today = labToday()
  const devices = await tx
    .select({
      id: standardDevice.id,
      name: standardDevice.name,
      model: standardDevice.model,
      serialNo: standardDevice.serialNo,
      certificateNo: standardDevice.certificateNo,
      validUntil: standardDevice.validUntil,
      status: standardDevice.status,
      measurand: standardDevice.measurand,
      rangeMin: standardDevice.rangeMin,
      rangeMax: standardDevice.rangeMax,
      rangeUnit: standardDevice.rangeUnit,
      accuracyClass: standardDevice.accuracyClass,
      mpe: standardDevice.mpe,
      uncertainty: standardDevice.uncertainty,
      coverageK: standardDevice.coverageK,
    })
    .from(standardDevice)
    .where(and(eq(standardDevice.tenantId, tenantId), eq(standardDevice.isDeleted, false)))
    .orderBy(asc(standardDevice.name))
  return devices.map((device) => ({ ...device, unusable: deviceUnusable(device, today) }))
}
