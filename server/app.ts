import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from './db/database'
import { serverSecret } from './db/schema'
import { withoutTenant } from './db/tenant-scope'
import { registerErrorHandler } from './http/error-handler'
import { authRoutes } from './modules/auth/routes'
import { logSmsSender, type SmsSender } from './modules/auth/sms'
import { regionRoutes } from './modules/region/routes'
import { deptRoutes } from './modules/system/dept/routes'
import { dictRoutes } from './modules/system/dict/routes'
import { menuRoutes } from './modules/system/menu/routes'
import { paramRoutes } from './modules/system/param/routes'
import { roleRoutes } from './modules/system/role/routes'
import { tenantRoutes } from './modules/system/tenant/routes'
import { userRoutes } from './modules/system/user/routes'
import { accessPlugin } from './plugins/access'
import { registerNotFound } from './plugins/not-found'
import { registerOpenApi } from './plugins/openapi'
import { registerSecurityHeaders } from './plugins/security'
import { isApiPath, registerStaticApp } from './plugins/static-app'

export type AppOptions = {
  database: Database
  /** Built PWA to serve at "/" (omitted by API tests). */
  staticDir?: string
  logger?: boolean | { level: string }
  trustProxy?: boolean
  smsSender?: SmsSender
}

/** The token signing key: TOKEN_SECRET, or one generated on first start and shared by every process. */
async function loadTokenSecret(database: Database): Promise<string> {
  if (process.env.TOKEN_SECRET) return process.env.TOKEN_SECRET
  return withoutTenant(database.db, async (tx) => {
    await tx
      .insert(serverSecret)
      .values({ name: 'token', value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing()
    const [row] = await tx
      .select()
      .from(serverSecret)
      .where(sql`${serverSecret.name} = 'token'`)
    if (!row) throw new Error('token secret missing')
    return row.value
  })
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    // Ids and codes arrive in query strings; a request may not smuggle a huge one.
    routerOptions: { maxParamLength: 200 },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Routes are private unless they say otherwise; only the app's files and the API reference are public.
  app.addHook('onRoute', (route) => {
    if (route.config?.access) return
    if (!isApiPath(route.url) || route.url.startsWith('/api/docs')) {
      route.config = { ...(route.config ?? {}), access: 'public' }
    }
  })

  registerErrorHandler(app)
  await registerSecurityHeaders(app)
  await app.register(compress, { global: true, threshold: 1024 })
  await registerOpenApi(app)

  const { db } = options.database
  const tokenSecret = await loadTokenSecret(options.database)
  await app.register(accessPlugin, { db, tokenSecret })

  await app.register(authRoutes, { db, tokenSecret, smsSender: options.smsSender ?? logSmsSender(app.log) })
  await app.register(userRoutes, { db })
  await app.register(dictRoutes, { db })
  await app.register(menuRoutes, { db })
  await app.register(deptRoutes, { db })
  await app.register(roleRoutes, { db })
  await app.register(paramRoutes, { db })
  await app.register(tenantRoutes, { db })
  await app.register(regionRoutes)

  const servesApp = await registerStaticApp(app, options.staticDir)
  registerNotFound(app, servesApp)
  return app
}
