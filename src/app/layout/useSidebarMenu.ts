import { useQuery } from '@tanstack/react-query'
import type { MenuItem } from '@/api/auth'
import { visibleMenu } from '@/app/menu'
import { sessionRoles } from '@/app/session'
import { useSession } from '@/app/useSession'
import { menuQueries } from './menuQueries'
import { useTopMenu } from './topMenuStore'

export type SidebarMenu = { items: MenuItem[]; loading: boolean }

/**
 * The sidebar's entries: the whole menu, or the chosen top menu's sub-menu, loaded when the layout opens
 * (spec §2) and filtered by the user's roles on this side too (spec §6; the server filters as well).
 */
export function useSidebarMenu(): SidebarMenu {
  const session = useSession()
  const topMenuId = useTopMenu()
  const query = useQuery({
    ...menuQueries.routes(topMenuId),
    // The stored menu of the sign-in shows at once; the fresh one replaces it.
    placeholderData: topMenuId === null ? session?.menu : undefined,
  })
  const roles = session ? sessionRoles(session) : []
  return { items: visibleMenu(query.data ?? [], roles), loading: query.isPending }
}
