import type { DataScopeDeclaration } from '../access/dataScope'
import type { FilterOperator } from '../constants'
import type { ValidatorName } from '../validation/registry'
import type { MaskRule } from './masking'

/**
 * A resource declaration (DESIGN.md "Resources: declare once, use everywhere"): one entity's fields, from
 * which the server derives its search whitelist, zod schemas and routes, and the browser its search bar,
 * header search row, table columns, column settings and forms. Declarations are plain data so both sides
 * (and the service worker) read the same thing.
 */

/** A text in both languages of the product. Declarations are shared with the server, which has no Lingui
 * macro, so labels carry both entries inline (like the seeded menus do). */
export type Localized = { zh: string; en: string }

/** The search/form widget of a field (spec §3 "Search item": type). */
export const FIELD_TYPES = ['input', 'select', 'tree', 'date', 'dateTime', 'daterange', 'inputTwo'] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** How a field is stored, so the server binds and casts values correctly. */
/** 'json': a jsonb column, read and searched as its JSON text (an audit entry's before and after). */
export type FieldData = 'text' | 'int' | 'decimal' | 'date' | 'timestamp' | 'boolean' | 'uuid' | 'json'

/** Where a select or tree field gets its options. */
export type OptionSource =
  /** A system dictionary code (GET /api/blade-system/dict/dictionary?code=). */
  | { dict: string }
  /** A business dictionary code (dict-biz). */
  | { dictBiz: string }
  /** Fixed options. */
  | { options: readonly { value: string; label: Localized }[] }
  /** A tree from an endpoint returning { id|value, title, children } nodes (departments, roles, menus). */
  | { treeUrl: string }
  /** The Chinese regions (province → city → district → street): the address picker. */
  | { region: true }
  /** Records of another resource (by its code), shown by its title field: a lookup select. */
  | { resource: string }

export type ResourceField = {
  /** The record's property (camelCase); also the search field name ("prop"). */
  name: string
  /** The SQL column (snake_case); defaults to the snake_case of `name`. */
  column?: string
  label: Localized
  type: FieldType
  data: FieldData
  source?: OptionSource
  /** Select with several values (search operator IN). */
  multiple?: boolean
  /** In the search whitelist and the search bar (default true). */
  searchable?: boolean
  /** Shown as a search condition before the user changes column settings (default false). */
  searchByDefault?: boolean
  sortable?: boolean
  /** Required in the create/edit form (and in the search row when `searchRequired`). */
  required?: boolean
  searchRequired?: boolean
  /** A regular expression source the value must match, with `message`. */
  pattern?: string
  validator?: ValidatorName
  message?: Localized
  /** Overrides the type's default search operator (spec §9). */
  defaultOp?: FilterOperator
  /** Table column width in px (default 110, spec §9). */
  width?: number
  maxLength?: number
  /** Shown as a table column (default true). */
  list?: boolean
  /** Hidden in the table until the user shows it in column settings. */
  hidden?: boolean
  /** Edited in the create/edit form (default true); false for server-computed fields. */
  form?: boolean
  /** A decimal field summed in the export's totals row. */
  total?: boolean
  /** Form hint shown under the input. */
  hint?: Localized
  /**
   * A form widget other than the search type's own: a text area, the address picker, the math input; 'image'
   * uploads a picture through the file API and keeps its file id (a uuid field), shown as a thumbnail; 'file'
   * uploads any document (a certificate's scan) the same way, shown as a link to open it.
   */
  widget?: 'textarea' | 'address' | 'math' | 'password' | 'image' | 'file'
  /**
   * A read-only field read from another table through this record's foreign key (instrument → its
   * customer's name). Searchable and sortable like an own column; never written. `on` is the joined
   * table's column the key matches (default its id: a certificate record is keyed by its report).
   */
  join?: { table: string; key: string; column: string; on?: string }
  /** No two live records of the lab hold the same value (a serial number): refused naming the field. */
  unique?: boolean
  /**
   * Shown masked (src/domain/resources/masking.ts) to whoever does not hold the permission `unless`: in lists,
   * records and exports alike. Such a field is not searchable, so a search cannot reveal it either.
   */
  mask?: { rule: MaskRule; unless: string }
  /** A date that may not be before another date field of the record (an expiry and its issue). */
  notBefore?: string
}

