/**
 * The browser's synchronous storage: cookies, localStorage and sessionStorage (the offline database is
 * db.ts). Every other module goes through these functions. Every access tolerates a browser that refuses
 * storage (private mode, disabled cookies, a full quota): reads then return null and writes do nothing.
 *
 * For pages only (the service worker has no document or Web Storage). No Dexie here: the sign-in page and
 * the public pages import this file by its own path (`@/offline/webStorage`), never through index.ts, which
 * would bring the database along.
 */

export type CookieOptions = { maxAgeSeconds?: number }

const isHttps = () => globalThis.location?.protocol === 'https:'

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) {
      try {
        return decodeURIComponent(part.slice(prefix.length))
      } catch {
        return null
      }
    }
  }
  return null
}

/** Cookies are SameSite=Strict, path /, and Secure whenever the page is served over https. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const attributes = ['path=/', 'SameSite=Strict']
  if (options.maxAgeSeconds !== undefined) attributes.push(`max-age=${Math.floor(options.maxAgeSeconds)}`)
  if (isHttps()) attributes.push('Secure')
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${attributes.join('; ')}`
}

export function removeCookie(name: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0 })
}

// localStorage: kept across reloads and shared by the tabs.

export function readLocal<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = localStorage.getItem(key)
    if (raw === null) return null
    const value: unknown = JSON.parse(raw)
    return isValid(value) ? value : null
  } catch {
    return null
  }
}

export function writeLocal(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or refused: the value simply is not remembered.
  }
}

/** Plain text values (e.g. the language code), stored as they are. */
export function readLocalText(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeLocalText(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Storage refused: the value simply is not remembered.
  }
}

export function removeLocal(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Nothing to do.
  }
}

/** Calls back when another tab changes one of the given keys. */
export function onLocalChange(keys: readonly string[], listener: () => void): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) listener()
  }
  window.addEventListener('storage', handleStorage)
  return () => window.removeEventListener('storage', handleStorage)
}

/**
 * localStorage as a Storage-like object for libraries that persist through one (the query cache persister).
 * Unlike writeLocal, setItem throws when the storage is full, so the caller can make room and try again.
 */
export const localTextStorage = {
  getItem: readLocalText,
  setItem: (key: string, value: string): void => localStorage.setItem(key, value),
  removeItem: removeLocal,
}

/** The localStorage keys that start with a prefix (e.g. the tables' column layouts, `search-`). */
export function localKeysWithPrefix(prefix: string): string[] {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(prefix))
  } catch {
    return []
  }
}

// sessionStorage: this browser tab's own, kept across its reloads (the tabs, the symbol keyboard's cache,
// a public survey's unsent answers).

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

/** The stored text as it is, for a caller that parses it itself. */
export function readSessionText(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

export function removeSessionValue(key: string): void {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // Nothing to do.
  }
}
