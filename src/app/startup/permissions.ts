import { getSession, type PermissionMap } from '../session'

type ButtonNode = { code: string; children?: readonly ButtonNode[] | null }

/**
 * Spec §3, §6: the buttons answer (menus with their buttons below) becomes a map of button code → true: the
 * codes of the leaves, as BladeX does.
 */
export function toPermissionMap(nodes: readonly ButtonNode[]): PermissionMap {
  const map: Record<string, true> = {}
  const visit = (list: readonly ButtonNode[]) => {
    for (const node of list) {
      if (node.children && node.children.length > 0) visit(node.children)
      else if (node.code) map[node.code] = true
    }
  }
  visit(nodes)
  return map
}

/** Whether the signed-in user has the button permission `code`. */
export const hasPermission = (code: string): boolean => getSession()?.permissions?.[code] === true