/** Server endpoints of a resource; the generic engine serves those it owns. */
export type ResourceEndpoints = {
  /** POST {base}/page?current&size with a search payload body: the engine's list. */
  page: string
  /** POST {base}/export with a search payload body: an .xlsx of every matching row. */
  export?: string
  detail?: string
  submit?: string
  remove?: string
}

export type ResourceDeclaration = {
  /** The resource code (resCode): column settings' elementId and local key `search-{code}`. */
  code: string
  label: Localized
  /** The SQL table. */
  table: string
  /**
   * Reads (page, export, detail) go through the view `<table>_read`, which confines rows to the tenant by
   * itself (server/db/migrations/0006): under row-level security ILIKE cannot use the trigram indexes.
   * Writes still go to `table`. Also used when another resource joins this table.
   */
  readView?: boolean
  /** API base path, e.g. /api/hm-crm/customer. */
  base: string
  /** Button permission prefix: `{permission}_add`, `_edit`, `_delete`, `_view`, `_export`. */
  permission: string
  fields: readonly ResourceField[]
  /** The field shown as a record's title (in confirmations, pickers). */
  titleField: string
  defaultSort?: { field: string; order: 'asc' | 'desc' }
  /**
   * 'engine' (default): the generic server module owns page/export/detail/submit/remove over `table`.
   * 'module': a hand-written module keeps detail/submit/remove (trees, grants …) and the engine adds page and
   * export only.
   */
  owner?: 'engine' | 'module'
  /** Server-side filter every query of this resource gets besides the tenant (e.g. dictionary category). */
  scope?: readonly (
    | { column: string; value: string | number | boolean | null }
    /** The column holds a value (dictionary entries: rows with a parent). */
    | { column: string; notNull: true }
  )[]
  /**
   * Rows only administrators read: those whose `column` holds one of `values` (secrets among the parameters
   * every user loads at start-up). The engine leaves them out of everybody else's lists and exports.
   */
  adminOnlyRows?: { column: string; values: readonly string[] }
  /** Endpoints that differ from `{base}/page` etc. (a module's routes living under another path). */
  endpoints?: Partial<ResourceEndpoints>
  /** Whether rows have is_deleted (soft delete); default true. */
  softDelete?: boolean
  /** Whether rows have tenant_id; default true. Platform-wide tables (tenants) set false. */
  tenantOwned?: boolean
  /**
   * Where its records keep their department, people and customer, for the roles' data scopes
   * (src/domain/access/dataScope.ts). Without it every reader of the resource reads all of it (reference
   * data: dictionaries, prices, the lab's own settings).
   */
  dataScope?: DataScopeDeclaration
  /**
   * Keep the record's change history (who, when, each field before and after; ISO/IEC 17025 8.4): the engine
   * writes it with every create, change and removal, and serves it at `{base}/history`.
   */
  history?: boolean
}

export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

export const columnOf = (field: ResourceField): string => field.column ?? snakeCase(field.name)

export const isSearchable = (field: ResourceField): boolean => field.searchable !== false && !field.mask

export const fieldByName = (resource: ResourceDeclaration, name: string): ResourceField | undefined =>
  resource.fields.find((field) => field.name === name)

/** Identity with type checking; keeps declarations readable. */
export const defineResource = <R extends ResourceDeclaration>(resource: R): R => resource

export const endpointsOf = (resource: ResourceDeclaration): Required<ResourceEndpoints> => ({
  page: `${resource.base}/page`,
  export: `${resource.base}/export`,
  detail: `${resource.base}/detail`,
  submit: `${resource.base}/submit`,
  remove: `${resource.base}/remove`,
  ...resource.endpoints,
})

export const localize = (text: Localized, language: string): string =>
  language.startsWith('en') ? text.en : text.zh
