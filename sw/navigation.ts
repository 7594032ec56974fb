/**
 * Which navigations the worker answers with the precached app shell. Everything the server answers itself
 * goes to the network, never to the shell and never into a cache: the API and its documents, the websocket,
 * and any path with a file extension (the server, too, answers those with 404 instead of index.html:
 * server/plugins/not-found.ts). Pure, so that unit tests can check it against the server's prefixes.
 */

import { PUBLIC_QUERY_PATHS } from '@/domain/publicRoutes'

/** Path prefixes the server owns (server/plugins/static-app.ts API_PREFIXES, plus the old /doc pages). */
export const SERVER_PATH_PREFIXES = ['/api', '/csApi', '/user', '/msgws', '/doc'] as const

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The denylist of workbox's NavigationRoute (tested against pathname + search): a server prefix as a whole
 * path segment (/api, /api/…, /api?…, but not /apiary), or a last segment with a dot (/report.pdf).
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  ...SERVER_PATH_PREFIXES.map((prefix) => new RegExp(`^${escape(prefix)}(?:[/?]|$)`)),
  /^[^?]*\/[^/?]*\.[^/?]*(?:\?|$)/,
]

/** Whether the worker opens the app shell for a navigation to this path (with its query string). */
export const opensAppShell = (pathAndSearch: string): boolean =>
  !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch))

/** The public query pages' navigations (a path exactly, with any query string): they open public.html. */
export const PUBLIC_NAVIGATIONS: readonly RegExp[] = PUBLIC_QUERY_PATHS.map(
  (path) => new RegExp(`^${escape(path)}/?(?:\\?|$)`),
)

/** Whether the worker opens the public pages' document for a navigation to this path. */
export const opensPublicPage = (pathAndSearch: string): boolean =>
  PUBLIC_NAVIGATIONS.some((pattern) => pattern.test(pathAndSearch))
