import { uploadClientErrors } from '@/api/errorLog'
import { getErrorLog, removeErrorLogEntries } from './errorLogStore'

/**
 * Sends the local log to the server (POST /api/blade-log/client-error/upload, array body) and, once the
 * server has kept them, removes the sent entries from the local log. Rejects (the log stays) when the
 * upload fails; the request layer has shown the server's message.
 */
export async function uploadErrorLog(): Promise<void> {
  const entries = getErrorLog()
  if (entries.length === 0) return
  await uploadClientErrors(entries)
  removeErrorLogEntries(entries)
}
