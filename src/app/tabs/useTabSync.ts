import { useEffect } from 'react'
import { useLocation, useMatches, useRouter } from '@tanstack/react-router'
import { openTab, setTabNavigator } from './tabStore'

/** One path however it is written: without a trailing slash, with its escapes decoded. */
const normalise = (path: string) => {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  try {
    return decodeURIComponent(trimmed)
  } catch {
    return trimmed
  }
}

/**
 * Keeps the tabs in step with the router (spec §2 navigation rules: "otherwise the route is added as a tab"):
 * every location the layout shows opens (or re-activates) its tab, and closing tabs navigates through the router.
 * A tab is opened only once the deepest match is the layout page at this location, so its route (and title) is
 * the one actually shown, not the one being left while the next page loads.
 */
export function useTabSync(): void {
  const router = useRouter()
  const location = useLocation()
  const leaf = useMatches({ select: (matches) => matches.at(-1) })
  const ready =
    leaf !== undefined &&
    leaf.routeId.startsWith('/_layout/') &&
    normalise(leaf.pathname) === normalise(location.pathname)

  useEffect(() => {
    setTabNavigator((href) => router.history.push(href))
    return () => setTabNavigator(undefined)
  }, [router])

  useEffect(() => {
    if (!ready) return
    openTab({
      pathname: location.pathname,
      href: location.href,
      search: location.search as Record<string, unknown>,
      params: leaf.params as Record<string, unknown>,
      routeId: leaf.routeId,
    })
    // The location's href covers its path, query and hash; the match follows from it once ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, location.href])
}
