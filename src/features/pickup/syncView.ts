import type { ConnectionState } from '@/app/offline/useConnection'
import type { OutboxSummary, SendEpisode } from '@/offline'

/*
 * What the sync panel says, from the device's outbox (every tab's and the worker's sending), the network
 * state and this tab's run. Pure, so each rule has a unit test; the panel only words it.
 */

export type SyncStatus =
  /** Nothing waits. */
  | 'idle'
  /** The browser has no network: drafts go when it is back. */
  | 'offline'
  /** The browser is online but the server does not answer: asked again at retryAt. */
  | 'unreachable'
  /** A runner is sending now (this tab, another tab or the worker). */
  | 'sending'
  /** The last try failed with an answer (a server error): the outbox tries again at retryAt. */
  | 'retry'
  /** Queued; the next run takes it. */
  | 'waiting'

export type SyncView = {
  status: SyncStatus
  /** Drafts still to send, and refused ones waiting for the user. */
  pending: number
  attention: number
  /** sent / total over the current episode, never going back (src/offline/tally.ts). */
  episode: SendEpisode | null
  /** When the next try is (status unreachable or retry). */
  retryAt: number | null
  /** 立即同步 can be pressed: something waits and the browser has a network. */
  canSync: boolean
  /** 立即同步 shows this tab's run under way (never while offline: that run was cut off). */
  busy: boolean
}

/**
 * `retryAhead`: whether the outbox's own retry time (outbox.retryAt) is still to come; once it has passed
 * the drafts are due and simply wait for the run that is about to take them.
 */
export function syncView(
  outbox: OutboxSummary,
  network: ConnectionState,
  running: boolean,
  retryAhead: boolean,
): SyncView {
  const { pending, episode } = outbox
  const base = {
    pending,
    attention: outbox.drafts.attention,
    episode,
    canSync: pending > 0 && network.connection !== 'offline',
    busy: running && network.connection !== 'offline',
  }
  if (pending === 0) return { ...base, status: 'idle', retryAt: null }
  if (network.connection === 'offline') return { ...base, status: 'offline', retryAt: null }
  if (network.connection === 'unreachable')
    return { ...base, status: 'unreachable', retryAt: network.retryAt }
  if (running || outbox.drafts.sending > 0) return { ...base, status: 'sending', retryAt: null }
  if (outbox.retryAt !== null && retryAhead) return { ...base, status: 'retry', retryAt: outbox.retryAt }
  return { ...base, status: 'waiting', retryAt: null }
}
