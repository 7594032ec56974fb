import { sql, type SQL } from 'drizzle-orm'
import type { FieldData, ResourceDeclaration, ResourceField, SearchPayload } from '../../src/domain/resources'
import { columnOf, fieldByName, resources } from '../../src/domain/resources'
import { parseSearchPayload, type ParsedSearch, type ParsedSearchBody } from './payload'
import { resolveSearch, type ResolvedCondition, type ResolvedSearch } from './resolve'
import type { SearchBound } from './values'

/**
 * Compiles a search payload for a resource into the parts of one parameterised query. Throws AppError 400
 * (search.* messages) for anything not whitelisted.
 *
 * Safety: identifiers (table, columns, join aliases) come only from the declaration, through
 * sql.identifier; every value from the request is a bound parameter (cast after binding: `$1::int`). The
 * only raw SQL text is constants of this file (operators, casts, formats).
 *
 * Records come back ready for JSON (the `select` list):
 * - timestamp columns as ISO 8601 UTC text, `2024-05-01T08:30:00.000Z` (to_char in SQL, so PGlite and
 *   node-postgres answer alike and no Date objects travel);
 * - date columns as `YYYY-MM-DD` text (node-postgres would otherwise shift them by the server's zone);
 * - decimal columns as exact text with the column's scale (`numeric(12,2)` → `'12.50'`), never a float:
 *   totals are summed exactly by whoever needs them (the export);
 * - int/smallint as numbers, uuid and text as strings, boolean as booleans, null as null.
 *
 * Meaning of the operators (values are normalised in values.ts / resolve.ts):
 * - negations (!=, NOT LIKE, NOT IN, NOT BETWEEN) include rows whose cell is empty (null): `not
 *   coalesce(<positive>, false)`;
 * - a timestamp compared with a date only means that whole day in lab time (UTC+8): '=' is "on that day",
 *   a range ending on a date includes that day (`< end + 1 day`); a timestamp without a zone is lab time;
 * - LIKE on a non-text column matches the column's text (`::text ilike`).
 *
 * Counting: `searchCountQuery(compiled)` (`select count(*)::int as "total" from … where …`); the joins
 * are left joins on a unique key, which PostgreSQL removes from a count when no condition uses them.
 * `searchCappedCountQuery(compiled, cap)` stops counting after cap + 1 rows (a page's total over 400,000
 * matches would otherwise cost more than the page).
 *
 * Reading: a declaration with `readView` is read through its view `<table>_read` (and so is a joined
 * table whose declaration has one): the views confine rows to the tenant without row-level security, so
 * ILIKE may use the trigram indexes (see migration 0006). The explicit tenant predicate stays.
 * When neither a condition nor the sort uses a joined field, `searchPageQuery` computes the page on the
 * resource table alone and joins just its rows (the join after the LIMIT).
 */
export type CompiledSearch = {
  /** `from` clause: the resource table aliased `t`, plus a left join per joined field (`j_<field>`). */
  from: SQL
  /** Tenant predicate (t.tenant_id = $n), scope, soft delete, then the payload's conditions. */
  where: SQL
  /** The payload's sort, else the declaration's default, always ending with t.id for a stable order. */
  orderBy: SQL
  /** The select list: t.id plus every declared field as its camelCase name. */
  select: SQL
  /** The resource table (or its read view) aliased `t`, without the joins: `from` = base + joins. */
  base: SQL
  /** The left joins of the joined fields (empty when the resource has none). */
  joins: SQL
  /** Whether a condition or the sort uses a joined field (then the page must join before its LIMIT). */
  usesJoins: boolean
}

export type SearchContext = {
  tenantId: string
  /**
   * The reader's data scope over the resource (server/access/data-scope.ts), a condition on `t` added
   * beside the tenant's, so that a page, its total, an export and a detail read the same rows.
   */
  dataScope?: SQL
}

const T = sql.raw('t')

const joinAlias = (field: ResourceField) => sql.identifier(`j_${field.name}`)

