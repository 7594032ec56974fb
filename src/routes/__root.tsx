import { createRootRouteWithContext, Outlet, type ErrorComponentProps } from '@tanstack/react-router'
import { guardNavigation } from '@/app/guards'
import { isLocked } from '@/app/lock/lockStore'
import type { RouterContext } from '@/app/routerContext'
import { ErrorPage } from '@/features/errors/ErrorPage'

/** Every navigation passes the spec's navigation rules first (spec §2). */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, matches }) =>
    guardNavigation({ path: location.pathname, matches, locked: isLocked() }),
  component: Outlet,
  errorComponent: RootError,
  notFoundComponent: NotFound,
})

/** A page that failed to show: the 500 page with what went wrong, never a blank screen. */
function RootError({ error }: ErrorComponentProps) {
  return <ErrorPage status={500} detail={error instanceof Error ? error.message : undefined} />
}

function NotFound() {
  return <ErrorPage status={404} />
}
