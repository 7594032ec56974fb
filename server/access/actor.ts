import { sql } from 'drizzle-orm'
import { isDataScope, type DataScope } from '@/domain/access'
import { ADMIN_ROLE_ALIASES } from '@/domain/constants'
import { CUSTOMER_LINK } from '@/domain/resources'
import { queryRows, type Db } from '../db/database'
import { withTenant } from '../db/tenant-scope'

/** What a signed-in request's token says (server/modules/auth/tokens.ts). */
export type AuthContext = {
  userId: string
  tenantId: string
  sessionId: string
  account: string
  roles: string[]
}

/** One role of the user: what it is granted and its data scopes. */
export type RoleGrant = {
  roleId: string
  alias: string
  codes: ReadonlySet<string>
  /** Per resource code; a resource missing here is read in full by this role. */
  scopes: ReadonlyMap<string, DataScope>
}

/**
 * The signed-in user as the access rules see her, read from the database (never from the token alone):
 * her roles' grants and data scopes, her department and those under it, and, for a customer's account, the
 * customer the lab linked it to.
 */
export type Actor = AuthContext & {
  name: string
  /** Role aliases that hold every grant of their tenant (the lab's and the platform's administrators). */
  admin: boolean
  /** Every code her roles are granted (empty for administrators, who hold them all). */
  permissions: ReadonlySet<string>
  grants: readonly RoleGrant[]
  deptId: string | null
  /** Her department and every department under it. */
  deptIds: readonly string[]
  /** A customer's own account (registered at /register or made for a customer): reads her customer's only. */
  customerAccount: boolean
  /** The customer her account is linked to, once the lab has confirmed it. */
  customerId: string | null
}

export const ADMIN_ROLES = ADMIN_ROLE_ALIASES

export const holds = (actor: Actor, code: string): boolean => actor.admin || actor.permissions.has(code)

type SessionRow = {
  userId: string
  name: string
  deptId: string | null
  roles: string[] | null
  customerAccount: boolean
  customerId: string | null
}

/**
 * The actor of a live session, or null: the session revoked, the user or the tenant disabled, or a token
 * whose tenant, user or roles are not those of the session and of the user today (a token re-signed with
 * other claims, or roles changed since it was issued: the client refreshes and gets the current ones).
 */
export async function loadActor(db: Db, auth: AuthContext): Promise<Actor | null> {
  return withTenant(db, auth.tenantId, async (tx) => {
    const [session] = await queryRows<SessionRow>(
      tx,
      sql`
      select u.id as "userId", u.real_name as "name", u.dept_id as "deptId",
        array(select r.role_alias from user_role ur
              join role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.is_deleted = false
              where ur.tenant_id = u.tenant_id and ur.user_id = u.id order by r.sort, r.role_alias) as "roles",
        ca.id is not null as "customerAccount",
        case when ca.link_state = ${CUSTOMER_LINK.linked} then ca.customer_id end as "customerId"
      from auth_session s
      join app_user u on u.tenant_id = s.tenant_id and u.id = s.user_id
      join tenant t on t.tenant_id = s.tenant_id
      left join customer_account ca on ca.tenant_id = u.tenant_id and ca.user_id = u.id and ca.is_deleted = false
      where s.tenant_id = ${auth.tenantId} and s.id = ${auth.sessionId} and s.revoked_time is null
        and u.status = 1 and u.is_deleted = false and t.status = 1 and t.is_deleted = false`,
    )
    if (!session || session.userId !== auth.userId) return null
    const roles = session.roles ?? []
    if (!sameRoles(roles, auth.roles)) return null

    const grantRows = await queryRows<{ roleId: string; alias: string; code: string | null }>(
      tx,
      sql`
      select r.id as "roleId", r.role_alias as "alias", m.code as "code"
      from user_role ur
      join role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.is_deleted = false
      left join role_menu rm on rm.tenant_id = r.tenant_id and rm.role_id = r.id
      left join menu m on m.tenant_id = rm.tenant_id and m.id = rm.menu_id and m.is_deleted = false
      where ur.tenant_id = ${auth.tenantId} and ur.user_id = ${auth.userId}`,
    )
    const scopeRows = await queryRows<{ roleId: string; resourceCode: string; scope: string }>(
      tx,
      sql`
      select s.role_id as "roleId", s.resource_code as "resourceCode", s.scope as "scope"
      from role_data_scope s
      join user_role ur on ur.tenant_id = s.tenant_id and ur.role_id = s.role_id
      where s.tenant_id = ${auth.tenantId} and ur.user_id = ${auth.userId}`,
    )
    const deptRows = session.deptId
      ? await queryRows<{ id: string }>(
          tx,
          sql`
          with recursive below as (
            select id from dept where tenant_id = ${auth.tenantId} and id = ${session.deptId} and is_deleted = false
            union
            select d.id from dept d join below b on d.parent_id = b.id
            where d.tenant_id = ${auth.tenantId} and d.is_deleted = false
          )
          select id from below`,
        )
      : []
    const grants = grantsOf(grantRows, scopeRows)
    return {
      ...auth,
      name: session.name,
      admin: roles.some((role) => ADMIN_ROLES.includes(role)),
      permissions: new Set(grants.flatMap((grant) => [...grant.codes])),
      grants,
      deptId: session.deptId,
      deptIds: deptRows.map((row) => row.id),
      customerAccount: session.customerAccount,
      customerId: session.customerId,
    }
  })
}

function sameRoles(current: readonly string[], claimed: readonly string[]): boolean {
  if (current.length !== claimed.length) return false
  const sorted = [...claimed].sort()
  return [...current].sort().every((role, index) => role === sorted[index])
}

function grantsOf(
  grantRows: { roleId: string; alias: string; code: string | null }[],
  scopeRows: { roleId: string; resourceCode: string; scope: string }[],
): RoleGrant[] {
  const byRole = new Map<string, { alias: string; codes: Set<string>; scopes: Map<string, DataScope> }>()
  for (const row of grantRows) {
    const grant = byRole.get(row.roleId) ?? { alias: row.alias, codes: new Set(), scopes: new Map() }
    if (row.code) grant.codes.add(row.code)
    byRole.set(row.roleId, grant)
  }
  for (const row of scopeRows) {
    const grant = byRole.get(row.roleId)
    if (grant && isDataScope(row.scope)) grant.scopes.set(row.resourceCode, row.scope)
  }
  return [...byRole].map(([roleId, grant]) => ({ roleId, ...grant }))
}
