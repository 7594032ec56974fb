import { isSearchable, type ResourceDeclaration } from '@/domain/resources'

/**
 * A table's column layout (spec §2 "Column settings popover", §3 "Saved column layout"): which columns show,
 * in which order and how wide, and which search fields the search bar shows, in which order.
 */
export type ColumnLayoutColumn = { name: string; visible: boolean; width?: number }
export type ColumnLayoutSearch = { name: string; visible: boolean }

export type ColumnLayout = {
  /** Ordered table columns. */
  columns: ColumnLayoutColumn[]
  /** Ordered search fields. */
  search: ColumnLayoutSearch[]
}

/** Widths a person can give a column; anything outside is not kept (a broken or hostile saved layout). */
export const COLUMN_WIDTH_MIN = 40
export const COLUMN_WIDTH_MAX = 2000

/** The layout before anyone changes it: the declaration's columns and default search fields. */
export function defaultLayout(resource: ResourceDeclaration): ColumnLayout {
  return {
    columns: resource.fields
      .filter((field) => field.list !== false)
      .map((field) => ({ name: field.name, visible: field.hidden !== true })),
    search: resource.fields
      .filter(isSearchable)
      .map((field) => ({ name: field.name, visible: field.searchByDefault === true })),
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Saved layouts arrive as JSON text (the server's parameter) or already parsed (the device's store). */
function parsed(saved: unknown): unknown {
  if (typeof saved !== 'string') return saved
  try {
    return JSON.parse(saved) as unknown
  } catch {
    return undefined
  }
}

/** Whether a saved layout can be used at all (JSON object text or an object): anything else is ignored. */
export const isSavedLayout = (saved: unknown): boolean => isRecord(parsed(saved))

const validWidth = (value: unknown): number | undefined =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= COLUMN_WIDTH_MIN &&
  value <= COLUMN_WIDTH_MAX
    ? Math.round(value)
    : undefined

/**
 * Entries of one part of a saved layout in their saved order, keeping only names the declaration still has,
 * each once; then the declaration's entries the saved layout does not know (fields added since), as they
 * are by default. `prop` / `isShow` are read too: layouts saved by the old product name them so.
 */
function mergeEntries<E extends { name: string; visible: boolean }>(
  defaults: readonly E[],
  saved: unknown,
  extra: (entry: Record<string, unknown>) => Partial<E>,
): E[] {
  if (!Array.isArray(saved)) return defaults.map((entry) => ({ ...entry }))
  const byName = new Map(defaults.map((entry) => [entry.name, entry]))
  const seen = new Set<string>()
  const merged: E[] = []
  for (const item of saved) {
    if (!isRecord(item)) continue
    const name = typeof item.name === 'string' ? item.name : item.prop
    if (typeof name !== 'string' || seen.has(name)) continue
    const fallback = byName.get(name)
    if (!fallback) continue
    seen.add(name)
    const visible = typeof item.visible === 'boolean' ? item.visible : item.isShow
    merged.push({
      ...fallback,
      visible: typeof visible === 'boolean' ? visible : fallback.visible,
      ...extra(item),
    })
  }
  for (const entry of defaults) if (!seen.has(entry.name)) merged.push({ ...entry })
  return merged
}

/**
 * A saved layout made to fit the declaration as it is now. Tolerant by design: the saved text may be from
 * an older declaration, another product version or simply broken; whatever cannot be used falls back to
 * the default layout.
 */
export function mergeLayout(resource: ResourceDeclaration, saved: unknown): ColumnLayout {
  const fallback = defaultLayout(resource)
  const value = parsed(saved)
  if (!isRecord(value)) return fallback
  return {
    columns: mergeEntries(fallback.columns, value.columns, (item) => {
      const width = validWidth(item.width)
      return width === undefined ? {} : { width }
    }),
    search: mergeEntries(fallback.search, value.search, () => ({})),
  }
}

/** Moves the entry at `index` one place up (-1) or down (+1); out of range changes nothing. */
export function moveEntry<E>(entries: readonly E[], index: number, step: -1 | 1): E[] {
  const target = index + step
  const next = [...entries]
  if (index < 0 || index >= next.length || target < 0 || target >= next.length) return next
  const [moved] = next.splice(index, 1) as [E]
  next.splice(target, 0, moved)
  return next
}

/** Changes the entry with this name (a pure update for the popover's draft). */
export function updateEntry<E extends { name: string }>(
  entries: readonly E[],
  name: string,
  change: (entry: E) => E,
): E[] {
  return entries.map((entry) => (entry.name === name ? change(entry) : entry))
}

/** A column's width as a person typed it: a whole number within the limits, or none (the default). */
export const columnWidthOf = (value: number | string): number | undefined =>
  validWidth(typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value)
