import { sql, type SQL } from 'drizzle-orm'
import type { DataScope, ScopeClause } from '@/domain/access'
import type { ResourceDeclaration } from '@/domain/resources'
import type { Actor } from './actor'

/**
 * A reader's data scope over a resource as one SQL condition on its rows (alias `t`, as the search
 * compiler names them), or undefined when she reads all of it.
 *
 * - A resource that declares no data scope (reference data, the lab's settings) is read in full.
 * - Administrators read everything.
 * - A customer's account reads what belongs to its linked customer, whatever its roles say: nothing until
 *   the lab confirms the link, nothing of a resource that belongs to no customer.
 * - Otherwise the roles that grant the operation (`codes`: for a list, the grants that show the resource)
 *   each bring their scope of the resource ('all' when they set none); the reader reads the union. A role
 *   that does not grant the operation widens nothing.
 */
export function dataScopeSql(
  actor: Actor,
  resource: ResourceDeclaration,
  codes: readonly string[],
): SQL | undefined {
  const declaration = resource.dataScope
  if (!declaration || actor.admin) return undefined
  if (actor.customerAccount) return scopeCondition(actor, resource, 'customer')
  const granting = actor.grants.filter((grant) => codes.some((code) => grant.codes.has(code)))
  const scopes = new Set(granting.map((grant) => grant.scopes.get(resource.code) ?? 'all'))
  if (scopes.size === 0 || scopes.has('all')) return scopes.size === 0 ? sql`false` : undefined
  return or([...scopes].map((scope) => scopeCondition(actor, resource, scope)))
}

function scopeCondition(actor: Actor, resource: ResourceDeclaration, scope: DataScope): SQL {
  const declaration = resource.dataScope ?? {}
  const own = (declaration.own ?? []).map((clause) => clauseSql(clause, [actor.userId]))
  switch (scope) {
    case 'all':
      return sql`true`
    case 'own':
      return or(own)
    case 'dept':
      return or([...(declaration.dept ?? []).map((clause) => clauseSql(clause, actor.deptIds)), ...own])
    case 'customer':
      return actor.customerId
        ? or((declaration.customer ?? []).map((clause) => clauseSql(clause, [actor.customerId as string])))
        : sql`false`
  }
}

const or = (parts: SQL[]): SQL => (parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`)

const T = sql.raw('t')
const id = (name: string) => sql.identifier(name)

/** `column = any(ids)`: one array parameter whatever the number of departments. */
const matches = (column: SQL, ids: readonly string[]): SQL =>
  ids.length === 0 ? sql`false` : sql`${column} = any(${sql.param([...ids])}::uuid[])`

/** One clause of a scope declaration, compared with the reader's departments, her id or her customer. */
export function clauseSql(clause: ScopeClause, ids: readonly string[]): SQL {
  if (clause.children) {
    const { table, key, on } = clause.children
    const c = sql.raw('c')
    return sql`exists (select 1 from ${id(table)} ${c} where ${c}.tenant_id = ${T}.tenant_id and ${c}.${id(key)} = ${T}.${id(on ?? 'id')} and ${c}.is_deleted = false and ${matches(sql`${c}.${id(clause.column)}`, ids)})`
  }
  if (!clause.through || clause.through.length === 0) return matches(sql`${T}.${id(clause.column)}`, ids)
  // Each step follows a key of the previous record (t first) to the id of the next table.
  const steps = clause.through.map((step, index) => ({ ...step, alias: sql.raw(`p${index}`) }))
  const [first, ...rest] = steps
  if (!first) return sql`false`
  const joins = rest.map((step, index) => {
    const previous = steps[index]?.alias ?? T
    return sql` join ${id(step.table)} ${step.alias} on ${step.alias}.tenant_id = ${previous}.tenant_id and ${step.alias}.id = ${previous}.${id(step.key)}`
  })
  const last = steps.at(-1)?.alias ?? first.alias
  return sql`exists (select 1 from ${id(first.table)} ${first.alias}${sql.join(joins)} where ${first.alias}.tenant_id = ${T}.tenant_id and ${first.alias}.id = ${T}.${id(first.key)} and ${matches(sql`${last}.${id(clause.column)}`, ids)})`
}
