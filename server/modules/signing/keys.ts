import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/database'
import { tenantSigningKey, type TenantSigningKey } from '../../db/schema'
import { createSigningKey } from './certificate'

/** The lab's key, or undefined before its first signature. */
export async function storedKey(tx: Tx, tenantId: string): Promise<TenantSigningKey | undefined> {
  const [row] = await tx.select().from(tenantSigningKey).where(eq(tenantSigningKey.tenantId, tenantId))
  return row
}

/**
 * The lab's signing key, made on its first use with a certificate naming `labName` and valid from `at`. Two
 * first uses at once may both make a key, but only the first insert lands: the other finds the row taken
 * (waiting for the first transaction on PostgreSQL) and both answer the stored key, so a lab never has two.
 * Making the key takes about half a second, once per lab, inside the caller's transaction.
 */
export async function signingKeyOf(
  tx: Tx,
  tenantId: string,
  labName: string,
  at: Date,
): Promise<TenantSigningKey> {
  const existing = await storedKey(tx, tenantId)
  if (existing) return existing
  const created = await createSigningKey(labName.trim() || tenantId, at)
  await tx
    .insert(tenantSigningKey)
    .values({ tenantId, ...created, createTime: at })
    .onConflictDoNothing({ target: tenantSigningKey.tenantId })
  const stored = await storedKey(tx, tenantId)
  if (!stored) throw new Error(`the signing key of tenant ${tenantId} was neither stored nor found`)
  return stored
}
