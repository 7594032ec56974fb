import type { SmsSender } from '../auth/sms'
import { appendOutboxLine } from '../shared/outbox-file'

/**
 * The SMS outbox file (SMS_OUTBOX_FILE, test and demo only): each SMS the sender sends is also appended to
 * `file` as one JSON line `{ "phone", "text", "at" }` (`at` an ISO instant), so that a browser test can read
 * the code the customer would receive. Without a file the sender is returned as it is.
 */
export function withSmsOutbox(sender: SmsSender, file: string | null): SmsSender {
  if (!file) return sender
  return {
    async send(phone, text) {
      await sender.send(phone, text)
      await appendOutboxLine(file, { phone, text })
    },
  }
}
