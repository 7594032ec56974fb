import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import { ruleOf, SIMPLE_ACCEPTANCE, type DecisionRule } from '@/domain/results/decisionRule'
import type { Tx } from '../../db/database'
import { labCapability } from '../../db/schema'

export type CapabilityItem = { abilityCode: string; name: string }

/**
 * The lab's capabilities a test item falls under: those of the item's kind of work and name, of its measured
 * quantity first, then those that name none; the oldest first, so the choice is stable.
 */
export async function capabilitiesOf(
  tx: Tx,
  tenantId: string,
  item: CapabilityItem,
  measurand: string | null,
) {
  return tx
    .select({
      id: labCapability.id,
      decisionRule: labCapability.decisionRule,
      guardBand: labCapability.guardBand,
      rangeMin: labCapability.rangeMin,
      rangeMax: labCapability.rangeMax,
      unit: labCapability.unit,
      cmc: labCapability.cmc,
      uncertaintyTemplate: labCapability.uncertaintyTemplate,
    })
    .from(labCapability)
    .where(
      and(
        eq(labCapability.tenantId, tenantId),
        eq(labCapability.isDeleted, false),
        eq(labCapability.abilityCode, item.abilityCode),
        eq(labCapability.itemName, item.name.trim()),
        measurand
          ? or(eq(labCapability.measurand, measurand), isNull(labCapability.measurand))
          : isNull(labCapability.measurand),
      ),
    )
    .orderBy(sql`${labCapability.measurand} is null`, asc(labCapability.createTime))
}

/**
 * The decision rule a test item's result is judged by: that of the first capability it falls under; simple
 * acceptance when the lab declared none.
 */
export async function decisionRuleFor(
  tx: Tx,
  tenantId: string,
  item: CapabilityItem,
  measurand: string | null,
): Promise<DecisionRule> {
  const [capability] = await capabilitiesOf(tx, tenantId, item, measurand)
  return capability ? ruleOf(capability.decisionRule, capability.guardBand) : SIMPLE_ACCEPTANCE
}
