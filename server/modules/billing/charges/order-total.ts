import { and, eq, lt, ne, sql } from 'drizzle-orm'
import { OBJECT_STATE } from '@/domain/workflow'
import type { Tx } from '../../../db/database'
import { labOrder, testItem } from '../../../db/schema'
import { refreshContractUsed } from '../contracts/usage'

/**
 * An order's total is the sum of its live test items' charges (an abandoned item charges nothing), kept up to
 * date while the bill is open; once finance settles it (OBJECT_STATE 200 and on) it never changes. Summed by
 * the database in numeric, exactly. The contract the order names is kept current with it (what its orders
 * used against its ceiling).
 */
export async function refreshOrderTotal(tx: Tx, tenantId: string, orderId: string): Promise<void> {
  const items = tx
    .select({ total: sql`coalesce(sum(${testItem.amount}), 0)` })
    .from(testItem)
    .where(
      and(
        eq(testItem.tenantId, tenantId),
        eq(testItem.orderId, orderId),
        eq(testItem.isDeleted, false),
        ne(testItem.state, 0),
      ),
    )
  const [order] = await tx
    .update(labOrder)
    .set({ total: sql`(${items})` })
    .where(
      and(
        eq(labOrder.tenantId, tenantId),
        eq(labOrder.id, orderId),
        lt(labOrder.objectState, OBJECT_STATE.settled),
      ),
    )
    .returning({ contractId: labOrder.contractId })
  if (order?.contractId) await refreshContractUsed(tx, tenantId, order.contractId)
}
