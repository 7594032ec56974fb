/**
 * The bench page of `npm run bench -- offline`: the real offline core (src/offline) in Chromium, driven by
 * bench/offline/*.ts through `window.offlineBench`. No UI: the figures are about IndexedDB, the outbox
 * runner and the server, not about React.
 */
import type { BenchApi } from '../protocol'
import { measureDexie } from './dexie'
import { prepareDrafts } from './drafts'
import { signIn } from './session'
import { syncAll } from './sync'

const api: BenchApi = {
  signIn,
  prepare: prepareDrafts,
  sync: syncAll,
  dexie: measureDexie,
}

;(window as unknown as { offlineBench: BenchApi }).offlineBench = api
document.getElementById('state')!.textContent = 'ready'
