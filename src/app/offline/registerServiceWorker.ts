import { Workbox } from 'workbox-window'
import { createUpdateFlow } from './updateFlow'

/**
 * Registers the service worker (sw/sw.ts) with workbox-window, in production builds only (no worker in
 * development: `npm run dev` always serves fresh code). A new version found later waits for the user's 更新
 * (UpdatePrompt.tsx) instead of replacing the running code.
 */

export const SERVICE_WORKER_URL = '/sw.js'
/** Long-lived tabs (a tablet open all day) look for a new version this often, and when shown again. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000

let workbox: Workbox | undefined

export const serviceWorkerUpdate = createUpdateFlow({
  skipWaiting: () => workbox?.messageSkipWaiting(),
  reload: () => window.location.reload(),
})

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' })
  workbox = wb
  wb.addEventListener('waiting', () => serviceWorkerUpdate.waiting())
  // Also fired when the first install takes control (clientsClaim); the flow knows nothing waited then.
  // (workbox-window's isUpdate cannot tell: it says whether a worker controlled the page at registration.)
  wb.addEventListener('controlling', () => serviceWorkerUpdate.controlling())
  let lastCheck = Date.now()
  const checkForUpdate = () => {
    lastCheck = Date.now()
    wb.update().catch(() => undefined)
  }
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > UPDATE_CHECK_INTERVAL_MS / 4) {
      checkForUpdate()
    }
  })
  // A failed registration (private mode, an old browser) leaves the app working online as before.
  wb.register().catch(() => undefined)
}
