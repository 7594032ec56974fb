import { and, eq, ne, sql } from 'drizzle-orm'
import type { Tx } from '../../../db/database'
import { contract, labOrder, testItem } from '../../../db/schema'

/**
 * Recomputes what a contract's orders come to: over its live, not cancelled orders, the amounts of their live
 * (not abandoned) items, a package item at its standard price × quantity (it charges nothing, but counts
 * against the ceiling). Summed by the database in numeric, exactly.
 */
export async function refreshContractUsed(tx: Tx, tenantId: string, contractId: string): Promise<void> {
  const used = tx
    .select({
      used: sql`coalesce(sum(case when ${testItem.priceBasis} = 'package'
        then coalesce(${testItem.standardPrice}, 0) * ${testItem.quantity} else ${testItem.amount} end), 0)`,
    })
    .from(testItem)
    .innerJoin(labOrder, and(eq(labOrder.tenantId, testItem.tenantId), eq(labOrder.id, testItem.orderId)))
    .where(
      and(
        eq(testItem.tenantId, tenantId),
        eq(labOrder.contractId, contractId),
        eq(labOrder.isDeleted, false),
        eq(labOrder.isCancel, 0),
        eq(testItem.isDeleted, false),
        ne(testItem.state, 0),
      ),
    )
  await tx
    .update(contract)
    .set({ used: sql`(${used})` })
    .where(and(eq(contract.tenantId, tenantId), eq(contract.id, contractId)))
}
