import type { QueryClient } from '@tanstack/react-query'

/** What every route's beforeLoad and loader receive (TanStack Router context). */
export type RouterContext = {
  queryClient: QueryClient
}
