/**
 * sessionStorage access for the tabs (they belong to one browser tab and survive its reloads, spec §2).
 * Same defensive style as storage.ts, where these functions are meant to move (F1 owns that file): a browser
 * that refuses storage makes reads return null and writes do nothing.
 */

export function readSessionValue<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = sessionStorage.getItem(key)
    if (raw === null) return null
    const value: unknown = JSON.parse(raw)
    return isValid(value) ? value : null
  } catch {
    return null
  }
}

export function writeSessionValue(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or refused: the value simply is not remembered.
  }
}
