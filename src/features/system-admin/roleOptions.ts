import { useQuery } from '@tanstack/react-query'
import { fetchRoleTree, type RoleTreeNode } from './api'

const flatten = (
  nodes: readonly RoleTreeNode[],
  language: string,
  depth = 0,
): { value: string; label: string }[] =>
  nodes.flatMap((node) => [
    {
      value: node.id,
      label: `${'　'.repeat(depth)}${language === 'zh' ? node.title : (node.i18n?.[language] ?? node.title)}`,
    },
    ...flatten(node.children, language, depth + 1),
  ])

/** The roles an administrator may give, indented by their tree, as MultiSelect options. */
export function useRoleOptions(enabled: boolean, language: string) {
  const roles = useQuery({ queryKey: ['system', 'role-tree'], queryFn: fetchRoleTree, enabled })
  return flatten(roles.data ?? [], language)
}
