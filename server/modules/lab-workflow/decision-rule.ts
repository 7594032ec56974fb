import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import { ruleOf, SIMPLE_ACCEPTANCE, type DecisionRule } from '@/domain/results/decisionRule'
import type { Tx } from '../../db/database'
import { labCapability } from '../../db/schema'

/**
 * The decision rule a test item's result is judged by: that of the lab's capability of the item's kind of
 * work and name (the one of its measured quantity first, then one that names none); simple acceptance when
 * the lab declared none.
 */
export async function decisionRuleFor(
  tx: Tx,
  tenantId: string,
  item: { abilityCode: string; name: string },
  measurand: string | null,
): Promise<DecisionRule> {
  const [capability] = await tx
    .select({ decisionRule: labCapability.decisionRule, guardBand: labCapability.guardBand })
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
    // The quantity's own capability before a general one; then the oldest, so the choice is stable.
    .orderBy(sql`${labCapability.measurand} is null`, asc(labCapability.createTime))
    .limit(1)
  return capability ? ruleOf(capability.decisionRule, capability.guardBand) : SIMPLE_ACCEPTANCE
}
