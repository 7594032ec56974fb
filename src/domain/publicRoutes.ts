/**
 * The public query pages of spec §2 (no login). They are their own entry, public.html, which loads neither
 * the staff shell nor its catalogs: the server answers these paths with public.html (server/plugins/
 * not-found.ts) and so does the service worker offline (sw/sw.ts).
 */
export const PUBLIC_QUERY_PATHS = [
  '/certificateFalsification',
  '/cert',
  '/report',
  '/reportQuery',
  '/phoneSearchReportPage',
  '/searchIndex',
  '/searchJWIndex',
  '/query',
  '/metal',
  '/charge-standard-search',
  '/template-evart',
  '/detail-info-notice',
] as const

export type PublicQueryPath = (typeof PUBLIC_QUERY_PATHS)[number]

/** The public query path a pathname is (a trailing slash allowed), or null. */
export function publicQueryPathOf(pathname: string): PublicQueryPath | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (PUBLIC_QUERY_PATHS as readonly string[]).includes(trimmed) ? (trimmed as PublicQueryPath) : null
}

/** The entry document of the public pages. */
export const PUBLIC_ENTRY = 'public.html'
