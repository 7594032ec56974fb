import { createFileRoute, useLocation } from '@tanstack/react-router'
import { redirectHome } from '@/app/guards'
import { findMenuEntry } from '@/features/shared/menuPaths'
import { MenuRoutePage } from '@/features/menu-page/MenuRoutePage'

/**
 * Every other path inside the layout: a page of the user's menu (spec §2). Only the user's own menu entries
 * open (with their registered page, or a message when none is built yet): a page registered for another
 * role's menu (/system/user for a tester) is as unknown to her as any other path and goes to /wel/index.
 */
export const Route = createFileRoute('/_layout/$')({
  beforeLoad: ({ location }) => {
    if (!findMenuEntry(location.pathname)) redirectHome()
  },
  // The page's code before the page shows (also on a pointer resting on a menu entry: the router preloads
  // on intent), so that a menu click does not show a spinner first.
  // A list's first page is asked for at the same time.
  loader: ({ location, context }) =>
    import('@/features/registeredPages').then(({ preloadRegisteredPage }) =>
      preloadRegisteredPage(location.pathname, context.queryClient),
    ),
  component: MenuRoute,
})

function MenuRoute() {
  const path = useLocation({ select: (location) => location.pathname })
  return <MenuRoutePage path={path} />
}
