/**
 * Row selection of the data table as pure functions over the ids of the current page (in display order).
 * A plain click toggles one row and makes it the anchor; a SHIFT+click sets every row between the anchor and
 * the clicked one (both included) to the anchor's current state, and the clicked row becomes the new anchor.
 */

export type SelectionResult = { selection: Set<string>; anchor: number }

export function nextSelection(
  current: ReadonlySet<string>,
  ids: readonly string[],
  clickedIndex: number,
  anchorIndex: number | null,
  shiftKey: boolean,
): SelectionResult {
  const selection = new Set(current)
  const clickedId = ids[clickedIndex]
  if (clickedId === undefined) return { selection, anchor: anchorIndex ?? clickedIndex }
  const anchorId = anchorIndex === null ? undefined : ids[anchorIndex]
  if (!shiftKey || anchorIndex === null || anchorId === undefined || anchorIndex === clickedIndex) {
    if (selection.has(clickedId)) selection.delete(clickedId)
    else selection.add(clickedId)
    return { selection, anchor: clickedIndex }
  }
  const select = current.has(anchorId)
  const from = Math.min(anchorIndex, clickedIndex)
  const to = Math.max(anchorIndex, clickedIndex)
  for (const id of ids.slice(from, to + 1)) {
    if (select) selection.add(id)
    else selection.delete(id)
  }
  return { selection, anchor: clickedIndex }
}

export type PageSelectionState = 'none' | 'some' | 'all'

/** How much of the page is selected: drives the header checkbox (checked / indeterminate / empty). */
export function pageSelectionState(current: ReadonlySet<string>, ids: readonly string[]): PageSelectionState {
  const selected = ids.filter((id) => current.has(id)).length
  if (selected === 0) return 'none'
  return selected === ids.length ? 'all' : 'some'
}

/**
 * The header checkbox: selects every row of the page, or clears the page when it is all selected already.
 * Ids of other pages in the selection are kept.
 */
export function togglePageSelection(current: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const selection = new Set(current)
  const clear = pageSelectionState(current, ids) === 'all'
  for (const id of ids) {
    if (clear) selection.delete(id)
    else selection.add(id)
  }
  return selection
}
