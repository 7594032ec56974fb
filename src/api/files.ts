import { requestBlob } from './blob'
import { api } from './client'
import { unwrapEnvelope, type Envelope } from './envelope'
import { BACKGROUND } from './requestFlags'
import { send } from './transport'

/**
 * Stored files: an upload keeps the bytes once per tenant and answers the file's id, which a record keeps; its
 * name and its bytes are read back here (the server lets only those who read the record read the file).
 */

export type UploadKind = 'image' | 'any'

export type UploadedFile = { id: string; originalName: string }

/** POST /api/file/upload?kind=: one file; a refusal (not an image, too large) is the request layer's toast. */
export async function uploadFile(file: File, kind: UploadKind): Promise<UploadedFile> {
  const form = new FormData()
  form.append('file', file, file.name)
  const response = await send(
    new Request(`/api/file/upload?${new URLSearchParams({ kind })}`, {
      method: 'POST',
      body: form,
      credentials: 'include',
    }),
  )
  return ((await response.json()) as Envelope<UploadedFile>).data
}

/** GET /api/file/load: the file's name and type, in the background (a link shows its name when it comes). */
export const fetchFileInfo = (fileId: string) =>
  unwrapEnvelope(api.GET('/api/file/load', { params: { query: { fileId } }, headers: BACKGROUND }))

/** GET /api/file/download: the bytes, with the session's token (a plain link could not send it). */
export const fetchFileBytes = (fileId: string): Promise<Blob> =>
  requestBlob(`/api/file/download?${new URLSearchParams({ fileId })}`)
