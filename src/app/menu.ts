import type { MenuItem } from '@/api/auth'

/** The fields of a menu entry the shell reads (menu routes and top menus share them). */
export type MenuEntryLike = Pick<MenuItem, 'name' | 'path' | 'target' | 'meta'> & {
  roles?: readonly string[] | null
  children?: readonly MenuEntryLike[]
}

/** Spec §6: an entry with a roles list is shown only to those roles; one without a list to everyone. */
export function isVisibleTo(item: Pick<MenuEntryLike, 'roles'>, roles: readonly string[]): boolean {
  return !item.roles || item.roles.length === 0 || item.roles.some((role) => roles.includes(role))
}

/** The menu tree without the entries the user's roles may not see (their children go with them). */
export function visibleMenu(menu: readonly MenuItem[], roles: readonly string[]): MenuItem[] {
  return menu
    .filter((item) => isVisibleTo(item, roles))
    .map((item) => ({ ...item, children: visibleMenu(item.children ?? [], roles) }))
}

/** The entry's name in a language: zh is the name itself, other languages come from meta.i18n. */
export function menuLabel(item: Pick<MenuEntryLike, 'name' | 'meta'>, language: string): string {
  if (language === 'zh') return item.name
  return item.meta?.i18n?.[language] || item.name
}

/** Entries whose target is a web address open as embedded pages (spec §2, /myiframe). */
export const isExternalEntry = (item: Pick<MenuEntryLike, 'target' | 'path'>) =>
  item.target === 'web' || /^https?:\/\//i.test(item.path)

/** Where choosing an entry goes: its path, or /myiframe/<the encoded address> for a web address. */
export function menuHref(item: Pick<MenuEntryLike, 'target' | 'path'>): string {
  return isExternalEntry(item) ? `/myiframe/${encodeURIComponent(item.path)}` : item.path
}

/** The first entry without children, depth first: where choosing a top menu leads (spec §2). */
export function firstLeaf<T extends MenuEntryLike>(menu: readonly T[]): T | undefined {
  for (const item of menu) {
    const children = (item.children ?? []) as readonly T[]
    if (children.length === 0) {
      if (item.path) return item
      continue
    }
    const leaf = firstLeaf(children)
    if (leaf) return leaf
  }
  return undefined
}

/** The entry a path belongs to (its own path, or its /myiframe address), depth first. */
export function findMenuEntry<T extends MenuEntryLike>(menu: readonly T[], pathname: string): T | undefined {
  for (const item of menu) {
    if (item.path && (item.path === pathname || menuHref(item) === pathname)) return item
    const found = findMenuEntry((item.children ?? []) as readonly T[], pathname)
    if (found) return found
  }
  return undefined
}

/** The chain of entries from a root down to the entry at pathname (to open the sidebar's groups). */
export function menuTrail<T extends MenuEntryLike>(menu: readonly T[], pathname: string): T[] {
  for (const item of menu) {
    if (item.path && (item.path === pathname || menuHref(item) === pathname)) return [item]
    const below = menuTrail((item.children ?? []) as readonly T[], pathname)
    if (below.length > 0) return [item, ...below]
  }
  return []
}
