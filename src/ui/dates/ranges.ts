type Range = readonly [string, string]

/** What a change of a range picker does: the new value to keep, and the range to search with. */
export type RangeChange = { value?: [string, string]; commit?: [string, string] }

/**
 * A range picker's change, from what it holds (`current`, '' for an open end) and what the calendar gives
 * (`picked`, null for an open end):
 * - both ends: kept and settled;
 * - a start alone: kept, not settled yet (the end comes next);
 * - nothing while a start alone is held: the calendar closed before an end was picked. @mantine/dates drops
 *   such a start; here it stays, settled as an open range from that day on;
 * - nothing otherwise: cleared, and settled so.
 */
export function rangeChange(current: Range, picked: readonly [string | null, string | null]): RangeChange {
  const [from, to] = picked
  if (from && to) return { value: [from, to], commit: [from, to] }
  if (from) return { value: [from, ''] }
  const [start, end] = current
  if (start && !end) return { commit: [start, ''] }
  return { value: ['', ''], commit: ['', ''] }
}
