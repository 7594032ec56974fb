import { STARTUP_DICTIONARY_SIZE, STARTUP_PARAM_PAGE_SIZE } from '@/domain/boot'
import type { BootFetcher } from './boot'
import { AUTH_HEADER, api } from './client'
import { unwrapEnvelope } from './envelope'
import { BACKGROUND } from './requestFlags'

/** Spec §9: start-up loads the first 999 dictionary entries. */
export const DICTIONARY_SIZE = STARTUP_DICTIONARY_SIZE
/** Spec §7: the parameter settings are loaded in one page of 99 999. */
export const PARAM_PAGE_SIZE = STARTUP_PARAM_PAGE_SIZE

/** GET /api/blade-system/dict/dictionary?size=999: the entries (not the group rows) of every code. */
export const fetchDictionary = () =>
  unwrapEnvelope(
    api.GET('/api/blade-system/dict/dictionary', { params: { query: { size: DICTIONARY_SIZE } } }),
  )

/**
 * The entries of one code that was not among the first 999: GET /api/blade-system/dict/dictionary?code=…,
 * and when the system dictionary has no such code, the business dictionary (GET …/dict-biz/dictionary?code=…).
 */
export async function fetchDictionaryCode(code: string) {
  const system = await unwrapEnvelope(
    api.GET('/api/blade-system/dict/dictionary', { params: { query: { code } } }),
  )
  if (system.length > 0) return system
  return unwrapEnvelope(api.GET('/api/blade-system/dict-biz/dictionary', { params: { query: { code } } }))
}

export type DictEntry = Awaited<ReturnType<typeof fetchDictionary>>[number]

/** GET /api/blade-system/param/list?current=1&size=99999: the tenant's parameter settings. */
export const fetchParams = () =>
  unwrapEnvelope(
    api.GET('/api/blade-system/param/list', { params: { query: { current: 1, size: PARAM_PAGE_SIZE } } }),
  ).then((page) => page.records)

export type ParamRecord = Awaited<ReturnType<typeof fetchParams>>[number]

/** GET /api/metrodesk/boot: the start-up answers in one call (src/api/boot.ts), with the session's token. */
export const fetchBoot: BootFetcher = async (groups, token) =>
  (
    await unwrapEnvelope(
      api.GET('/api/metrodesk/boot', {
        params: { query: { groups: groups.join(',') } },
        headers: { ...BACKGROUND, [AUTH_HEADER]: `bearer ${token}` },
      }),
    )
  ).parts
