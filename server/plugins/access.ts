import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'drizzle-orm'
import { resourceByCode } from '@/domain/resources'
import { queryRows, type Db, type Tx } from '../db/database'
import { withTenant } from '../db/tenant-scope'
import { forbidden, notFound, unauthorized } from '../http/errors'
import { ADMIN_ROLES, holds, loadActor, type Actor, type AuthContext } from '../access/actor'
import { cachedActor, rememberActor } from '../access/actor-cache'
import { fileAccessOf, type FileAccess } from '../access/file-access'
import { recordsReadable } from '../access/records'
import { anyone, idsAt, operationKey, type AccessRule, type OperationKey } from '../access/rules'
import { bearerFrom, verifyToken } from '../modules/auth/tokens'
import { isApiPath } from './static-app'

export { ADMIN_ROLES, type Actor, type AuthContext }

declare module 'fastify' {
  // Fastify's extension points are interfaces; declaration merging needs them.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** Who may call the route and what it touches, declared beside its schema (server/access/rules.ts). */
    access?: AccessRule
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The rule a route declared, by method and route path (HEAD is GET's); undefined for no such route. */
    accessRuleOf(method: string, url: string): AccessRule | undefined
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** What the access token says; on a route that is not public, the actor the gate loaded. */
    auth: AuthContext | null
    /** The signed-in user as the access rules see her (routes that are not public). */
    actor: Actor | null
    /** The file the operation names, once the gate found it readable (rules with `file`). */
    fileAccess: FileAccess | null
  }
}

export const PLATFORM_TENANT = '000000'

export const isAdmin = (auth: AuthContext) => auth.roles.some((role) => ADMIN_ROLES.includes(role))
export const isPlatformAdmin = (auth: AuthContext) =>
  auth.tenantId === PLATFORM_TENANT && auth.roles.includes('administrator')

/** The signed-in user of a route whose access is not public. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized()
  return request.auth
}

/**
 * The preamble of a route that works on the caller's tenant: her session, and a transaction in which the
 * database sees only her tenant's rows. A handler is then one expression of the service it calls.
 */
export function inTenant<T>(
  db: Db,
  request: FastifyRequest,
  work: (tx: Tx, auth: AuthContext) => Promise<T>,
): Promise<T> {
  const auth = authOf(request)
  return withTenant(db, auth.tenantId, (tx) => work(tx, auth))
}

/** The actor of a route whose access is not public (the gate loaded her before the handler). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized()
  return request.actor
}

const isActor = (auth: AuthContext): auth is Actor => 'permissions' in auth

/**
 * Whether the user's roles grant a code, inside a transaction already scoped to her tenant. For the actor
 * of a request the grants are known already; a bare token context (the live channel) asks the database.
 */
export async function hasPermissionIn(tx: Tx, auth: AuthContext, code: string): Promise<boolean> {
  if (isActor(auth)) return holds(auth, code)
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
  if (isActor(auth)) return holds(auth, code)
  if (isAdmin(auth)) return true
  return withTenant(db, auth.tenantId, (tx) => hasPermissionIn(tx, auth, code))
}

/** Inside a tenant transaction (never open a second one there: PGlite has one connection). */
export async function assertPermissionIn(tx: Tx, auth: AuthContext, code: string): Promise<void> {
  if (!(await hasPermissionIn(tx, auth, code))) throw forbidden()
}

/** For handlers whose permission depends on the input (submit: add when creating, edit when updating). */
export async function assertPermission(db: Db, auth: AuthContext, code: string): Promise<void> {
  if (!(await hasPermission(db, auth, code))) throw forbidden()
}

const methodsOf = (route: RouteOptions): string[] =>
  Array.isArray(route.method) ? route.method : [route.method]

/** The rule a route declares; the app's own files and the API's reference page are public. */
function routeRule(route: RouteOptions): AccessRule | undefined {
  if (route.config?.access) return route.config.access
  if (!isApiPath(route.url) || route.url.startsWith('/api/docs'))
    return anyone('the app and the API reference')
  return undefined
}

const keyOf = (method: string, url: string) => operationKey(method === 'HEAD' ? 'GET' : method, url)

type AccessOptions = { db: Db; tokenSecret: string }

/**
 * The gate (DESIGN.md "Access"): every route declares its rule beside its schema (`config: { access }`),
 * and the server does not start with a route that declares none. Before a request's input is even validated,
 * the caller must be signed in with a live session and hold a grant of the rule (else 401, 403); then every
 * record and file the request names must be one she reads within her data scope (else 404, as for one that
 * does not exist).
 */
export const accessPlugin = fp(async (app: FastifyInstance, options: AccessOptions) => {
  app.decorateRequest('auth', null)
  app.decorateRequest('actor', null)
  app.decorateRequest('fileAccess', null)

  const rules = new Map<OperationKey, AccessRule>()
  app.decorate('accessRuleOf', (method: string, url: string) => rules.get(keyOf(method, url)))

  app.addHook('onRoute', (route) => {
    const rule = routeRule(route)
    if (!rule) {
      throw new Error(
        `${methodsOf(route).join(',')} ${route.url} declares no access rule (config.access beside its schema)`,
      )
    }
    for (const method of methodsOf(route)) rules.set(keyOf(method, route.url), rule)
    route.config = { ...(route.config ?? {}), access: rule }
  })

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

  // Before validation: someone who may not call an operation learns nothing of what it expects.
  app.addHook('preValidation', async (request) => {
    // Unknown paths reach the not-found handler (404 or the app's index.html), which reveals nothing.
    if (request.is404) return
    const rule = request.routeOptions.config.access
    // Every route got a rule when it was added; one that did not (added before this plugin) stays shut.
    if (!rule) throw forbidden()
    if (rule.who === 'anyone') return
    const auth = request.auth
    if (!auth) throw unauthorized()
    let actor = cachedActor(auth)
    if (!actor) {
      const loaded = await loadActor(options.db, auth)
      if (!loaded) throw unauthorized()
      rememberActor(loaded)
      actor = loaded
    }
    request.actor = actor
    request.auth = actor
    if (rule.who === 'platform' && !isPlatformAdmin(actor)) throw forbidden('tenant.platformOnly')
    if (rule.who === 'granted' && !(rule.codes ?? []).some((code) => holds(actor, code))) throw forbidden()
  })

  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.access
    const actor = request.actor
    if (!rule || !actor || (!rule.records && !rule.file)) return
    await withTenant(options.db, actor.tenantId, async (tx) => {
      for (const record of rule.records ?? []) {
        const resource = resourceByCode(record.resource)
        if (!resource) throw new Error(`policy names an unknown resource ${record.resource}`)
        const ids = idsAt(request, record.at)
        if (!(await recordsReadable(tx, actor, resource, ids, rule.codes ?? []))) throw notFound()
      }
      if (rule.file) {
        const [fileId] = idsAt(request, rule.file)
        if (!fileId) return
        const access = await fileAccessOf(tx, actor, fileId)
        if (!access.readable) throw notFound()
        request.fileAccess = access
      }
    })
  })
})
