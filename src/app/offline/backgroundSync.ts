import { OUTBOX_SYNC_TAG } from '@/offline'

/** The Background Sync part of a service worker registration (Chromium; not in TypeScript's DOM lib yet). */
type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register: (tag: string) => Promise<void> }
}

/**
 * Asks the browser to wake the service worker when the network is back (the 'sync' event, sw/sw.ts), so the
 * outbox is sent even if the tab is closed by then. Where the browser has no Background Sync (Firefox,
 * Safari) or no worker is active (development), the page's own triggers do the work.
 */
export async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined
    if (!registration?.active || !registration.sync) return
    await registration.sync.register(OUTBOX_SYNC_TAG)
  } catch {
    // Refused (e.g. permission policy): the page's triggers remain.
  }
}
