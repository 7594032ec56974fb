import { cacheColumnLayout, cachedColumnLayoutsOf } from '@/offline'
import { localKeysWithPrefix, readLocalText, removeLocal, writeLocalText } from '../storage'
import { onIdentityChange } from '../layout/sessionOwner'
import { sessionIdentity } from '../session'

/**
 * The tables' column layouts in the offline database, per user. The tables keep their layout in localStorage
 * (`search-{resCode}`, spec §9, src/ui/column-settings), which every user of the tablet shares, and load the
 * user's saved layout in the background. This copies the local layouts into Dexie under the user they belong
 * to (`${ownerKey}/${resCode}`) when a session starts, when the page is hidden and when another user signs in;
 * and when one does, it puts that user's own copies back in localStorage in place of the previous user's.
 * Offline (where the background load fails quietly) each user so finds her own columns, not the last user's.
 */

const LAYOUT_PREFIX = 'search-'

/**
 * Whose layouts the `search-*` keys hold: the user they were last put back for. A copy files them under her
 * only, so a page hidden while another user's are being put back files nothing under the wrong user.
 */
export const LAYOUTS_OWNER_KEY = 'metrodesk.column-layouts.owner'

const dexieKey = (ownerKey: string, resCode: string) => `${ownerKey}/${resCode}`

/** The layouts copied so far (Dexie key → text): only what changed since is written again. */
type Copied = Map<string, string>

/** The local layouts now: localStorage key → text. */
function localLayouts(): Map<string, string> {
  const layouts = new Map<string, string>()
  for (const key of localKeysWithPrefix(LAYOUT_PREFIX)) {
    const text = readLocalText(key)
    if (text !== null) layouts.set(key, text)
  }
  return layouts
}

async function copyToDexie(copied: Copied, ownerKey: string, layouts: Map<string, string>): Promise<void> {
  for (const [key, text] of layouts) {
    const target = dexieKey(ownerKey, key.slice(LAYOUT_PREFIX.length))
    if (copied.get(target) === text) continue
    await cacheColumnLayout(target, text)
    copied.set(target, text)
  }
}

/**
 * After a change of user: the new user's copies replace the previous user's layouts (`before`), and a layout
 * she has no copy of goes (her table starts from its default, then her saved layout). A key written since
 * the change (her table already loaded her saved layout) is hers already and stays.
 */
async function restoreFromDexie(ownerKey: string, before: Map<string, string>): Promise<void> {
  const own = await cachedColumnLayoutsOf(ownerKey)
  const keys = new Set([...before.keys(), ...[...own.keys()].map((code) => LAYOUT_PREFIX + code)])
  for (const key of keys) {
    if (readLocalText(key) !== (before.get(key) ?? null)) continue
    const text = own.get(key.slice(LAYOUT_PREFIX.length))
    if (typeof text === 'string') writeLocalText(key, text)
    else removeLocal(key)
  }
}

/**
 * Copies now, when the user changes (here or in another tab) and whenever the page is hidden; the returned
 * function stops it.
 */
export function startColumnLayoutMirror(): () => void {
  const copied: Copied = new Map()
  const ignore = () => undefined
  const holder = () => readLocalText(LAYOUTS_OWNER_KEY)

  const copy = () => {
    const owner = sessionIdentity()
    if (owner && holder() === owner) copyToDexie(copied, owner, localLayouts()).catch(ignore)
  }

  /** The layouts in localStorage become `next`'s: the holder's are kept as hers first. */
  const switchTo = (next: string | null) => {
    const previous = holder()
    if (next === previous) return
    const before = localLayouts()
    const saved = previous ? copyToDexie(copied, previous, before) : Promise.resolve()
    if (!next) {
      saved.catch(ignore)
      return
    }
    void saved
      .then(() => restoreFromDexie(next, before))
      .then(() => writeLocalText(LAYOUTS_OWNER_KEY, next))
      .catch(ignore)
  }

  const handleVisibility = () => {
    if (document.visibilityState === 'hidden') copy()
  }
  document.addEventListener('visibilitychange', handleVisibility)
  const stopFollowing = onIdentityChange(switchTo)

  const owner = sessionIdentity()
  // The first start of this version recorded no holder: the layouts are taken to be the signed-in user's.
  if (owner && holder() === null) writeLocalText(LAYOUTS_OWNER_KEY, owner)
  // Signed in as someone else than the holder before this started (another tab, a quick sign-in).
  if (owner && holder() !== owner) switchTo(owner)
  else copy()
  return () => {
    document.removeEventListener('visibilitychange', handleVisibility)
    stopFollowing()
  }
}
