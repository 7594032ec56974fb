import { createHash } from 'node:crypto'
import { and, count, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Db, Tx } from '../../db/database'
import { file, fileUpload, material, orderFile } from '../../db/schema'
import { withTenant } from '../../db/tenant-scope'
import { badRequest, forbidden, notFound } from '../../http/errors'
import { firstOr404, iso, liveRows } from '../shared/crud'
import { readAll, type FileStorage } from './storage'

export type FileDto = {
  id: string
  tenantId: string
  originalName: string
  contentType: string
  size: number
  sha256: string
  /** Where the browser downloads it (spec §7: /api/file/download?fileId={fileId}). */
  link: string
  createUser: string | null
  createTime: string | null
}

type FileRow = typeof file.$inferSelect

export const downloadLink = (fileId: string) => `/api/file/download?fileId=${fileId}`

export const fileToDto = (row: FileRow): FileDto => ({
  id: row.id,
  tenantId: row.tenantId,
  originalName: row.originalName,
  contentType: row.contentType,
  size: row.size,
  sha256: row.sha256,
  link: downloadLink(row.id),
  createUser: row.createUser,
  createTime: iso(row.createTime),
})

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;\s*charset=[a-z0-9_-]+)?$/i

/** The name a person gave a file, without folders or control characters (it ends up in headers). */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  if (!clean || clean === '.' || clean === '..') return 'file'
  return clean.slice(0, 255)
}

/**
 * Content-Disposition for a download: an ASCII fallback for old clients and the exact (e.g. Chinese)
 * name in RFC 5987 form (filename*=UTF-8''…), which every current browser prefers.
 */
