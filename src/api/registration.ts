import { requestBlob } from './blob'
import { api } from './client'
import { unwrapEnvelope } from './envelope'
import { BACKGROUND } from './requestFlags'

/**
 * Registrations as the server has them. Sending a draft is the outbox's work (src/offline: uploads
 * first, then POST /api/crm/registration/submit, each with its Idempotency-Key); the page reads back here.
 */

/** GET /api/crm/registration/detail?id=: the order with its samples, photos and signature. */
export const fetchRegistrationDetail = (id: string) =>
  unwrapEnvelope(api.GET('/api/crm/registration/detail', { params: { query: { id } } }))

export type RegistrationDetail = Awaited<ReturnType<typeof fetchRegistrationDetail>>

export const filePreviewUrl = (fileId: string): string =>
  `/csApi/blade-upload/file/preview?${new URLSearchParams({ fileId })}`

/**
 * The bytes of an uploaded image, with the session's token (an <img src> could not send it). A sent draft
 * keeps no photos on the device, so its thumbnails come from here; in the background, as thumbnails load.
 */
export const fetchFilePreview = (fileId: string): Promise<Blob> =>
  requestBlob(filePreviewUrl(fileId), { headers: BACKGROUND })
