import { offlineDb } from './db'

/**
 * Whose work the device is doing. The page writes it when a session starts (and clears it when it ends);
 * the service worker reads it to replay the outbox of the signed-in user only.
 */
export type OfflineOwner = {
  ownerKey: string
  tenantId: string
  userId: string
  /** The UI language tag, sent as Accept-Language so the server's messages match the UI. */
  language: string | null
}

const OWNER_KEY = 'owner'

export const ownerKeyOf = (tenantId: string, userId: string): string => `${tenantId}:${userId}`

export async function setCurrentOwner(owner: OfflineOwner | null): Promise<void> {
  const db = offlineDb()
  if (owner === null) await db.kv.delete(OWNER_KEY)
  else await db.kv.put({ key: OWNER_KEY, value: owner, updatedAt: Date.now() })
}

const isOwner = (value: unknown): value is OfflineOwner =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OfflineOwner).ownerKey === 'string' &&
  typeof (value as OfflineOwner).tenantId === 'string'

export async function currentOwner(): Promise<OfflineOwner | null> {
  const row = await offlineDb().kv.get(OWNER_KEY)
  return row && isOwner(row.value) ? row.value : null
}
