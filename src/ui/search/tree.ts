/**
 * Tree options for the cascading search widget. Tree endpoints answer nodes as { id | value | key,
 * title | name | label, i18n?, children } (departments, roles, menus, regions); this reads any of them.
 */
export type TreeOption = { value: string; label: string; children?: TreeOption[] }

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined

function toOption(node: unknown, language: string): TreeOption | undefined {
  const fields = record(node)
  if (!fields) return undefined
  const value = text(fields.id) ?? text(fields.value) ?? text(fields.key)
  if (value === undefined) return undefined
  const translated = language === 'zh' ? undefined : text(record(fields.i18n)?.[language])
  const label = translated || (text(fields.title) ?? text(fields.name) ?? text(fields.label) ?? value)
  const children = Array.isArray(fields.children) ? toTreeOptions(fields.children, language) : []
  return children.length > 0 ? { value, label, children } : { value, label }
}

export function toTreeOptions(nodes: unknown, language: string): TreeOption[] {
  if (!Array.isArray(nodes)) return []
  return nodes.map((node) => toOption(node, language)).filter((option) => option !== undefined)
}

/** The values from the root to `value` (the cascader's value), or undefined when it is not in the tree. */
export function findTreePath(options: readonly TreeOption[], value: string): string[] | undefined {
  for (const option of options) {
    if (option.value === value) return [option.value]
    const below = option.children ? findTreePath(option.children, value) : undefined
    if (below) return [option.value, ...below]
  }
  return undefined
}

/** Every node as one option labelled with its whole path 'A / B / C' (the multi-select of a tree field). */
export function flattenTree(options: readonly TreeOption[], prefix = ''): { value: string; label: string }[] {
  return options.flatMap((option) => {
    const label = prefix ? `${prefix} / ${option.label}` : option.label
    return [{ value: option.value, label }, ...flattenTree(option.children ?? [], label)]
  })
}
