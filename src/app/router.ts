import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from '@/routeTree.gen'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Data freshness is TanStack Query's job; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

/**
 * Starts fetching the code of the routes a path shows (the layout, the page) without running anything of
 * theirs: on a start with a session, side by side with the start-up instead of after the first render.
 */
export function preloadRouteCode(router: AppRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname)
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)
}

declare module '@tanstack/react-router' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: AppRouter
  }
}
