import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { FILE_UPLOAD_MAX_BYTES } from '@/domain/constants'
import { onFile, signedIn } from '../../access/rules'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import {
  idempotencyHeaders,
  idempotencyKeyOf,
  requestHash,
  runIdempotent,
  sendAnswer,
  type IdempotentAnswer,
} from '../../http/idempotency'
import { actorOf, authOf, hasPermissionIn, inTenant } from '../../plugins/access'
import { auditContextOf } from '../security-log/context'
import { recordSecurityEventApart } from '../security-log/service'
import {
  contentDisposition,
  contentKey,
  ensureBytes,
  findFileDetail,
  openFile,
  removeBytesIfUnused,
  removeFile,
  sha256Of,
  storeFileRecord,
} from './service'
import { createLocalStorage, defaultFilesDir, type FileStorage } from './storage'
import { readUploadedFile, storedContentType } from './upload'

export type FileRouteOptions = {
  db: Db
  /** Where the bytes live; by default the local folder DATA_DIR/files. */
  storage?: FileStorage
}

export const fileRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  link: z.string(),
  createUser: z.string().nullable(),
  createTime: z.string().nullable(),
})

const fileQuery = z.object({ fileId: z.uuid() })

const uploadQuery = z.object({
  kind: z
    .enum(['image', 'any'])
    .default('any')
    .meta({ description: 'image: JPEG, PNG or WebP only (checked by content)' }),
})

/** Why a signed-in user reads a file: the gate checks she reads a record it belongs to, or it is hers. */
const READ_FILE = 'a file of a record she reads, or her own'

/** Image types served inline by preview; anything else is offered as a download. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])

/** Permission of removing files someone else stored (their owner always may). */
export const FILE_DELETE_PERMISSION = 'file_delete'

/** A file someone other than its owner reads goes to the security audit log. */
async function recordForeignRead(
  db: Db,
  request: FastifyRequest,
  fileId: string,
  how: 'download' | 'preview',
) {
  const access = request.fileAccess
  const actor = actorOf(request)
  if (!access || access.ownerId === actor.userId) return
  const audit = auditContextOf(request)
  await recordSecurityEventApart(db, actor.tenantId, {
    event: 'file.downloaded',
    actor: audit.actor,
    origin: audit.origin,
    target: { type: 'file', id: fileId, label: access.name },
    detail: { how, ownerId: access.ownerId },
  })
}

export async function fileRoutes(appBase: FastifyInstance, options: FileRouteOptions) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const storage = options.storage ?? createLocalStorage(defaultFilesDir())
  const tags = ['file']
  // Scoped to these routes: only the upload reads multipart bodies.
  await app.register(multipart, { limits: { fileSize: FILE_UPLOAD_MAX_BYTES, files: 1 } })

  app.post(
    '/api/file/upload',
    {
      config: { access: signedIn('the file she stores is hers; others read it only through a record') },
      schema: {
        tags,
        summary:
          'Upload one file (multipart part "file", at most 10 MB); the same content in the tenant answers its existing file',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        headers: idempotencyHeaders,
        // Documentation only: the multipart parser leaves the body to the handler.
        body: z
          .object({ file: z.string().meta({ format: 'binary' }) })
          .nullish()
          .meta({ description: 'multipart/form-data with one part "file"' }),
        response: { 200: envelope(fileRecord) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request)
      const key = idempotencyKeyOf(request)
      const kind = request.query.kind
      const part = await readUploadedFile(request)
      const contentType = storedContentType(part.buffer, part.declaredType, kind)
      const sha256 = sha256Of(part.buffer)
      // The bytes first, outside the transaction (a replay's bytes are there already: nothing is written).
      await ensureBytes(storage, contentKey(auth.tenantId, sha256), part.buffer)
      const written: { storageKey: string | null } = { storageKey: null }
      const answer: IdempotentAnswer = await runIdempotent(
        {
          db,
          auth,
          key,
          route: 'file.upload',
          hash: requestHash('file.upload', { sha256, kind, name: part.name }),
        },
        async (tx) => {
          const stored = await storeFileRecord(tx, storage, {
            tenantId: auth.tenantId,
            name: part.name,
            contentType,
            buffer: part.buffer,
            userId: auth.userId,
            sha256,
            bytesWritten: true,
          })
          written.storageKey = stored.storageKey
          return { status: 200, body: ok(stored.file) }
        },
      )
      // A removal of the same content may have taken the bytes between our write and our commit.
      if (written.storageKey) await ensureBytes(storage, written.storageKey, part.buffer)
      return sendAnswer(reply, answer)
    },
  )

  app.get(
    '/csApi/blade-upload/file/preview',
    {
      config: { access: onFile(signedIn(READ_FILE), 'query.fileId') },
      schema: {
        tags,
        summary: 'A file of the tenant for display: images inline, anything else as a download',
        querystring: fileQuery,
        response: {
          200: {
            description: 'The bytes of the file',
            content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request)
      await recordForeignRead(db, request, request.query.fileId, 'preview')
      const opened = await openFile(db, storage, auth.tenantId, request.query.fileId)
      const inline = INLINE_TYPES.has(opened.file.contentType)
      return (
        reply
          .header('content-type', inline ? opened.file.contentType : 'application/octet-stream')
          .header('content-length', opened.file.size)
          .header(
            'content-disposition',
            contentDisposition(opened.file.originalName, inline ? 'inline' : 'attachment'),
          )
          // Content-addressed: a file id's bytes never change, so the browser may keep them (its own cache only).
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          )
          .send(opened.stream as unknown as string)
      )
    },
  )

  app.get(
    '/api/file/download',
    {
      config: { access: onFile(signedIn(READ_FILE), 'query.fileId') },
      schema: {
        tags,
        summary: 'Download a file of the tenant (Content-Disposition carries its original name)',
        querystring: fileQuery,
        response: {
          200: {
            description: 'The bytes of the file',
            content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request)
      await recordForeignRead(db, request, request.query.fileId, 'download')
      const opened = await openFile(db, storage, auth.tenantId, request.query.fileId)
      return reply
        .header('content-type', opened.file.contentType)
        .header('content-length', opened.file.size)
        .header('content-disposition', contentDisposition(opened.file.originalName))
        .header('cache-control', 'private, no-cache')
        .send(opened.stream as unknown as string) // the schema describes the body as binary text
    },
  )

  app.get(
    '/api/file/load',
    {
      config: { access: onFile(signedIn(READ_FILE), 'query.fileId') },
      schema: {
        tags,
        summary: 'Metadata of a file (name, type, size, checksum, download link)',
        querystring: fileQuery,
        response: { 200: envelope(fileRecord) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => findFileDetail(tx, auth.tenantId, request.query.fileId)),
      )
    },
  )

  app.post(
    '/api/file/delete',
    {
      config: {
        access: onFile(
          signedIn('her own file; others’ with file_delete (the service checks)'),
          'query.fileId',
        ),
      },
      schema: {
        tags,
        summary: `Remove a file (its owner, or permission ${FILE_DELETE_PERMISSION}); not while a material offers it`,
        querystring: fileQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const removed = await inTenant(db, request, (tx, auth) =>
        removeFile(
          tx,
          auth.tenantId,
          {
            userId: auth.userId,
            mayRemoveAny: () => hasPermissionIn(tx, auth, FILE_DELETE_PERMISSION),
          },
          request.query.fileId,
        ),
      )
      // The row is gone for good once committed; only then the bytes (unless the content is live again).
      await removeBytesIfUnused(db, storage, authOf(request).tenantId, removed)
      return ok(null)
    },
  )
}

export default fileRoutes
