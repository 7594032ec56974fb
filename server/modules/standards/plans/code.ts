import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../../db/database'
import { tracePlan } from '../../../db/schema'
import { nextDayCode } from '../../billing/day-code'

/** SJ, the lab's day and a serial of the day (SJ202611270001), from the lab's document counter. */
export async function nextPlanCode(tx: Tx, tenantId: string, now: Date): Promise<string> {
  return nextDayCode(tx, tenantId, 'SJ', now, async (code) => {
    const [found] = await tx
      .select({ id: tracePlan.id })
      .from(tracePlan)
      .where(and(eq(tracePlan.tenantId, tenantId), eq(tracePlan.code, code)))
      .limit(1)
    return found !== undefined
  })
}
