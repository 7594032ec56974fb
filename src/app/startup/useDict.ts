import { useMemo, useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react'
import { useQuery } from '@tanstack/react-query'
import { sessionQueries } from '../sessionQueries'
import { useSession } from '../useSession'
import { dictionaryStore } from './dictionaryStore'
import { dictOptions, type DictOption } from './dictLabels'

/**
 * The entries of a dictionary code with labels in the current language; re-renders when the language changes
 * (no reload) or the dictionary is reloaded. A code that is not among the start-up entries (e.g. a business
 * dictionary code) is fetched once.
 */
export function useDict(code: string): DictOption[] {
  const { i18n } = useLingui()
  const language = i18n.locale
  const entries = useSyncExternalStore(dictionaryStore.subscribe, dictionaryStore.get)
  const cached = useMemo(() => dictOptions(entries, code, language), [entries, code, language])
  const signedIn = useSession() !== null
  const extra = useQuery({ ...sessionQueries.dictionaryCode(code), enabled: signedIn && cached.length === 0 })
  return useMemo(
    () => (cached.length > 0 || !extra.data ? cached : dictOptions(extra.data, code, language)),
    [cached, extra.data, code, language],
  )
}
