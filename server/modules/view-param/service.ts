import { and, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../db/database'
import { viewParam } from '../../db/schema'

/** A saved layout is small (a few hundred columns at most); anything larger is not a layout. */
export const VIEW_PARAM_MAX_CHARS = 64 * 1024

export type ViewParamDto = { elementId: string; parameter: string }

/** Every query is confined to one user of one tenant: layouts are personal. */
const ownedBy = (tenantId: string, userId: string, elementId: string) =>
  and(eq(viewParam.tenantId, tenantId), eq(viewParam.userId, userId), eq(viewParam.elementId, elementId))

export async function findViewParam(
  tx: Tx,
  tenantId: string,
  userId: string,
  elementId: string,
): Promise<ViewParamDto | null> {
  const [row] = await tx
    .select({ elementId: viewParam.elementId, parameter: viewParam.parameter })
    .from(viewParam)
    .where(ownedBy(tenantId, userId, elementId))
  return row ?? null
}

/** Saves (inserts or replaces) the user's layout of one table; an empty parameter resets it (spec §7). */
export async function saveViewParam(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: { elementId: string; parameter: string },
): Promise<void> {
  if (input.parameter === '') {
    await tx.delete(viewParam).where(ownedBy(tenantId, userId, input.elementId))
    return
  }
  // The unique index (tenant, user, element) makes two simultaneous saves meet in one row.
  await tx
    .insert(viewParam)
    .values({ tenantId, id: uuidv7(), userId, elementId: input.elementId, parameter: input.parameter })
    .onConflictDoUpdate({
      target: [viewParam.tenantId, viewParam.userId, viewParam.elementId],
      set: { parameter: sql`excluded.parameter`, updateTime: sql`now()` },
    })
}
