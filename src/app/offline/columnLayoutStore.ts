import { provideColumnLayoutStore } from '@/ui/column-settings/layoutStore'
import { onIdentityChange } from '../layout/sessionOwner'
import { sessionIdentity } from '../session'
import { loadOfflineCore } from './offlineCore'

export type ColumnLayoutStoreHandle = {
  /** Stops following the session and takes the store away from the tables. */
  stop: () => void
  /** Settles when the last store asked for has been given (or dropped, its user gone). */
  settled: () => Promise<void>
}

/**
 * Gives the tables (src/ui/column-settings) the signed-in user's column layouts, kept in the offline
 * database (src/offline/columnLayouts.ts), and follows the session: another user gets her own, a sign-out
 * none. Layouts an earlier version left in localStorage are moved in first, so the first read finds them.
 * Without IndexedDB (private mode) no store is given: the tables then show the saved or default layout.
 */
export function startColumnLayoutStore(): ColumnLayoutStoreHandle {
  /** The identity whose store is wanted: an answer for an earlier one is dropped. */
  let wanted: string | null = null
  let loading: Promise<void> = Promise.resolve()
  const ignore = () => undefined

  const follow = (identity: string | null) => {
    wanted = identity
    provideColumnLayoutStore(null)
    if (!identity) return
    loading = loadOfflineCore()
      .then(async (core) => {
        // A refused move leaves the old keys for the next start; the store works without them.
        await core.carryOverLocalLayouts(identity).catch(ignore)
        return core.columnLayoutsOf(identity)
      })
      .then((store) => {
        if (wanted === identity) provideColumnLayoutStore(store)
      }, ignore)
  }

  const stopFollowing = onIdentityChange(follow)
  follow(sessionIdentity())
  return {
    stop: () => {
      stopFollowing()
      wanted = null
      provideColumnLayoutStore(null)
    },
    settled: () => loading,
  }
}
