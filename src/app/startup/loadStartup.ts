import type { QueryClient } from '@tanstack/react-query'
import { parseCodeList, setSilentCodes, SILENT_CODES_PARAM } from '@/api/silentCodes'
import type { DictEntry } from '@/api/startup'
import { mirrorDictionary, mirroredDictionary } from '../offline/dictionaryMirror'
import { getSession, saveMenu, savePermissions, saveUserInfo, sessionIdentity } from '../session'
import { sessionQueries } from '../sessionQueries'
import { bootSession } from './bootSession'
import { dictionaryStore } from './dictionaryStore'
import { paramStore, toParamMap, type ParamMap } from './paramStore'
import { toPermissionMap } from './permissions'

/** Parameters the shell itself applies: the request layer's silent codes (`request.silentCodes`). */
export function applyParams(params: ParamMap): void {
  const silent = params[SILENT_CODES_PARAM]
  setSilentCodes(silent === undefined ? undefined : parseCodeList(silent))
}

function storeParams(params: ParamMap): void {
  paramStore.set(params)
  applyParams(params)
}

/** The dictionary as loaded: into the store the labels read, and into the offline database. */
function storeDictionary(entries: DictEntry[]): void {
  dictionaryStore.set(entries)
  const tenantId = getSession()?.account.tenantId
  if (tenantId) mirrorDictionary(tenantId, entries)
}

/**
 * Nothing stored locally (the browser cleared it, or a sign-out did): the offline database's copy, until the
 * answer arrives (offline it never does, and the labels still show).
 */
async function fillDictionaryFromMirror(identity: string): Promise<void> {
  const tenantId = getSession()?.account.tenantId
  if (!tenantId || dictionaryStore.get().length > 0) return
  const entries = await mirroredDictionary(tenantId)
  if (entries && sessionIdentity() === identity && dictionaryStore.get().length === 0)
    dictionaryStore.set(entries)
}

/**
 * Spec §7 "Start-up and live channel": after sign-in and on every start with a session, loads the user info,
 * the menu and then the button permissions, the first 999 dictionary entries and the parameter settings,
 * and keeps them (session and localStorage; the dictionary in the offline database too). A part that fails
 * keeps what was stored before (offline start; a dictionary missing locally comes from the offline database)
 * and does not stop the others. Answers that arrive after the user changed are dropped.
 */
export async function loadStartupData(queryClient: QueryClient): Promise<void> {
  const identity = sessionIdentity()
  if (!identity) return
  const keep =
    <T>(save: (value: T) => void) =>
    (value: T) => {
      if (sessionIdentity() === identity) save(value)
    }
  if (dictionaryStore.get().length === 0) void fillDictionaryFromMirror(identity)
  bootSession(window.location.pathname)
  const menu = queryClient.fetchQuery(sessionQueries.menuRoutes()).then(keep(saveMenu))
  await Promise.allSettled([
    queryClient.fetchQuery(sessionQueries.userInfo()).then(keep(saveUserInfo)),
    menu,
    // Spec §6: button permissions are fetched after the menu loads.
    menu
      .then(() => queryClient.fetchQuery(sessionQueries.buttons()))
      .then(keep((nodes) => savePermissions(toPermissionMap(nodes)))),
    queryClient.fetchQuery(sessionQueries.dictionary()).then(keep(storeDictionary)),
    queryClient.fetchQuery(sessionQueries.params()).then(keep((records) => storeParams(toParamMap(records)))),
  ])
}

/** Forgets the start-up caches (sign-out, or another user signed in). */
export function clearStartupData(): void {
  dictionaryStore.clear()
  paramStore.clear()
  setSilentCodes(undefined)
}
