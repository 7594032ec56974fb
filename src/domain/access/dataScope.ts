import type { Localized } from '../resources/types'

/**
 * Data scopes (数据权限, as BladeX calls them): how much of a resource a role reads once its grants let it
 * read the resource at all. A role's scope is kept per resource; a resource without one for a role is read
 * in full by that role ('all'), as in BladeX where a role with no scope rule is not restricted.
 *
 * - all: every record of the lab
 * - dept: records of the user's department and the departments under it, and her own
 * - own: records she created or that are assigned to her
 * - customer: records of the customer her account is linked to (customers' own portal)
 */
export const DATA_SCOPES = ['all', 'dept', 'own', 'customer'] as const
export type DataScope = (typeof DATA_SCOPES)[number]

export const DATA_SCOPE_LABELS: Record<DataScope, Localized> = {
  all: { zh: '全部数据', en: 'All of the lab' },
  dept: { zh: '本部门及下级部门', en: 'Own department' },
  own: { zh: '本人创建或经办', en: 'Own records' },
  customer: { zh: '本客户', en: 'Own customer' },
}

/** Widest first: a user with several roles reads what the widest of them reads. */
export const isDataScope = (value: string): value is DataScope =>
  (DATA_SCOPES as readonly string[]).includes(value)

/**
 * Where a record keeps the department, user or customer a scope compares with: a column of the record, a
 * column of a record it belongs to (`through`: each step follows a key of the previous record to the `id`
 * of the next table), or a column of records that belong to it (`children`: rows of `table` whose `key`
 * is the record's `on`, by default its id).
 */
export type ScopeClause = {
  column: string
  through?: readonly { table: string; key: string }[]
  children?: { table: string; key: string; on?: string }
}

/**
 * A resource's data scope declaration: which clauses each scope kind means. A kind without clauses reads
 * nothing (a customer-scoped role over a resource that belongs to no customer). 'dept' also reads what
 * 'own' reads: a wider scope never hides one's own records.
 */
export type DataScopeDeclaration = {
  dept?: readonly ScopeClause[]
  own?: readonly ScopeClause[]
  customer?: readonly ScopeClause[]
}

/** The scopes a role may be given for a resource: 'customer' only where the resource belongs to customers. */
export const scopesOf = (declaration: DataScopeDeclaration): DataScope[] =>
  DATA_SCOPES.filter((scope) => scope === 'all' || (declaration[scope]?.length ?? 0) > 0)
