/**
 * Sessions recently found live, so that most requests skip the liveness query (on PGlite it is a whole
 * transaction). Anything that ends sessions in this process (logout, refresh-token reuse, password reset,
 * disabling a user or a tenant) forgets them all at once; another API process notices within the TTL,
 * the usual bound for revoking stateless tokens.
 */
const LIVE_TTL_MS = 5_000
const MAX_ENTRIES = 50_000

const liveUntil = new Map<string, number>()

export function isKnownLive(sessionId: string, now = Date.now()): boolean {
  const until = liveUntil.get(sessionId)
  if (until === undefined) return false
  if (until > now) return true
  liveUntil.delete(sessionId)
  return false
}

export function rememberLive(sessionId: string, now = Date.now()): void {
  // A bounded map: past the cap the oldest entries go (Map keeps insertion order).
  if (liveUntil.size >= MAX_ENTRIES) {
    const oldest = liveUntil.keys().next().value
    if (oldest !== undefined) liveUntil.delete(oldest)
  }
  liveUntil.set(sessionId, now + LIVE_TTL_MS)
}

export function forgetLiveSessions(): void {
  liveUntil.clear()
}
