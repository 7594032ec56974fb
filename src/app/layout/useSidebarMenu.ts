import { useQuery } from '@tanstack/react-query'
import type { MenuItem } from '@/api/auth'
import { visibleMenu } from '@/app/menu'
import { sessionRoles } from '@/app/session'
import { useSession } from '@/app/useSession'
import { subMenuOf } from './menuArea'
import { menuQueries } from './menuQueries'
import { useTopMenu } from './topMenuStore'

export type SidebarMenu = { items: MenuItem[]; loading: boolean }

/**
 * The sidebar's entries (spec §2): the whole menu, or the chosen top menu's sub-menu, filtered by the user's
 * roles on this side too (spec §6; the server filters as well). They come from the session's menu at once;
 * a chosen top menu's sub-menu is also asked of the server (spec §2 "choosing one loads its sub-menu"), whose
 * answer replaces it only when there is one.
 */
export function useSidebarMenu(): SidebarMenu {
  const session = useSession()
  const topMenuId = useTopMenu()
  const menu = session?.menu ?? []
  const kept = topMenuId === null ? menu : subMenuOf(menu, topMenuId)
  const fresh = useQuery({ ...menuQueries.routes(topMenuId ?? ''), enabled: topMenuId !== null })
  const roles = session ? sessionRoles(session) : []
  const items = topMenuId !== null && fresh.data ? fresh.data : kept
  return { items: visibleMenu(items, roles), loading: session === null }
}
