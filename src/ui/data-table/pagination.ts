/** Number of pages of a result (at least 1, so the pager always shows page 1). */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1
  return Math.max(1, Math.ceil(total / pageSize))
}

/** The 序号 of a row: numbered continuously across pages. */
export function rowNumber(page: number, pageSize: number, rowIndex: number): number {
  return (Math.max(1, page) - 1) * pageSize + rowIndex + 1
}

/** The page typed into the jump box, clamped to [1, pages]; null when it is not a whole number. */
export function parsePageInput(text: string, pages: number): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  return Math.min(Math.max(1, Number(trimmed)), Math.max(1, pages))
}

/** The page size options, always including the current size (a caller may use one outside the list). */
export function pageSizeOptions(sizes: readonly number[], current: number): number[] {
  const all = new Set(sizes.filter((size) => Number.isInteger(size) && size > 0))
  if (Number.isInteger(current) && current > 0) all.add(current)
  return [...all].sort((a, b) => a - b)
}
