import { cacheColumnLayout } from '@/offline'
import { localKeysWithPrefix, readLocalText } from '../storage'
import { onIdentityChange } from '../layout/sessionOwner'
import { sessionIdentity } from '../session'

/**
 * The tables' column layouts in the offline database. The tables keep their layout in localStorage
 * (`search-{resCode}`, spec §9, src/ui/column-settings) and load the saved one in the background; this copies
 * those local layouts into Dexie per user (`${ownerKey}/${resCode}`) when a session starts and when the page
 * is hidden. Offline, the tables read their localStorage copy as they always do (their background load of the
 * saved layout fails quietly), so the user's columns show without the network.
 */

const LAYOUT_PREFIX = 'search-'

const dexieKey = (ownerKey: string, resCode: string) => `${ownerKey}/${resCode}`

/** The layouts that changed since the last copy are written; the rest are left alone. */
const copied = new Map<string, string>()

async function copyToDexie(ownerKey: string): Promise<void> {
  for (const key of localKeysWithPrefix(LAYOUT_PREFIX)) {
    const text = readLocalText(key)
    const target = dexieKey(ownerKey, key.slice(LAYOUT_PREFIX.length))
    if (text === null || copied.get(target) === text) continue
    await cacheColumnLayout(target, text)
    copied.set(target, text)
  }
}

/** Copies now, when another user signs in and whenever the page is hidden; the returned function stops it. */
export function startColumnLayoutMirror(): () => void {
  const copy = () => {
    const ownerKey = sessionIdentity()
    if (ownerKey) copyToDexie(ownerKey).catch(() => undefined)
  }
  const handleVisibility = () => {
    if (document.visibilityState === 'hidden') copy()
  }
  document.addEventListener('visibilitychange', handleVisibility)
  const stopFollowing = onIdentityChange(copy)
  copy()
  return () => {
    document.removeEventListener('visibilitychange', handleVisibility)
    stopFollowing()
  }
}
