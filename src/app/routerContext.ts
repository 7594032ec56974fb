import type { QueryClient } from '@tanstack/react-query'

/** What every route's beforeLoad and loader receive (TanStack Router context). */
export type RouterContext = {
  queryClient: QueryClient
}

declare module '@tanstack/react-router' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface StaticDataRouteOption {
    /**
     * The page's name in the current language: the tab label of routes shown inside the layout (the layout
     * reads it; a `name` query or the menu name wins, spec §2) and the heading of public pages.
     */
    title?: () => string
    /** `false` marks a route reachable without a session (spec §2 navigation rules, isAuth). */
    isAuth?: boolean
  }
}
