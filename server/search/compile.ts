import type { SQL } from 'drizzle-orm'
import type { ResourceDeclaration, SearchPayload } from '../../src/domain/resources'

/**
 * CONTRACT (implemented by the search-compiler work): compiles a search payload for a resource into the
 * parts of one parameterised query. Throws AppError 400 (search.* messages) for anything not whitelisted.
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
}

export type SearchContext = { tenantId: string }

export function compileSearch(
  resource: ResourceDeclaration,
  payload: SearchPayload,
  context: SearchContext,
): CompiledSearch {
  void resource
  void payload
  void context
  throw new Error('compileSearch: not implemented yet')
}
