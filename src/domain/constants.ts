// Business constants of spec §9 (with the few of §2 and §4 that code needs). Values are the spec's; the
// comments say where a value comes from when the spec leaves its meaning open.

// --- Session and token (spec §4, §9) ---
/** The spec's "token time" of 3000; its unit is not given, so this is the raw value. */
export const TOKEN_TIME = 3000
/** The token age is checked every 10 seconds and refreshed once it reaches the configured token time. */
export const TOKEN_CHECK_INTERVAL_MS = 10_000

// --- Routes (spec §2, §9) ---
export const LOCK_PATH = '/lock'
export const HOME_PATH = '/wel/index'
export const LOGIN_PATH = '/login'
/** Where a click on a pickup notice entry leads (spec §2 "Pickup notice popup"). */
export const PICKUP_ACCEPTANCE_PATH = '/appointment-pickup-manage/appointment-pickup/acceptance-index'
/** The grant of accepting pickup appointments: whoever holds it is shown the pickup notice. */
export const PICKUP_ACCEPT_PERMISSION = 'pickup_accept'
/** Where a customer books pickups and follows her own appointments. */
export const MY_PICKUPS_PATH = '/appointment-pickup-manage/my-appointment/index'
/**
 * The role alias of customers who registered themselves (/register): what they may do is their role's
 * grants, like anyone's; the customers' portal menu is shown to this role only (spec §6 roles list).
 */
export const CUSTOMER_ROLE_ALIAS = 'customer'
/**
 * Role aliases that hold every grant of their tenant and read everything (the lab's and the platform's
 * administrators), so that nobody locks a lab out of its own settings; their data scopes cannot be set.
 */
export const ADMIN_ROLE_ALIASES: readonly string[] = ['administrator', 'admin']
/** After locking, the app waits this long before going to the lock page (spec §4). */
export const LOCK_DELAY_MS = 100
export const PICKUP_NOTICE_MS = 5000
/** The error-log badge shows at most this number. */
export const LOG_BADGE_MAX = 99

// --- Tables and paging (spec §9) ---
export const PAGE_SIZE_DEFAULT = 50
/** The query key under which a page's address keeps its lists' search, page, size and sort. */
export const LIST_STATE_PARAM = 'list'
export const PAGE_SIZES = [15, 20, 50, 100, 200, 300, 500, 1000, 5000] as const
export const STATISTICS_PAGE_SIZE = 5000
export const STATISTICS_PAGE_SIZES = [5000, 10000, 50000] as const
export const TABLE_ROW_HEIGHT = 32
/** Rows rendered beyond the visible window by the virtualised table. */
export const TABLE_EXCESS_ROWS = 3
export const PAGINATION_HEIGHT = 60
export const PAGING_COLUMN_WIDTH = 110
/** Start-up loads the first 999 dictionary entries (spec §7). */
export const DICT_PAGE_SIZE = 999
export const SYMBOL_PAGE_SIZE = 9999
/** The spec lists a staff list of 9999 whose function is unused; kept so the number has one home. */
export const STAFF_LIST_PAGE_SIZE = 9999
/** Parameter settings are read in one page of this size (spec §7). */
export const PARAM_PAGE_SIZE = 99999

// --- Look and layout (spec §2, §9) ---
export const THEME_COLOR = '#409EFF'
export const THEMES = ['default', 'white', 'colourful', 'iview', 'd2', 'hey'] as const
export type ThemeName = (typeof THEMES)[number]
export const LANGUAGES = ['zh', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE = 'zh' satisfies Language
export const DIALOG_WIDTH = '80%'
export const DIALOG_TOP = '2%'
/** The math input's virtual symbol keyboard is split into this many rows (spec §2). */
export const MATH_KEYBOARD_ROWS = 14

export type ScreenSizeClass = 0 | 1 | 2 | 3

/** Spec §9: at least 1200 px is 3, at least 992 is 2, at least 768 is 1, otherwise 0. */
export const screenSizeClass = (width: number): ScreenSizeClass => {
  if (width >= 1200) return 3
  if (width >= 992) return 2
  if (width >= 768) return 1
  return 0
}

// --- Requests (spec §7) ---
export const REQUEST_TIMEOUT_MS = 20_000
export const BLOB_TIMEOUT_MS = 120_000
/** Closing the loading overlay is delayed so back-to-back requests do not make it flicker. */
export const LOADING_CLOSE_DELAY_MS = 50
export const DEBOUNCE_MS = 300

// --- Search (spec §4, §5, §9) ---
export const FILTER_OPERATORS = [
  'NOT BETWEEN',
  'NOT LIKE',
  'IN',
  'LIKE',
  'NOT IN',
  'BETWEEN',
  '=',
  '!=',
  '<',
  '>',
  '<=',
  '>=',
  'and',
] as const
export type FilterOperator = (typeof FILTER_OPERATORS)[number]

export const isFilterOperator = (value: string): value is FilterOperator =>
  (FILTER_OPERATORS as readonly string[]).includes(value)

/** The operators a user can pick in the search bar, in the spec's order (a subset of FILTER_OPERATORS). */
export const SEARCH_BAR_OPERATORS = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'LIKE',
  'IN',
  'NOT LIKE',
  'BETWEEN',
] as const satisfies readonly FilterOperator[]

/** Default operator of a text field; select, tree and date use '=', multiple 'IN', date ranges 'BETWEEN'. */
export const DEFAULT_SEARCH_OPERATOR = 'LIKE' satisfies FilterOperator
/** Advanced search starts with (and resets to) this many rows; rows come in pairs. */
export const ADVANCED_SEARCH_ROWS = 2
/** A search label of this many characters or more gets a tooltip. */
export const LABEL_TOOLTIP_MIN_LENGTH = 6

/** The local storage key of a resource's column layout (spec §9). */
export const columnSettingsKey = (resCode: string): `search-${string}` => `search-${resCode}`

// --- Address and tenant (spec §1, §4, §9) ---
/** The address picker falls back to this province code (43, Hunan) when nothing is chosen. */
export const DEFAULT_PROVINCE_CODE = '43'
export const TENANT_MODE = true

// --- Files ---
/** The largest file an upload may carry (10 MiB); the server answers 413 beyond it. */
export const FILE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024

/**
 * Marks the app's stylesheet links that the build keeps from holding back the static frame's first paint
 * (scripts/build/deferred-stylesheets.ts); the app switches them on before it renders.
 */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet'
