/**
 * How many items of a row, in order, fit in `available` pixels with `gap` between them. When they do not
 * all fit, room is kept for the button that holds the rest (`moreWidth`), which may leave none beside it.
 */
export function fittingCount(
  widths: readonly number[],
  moreWidth: number,
  available: number,
  gap: number,
): number {
  // Widths are fractional: half a pixel of rounding must not fold an entry that fits.
  const room = available + 0.5
  const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1)
  if (all <= room) return widths.length
  let used = moreWidth
  let count = 0
  for (const width of widths) {
    used += gap + width
    if (used > room) break
    count++
  }
  return count
}
