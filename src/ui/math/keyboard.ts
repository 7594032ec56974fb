import { MATH_KEYBOARD_ROWS } from '@/domain/constants'

/** The session storage key of the keyboard's symbols (spec §7 "Symbols and lists"). */
export const SYMBOL_CACHE_KEY = 'listChar'

export type SymbolEntry = { code: string; sort: number }

/**
 * The keyboard's symbols: the lab's common list, then the person's own, each in its sort order; a symbol the
 * person also keeps appears once (where the common list has it). Blank codes are skipped.
 */
export function mergeSymbols(common: readonly SymbolEntry[], person: readonly SymbolEntry[]): string[] {
  const bySort = (list: readonly SymbolEntry[]) => [...list].sort((a, b) => a.sort - b.sort)
  const seen = new Set<string>()
  const merged: string[] = []
  for (const { code } of [...bySort(common), ...bySort(person)]) {
    if (code.trim() === '' || seen.has(code)) continue
    seen.add(code)
    merged.push(code)
  }
  return merged
}

/**
 * Splits the symbols into the keyboard's rows (spec §2: 14): as even as possible, the first rows taking
 * one more when the count does not divide. 280 symbols make 14 rows of 20; fewer symbols than rows make one
 * row each.
 */
export function splitRows<T>(symbols: readonly T[], rows: number = MATH_KEYBOARD_ROWS): T[][] {
  const count = Math.min(Math.max(1, Math.trunc(rows)), symbols.length)
  const base = Math.floor(symbols.length / Math.max(count, 1))
  const extra = symbols.length % Math.max(count, 1)
  const result: T[][] = []
  let start = 0
  for (let row = 0; row < count; row++) {
    const size = base + (row < extra ? 1 : 0)
    result.push(symbols.slice(start, start + size))
    start += size
  }
  return result
}

/**
 * Puts a symbol where the caret is, replacing a selected range; answers the new text and where the caret
 * goes (just after the symbol). Out-of-range or missing positions mean the end of the text.
 */
export function insertAtCaret(
  value: string,
  symbol: string,
  selectionStart: number | null | undefined,
  selectionEnd: number | null | undefined = selectionStart,
): { value: string; caret: number } {
  const clamp = (position: number | null | undefined) =>
    position === null || position === undefined || !Number.isFinite(position)
      ? value.length
      : Math.min(Math.max(0, Math.trunc(position)), value.length)
  const start = clamp(selectionStart)
  const end = Math.max(start, clamp(selectionEnd))
  return { value: value.slice(0, start) + symbol + value.slice(end), caret: start + symbol.length }
}

/** The cached symbols, when the cache holds a list of strings (anything else: none). */
export function parseCachedSymbols(raw: string | null): string[] | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')
      ? value
      : null
  } catch {
    return null
  }
}
