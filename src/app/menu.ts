import type { MenuItem } from '@/api/auth'

/** Spec §6: an entry with a roles list is shown only to those roles; one without a list to everyone. */
export function visibleMenu(menu: readonly MenuItem[], roles: readonly string[]): MenuItem[] {
  return menu
    .filter(
      (item) => !item.roles || item.roles.length === 0 || item.roles.some((role) => roles.includes(role)),
    )
    .map((item) => ({ ...item, children: visibleMenu(item.children ?? [], roles) }))
}

/** The entry's name in a language: zh is the name itself, other languages come from meta.i18n. */
export function menuLabel(item: MenuItem, language: string): string {
  if (language === 'zh') return item.name
  return item.meta?.i18n?.en || item.name
}

/** Entries whose target is a web address open as embedded pages (spec §2, /myiframe). */
export const isExternalEntry = (item: MenuItem) => item.target === 'web' || /^https?:\/\//i.test(item.path)
