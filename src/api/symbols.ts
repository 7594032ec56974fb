import { SYMBOL_PAGE_SIZE } from '@/domain/constants'
import { api } from './client'
import type { AnswerData } from './contract'
import { unwrapEnvelope } from './envelope'
import { NO_LOADING } from './requestFlags'

/** One symbol of a list (the person's own list answers its submissions so). */
export type SymbolRecord = AnswerData<'/api/symbols/person/submit', 'post'>
/** Which list: the tenant's common symbols, or the signed-in person's own. */
export type SymbolList = 'common' | 'person'

const listPath = {
  common: '/api/symbols/commonList',
  person: '/api/symbols/personList',
} as const

/**
 * POST /api/symbols/commonList or /personList (spec §7): query size and current, body size, current,
 * searchParam and searchType. The keyboard asks for one page of SYMBOL_PAGE_SIZE; no loading overlay, as the
 * keyboard shows its own.
 */
export const fetchSymbols = (list: SymbolList, current = 1, size = SYMBOL_PAGE_SIZE) =>
  unwrapEnvelope(
    api.POST(listPath[list], {
      params: { query: { current, size } },
      body: { current, size, searchParam: {}, searchType: 'N' },
      headers: NO_LOADING,
    }),
  )

/** POST /api/symbols/person/submit: adds a symbol to the signed-in person's own list (or moves it). */
export const submitPersonSymbol = (code: string, sort?: number): Promise<SymbolRecord> =>
  unwrapEnvelope(
    api.POST('/api/symbols/person/submit', { body: sort === undefined ? { code } : { code, sort } }),
  )

/** POST /api/symbols/person/remove?ids=: removes symbols of the person's own list. */
export const removePersonSymbols = (ids: readonly string[]): Promise<void> =>
  unwrapEnvelope(api.POST('/api/symbols/person/remove', { params: { query: { ids: ids.join(',') } } }))
