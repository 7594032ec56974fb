import { and, eq, sql } from 'drizzle-orm'
import { compareExact, parseExact } from '@/domain/results/exact'
import type { MeasuredPointInput } from '@/domain/results/measuredPoint'
import {
  belowCmc,
  evaluateBudget,
  UNCERTAINTY_MESSAGES,
  type Budget,
  type BudgetResult,
} from '@/domain/uncertainty'
import type { Tx } from '../../db/database'
import { labCapability, testItem } from '../../db/schema'
import { AppError, notFound } from '../../http/errors'
import { recordChange } from '../../resources/history'
import { capabilitiesOf, type CapabilityItem } from './decision-rule'

const refusal = (message: { zh: string; en: string }, data: unknown = null) =>
  new AppError(400, 'domain.message', { message }, data)

/** The budget evaluated, or the refusal naming the component at fault (1-based, as the dialog numbers them). */
export function checkedBudget(budget: Budget): BudgetResult {
  const evaluated = evaluateBudget(budget)
  if (evaluated.ok) return evaluated.result
  const message = UNCERTAINTY_MESSAGES[evaluated.problem]
  const at = evaluated.index === undefined ? null : evaluated.index + 1
  throw refusal(
    at === null ? message : { zh: `第${at}个分量：${message.zh}`, en: `Component ${at}: ${message.en}` },
    { problem: evaluated.problem, index: evaluated.index ?? null },
  )
}

/**
 * The points with the budget's U where none was typed: a U typed for a point (a budget of its own, kept on
 * paper) is the tester's statement and stays, at the lab's k = 2.
 */
export function withBudgetUncertainty<P extends MeasuredPointInput>(
  points: readonly P[],
  result: BudgetResult | null,
): (P & { coverageFactor: string | null })[] {
  return points.map((point) =>
    result && !point.uncertainty?.trim()
      ? { ...point, uncertainty: result.expanded, coverageFactor: result.coverageFactor }
      : { ...point, coverageFactor: null },
  )
}

/** Whether `nominal` lies in the capability's range (an open end when blank; compared as exact decimals). */
function inRange(nominal: string, capability: { rangeMin: string | null; rangeMax: string | null }): boolean {
  const value = parseExact(nominal)
  if (!value) return false
  const min = parseExact(capability.rangeMin)
  const max = parseExact(capability.rangeMax)
  return (!min || compareExact(value, min) >= 0) && (!max || compareExact(value, max) <= 0)
}

/**
 * A lab may not state an uncertainty smaller than its accredited capability (its CMC): each point's U is
 * checked against the CMC of the capability whose range holds the point's nominal value, in the same unit
 * (a capability with no unit is taken to be in the points' unit).
 */
export async function checkCmc(
  tx: Tx,
  tenantId: string,
  item: CapabilityItem,
  measurand: string | null,
  points: readonly MeasuredPointInput[],
) {
  const capabilities = (await capabilitiesOf(tx, tenantId, item, measurand)).filter((row) => row.cmc?.trim())
  if (capabilities.length === 0) return
  for (const [index, point] of points.entries()) {
    const unit = point.unit?.trim() || null
    const capability = capabilities.find(
      (row) => (!row.unit?.trim() || !unit || row.unit.trim() === unit) && inRange(point.nominal, row),
    )
    if (capability && belowCmc(point.uncertainty, capability.cmc)) {
      const base = UNCERTAINTY_MESSAGES['uncertainty.belowCmc']
      const cmc = capability.cmc!.trim()
      throw refusal(
        {
          zh: `第${index + 1}个测量点：${base.zh} ${cmc}${unit ?? ''}`,
          en: `Point ${index + 1}: ${base.en}, ${cmc}${unit ? ` ${unit}` : ''}`,
        },
        { problem: 'uncertainty.belowCmc', index, cmc },
      )
    }
  }
}

/** What the results answer shows of a budget: the figures, ν as null when infinite (JSON has no ∞). */
export function budgetSummary(budget: Budget | null) {
  if (!budget) return null
  const evaluated = evaluateBudget(budget)
  if (!evaluated.ok) return null
  const finite = (nu: number) => (Number.isFinite(nu) ? nu : null)
  const { result } = evaluated
  return {
    combined: result.combined,
    effectiveDegreesOfFreedom: finite(result.effectiveDegreesOfFreedom),
    coverageFactor: result.coverageFactor,
    coverageProbability: result.coverageProbability,
    expanded: result.expanded,
    components: result.components.map((component) => ({
      standardUncertainty: component.standardUncertainty,
      contribution: component.contribution,
      degreesOfFreedom: finite(component.degreesOfFreedom),
      mean: component.mean ?? null,
      standardDeviation: component.standardDeviation ?? null,
    })),
  }
}

/** A template keeps the components, not one day's readings: type A readings are left for the next tester. */
function asTemplate(budget: Budget): Budget {
  return {
    coverage: budget.coverage,
    components: budget.components.map((component) =>
      component.type === 'A' && !component.pooledDeviation?.trim()
        ? { ...component, readings: [] }
        : component,
    ),
  }
}

async function itemOf(tx: Tx, tenantId: string, itemId: string): Promise<CapabilityItem> {
  const [item] = await tx
    .select({ name: testItem.name, abilityCode: testItem.abilityCode })
    .from(testItem)
    .where(and(eq(testItem.tenantId, tenantId), eq(testItem.id, itemId), eq(testItem.isDeleted, false)))
  if (!item) throw notFound()
  return item
}

/** The budget template of the capability a test item falls under (null without a capability or template). */
export async function templateForItem(tx: Tx, tenantId: string, itemId: string, measurand: string | null) {
  const [capability] = await capabilitiesOf(tx, tenantId, await itemOf(tx, tenantId, itemId), measurand)
  return { capabilityId: capability?.id ?? null, template: capability?.uncertaintyTemplate ?? null }
}

/** Saves a budget as its capability's template (checked first: a template that cannot be evaluated is refused). */
export async function saveTemplate(
  tx: Tx,
  tenantId: string,
  capabilityId: string,
  budget: Budget,
  userId: string,
) {
  const template = asTemplate(budget)
  // A template's type A rows have no readings yet: check the rest as a budget would be checked.
  const checkable = template.components.filter(
    (component) => component.type === 'B' || component.pooledDeviation,
  )
  if (checkable.length > 0) checkedBudget({ ...template, components: checkable })
  else if (template.components.length === 0) checkedBudget(template)
  const where = and(
    eq(labCapability.tenantId, tenantId),
    eq(labCapability.id, capabilityId),
    eq(labCapability.isDeleted, false),
  )
  const [before] = await tx
    .select({ template: labCapability.uncertaintyTemplate })
    .from(labCapability)
    .where(where)
    .for('update')
  if (!before) throw notFound()
  await tx
    .update(labCapability)
    .set({ uncertaintyTemplate: template, updateUser: userId, updateTime: sql`now()` })
    .where(where)
  // The capability keeps its history (ISO/IEC 17025 8.4): its template is part of what the lab declared.
  await recordChange(tx, {
    tenantId,
    resource: 'lab_capability',
    recordId: capabilityId,
    action: 'update',
    changes: [
      {
        field: 'uncertaintyTemplate',
        before: before.template ? JSON.stringify(before.template) : null,
        after: JSON.stringify(template),
      },
    ],
    userId,
  })
  return template
}
