import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/database'
import { withTenant } from '../../db/tenant-scope'
import { envelope, ok } from '../../http/envelope'
import { authOf, hasPermissionIn } from '../../plugins/access'
import { contentDisposition, findFileDetail, openFile, removeFile } from './service'
import { createLocalStorage, defaultFilesDir, type FileStorage } from './storage'

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

/** Permission of removing files someone else stored (their owner always may). */
export const FILE_DELETE_PERMISSION = 'file_delete'

export async function fileRoutes(appBase: FastifyInstance, options: FileRouteOptions) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const storage = options.storage ?? createLocalStorage(defaultFilesDir())
  const tags = ['file']

  app.get(
    '/api/file/download',
    {
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
      schema: {
        tags,
        summary: 'Metadata of a file (name, type, size, checksum, download link)',
        querystring: fileQuery,
        response: { 200: envelope(fileRecord) },
      },
    },
    async (request) => {
      const auth = authOf(request)
      return ok(
        await withTenant(db, auth.tenantId, (tx) => findFileDetail(tx, auth.tenantId, request.query.fileId)),
      )
    },
  )

  app.post(
    '/api/file/delete',
    {
      schema: {
        tags,
        summary: `Remove a file (its owner, or permission ${FILE_DELETE_PERMISSION}); not while a material offers it`,
        querystring: fileQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const auth = authOf(request)
      const storageKey = await withTenant(db, auth.tenantId, (tx) =>
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
      // The row is gone for good once committed; only then the bytes.
      await storage.remove(storageKey)
      return ok(null)
    },
  )
}
