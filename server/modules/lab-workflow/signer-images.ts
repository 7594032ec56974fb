import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../db/database'
import { appUser } from '../../db/schema'
import { storedPng } from '../file/service'
import type { FileStorage } from '../file/storage'

export type SignerRole = 'drafter' | 'auditor' | 'approver'
export type SignerImages = Partial<Record<SignerRole, Uint8Array>>

/** The handwritten signatures the signers keep on their profile, printed above their names. */
export async function signerImages(
  tx: Tx,
  storage: FileStorage,
  tenantId: string,
  signers: Partial<Record<SignerRole, string | null>>,
): Promise<SignerImages> {
  const ids = [...new Set(Object.values(signers).filter((id): id is string => Boolean(id)))]
  if (ids.length === 0) return {}
  const users = await tx
    .select({ id: appUser.id, fileId: appUser.signatureFileId })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), inArray(appUser.id, ids)))
  const images: SignerImages = {}
  for (const [role, id] of Object.entries(signers) as [SignerRole, string | null][]) {
    const fileId = users.find((user) => user.id === id)?.fileId
    const png = fileId ? await storedPng(tx, storage, tenantId, fileId) : undefined
    if (png) images[role] = png
  }
  return images
}
