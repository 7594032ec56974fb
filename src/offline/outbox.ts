import { offlineDb, type OutboxEntry } from './db'
import { observeQuery, type LiveValue } from './observe'
import {
  countDrafts,
  episodeStart,
  nextRetryAt,
  NO_DRAFTS,
  pendingOf,
  sendEpisode,
  type DraftCounts,
  type SendEpisode,
} from './tally'

/** What the sync panel, the offline banner and the sign-out warning show about one user's outbox. */
export type OutboxSummary = {
  /** Submitted drafts not yet answered, by where they are (tally.ts: photos are part of their draft). */
  drafts: DraftCounts
  /** Drafts still to send (waiting or sending). */
  pending: number
  /** The sending under way or waiting to go on, as sent / total drafts; null when nothing waits. */
  episode: SendEpisode | null
  /** When the outbox tries again on its own after a failure (a retry's backoff), if it waits for one. */
  retryAt: number | null
}

export const EMPTY_OUTBOX: OutboxSummary = { drafts: NO_DRAFTS, pending: 0, episode: null, retryAt: null }

/** The key-value row that records when a user's current sending episode began (tally.ts sendEpisode). */
export const episodeKey = (ownerKey: string): string => `outbox-episode:${ownerKey}`

type EpisodeRow = { startedAt: number }

export async function outboxEntries(ownerKey: string): Promise<OutboxEntry[]> {
  // UUIDv7 ids sort in the order the entries were made: photos before the registration that refers to them.
  return offlineDb().outbox.where('ownerKey').equals(ownerKey).sortBy('id')
}

/**
 * Called inside submitDraft's transaction, after the draft's entries were queued: a draft queued while none
 * of the user's others waits begins a new episode.
 */
export async function beginEpisodeIfIdle(ownerKey: string, draftId: string, now: number): Promise<void> {
  const db = offlineDb()
  const others = await db.outbox
    .where('ownerKey')
    .equals(ownerKey)
    .filter((entry) => entry.draftId !== draftId && entry.state !== 'attention')
    .count()
  if (others > 0) return
  const row: EpisodeRow = { startedAt: now }
  await db.kv.put({ key: episodeKey(ownerKey), value: row, updatedAt: now })
}

/** Drafts of the user the server answered after `since` (their last change is the answer). */
async function sentSince(ownerKey: string, since: number): Promise<number> {
  return offlineDb()
    .drafts.where('updatedAt')
    .above(since)
    .filter((draft) => draft.ownerKey === ownerKey && draft.syncState === 'sent')
    .count()
}

export async function outboxSummary(ownerKey: string): Promise<OutboxSummary> {
  const entries = await outboxEntries(ownerKey)
  const drafts = countDrafts(entries)
  const pending = pendingOf(drafts)
  const retryAt = nextRetryAt(entries)
  if (pending === 0) return { drafts, pending, episode: null, retryAt }
  const row = await offlineDb().kv.get(episodeKey(ownerKey))
  const recorded = (row?.value as EpisodeRow | undefined)?.startedAt ?? null
  const start = episodeStart(recorded, entries)
  const sent = start === null ? 0 : await sentSince(ownerKey, start)
  return { drafts, pending, episode: sendEpisode(pending, sent), retryAt }
}

export function observeOutbox(ownerKey: string): LiveValue<OutboxSummary> {
  return observeQuery(() => outboxSummary(ownerKey))
}

/**
 * Unsent registrations on this device per owner (`${tenantId}:${userId}`): the login page tells a second user
 * that someone else's work waits here. Each queued draft has exactly one registration entry.
 */
export async function unsentByOwner(): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  await offlineDb()
    .outbox.filter((entry) => entry.operation === 'registration.submit')
    .each((entry) => counts.set(entry.ownerKey, (counts.get(entry.ownerKey) ?? 0) + 1))
  return counts
}
