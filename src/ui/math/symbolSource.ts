import { fetchSymbols } from '@/api/symbols'
import { readSessionText, removeSessionValue, writeSessionValue } from '@/offline/webStorage'
import { mergeSymbols, parseCachedSymbols, SYMBOL_CACHE_KEY } from './keyboard'

// The cache is this tab's sessionStorage (src/offline/webStorage.ts): refused or full storage means no
// cache, and the keyboard loads the symbols again next time.
const readCache = (): string[] | null => parseCachedSymbols(readSessionText(SYMBOL_CACHE_KEY))

const writeCache = (symbols: readonly string[]) => writeSessionValue(SYMBOL_CACHE_KEY, symbols)

/**
 * The keyboard's symbols (spec §7): from the session cache `listChar`, else the common list then the
 * person's own (one page of SYMBOL_PAGE_SIZE each). Loading stops at an answer whose code is not 200: when
 * the common list fails nothing is shown; when the person's list fails the common list is shown, and nothing
 * is cached, so the next opening tries again.
 */
export async function loadKeyboardSymbols(): Promise<string[]> {
  const cached = readCache()
  if (cached) return cached
  const common = await fetchSymbols('common')
  let person: typeof common.records
  try {
    person = (await fetchSymbols('person')).records
  } catch {
    return mergeSymbols(common.records, [])
  }
  const symbols = mergeSymbols(common.records, person)
  writeCache(symbols)
  return symbols
}

/** Forgets the cached symbols (after the person changes their own list). */
export function clearSymbolCache() {
  removeSessionValue(SYMBOL_CACHE_KEY)
}
