import type { MenuItem } from '@/api/auth'
import { menuTrail } from '@/app/menu'

/*
 * The top menu and the sidebar read the menu the session keeps (on the device, like the rest of the
 * session): the top menus are its roots, a top menu's sub-menu is that root's children. They never need the
 * network to be shown, and a failed refresh leaves them as they were.
 */

/** The sub-menu of a top menu (empty when the menu has no such root). */
export const subMenuOf = (menu: readonly MenuItem[], topMenuId: string): MenuItem[] =>
  menu.find((root) => root.id === topMenuId)?.children ?? []

/** The top menu a page belongs to: the root of the menu's entry at that path, if it has one. */
export const areaOf = (menu: readonly MenuItem[], pathname: string): string | null =>
  menuTrail(menu, pathname)[0]?.id ?? null
