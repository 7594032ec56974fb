import type { MenuItem } from '@/api/auth'
import { visibleMenu } from '@/app/menu'
import { getSession, sessionRoles } from '@/app/session'
import { normaliseMenuPath } from '@/features/registry'

/** Every entry of a menu tree, depth first. */
export function flattenMenu(menu: readonly MenuItem[]): MenuItem[] {
  return menu.flatMap((item) => [item, ...flattenMenu(item.children ?? [])])
}

/** The signed-in user's menu entry for a path (entries hidden from her roles do not count, spec §6). */
export function findMenuEntry(path: string): MenuItem | undefined {
  const session = getSession()
  if (!session) return undefined
  const wanted = normaliseMenuPath(path)
  return flattenMenu(visibleMenu(session.menu, sessionRoles(session))).find(
    (item) => item.path && !/^https?:/i.test(item.path) && normaliseMenuPath(item.path) === wanted,
  )
}

/** The paths of the signed-in user's menu pages (not web addresses), in menu order. */
export function menuPagePaths(): string[] {
  const session = getSession()
  if (!session) return []
  return flattenMenu(visibleMenu(session.menu, sessionRoles(session)))
    .filter((item) => item.path && !/^https?:/i.test(item.path) && (item.children ?? []).length === 0)
    .map((item) => normaliseMenuPath(item.path))
}
