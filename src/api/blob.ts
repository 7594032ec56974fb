import { BLOB_TIMEOUT_MS, send } from './transport'

/**
 * A file download (spec §7: blob calls time out after 120 000 ms). It goes through the same rules as every
 * call (token, loading overlay, per-call flags, error toast when the server answers an error envelope); the
 * file itself passes through untouched.
 */
export async function requestBlob(url: string, init: RequestInit = {}): Promise<Blob> {
  const response = await send(new Request(url, { credentials: 'include', ...init }), BLOB_TIMEOUT_MS)
  return response.blob()
}
