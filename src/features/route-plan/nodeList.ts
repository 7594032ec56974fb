import type { RouteNode, RouteNodeInput } from '@/api/routePlans'

/** A node being edited: its fields as the inputs hold them, and a key that survives moves. */
export type NodeDraft = {
  key: string
  name: string
  nodeAttribute: string
  areaCode: string
  areaCodeName: string
  address: string
  contact: string
  phone: string
}

let counter = 0
const nextKey = () => `node-${++counter}`

export const emptyNode = (): NodeDraft => ({
  key: nextKey(),
  name: '',
  nodeAttribute: '',
  areaCode: '',
  areaCodeName: '',
  address: '',
  contact: '',
  phone: '',
})

export const draftOf = (node: RouteNode): NodeDraft => ({
  key: node.id,
  name: node.name,
  nodeAttribute: String(node.nodeAttribute),
  areaCode: node.areaCode ?? '',
  areaCodeName: node.areaCodeName ?? '',
  address: node.address ?? '',
  contact: node.contact ?? '',
  phone: node.phone ?? '',
})

/** The list with the item at `index` moved by `delta` places (kept in bounds); the others keep their order. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(index, 1)
  if (item !== undefined) next.splice(target, 0, item)
  return next
}

export const removeItem = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index)

/** Which rows cannot be saved: a node needs a name and an attribute. Answers their indexes. */
export const incompleteNodes = (nodes: readonly NodeDraft[]): number[] =>
  nodes.flatMap((node, index) => (node.name.trim() === '' || node.nodeAttribute === '' ? [index] : []))

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim())

/** What the server is sent: the nodes in their order. */
export const toInput = (nodes: readonly NodeDraft[]): RouteNodeInput[] =>
  nodes.map((node) => ({
    name: node.name.trim(),
    nodeAttribute: Number(node.nodeAttribute),
    areaCode: orNull(node.areaCode),
    address: orNull(node.address),
    contact: orNull(node.contact),
    phone: orNull(node.phone),
  }))