/** The SQL expression of a declared field (own column or joined column), for select, where and order. */
export function fieldSql(resource: ResourceDeclaration, fieldName: string): SQL {
  const field = fieldByName(resource, fieldName)
  if (!field) throw new Error(`fieldSql: ${resource.code} has no field ${fieldName}`)
  return columnSql(field)
}

function columnSql(field: ResourceField): SQL {
  if (field.join) return sql`${joinAlias(field)}.${sql.identifier(field.join.column)}`
  return sql`${T}.${sql.identifier(columnOf(field))}`
}

const CASTS: Record<FieldData, string> = {
  text: 'text',
  int: 'int',
  decimal: 'numeric',
  date: 'date',
  timestamp: 'timestamptz',
  boolean: 'boolean',
  uuid: 'uuid',
  // A json column is searched by its text (see comparedSql): its values are bound as text.
  json: 'text',
}

/** A bound value with the cast of its column's kind. */
const param = (data: FieldData, value: string) => sql`${value}::${sql.raw(CASTS[data])}`

const ONE_DAY = sql.raw(`interval '1 day'`)

/** The instant after a whole day given as a date only ('2024-05-01' → 2024-05-02 00:00 lab time). */
const dayAfter = (bound: SearchBound) => sql`(${param('timestamp', bound.value)} + ${ONE_DAY})`

const negated = (condition: SQL) => sql`not coalesce(${condition}, false)`

/** Lower end, inclusive. */
const atLeast = (column: SQL, data: FieldData, bound: SearchBound) =>
  sql`${column} >= ${param(data, bound.value)}`

/** Upper end, inclusive: a timestamp range ending on a date includes that whole day. */
const atMost = (column: SQL, data: FieldData, bound: SearchBound) =>
  data === 'timestamp' && bound.wholeDay
    ? sql`${column} < ${dayAfter(bound)}`
    : sql`${column} <= ${param(data, bound.value)}`

function compareSql(column: SQL, data: FieldData, op: string, bound: SearchBound): SQL {
  // A timestamp compared with a date means that whole day: '=' is "on that day", '>' is "after it".
  if (data === 'timestamp' && bound.wholeDay) {
    const onDay = sql`(${atLeast(column, data, bound)} and ${atMost(column, data, bound)})`
    switch (op) {
      case '=':
        return onDay
      case '!=':
        return negated(onDay)
      case '<':
        return sql`${column} < ${param(data, bound.value)}`
      case '<=':
        return atMost(column, data, bound)
      case '>':
        return sql`${column} >= ${dayAfter(bound)}`
      default:
        return atLeast(column, data, bound)
    }
  }
  const value = param(data, bound.value)
  switch (op) {
    case '=':
      return sql`${column} = ${value}`
    // Not equal includes empty (null) cells: "not X" should not hide rows without a value.
    case '!=':
      return negated(sql`${column} = ${value}`)
    case '<':
      return sql`${column} < ${value}`
    case '<=':
      return sql`${column} <= ${value}`
    case '>':
      return sql`${column} > ${value}`
    default:
      return sql`${column} >= ${value}`
  }
}

const isRegion = (field: ResourceField) => field.source !== undefined && 'region' in field.source

/**
 * A region means itself and everything in it: region codes are prefixes of their children's (43 → 4301 →
 * 430104 → 430104010), and a customer is filed at the deepest level the picker reached.
 */
const withinRegion = (column: SQL, code: SQL) => sql`starts_with(${column}, ${code})`

/**
 * A field as a condition compares it: a json column as its text, so that a word finds any part of it (a field's
 * name, a value before or after a change) and no value can fail to parse as JSON.
 */
const comparedSql = (field: ResourceField): SQL =>
  field.data === 'json' ? sql`${columnSql(field)}::text` : columnSql(field)

