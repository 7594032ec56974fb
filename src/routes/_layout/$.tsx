import { createFileRoute, useLocation } from '@tanstack/react-router'
import { redirectHome } from '@/app/guards'
import { findMenuEntry } from '@/features/menu-page/menuPaths'
import { MenuRoutePage } from '@/features/menu-page/MenuRoutePage'
import '@/features/registeredPages'
import { findPage } from '@/features/registry'

/**
 * Every other path inside the layout: a page of the user's menu (spec §2). A registered page or a menu entry
 * is shown; a path that is neither goes to /wel/index ("unknown paths go to /wel/index").
 */
export const Route = createFileRoute('/_layout/$')({
  beforeLoad: ({ location }) => {
    if (!findPage(location.pathname) && !findMenuEntry(location.pathname)) redirectHome()
  },
  component: MenuRoute,
})

function MenuRoute() {
  const path = useLocation({ select: (location) => location.pathname })
  return <MenuRoutePage path={path} />
}
