import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/database'
import { appUser } from '../../db/schema'

/** The name records show for a member of staff (acceptor, creator …): her real name, else her account. */
export async function staffNameOf(tx: Tx, tenantId: string, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ realName: appUser.realName, account: appUser.account })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, userId)))
  return row ? row.realName || row.account : null
}
