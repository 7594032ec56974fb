/**
 * Spec §4, §9: the token age is checked every 10 seconds; when it reaches the parameter `website.tokenTime`
 * (seconds; 3000 by default) the token is refreshed. Pure decisions, unit-tested.
 */
export const TOKEN_CHECK_INTERVAL_MS = 10_000
export const TOKEN_TIME_PARAM = 'website.tokenTime'
export const DEFAULT_TOKEN_TIME_SECONDS = 3000

/** The parameter's value in seconds; the default when it is missing, not a number, or not positive. */
export function tokenTimeSeconds(value: string | undefined): number {
  const seconds = Number(value)
  return value !== undefined && value.trim() !== '' && Number.isFinite(seconds) && seconds > 0
    ? seconds
    : DEFAULT_TOKEN_TIME_SECONDS
}

export type TokenClock = {
  /** Epoch milliseconds when the access token was issued. */
  issuedAt: number
  /** The access token's lifetime in seconds (expires_in). */
  expiresIn: number
  now: number
}

export const tokenAgeSeconds = ({ issuedAt, now }: Pick<TokenClock, 'issuedAt' | 'now'>): number =>
  Math.max(0, (now - issuedAt) / 1000)

/**
 * Whether to refresh now: the age has reached the token time. As a safety net against a token time set
 * longer than the token lives, a token in the last tenth of its life is refreshed as well.
 */
export function isRefreshDue(clock: TokenClock, tokenTime: number): boolean {
  const age = tokenAgeSeconds(clock)
  const limit = clock.expiresIn > 0 ? Math.min(tokenTime, clock.expiresIn * 0.9) : tokenTime
  return age >= limit
}

/** Whether the access token has (nearly) expired, so a call must wait for the refresh before it is sent. */
export function isTokenExpired(clock: TokenClock): boolean {
  return clock.expiresIn > 0 && tokenAgeSeconds(clock) >= clock.expiresIn - 5
}
