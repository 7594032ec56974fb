import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * Test and demo seams (SMS_OUTBOX_FILE, CAPTCHA_OUTBOX_FILE): what the server would show only to a person (an
 * SMS on a phone, the characters of a picture) also goes to a JSON-lines file, so that a browser test can act
 * as that person. Unset in production.
 */
export async function appendOutboxLine(file: string, record: Record<string, unknown>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  await appendFile(file, `${JSON.stringify({ ...record, at: new Date().toISOString() })}\n`)
}
