/** The fields of a menu entry that decide who sees it. */
export type VisibilityEntry = { id: string; parentId: string | null; roles: string[] | null }

/**
 * Ids of the entries a user sees (spec §6), pure so it can be tested without a database:
 * - an entry is granted when the user is an administrator ('all') or one of the user's roles was granted it;
 * - an entry passes the roles check when its roles list is empty or names one of the user's role aliases,
 *   and so does every ancestor (a menu hidden from the sidebar hides what is under it);
 * - a granted entry that passes brings in its ancestors, so a granted button or sub-menu always appears under
 *   its parent even when the parent itself was not ticked in the grant dialog.
 * Entries whose parent is missing (deleted) are unreachable and never shown.
 */
export function visibleEntryIds(
  entries: VisibilityEntry[],
  granted: Set<string> | 'all',
  aliases: string[],
): Set<string> {
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  const passes = new Map<string, boolean>()

  const passesRoles = (id: string, seen: Set<string>): boolean => {
    const known = passes.get(id)
    if (known !== undefined) return known
    const entry = byId.get(id)
    // A missing parent, or a cycle in corrupt data, makes the entry unreachable.
    if (!entry || seen.has(id)) return false
    seen.add(id)
    const ownRoles =
      !entry.roles || entry.roles.length === 0 || entry.roles.some((alias) => aliases.includes(alias))
    const result = ownRoles && (entry.parentId === null || passesRoles(entry.parentId, seen))
    passes.set(id, result)
    return result
  }

  const visible = new Set<string>()
  for (const entry of entries) {
    if (granted !== 'all' && !granted.has(entry.id)) continue
    if (!passesRoles(entry.id, new Set())) continue
    for (let current: VisibilityEntry | undefined = entry; current && !visible.has(current.id);) {
      visible.add(current.id)
      current = current.parentId === null ? undefined : byId.get(current.parentId)
    }
  }
  return visible
}

/** The entries of ids together with all their ancestors (to hang buttons under their menus). */
export function withAncestors(
  entries: Pick<VisibilityEntry, 'id' | 'parentId'>[],
  ids: Iterable<string>,
): Set<string> {
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  const result = new Set<string>()
  for (const id of ids) {
    for (let current = byId.get(id); current && !result.has(current.id);) {
      result.add(current.id)
      current = current.parentId === null ? undefined : byId.get(current.parentId)
    }
  }
  return result
}
