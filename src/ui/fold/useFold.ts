import { useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { fittingCount } from './fittingCount'

/** Marks an item of a folding row, in order; the button that holds the folded ones is marked `data-fold-more`. */
export const FOLD_ITEM = 'data-fold-item'
export const FOLD_MORE = 'data-fold-more'

type Measured = { signature: string; widths: number[]; moreWidth: number; gap: number }

export type Fold<T extends HTMLElement> = {
  rowRef: RefObject<T | null>
  /** Every item is rendered, with the 更多 button, so that their widths can be read (before any paint). */
  measuring: boolean
  /** How many items are shown in the row; the rest go into the 更多 button. */
  shown: number
}

/**
 * A row of items that folds what does not fit into a 更多 button, at any width. The items are measured once
 * per `signature` (their labels and language: what changes their widths), all of them rendered for a moment
 * before the browser paints; after that only the row's own width is followed.
 */
export function useFold<T extends HTMLElement>(signature: string, count: number, enabled = true): Fold<T> {
  const rowRef = useRef<T>(null)
  const [measured, setMeasured] = useState<Measured | null>(null)
  const [available, setAvailable] = useState<number | null>(null)
  const measuring = enabled && measured?.signature !== signature

  useLayoutEffect(() => {
    const row = rowRef.current
    if (!measuring || !row) return
    const width = (element: Element | null) => element?.getBoundingClientRect().width ?? 0
    setMeasured({
      signature,
      widths: [...row.querySelectorAll(`[${FOLD_ITEM}]`)].map(width),
      moreWidth: width(row.querySelector(`[${FOLD_MORE}]`)),
      gap: Number.parseFloat(getComputedStyle(row).columnGap) || 0,
    })
  }, [measuring, signature])

  useLayoutEffect(() => {
    const row = rowRef.current
    if (!enabled || !row) return
    setAvailable(row.clientWidth)
    const observer = new ResizeObserver(() => setAvailable(row.clientWidth))
    observer.observe(row)
    return () => observer.disconnect()
  }, [enabled])

  const shown =
    !enabled || measuring || measured === null || available === null
      ? count
      : fittingCount(measured.widths, measured.moreWidth, available, measured.gap)
  return { rowRef, measuring, shown }
}
