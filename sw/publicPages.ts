/// <reference lib="webworker" />
import { PUBLIC_ENTRY } from '@/domain/publicRoutes'

/*
 * The worker a customer's phone gets from a public query page (registered as /sw.js?public): it keeps only the
 * public pages' document and the files it loads, a few dozen kilobytes, never the staff app's precache of
 * megabytes. A customer who opened a page can open it again offline; results still need the network.
 */

const CACHE_PREFIX = 'public-pages-'
const ENTRY_URL = `/${PUBLIC_ENTRY}`
/** The files a built document loads: its scripts, preloads and stylesheets. */
const DOCUMENT_ASSETS = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g
/** A built chunk's imports of other chunks, static and dynamic (the English catalog loads on demand). */
const CHUNK_IMPORTS = /(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g

/** The newest public cache (each install fills a new one; activation deletes the older ones). */
async function currentCache(): Promise<Cache | null> {
  const names = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX)).sort()
  const newest = names.at(-1)
  return newest ? caches.open(newest) : null
}

/** Fetches the public document and every file it reaches into a new cache. */
export async function cachePublicPages(): Promise<void> {
  const cache = await caches.open(`${CACHE_PREFIX}${Date.now().toString().padStart(15, '0')}`)
  const entry = await fetch(ENTRY_URL, { cache: 'no-cache' })
  if (!entry.ok) throw new Error(`${ENTRY_URL}: ${entry.status}`)
  const queue = [
    '/favicon.svg',
    ...[...(await entry.clone().text()).matchAll(DOCUMENT_ASSETS)].map((m) => m[1]!),
  ]
  await cache.put(ENTRY_URL, entry)
  const seen = new Set<string>()
  while (queue.length > 0) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    seen.add(url)
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    if (url.endsWith('.js'))
      for (const match of (await response.clone().text()).matchAll(CHUNK_IMPORTS))
        queue.push(`/assets/${match[1]}`)
    await cache.put(url, response)
  }
}

/** Keeps the newest public cache only. */
export async function dropOlderPublicCaches(): Promise<void> {
  const names = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX)).sort()
  await Promise.all(names.slice(0, -1).map((name) => caches.delete(name)))
}

/** A public page's document: the network's when it answers, else the kept one. */
export async function publicDocument(request: Request): Promise<Response> {
  try {
    const response = await fetch(request)
    if (response.ok) return response
  } catch {
    // Offline: the kept document below.
  }
  const kept = await (await currentCache())?.match(ENTRY_URL)
  return kept ?? Response.error()
}

/** A built file (hashed, never changes) or the icon: the kept copy first. */
export async function publicAsset(request: Request): Promise<Response> {
  const cache = await currentCache()
  const kept = await cache?.match(request, { ignoreSearch: true })
  if (kept) return kept
  const response = await fetch(request)
  if (response.ok && cache) await cache.put(request, response.clone())
  return response
}