function conditionSql(condition: ResolvedCondition): SQL {
  const { field } = condition
  const column = comparedSql(field)
  switch (condition.kind) {
    case 'like': {
      // A number or id searched by "contains" is matched on its text.
      const text = field.data === 'text' || field.data === 'json' ? column : sql`${column}::text`
      const like = sql`${text} ilike ${condition.pattern}`
      return condition.negate ? negated(like) : like
    }
    case 'compare':
      if (isRegion(field) && (condition.op === '=' || condition.op === '!=')) {
        const within = withinRegion(column, sql`${param(field.data, condition.bound.value)}`)
        return condition.op === '=' ? within : negated(within)
      }
      return compareSql(column, field.data, condition.op, condition.bound)
    case 'list': {
      // One array parameter, not one parameter per item: the statement's text stays the same whatever the
      // list's length (and IN lists of 1000 stay far from PostgreSQL's parameter limit).
      const values = sql`${sql.param(condition.values)}::${sql.raw(CASTS[field.data])}[]`
      const any = isRegion(field)
        ? sql`exists (select from unnest(${values}) as region(code) where ${withinRegion(column, sql`region.code`)})`
        : sql`${column} = any(${values})`
      return condition.negate ? negated(any) : any
    }
    case 'range': {
      const ends = [
        condition.from && atLeast(column, field.data, condition.from),
        condition.to && atMost(column, field.data, condition.to),
      ].filter((end): end is SQL => end !== undefined)
      const range = sql`(${sql.join(ends, sql` and `)})`
      return condition.negate ? negated(range) : range
    }
  }
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `)

function whereSql(resource: ResourceDeclaration, resolved: ResolvedSearch, context: SearchContext): SQL {
  const parts: SQL[] = []
  if (resource.tenantOwned !== false)
    parts.push(sql`${T}.${sql.identifier('tenant_id')} = ${context.tenantId}`)
  if (context.dataScope) parts.push(sql`(${context.dataScope})`)
  if (resource.softDelete !== false) parts.push(sql`${T}.${sql.identifier('is_deleted')} = false`)
  for (const scope of resource.scope ?? []) {
    const column = sql`${T}.${sql.identifier(scope.column)}`
    if ('notNull' in scope) parts.push(sql`${column} is not null`)
    else parts.push(scope.value === null ? sql`${column} is null` : sql`${column} = ${scope.value}`)
  }
  for (const condition of resolved.conditions) parts.push(conditionSql(condition))
  for (const runs of resolved.groups) {
    const alternatives = runs.map((run) => sql`(${and(run.map(conditionSql))})`)
    parts.push(sql`(${sql.join(alternatives, sql` or `)})`)
  }
  return parts.length > 0 ? and(parts) : sql`true`
}

/** The relation reads come from: the declaration's tenant view when it has one, else its table. */
export const readRelation = (table: string): string =>
  resources.some((resource) => resource.table === table && resource.readView) ? `${table}_read` : table

const baseSql = (resource: ResourceDeclaration): SQL =>
  sql`${sql.identifier(resource.readView ? `${resource.table}_read` : resource.table)} ${T}`

function joinsSql(resource: ResourceDeclaration): SQL {
  const joins = resource.fields
    .filter((field) => field.join)
    .map((field) => {
      const alias = joinAlias(field)
      const key = sql.identifier(field.join?.key ?? '')
      const table = sql.identifier(readRelation(field.join?.table ?? ''))
      const on = sql.identifier(field.join?.on ?? 'id')
      return sql` left join ${table} ${alias} on ${alias}.${sql.identifier('tenant_id')} = ${T}.${sql.identifier('tenant_id')} and ${alias}.${on} = ${T}.${key}`
    })
  return sql.join(joins)
}

/** Whether the search needs the joined tables before its LIMIT (a condition or sort on a joined field). */
const usesJoinedFields = (resolved: ResolvedSearch): boolean =>
  resolved.conditions.some((condition) => condition.field.join) ||
  resolved.groups.some((runs) => runs.some((run) => run.some((condition) => condition.field.join))) ||
  resolved.sort.some(({ field }) => field.join)

function orderBySql(resolved: ResolvedSearch): SQL {
  const keys = resolved.sort.map(
    ({ field, order }) => sql`${columnSql(field)} ${sql.raw(order === 'desc' ? 'desc' : 'asc')}`,
  )
  return sql.join([...keys, sql`${T}.${sql.identifier('id')} asc`], sql`, `)
}

const ISO_UTC = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`)
const ISO_DATE = sql.raw(`'YYYY-MM-DD'`)

