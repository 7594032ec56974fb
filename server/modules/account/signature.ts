import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/database'
import { appUser, file } from '../../db/schema'
import { AppError, notFound } from '../../http/errors'
import { recordChange } from '../../resources/history'

/** The signed-in user's handwritten signature: the stored PNG she drew (null: none). */
export async function ownSignature(tx: Tx, tenantId: string, userId: string) {
  const [row] = await tx
    .select({ fileId: appUser.signatureFileId })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, userId)))
  if (!row) throw notFound()
  return { fileId: row.fileId }
}

/**
 * Keeps (or clears) her signature: a PNG she uploaded herself, so nobody signs with another's hand. The change
 * stays in her record's history, as every change of a user does.
 */
export async function setOwnSignature(tx: Tx, tenantId: string, userId: string, fileId: string | null) {
  if (fileId) {
    const [stored] = await tx
      .select({ contentType: file.contentType, owner: file.createUser })
      .from(file)
      .where(and(eq(file.tenantId, tenantId), eq(file.id, fileId)))
    if (!stored || stored.owner !== userId || stored.contentType !== 'image/png')
      throw new AppError(400, 'domain.message', {
        message: { zh: '签名须为本人上传的 PNG 图片', en: 'A signature must be a PNG you uploaded yourself' },
      })
  }
  const before = await ownSignature(tx, tenantId, userId)
  await tx
    .update(appUser)
    .set({ signatureFileId: fileId })
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, userId)))
  await recordChange(tx, {
    tenantId,
    resource: 'system_user',
    recordId: userId,
    action: 'update',
    changes:
      before.fileId === fileId ? [] : [{ field: 'signatureFileId', before: before.fileId, after: fileId }],
    userId,
  })
  return { fileId }
}
