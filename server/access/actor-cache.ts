import type { Actor, AuthContext } from './actor'

/**
 * Actors of sessions recently found live, so that most requests skip loading them (on PGlite a whole
 * transaction). An entry serves only a token whose tenant, user and roles are the entry's: a token
 * re-signed with other claims on a live session is loaded, and refused, like any other. Anything that ends
 * sessions or changes what someone may do in this process (sign-out, refresh-token reuse, a password reset,
 * disabling a user or a tenant, roles, grants, data scopes, customer links) forgets them all at once; another
 * API process notices within the TTL, the usual bound for revoking stateless tokens.
 */
const TTL_MS = 5_000
const MAX_ENTRIES = 50_000

const entries = new Map<string, { actor: Actor; until: number }>()

const sameClaims = (actor: Actor, auth: AuthContext) =>
  actor.tenantId === auth.tenantId &&
  actor.userId === auth.userId &&
  actor.roles.length === auth.roles.length &&
  actor.roles.every((role) => auth.roles.includes(role))

export function cachedActor(auth: AuthContext, now = Date.now()): Actor | undefined {
  const entry = entries.get(auth.sessionId)
  if (!entry) return undefined
  if (entry.until <= now) {
    entries.delete(auth.sessionId)
    return undefined
  }
  return sameClaims(entry.actor, auth) ? entry.actor : undefined
}

export function rememberActor(actor: Actor, now = Date.now()): void {
  // A bounded map: past the cap the oldest entries go (Map keeps insertion order).
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value
    if (oldest !== undefined) entries.delete(oldest)
  }
  entries.set(actor.sessionId, { actor, until: now + TTL_MS })
}

export function forgetActors(): void {
  entries.clear()
}
