import type { MenuItem } from '@/api/auth'
import { isExternalEntry, menuLabel } from '@/app/menu'
import { myiframeHref } from '@/features/shared/embedUrl'

export type MenuLinkGroup = { id: string; label: string; entries: MenuLinkEntry[] }
export type MenuLinkEntry = { id: string; label: string; href: string; external: boolean }

/** Where a menu entry leads: its path, or the embedded page for a web address (spec §2 /myiframe). */
export function menuEntryHref(item: MenuItem, label: string): string {
  return isExternalEntry(item) ? myiframeHref(item.path, label) : item.path
}

function leaves(item: MenuItem): MenuItem[] {
  const children = item.children ?? []
  if (children.length === 0) return item.path ? [item] : []
  return children.flatMap(leaves)
}

/** The user's menu as groups of quick links: each top-level menu with the entries beneath it. */
export function menuLinkGroups(menu: readonly MenuItem[], language: string): MenuLinkGroup[] {
  return menu
    .map((top) => ({
      id: top.id,
      label: menuLabel(top, language),
      entries: leaves(top).map((entry) => {
        const label = menuLabel(entry, language)
        return { id: entry.id, label, href: menuEntryHref(entry, label), external: isExternalEntry(entry) }
      }),
    }))
    .filter((group) => group.entries.length > 0)
}
