import { offlineDb, type OutboxEntry } from './db'
import { observeQuery, type LiveValue } from './observe'

/** What the sync panel and the offline banner show about one user's outbox. */
export type OutboxSummary = {
  /** All entries still waiting for the server. */
  total: number
  waiting: number
  sending: number
  /** Refused by the server; they wait for the user to fix the draft. */
  attention: number
  /** Registrations (not photos) still unsent: what the logout warning counts. */
  registrations: number
}

export const EMPTY_OUTBOX: OutboxSummary = {
  total: 0,
  waiting: 0,
  sending: 0,
  attention: 0,
  registrations: 0,
}

export function summarize(entries: readonly OutboxEntry[]): OutboxSummary {
  const count = (state: OutboxEntry['state']) => entries.filter((entry) => entry.state === state).length
  return {
    total: entries.length,
    waiting: count('waiting'),
    sending: count('sending'),
    attention: count('attention'),
    registrations: entries.filter((entry) => entry.operation === 'registration.submit').length,
  }
}

export async function outboxEntries(ownerKey: string): Promise<OutboxEntry[]> {
  // UUIDv7 ids sort in the order the entries were made: photos before the registration that refers to them.
  return offlineDb().outbox.where('ownerKey').equals(ownerKey).sortBy('id')
}

export async function outboxSummary(ownerKey: string): Promise<OutboxSummary> {
  return summarize(await outboxEntries(ownerKey))
}

export function observeOutbox(ownerKey: string): LiveValue<OutboxSummary> {
  return observeQuery(() => outboxSummary(ownerKey))
}

/**
 * Unsent registrations on this device per owner (`${tenantId}:${userId}`): the login page tells a second user
 * that someone else's work waits here, and logout warns its owner.
 */
export async function unsentByOwner(): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  await offlineDb()
    .outbox.filter((entry) => entry.operation === 'registration.submit')
    .each((entry) => counts.set(entry.ownerKey, (counts.get(entry.ownerKey) ?? 0) + 1))
  return counts
}
