import { createContext, useContext, useMemo } from 'react'
import type { DictEntry } from '@/api/startup'

/**
 * What the generic components read of the signed-in user's reference data: a dictionary code's options and
 * the button permissions. The stores behind them belong to the app (src/app/startup), which the components
 * must not import; the app passes its own hooks down through this context instead (main.tsx).
 */

/** One entry of a dictionary code, with its label in the current language. */
export type DictOption = {
  /** dictKey: the value stored in records. */
  key: string
  /** dictValue in Chinese, the entry's English name (i18n.en) in English, dictValue when it has none. */
  label: string
  sort: number
  entry: DictEntry
}

export type ReferenceHooks = {
  /** A dictionary code's options in the current language; re-renders when they change. */
  useDict: (code: string) => DictOption[]
  /** Whether the signed-in user has the button permission `code`. */
  usePermission: (code: string) => boolean
}

const ReferenceContext = createContext<ReferenceHooks | null>(null)

export const ReferenceProvider = ReferenceContext.Provider

function useReference(): ReferenceHooks {
  const hooks = useContext(ReferenceContext)
  if (!hooks) throw new Error('a ReferenceProvider must be above this component (the app gives one)')
  return hooks
}

export const useDict = (code: string): DictOption[] => useReference().useDict(code)

export const usePermission = (code: string): boolean => useReference().usePermission(code)

/** A label lookup for one code: `const label = useDictLabel('sex'); label('1')` → 男 / Male. */
export function useDictLabel(code: string): (key: string | number | null | undefined) => string {
  const options = useDict(code)
  return useMemo(() => {
    const labels = new Map(options.map((option) => [option.key, option.label]))
    return (key) => (key === null || key === undefined ? '' : (labels.get(String(key)) ?? String(key)))
  }, [options])
}
