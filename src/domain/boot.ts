/**
 * The start-up answers the server gives in one round trip (GET /api/metrodesk/boot): what the shell loads on
 * every start with a session (spec §7 "Start-up": user info, menu, buttons, dictionary, parameters, and the
 * shell's badges) and what the home page shows. Each part is an ordinary call of the API, answered by the
 * server exactly as if the browser had sent it (its own access rule included); the browser then serves its
 * own identical calls from these answers instead of sending twelve requests over a slow link.
 *
 * A part must be the very request the app sends (same method, path, query and body), or the app's call
 * finds no answer here and simply goes to the network.
 */

export const BOOT_PATH = '/api/metrodesk/boot'

/** `session`: every page of the signed-in shell; `home`: the home page's cards. */
export type BootGroup = 'session' | 'home'

export const BOOT_GROUPS: readonly BootGroup[] = ['session', 'home']

export type BootPart = {
  group: BootGroup
  method: 'GET' | 'POST'
  path: string
  query?: Readonly<Record<string, string | number>>
  body?: unknown
}

/** Spec §9: start-up loads the first 999 dictionary entries. */
export const STARTUP_DICTIONARY_SIZE = 999
/** Spec §7: the parameter settings come in one page of 99 999. */
export const STARTUP_PARAM_PAGE_SIZE = 99_999
/** Messages per page of the notification centre (its first page carries the unread count). */
export const MESSAGE_PAGE_SIZE = 20
/** How many released notices the home page shows. */
export const HOME_NOTICE_COUNT = 5

export const BOOT_PARTS: readonly BootPart[] = [
  { group: 'session', method: 'GET', path: '/api/blade-user/info' },
  { group: 'session', method: 'GET', path: '/api/blade-system/menu/routes' },
  { group: 'session', method: 'GET', path: '/api/blade-system/menu/buttons' },
  {
    group: 'session',
    method: 'GET',
    path: '/api/blade-system/dict/dictionary',
    query: { size: STARTUP_DICTIONARY_SIZE },
  },
  {
    group: 'session',
    method: 'GET',
    path: '/api/blade-system/param/list',
    query: { current: 1, size: STARTUP_PARAM_PAGE_SIZE },
  },
  {
    group: 'session',
    method: 'GET',
    path: '/api/appoints/notify/msgCenterPage',
    query: { current: 1, size: MESSAGE_PAGE_SIZE },
  },
  { group: 'session', method: 'GET', path: '/api/hm-crm/cart/count' },
  { group: 'session', method: 'GET', path: '/api/crm/pickup/notice' },
  {
    group: 'home',
    method: 'POST',
    path: '/api/blade-desk/notice/releaseInfoPage',
    query: { current: 1, size: HOME_NOTICE_COUNT },
    body: {},
  },
  { group: 'home', method: 'GET', path: '/api/blade-flow/work/todo-list', query: { current: 1, size: 1 } },
  { group: 'home', method: 'GET', path: '/api/blade-flow/work/send-list', query: { current: 1, size: 1 } },
  { group: 'home', method: 'GET', path: '/api/hm-metrology/work/summary' },
]

/** The URL of a part as the app sends it: its path and its query. */
export function partUrl(part: BootPart): string {
  const query = new URLSearchParams(
    Object.entries(part.query ?? {}).map(([name, value]): [string, string] => [name, String(value)]),
  )
  const text = query.toString()
  return text ? `${part.path}?${text}` : part.path
}

/**
 * What makes two requests the same call: method, path, the query's pairs in any order, and the body's
 * text (JSON bodies are written by JSON.stringify on both sides).
 */
export function requestKey(method: string, url: string, bodyText = ''): string {
  const parsed = new URL(url, 'http://boot.invalid')
  const pairs = [...parsed.searchParams].sort(([a, x], [b, y]) =>
    a === b ? x.localeCompare(y) : a.localeCompare(b),
  )
  return `${method.toUpperCase()} ${parsed.pathname}?${new URLSearchParams(pairs)} ${bodyText}`
}

export const partKey = (part: BootPart): string =>
  requestKey(part.method, partUrl(part), part.body === undefined ? '' : JSON.stringify(part.body))

/** The groups named in the boot call's `groups` query (`session,home`); unknown names are refused. */
export function parseBootGroups(text: string | undefined): BootGroup[] | null {
  if (!text) return ['session']
  const names = text.split(',').map((name) => name.trim())
  if (!names.every((name): name is BootGroup => (BOOT_GROUPS as readonly string[]).includes(name)))
    return null
  return [...new Set(names)]
}
