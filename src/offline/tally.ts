import type { OutboxEntry, OutboxState } from './db'

/*
 * What the banner, the sync panel and the sign-out warning say about a user's outbox, counted the way the
 * user counts: in drafts (登记). A draft's photos and signature are entries of the outbox too, but to the
 * person at the counter a registration with three photos is one piece of work; the photos show only as the
 * upload under way. Pure, so each rule has a unit test.
 */

/** Drafts submitted and not yet answered, by where they are. */
export type DraftCounts = {
  /** Queued: waiting for the network, the next run or a retry's backoff. */
  waiting: number
  /** A runner (this tab, another tab or the worker) is sending it now. */
  sending: number
  /** Refused by the server: it waits for the user to fix it. */
  attention: number
}

export const NO_DRAFTS: DraftCounts = { waiting: 0, sending: 0, attention: 0 }

/** Drafts still to be sent: what 待发送 counts (those refused wait for the user, not for the network). */
export const pendingOf = (drafts: DraftCounts): number => drafts.waiting + drafts.sending

const RANK: Record<OutboxState, number> = { waiting: 0, sending: 1, attention: 2 }

/**
 * A draft is as far as its furthest entry: refused if any entry was (the rest of it cannot go without the
 * fix), sending if any entry is on its way, else waiting.
 */
export function countDrafts(entries: readonly OutboxEntry[]): DraftCounts {
  const states = new Map<string, OutboxState>()
  for (const entry of entries) {
    const known = states.get(entry.draftId)
    if (known === undefined || RANK[entry.state] > RANK[known]) states.set(entry.draftId, entry.state)
  }
  const counts = { ...NO_DRAFTS }
  for (const state of states.values()) counts[state]++
  return counts
}

/**
 * The sending of a batch of drafts, as sent / total. An episode starts when a draft is queued while nothing
 * else waits, and lasts until nothing waits any more; drafts queued meanwhile join it. Counted from the
 * device's database (drafts sent since the episode began, and those still to send), so a run that stops on
 * a flaky link and the next one that picks up, another tab's run and the worker's all add to one count:
 * `sent` never goes down and `total` only grows with new drafts (or shrinks by one the server refused).
 */
export type SendEpisode = { sent: number; total: number }

export function sendEpisode(pending: number, sentSinceStart: number): SendEpisode | null {
  if (pending <= 0) return null
  return { sent: sentSinceStart, total: sentSinceStart + pending }
}

/**
 * When the episode began: as recorded when its first draft was queued, else (drafts queued by an app that
 * did not record it) when the oldest entry still waiting was made.
 */
export function episodeStart(recorded: number | null, entries: readonly OutboxEntry[]): number | null {
  if (recorded !== null) return recorded
  const pending = entries.filter((entry) => entry.state !== 'attention')
  if (pending.length === 0) return null
  return Math.min(...pending.map((entry) => entry.createdAt))
}

/**
 * When the outbox tries again on its own: the earliest time a waiting draft's next entry leaves its backoff.
 * Null when some waiting draft is due now (it goes with the next run) or none waits.
 */
export function nextRetryAt(entries: readonly OutboxEntry[]): number | null {
  const firstOfDraft = new Map<string, OutboxEntry>()
  // Entries come in id order (UUIDv7: creation order): a draft's first entry left is the one it waits on.
  for (const entry of entries) if (!firstOfDraft.has(entry.draftId)) firstOfDraft.set(entry.draftId, entry)
  let earliest: number | null = null
  for (const entry of firstOfDraft.values()) {
    if (entry.state !== 'waiting') continue
    if (entry.nextAttemptAt <= 0) return null
    earliest = Math.min(earliest ?? Infinity, entry.nextAttemptAt)
  }
  return earliest
}
