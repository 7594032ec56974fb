/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import type { PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { currentOwner } from '@/offline/owner'
import { OUTBOX_SYNC_TAG, runOutbox, type SyncOutcome } from '@/offline/sync'
import { PUBLIC_ENTRY } from '@/domain/publicRoutes'
import { NAVIGATION_DENYLIST, PUBLIC_NAVIGATIONS } from './navigation'
import { cachePublicPages, dropOlderPublicCaches, publicAsset, publicDocument } from './publicPages'

/**
 * The service worker (DESIGN "Offline"), built by vite-plugin-pwa (injectManifest) in production builds only.
 * - Precaches the built shell (the list is injected at build time) and answers app navigations with the
 *   precached index.html (the public query pages with public.html), so the app opens with no network.
 * - Registers no other route: API answers, file previews and everything not precached go to the network
 *   untouched and are never cached.
 * - Replays the signed-in user's outbox on Background Sync (where the browser has it); the page does the
 *   same on start, online, visibility and by a button, and the Web Lock in runOutbox keeps one runner.
 * - Waits to take over from an older version until the page asks (SKIP_WAITING, the user's 更新 button):
 *   never a silent switch under an open form. A first install takes control at once (nothing to lose).
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

/** The spec's access token cookie (src/app/session.ts ACCESS_TOKEN_COOKIE; that module needs a document). */
const ACCESS_TOKEN_COOKIE = 'x-access-token'

/** The Background Sync event (not in TypeScript's lib yet). */
type SyncEvent = ExtendableEvent & { readonly tag: string; readonly lastChance: boolean }

/** The Cookie Store API (Chromium; not in TypeScript's worker lib yet). */
type CookieStoreLike = { get: (name: string) => Promise<{ value: string } | null> }

/** Registered by a public query page (/sw.js?public): the public pages only, not the staff app's precache. */
const PUBLIC_ONLY = new URL(self.location.href).searchParams.has('public')

if (PUBLIC_ONLY) {
  self.addEventListener('install', (event) => event.waitUntil(cachePublicPages()))
  self.addEventListener('activate', (event) => event.waitUntil(dropOlderPublicCaches()))
  registerRoute(
    new NavigationRoute(({ request }) => publicDocument(request), { allowlist: [...PUBLIC_NAVIGATIONS] }),
  )
  registerRoute(
    ({ url, request }) =>
      url.origin === self.location.origin &&
      request.method === 'GET' &&
      (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg'),
    ({ request }) => publicAsset(request),
  )
} else {
  precacheAndRoute(self.__WB_MANIFEST)
  cleanupOutdatedCaches()
  // The public query pages are their own document; a customer who opened one can open it again offline.
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(`/${PUBLIC_ENTRY}`), { allowlist: [...PUBLIC_NAVIGATIONS] }),
  )
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...NAVIGATION_DENYLIST] }),
  )
}
clientsClaim()

self.addEventListener('message', (event) => {
  const data: unknown = event.data
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting()
  }
})

async function readAccessToken(): Promise<string | null> {
  const store = (self as unknown as { cookieStore?: CookieStoreLike }).cookieStore
  if (!store) return null
  try {
    return (await store.get(ACCESS_TOKEN_COOKIE))?.value || null
  } catch {
    return null
  }
}

/** Whether the browser should fire the sync event again later: entries wait for the network or a backoff. */
const needsAnotherSync = (outcome: SyncOutcome) => outcome.status === 'offline' || outcome.nextDueAt !== null

/**
 * One replay for the user the page last said is signed in (Dexie kv 'owner'). The worker cannot refresh a
 * token (that rotates the cookies the page owns): a 401 leaves the queue for the page after sign-in.
 */
async function replayOutbox(): Promise<void> {
  const owner = await currentOwner()
  if (!owner) return
  const outcome = await runOutbox({
    ownerKey: owner.ownerKey,
    tenantId: owner.tenantId,
    language: owner.language,
    getToken: readAccessToken,
    baseUrl: self.location.origin,
  })
  // A rejected waitUntil tells the browser to retry the sync later (with its own backoff).
  if (needsAnotherSync(outcome)) throw new Error(`outbox not empty yet (${outcome.status})`)
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent
  if (sync.tag !== OUTBOX_SYNC_TAG) return
  sync.waitUntil(replayOutbox())
})
