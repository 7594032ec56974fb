import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { readCaptchaOutboxFile, readSmsOutboxFile } from './config'
import type { Database } from './db/database'
import { serverSecret } from './db/schema'
import { withoutTenant } from './db/tenant-scope'
import { registerErrorHandler } from './http/error-handler'
import { scheduleKeyCleanup } from './http/idempotency'
import { logSmsSender, type SmsSender } from './modules/auth/sms'
import { createLocalStorage, defaultFilesDir, type FileStorage } from './modules/file/storage'
import { withSmsOutbox } from './modules/public-query/sms-outbox'
import { registerRouteModules } from './http/route-modules'
import { accessPlugin } from './plugins/access'
import { registerNotFound } from './plugins/not-found'
import { registerOpenApi } from './plugins/openapi'
import { registerSecurityHeaders } from './plugins/security'
import { registerStaticApp } from './plugins/static-app'

export type AppOptions = {
  database: Database
  /** Built PWA to serve at "/" (omitted by API tests). */
  staticDir?: string
  logger?: boolean | { level: string }
  trustProxy?: boolean
  smsSender?: SmsSender
  /** Where files live; by default the folder DATA_DIR/files. */
  storage?: FileStorage
  /** The PostgreSQL address, for the live channel's LISTEN connection (omitted: the pool's settings). */
  postgresUrl?: string
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

/** Tokens may travel in a query (the websocket's): they never reach the log. */
function redactedRequest(request: { method: string; url: string; ip?: string }) {
  return {
    method: request.method,
    url: request.url.replace(/([?&](?:token|access_token|refresh_token)=)[^&]*/gi, '$1[redacted]'),
    remoteAddress: request.ip,
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? {
          ...(typeof options.logger === 'object' ? options.logger : {}),
          serializers: { req: redactedRequest },
        }
      : false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    // Ids and codes arrive in query strings; a request may not smuggle a huge one.
    routerOptions: { maxParamLength: 200 },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  registerErrorHandler(app)
  await registerSecurityHeaders(app)
  await app.register(compress, { global: true, threshold: 1024 })

  const { db } = options.database
  const tokenSecret = await loadTokenSecret(options.database)
  // Before any route: each gets its rule from the policy as it is added.
  await app.register(accessPlugin, { db, tokenSecret })
  await registerOpenApi(app)

  // The log sender (no gateway configured) also writes the SMS outbox file when SMS_OUTBOX_FILE is set.
  const smsSender = options.smsSender ?? withSmsOutbox(logSmsSender(app.log), readSmsOutboxFile())
  const captchaOutbox = readCaptchaOutboxFile()
  const storage = options.storage ?? createLocalStorage(defaultFilesDir())
  await registerRouteModules(app, {
    db,
    database: options.database,
    tokenSecret,
    smsSender,
    captchaOutbox,
    storage,
    ...(options.postgresUrl ? { postgresUrl: options.postgresUrl } : {}),
  })

  // Idempotency keys older than the outbox can need them go at start-up and daily.
  const cleanup = scheduleKeyCleanup(db, app.log)
  app.addHook('onClose', async () => cleanup.stop())

  const servesApp = await registerStaticApp(app, options.staticDir)
  registerNotFound(app, servesApp)
  return app
}
