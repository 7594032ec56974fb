import { createHash } from 'node:crypto'
import { and, count, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Db, Tx } from '../../db/database'
import { file, material } from '../../db/schema'
import { withTenant } from '../../db/tenant-scope'
import { badRequest, forbidden, notFound } from '../../http/errors'
import { firstOr404, iso, liveRows } from '../shared/crud'
import type { FileStorage } from './storage'

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

const toDto = (row: FileRow): FileDto => ({
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

const monthOf = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`

export type StoreFileInput = {
  tenantId: string
  name: string
  contentType: string
  buffer: Buffer
  /** Who stored it (the owner who may delete it); null for the seed. */
  userId?: string | null
}

/**
 * Stores the bytes, then the metadata row. If the transaction rolls back afterwards the bytes stay behind
 * unreferenced, which is harmless; the reverse (a row without bytes) cannot happen.
 */
export async function storeFile(tx: Tx, storage: FileStorage, input: StoreFileInput): Promise<FileDto> {
  const id = uuidv7()
  const storageKey = `${input.tenantId}/${monthOf(new Date())}/${id}`
  const contentType = CONTENT_TYPE.test(input.contentType) ? input.contentType : 'application/octet-stream'
  await storage.put(storageKey, input.buffer)
  const [row] = await tx
    .insert(file)
    .values({
      tenantId: input.tenantId,
      id,
      originalName: cleanFileName(input.name),
      contentType,
      size: input.buffer.length,
      sha256: createHash('sha256').update(input.buffer).digest('hex'),
      storageKey,
      createUser: input.userId ?? null,
      updateUser: input.userId ?? null,
    })
    .returning()
  if (!row) throw new Error('file row not stored')
  return toDto(row)
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
  return toDto(await findFileRow(tx, tenantId, fileId))
}

/** A file of the tenant with its bytes; 404 when the row or the bytes are missing. */
export async function openFile(db: Db, storage: FileStorage, tenantId: string, fileId: string) {
  const row = await withTenant(db, tenantId, (tx) => findFileRow(tx, tenantId, fileId))
  if (!(await storage.exists(row.storageKey))) throw notFound('file.missing')
  return { file: toDto(row), stream: storage.get(row.storageKey) }
}

/**
 * Removes a file: its owner may, and whoever holds the permission. A file that a live material still
 * offers cannot go. Returns the storage key, to remove the bytes once the transaction has committed.
 */
export async function removeFile(
  tx: Tx,
  tenantId: string,
  actor: { userId: string; mayRemoveAny: () => Promise<boolean> },
  fileId: string,
): Promise<string> {
  const row = await findFileRow(tx, tenantId, fileId)
  if (row.createUser !== actor.userId && !(await actor.mayRemoveAny())) throw forbidden()
  const [used] = await tx
    .select({ n: count() })
    .from(material)
    .where(liveRows(material, tenantId, eq(material.fileId, fileId)))
  if ((used?.n ?? 0) > 0) throw badRequest('file.inUse')
  await tx
    .update(file)
    .set({ isDeleted: true, updateUser: actor.userId, updateTime: sql`now()` })
    .where(and(eq(file.tenantId, tenantId), eq(file.id, fileId)))
  return row.storageKey
}
