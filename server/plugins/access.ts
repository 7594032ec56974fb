import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { queryRows, type Db, type Tx } from '../db/database'
import { withTenant } from '../db/tenant-scope'
import { isStaffRoles } from '@/domain/constants'
import { forbidden, unauthorized } from '../http/errors'
import { isKnownLive, rememberLive } from './session-cache'
import { bearerFrom, verifyToken } from '../modules/auth/tokens'

/**
 * Who may call a route. Routes are private by default: "public" must be said explicitly.
 * - user: any signed-in user of an enabled tenant, with a live session
 * - staff: a signed-in member of staff, not a customer who registered herself (the lab's own records)
 * - platform: the platform administrator (tenant 000000, role administrator)
 * - { permission }: a user whose roles grant that button code (admin roles have every code)
 */
export type Access = 'public' | 'user' | 'staff' | 'platform' | { permission: string }

export type AuthContext = {
  userId: string
  tenantId: string
  sessionId: string
  account: string
  roles: string[]
}

declare module 'fastify' {
  // Fastify's extension points are interfaces; declaration merging needs them.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    access?: Access
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    auth: AuthContext | null
  }
}

export const PLATFORM_TENANT = '000000'
/** Role aliases that hold every permission of their tenant, so an administrator cannot lock herself out. */
export const ADMIN_ROLES = ['administrator', 'admin']

export const isAdmin = (auth: AuthContext) => auth.roles.some((role) => ADMIN_ROLES.includes(role))
/** Staff hold a role other than the self-registered customers' one (the shell asks the same). */
export const isStaff = (auth: AuthContext) => isStaffRoles(auth.roles)
export const isPlatformAdmin = (auth: AuthContext) =>
  auth.tenantId === PLATFORM_TENANT && auth.roles.includes('administrator')

/** The signed-in user of a route whose access is not public. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized()
  return request.auth
}

async function sessionIsLive(db: Db, auth: AuthContext): Promise<boolean> {
  const rows = await withTenant(db, auth.tenantId, (tx) =>
    queryRows<{ live: boolean }>(
      tx,
      sql`
      select true as live
      from auth_session s
      join app_user u on u.tenant_id = s.tenant_id and u.id = s.user_id
      join tenant t on t.tenant_id = s.tenant_id
      where s.tenant_id = ${auth.tenantId} and s.id = ${auth.sessionId} and s.revoked_time is null
        and u.status = 1 and u.is_deleted = false and t.status = 1 and t.is_deleted = false`,
    ),
  )
  return rows.length > 0
}

/** Whether the user's roles grant a button code, inside a transaction already scoped to her tenant. */
export async function hasPermissionIn(tx: Tx, auth: AuthContext, code: string): Promise<boolean> {
  if (isAdmin(auth)) return true
  const rows = await queryRows(
    tx,
    sql`
      select 1
      from menu m
      join role_menu rm on rm.tenant_id = m.tenant_id and rm.menu_id = m.id
      join user_role ur on ur.tenant_id = rm.tenant_id and ur.role_id = rm.role_id
      where m.tenant_id = ${auth.tenantId} and ur.user_id = ${auth.userId} and m.code = ${code}
        and m.is_deleted = false
      limit 1`,
  )
  return rows.length > 0
}

export async function hasPermission(db: Db, auth: AuthContext, code: string): Promise<boolean> {
  if (isAdmin(auth)) return true
  return withTenant(db, auth.tenantId, (tx) => hasPermissionIn(tx, auth, code))
}

/** Inside a tenant transaction (never open a second one there: PGlite has one connection). */
export async function assertPermissionIn(tx: Tx, auth: AuthContext, code: string): Promise<void> {
  if (!(await hasPermissionIn(tx, auth, code))) throw forbidden()
}

type AccessOptions = { db: Db; tokenSecret: string }

export const accessPlugin = fp(async (app: FastifyInstance, options: AccessOptions) => {
  app.decorateRequest('auth', null)

  app.addHook('onRequest', async (request) => {
    const token = bearerFrom(request.headers)
    if (!token) return
    const claims = verifyToken(token, options.tokenSecret, Math.floor(Date.now() / 1000))
    if (!claims || claims.typ !== 'access') return
    request.auth = {
      userId: claims.sub,
      tenantId: claims.tid,
      sessionId: claims.sid,
      account: claims.acc,
      roles: claims.roles,
    }
  })

  app.addHook('preHandler', async (request) => {
    // Unknown paths reach the not-found handler (404 or the app's index.html), which reveals nothing.
    if (request.is404) return
    const access = request.routeOptions.config.access ?? 'user'
    if (access === 'public') return
    const auth = request.auth
    if (!auth) throw unauthorized()
    if (!isKnownLive(auth.sessionId)) {
      if (!(await sessionIsLive(options.db, auth))) throw unauthorized()
      rememberLive(auth.sessionId)
    }
    if (access === 'user') return
    if (access === 'staff') {
      if (!isStaff(auth)) throw forbidden()
      return
    }
    if (access === 'platform') {
      if (!isPlatformAdmin(auth)) throw forbidden('tenant.platformOnly')
      return
    }
    await assertPermission(options.db, auth, access.permission)
  })
})

/** For handlers whose permission depends on the input (submit: add when creating, edit when updating). */
export async function assertPermission(db: Db, auth: AuthContext, code: string): Promise<void> {
  if (!(await hasPermission(db, auth, code))) throw forbidden()
}