/** A field as it goes into a record (see the file comment for why each kind is rendered so). */
function selectedSql(field: ResourceField): SQL {
  const column = columnSql(field)
  switch (field.data) {
    case 'timestamp':
      return sql`to_char(${column} at time zone 'UTC', ${ISO_UTC})`
    case 'date':
      return sql`to_char(${column}, ${ISO_DATE})`
    case 'decimal':
    case 'json':
      return sql`${column}::text`
    default:
      return column
  }
}

/** t.id plus the given fields (all declared ones by default) as their camelCase names. */
export function selectSql(
  resource: ResourceDeclaration,
  fields: readonly ResourceField[] = resource.fields,
): SQL {
  const columns = fields.map((field) => sql`${selectedSql(field)} as ${sql.identifier(field.name)}`)
  return sql.join([sql`${T}.${sql.identifier('id')} as ${sql.identifier('id')}`, ...columns], sql`, `)
}

/** Compiles an already parsed payload (the route parses once for paging and conditions). */
export function compileParsedSearch(
  resource: ResourceDeclaration,
  parsed: ParsedSearch,
  context: SearchContext,
): CompiledSearch {
  const resolved = resolveSearch(resource, parsed)
  const base = baseSql(resource)
  const joins = joinsSql(resource)
  return {
    from: sql`${base}${joins}`,
    where: whereSql(resource, resolved, context),
    orderBy: orderBySql(resolved),
    select: selectSql(resource),
    base,
    joins,
    usesJoins: usesJoinedFields(resolved),
  }
}

/** The contract's entry point; `payload` may also be a body already parsed by searchPayloadSchema. */
export function compileSearch(
  resource: ResourceDeclaration,
  payload: SearchPayload | ParsedSearchBody,
  context: SearchContext,
): CompiledSearch {
  return compileParsedSearch(resource, parseSearchPayload(payload), context)
}

/** `select count(*)::int as "total"` of the search (no order, no paging). */
export const searchCountQuery = (compiled: CompiledSearch): SQL =>
  sql`select count(*)::int as "total" from ${compiled.from} where ${compiled.where}`

/** The relations a count or an id list needs: the joins only when a condition uses a joined field. */
const filteredFrom = (compiled: CompiledSearch): SQL => (compiled.usesJoins ? compiled.from : compiled.base)

/**
 * `select count(*)::int as "total"` of at most cap + 1 matches: a total above `cap` means "more than cap"
 * (the caller shows cap and says so). Counting 400,000 matches costs far more than their first page.
 */
export const searchCappedCountQuery = (compiled: CompiledSearch, cap: number): SQL =>
  sql`select count(*)::int as "total" from (select 1 from ${filteredFrom(compiled)} where ${compiled.where} limit ${cap + 1}) c`

/** The ids of the matches in the search's order (the export reads its rows by these later). */
export const searchIdsQuery = (compiled: CompiledSearch, limit: number): SQL =>
  sql`select ${T}.${sql.identifier('id')} as ${sql.identifier('id')} from ${filteredFrom(compiled)} where ${compiled.where} order by ${compiled.orderBy} limit ${limit}`

/**
 * One page of records; offset = (current - 1) * size. Without a condition or sort on a joined field the
 * page is ordered and cut on the resource table alone, and only its rows are joined: joining first makes
 * PostgreSQL join every match (a million rows for an unfiltered list) before the sort and LIMIT.
 */
export const searchPageQuery = (compiled: CompiledSearch, page: { offset: number; limit: number }): SQL =>
  compiled.usesJoins || compiled.joins.queryChunks.length === 0
    ? sql`select ${compiled.select} from ${compiled.from} where ${compiled.where} order by ${compiled.orderBy} limit ${page.limit} offset ${page.offset}`
    : sql`select ${compiled.select} from (select ${T}.* from ${compiled.base} where ${compiled.where} order by ${compiled.orderBy} limit ${page.limit} offset ${page.offset}) ${T}${compiled.joins} order by ${compiled.orderBy}`