export function contentDisposition(name: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_')
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

/** Where the bytes of a content live: one copy per tenant and sha256 (content addressing). */
export const contentKey = (tenantId: string, sha256: string) =>
  `${tenantId}/sha256/${sha256.slice(0, 2)}/${sha256}`

export const sha256Of = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex')

export type StoreFileInput = {
  tenantId: string
  name: string
  contentType: string
  buffer: Buffer
  /** Who stored it (the owner who may delete it); null for the seed. */
  userId?: string | null
  /** sha256Of(buffer), when the caller has it already (hashing 10 MB takes a while). */
  sha256?: string
  /**
   * The bytes are at contentKey(tenantId, sha256) already: the upload route writes them before its
   * transaction, so that PGlite's one connection is not held while a file is written.
   */
  bytesWritten?: boolean
}

export type StoredFile = {
  file: FileDto
  /** Where its bytes are (the row's key: an older row may use the layout before content addressing). */
  storageKey: string
  /** Whether the tenant already had these bytes (the existing row is answered, nothing new is stored). */
  reused: boolean
}

async function liveFileWithContent(tx: Tx, tenantId: string, sha256: string): Promise<FileRow | undefined> {
  const [row] = await tx
    .select()
    .from(file)
    .where(liveRows(file, tenantId, eq(file.sha256, sha256)))
  return row
}

/**
 * Stores a file, content-addressed: the same bytes in the same tenant give the one live row there is (its
 * name and owner are the first upload's). Bytes go to the storage before the row; if the transaction rolls
 * back they stay behind unreferenced, which is harmless; a row without bytes cannot result. New content is
 * the usual case (a photo is uploaded once; a replay is answered by the idempotency store before this
 * runs), so the row is inserted straight away: content the tenant has meets the unique index (tenant,
 * sha256) and answers the live row, as does the second of two uploads of new bytes racing.
 */
export async function storeFileRecord(
  tx: Tx,
  storage: FileStorage,
  input: StoreFileInput,
): Promise<StoredFile> {
  const sha256 = input.sha256 ?? sha256Of(input.buffer)
  const storageKey = contentKey(input.tenantId, sha256)
  if (!input.bytesWritten) await ensureBytes(storage, storageKey, input.buffer)
  const contentType = CONTENT_TYPE.test(input.contentType) ? input.contentType : 'application/octet-stream'
  const [row] = await tx
    .insert(file)
    .values({
      tenantId: input.tenantId,
      id: uuidv7(),
      originalName: cleanFileName(input.name),
      contentType,
      size: input.buffer.length,
      sha256,
      storageKey,
      createUser: input.userId ?? null,
      updateUser: input.userId ?? null,
    })
    .onConflictDoNothing({ target: [file.tenantId, file.sha256], where: sql`is_deleted = false` })
    .returning()
  if (row) {
    await rememberUploader(tx, input.tenantId, row.id, input.userId)
    return { file: fileToDto(row), storageKey, reused: false }
  }
  const existing = await liveFileWithContent(tx, input.tenantId, sha256)
  if (!existing) throw new Error('file row vanished')
  await rememberUploader(tx, input.tenantId, existing.id, input.userId)
  // A row from before content addressing keeps its own key: its bytes must be there as well.
  if (existing.storageKey !== storageKey) await ensureBytes(storage, existing.storageKey, input.buffer)
  return { file: fileToDto(existing), storageKey: existing.storageKey, reused: true }
}

/** Whoever uploads a content reads its file as hers, also when someone stored the same bytes first. */
async function rememberUploader(tx: Tx, tenantId: string, fileId: string, userId: string | null | undefined) {
  if (!userId) return
  await tx.insert(fileUpload).values({ tenantId, fileId, userId }).onConflictDoNothing()
}

export async function storeFile(tx: Tx, storage: FileStorage, input: StoreFileInput): Promise<FileDto> {
  return (await storeFileRecord(tx, storage, input)).file
}

/**
 * Writes the bytes unless the key has them. Called again after an upload committed: a removal of the same
 * content that committed just before may have taken the bytes away under the new row (see removeFile).
 */
export async function ensureBytes(storage: FileStorage, storageKey: string, buffer: Buffer): Promise<void> {
  if (!(await storage.exists(storageKey))) await storage.put(storageKey, buffer)
}

async function findFileRow(tx: Tx, tenantId: string, fileId: string): Promise<FileRow> {
  return firstOr404(
    await tx
      .select()
      .from(file)
      .where(liveRows(file, tenantId, eq(file.id, fileId))),
  )
}

export async function findFileDetail(tx: Tx, tenantId: string, fileId: string): Promise<FileDto> {
  return fileToDto(await findFileRow(tx, tenantId, fileId))
}

/** A file of the tenant with its bytes; 404 when the row or the bytes are missing. */
export async function openFile(db: Db, storage: FileStorage, tenantId: string, fileId: string) {
  const row = await withTenant(db, tenantId, (tx) => findFileRow(tx, tenantId, fileId))
  if (!(await storage.exists(row.storageKey))) throw notFound('file.missing')
  return { file: fileToDto(row), stream: storage.get(row.storageKey) }
}

/**
 * Removes a file: its owner may, and whoever holds the permission. A file that a live material still
 * offers, or an order holds as a photo or signature, cannot go. Answers where its bytes are, to remove them
 * once the transaction has committed (removeBytesIfUnused).
 */
export async function removeFile(
  tx: Tx,
  tenantId: string,
  actor: { userId: string; mayRemoveAny: () => Promise<boolean> },
  fileId: string,
): Promise<{ storageKey: string; sha256: string }> {
  const row = await findFileRow(tx, tenantId, fileId)
  if (row.createUser !== actor.userId && !(await actor.mayRemoveAny())) throw forbidden()
  const [used] = await tx
    .select({ n: count() })
    .from(material)
    .where(liveRows(material, tenantId, eq(material.fileId, fileId)))
  if ((used?.n ?? 0) > 0) throw badRequest('file.inUse')
  // Photos and signatures are part of the order's record.
  const [inOrder] = await tx
    .select({ n: count() })
    .from(orderFile)
    .where(and(eq(orderFile.tenantId, tenantId), eq(orderFile.fileId, fileId)))
  if ((inOrder?.n ?? 0) > 0) throw badRequest('file.inOrder')
  await tx
    .update(file)
    .set({ isDeleted: true, updateUser: actor.userId, updateTime: sql`now()` })
    .where(and(eq(file.tenantId, tenantId), eq(file.id, fileId)))
  return { storageKey: row.storageKey, sha256: row.sha256 }
}

/**
 * Removes a removed file's bytes once its row's removal has committed, unless a live row names the same key
 * again (the same content uploaded meanwhile: content-addressed keys are shared over time). An upload that
 * commits after this check puts its bytes back itself (ensureBytes after commit).
 */
export async function removeBytesIfUnused(
  db: Db,
  storage: FileStorage,
  tenantId: string,
  removed: { storageKey: string; sha256: string },
): Promise<void> {
  const [live] = await withTenant(db, tenantId, (tx) =>
    tx
      .select({ n: count() })
      .from(file)
      .where(
        liveRows(file, tenantId, eq(file.sha256, removed.sha256), eq(file.storageKey, removed.storageKey)),
      ),
  )
  if ((live?.n ?? 0) === 0) await storage.remove(removed.storageKey)
}

/** A stored PNG's bytes (a drawn signature); none when the file is not a PNG or its bytes are gone. */
export async function storedPng(
  tx: Tx,
  storage: FileStorage,
  tenantId: string,
  fileId: string,
): Promise<Uint8Array | undefined> {
  const [row] = await tx
    .select({ storageKey: file.storageKey, contentType: file.contentType })
    .from(file)
    .where(and(eq(file.tenantId, tenantId), eq(file.id, fileId)))
  if (!row || row.contentType !== 'image/png' || !(await storage.exists(row.storageKey))) return undefined
  return readAll(storage.get(row.storageKey))
}
