import {
  ownerKeyOf,
  startOutboxSync,
  xhrTransport,
  type OutboxSync,
  type SyncContext,
  type SyncOutcome,
} from '@/offline'
import { onOutboxChanged } from '@/offline/signals'
import { activeLanguageTag } from '../i18n'
import { getAccessToken, getSession, readStoredSession } from '../session'
import { refreshTokens } from '../token-refresh/refreshTokens'
import { ensureFreshToken } from '../token-refresh/startTokenRefresh'
import { requestBackgroundSync } from './backgroundSync'
import { followReachable, reportServerReach } from './networkStatus'

/**
 * The page's side of the outbox (src/offline/triggers.ts does the when: start, online, the server answering
 * again, visible, queued, interval): the signed-in user's context for each run, with the shell's token
 * handling; each request's outcome told to the network state (a send that got no answer is as telling as a
 * query that got none); and a Background Sync request whenever work is left for later.
 */

/** A refresh for a 401 the runner met: true when it brought a new access token. */
async function refreshForOutbox(): Promise<boolean> {
  const before = readStoredSession()
  if (!before?.refreshToken) return false
  await refreshTokens(before)
  const after = readStoredSession()
  return after !== null && after.accessToken !== before.accessToken
}

function outboxContext(): SyncContext | null {
  const session = getSession()
  if (!session) return null
  return {
    ownerKey: ownerKeyOf(session.account.tenantId, session.account.userId),
    tenantId: session.account.tenantId,
    language: activeLanguageTag(),
    getToken: async () => {
      await ensureFreshToken()
      return getAccessToken()
    },
    refreshToken: refreshForOutbox,
    // XMLHttpRequest: it reports upload progress (the sync panel shows it per photo).
    transport: xhrTransport,
    reportReach: reportServerReach,
  }
}

/** Work left for later (no network, or a retry's backoff): the worker may send it with the tab closed. */
const leavesWork = (outcome: SyncOutcome) => outcome.status === 'offline' || outcome.nextDueAt !== null

let running: OutboxSync | undefined

/** Starts the page's outbox runner. Returns the stop function. */
export function startOutboxRunner(): () => void {
  running?.stop()
  const sync = startOutboxSync({
    context: outboxContext,
    onOutcome: (outcome) => {
      if (leavesWork(outcome)) void requestBackgroundSync()
    },
    followReachable,
  })
  running = sync
  const stopQueued = onOutboxChanged(() => void requestBackgroundSync())
  return () => {
    stopQueued()
    sync.stop()
    if (running === sync) running = undefined
  }
}

/** The 立即同步 button: sends now, retrying failed entries without waiting for their backoff. */
export function syncOutboxNow(): Promise<SyncOutcome | null> {
  return running?.syncNow() ?? Promise.resolve(null)
}
