/** Reconnection delays of the live channel: 1 s, 2 s, 4 s … up to 30 s, each with random jitter (50-100 %). */
export const RECONNECT_BASE_MS = 1_000
export const RECONNECT_MAX_MS = 30_000

export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt))
  return Math.round(ceiling * (0.5 + random() * 0.5))
}
