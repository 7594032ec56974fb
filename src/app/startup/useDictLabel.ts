import { useMemo } from 'react'
import { useDict } from './useDict'

/** A label lookup for one code: `const label = useDictLabel('sex'); label('1')` → 男 / Male. */
export function useDictLabel(code: string): (key: string | number | null | undefined) => string {
  const options = useDict(code)
  return useMemo(() => {
    const labels = new Map(options.map((option) => [option.key, option.label]))
    return (key) => (key === null || key === undefined ? '' : (labels.get(String(key)) ?? String(key)))
  }, [options])
}
