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
import { accountRoutes } from './modules/account/routes'
import { bootRoutes } from './modules/boot/routes'
import { cartRoutes } from './modules/cart/routes'
import { resourceRoutes } from './resources/routes'
import { symbolRoutes } from './modules/symbol/routes'
import { viewParamRoutes } from './modules/view-param/routes'
import { clientLogRoutes } from './modules/client-log/routes'
import { fileRoutes } from './modules/file/routes'
import { createLocalStorage, defaultFilesDir, type FileStorage } from './modules/file/storage'
import { materialRoutes } from './modules/material/routes'
import { ssoRoutes } from './modules/sso/routes'
import { messageRoutes } from './modules/message/routes'
import { pickupRoutes } from './modules/pickup/routes'
import { registrationRoutes } from './modules/registration/routes'
import { workflowRoutes } from './modules/workflow/routes'
import { numberingRoutes } from './modules/numbering/routes'
import { netPrintRoutes } from './modules/print/netprint/routes'
import { labWorkflowRoutes } from './modules/lab-workflow/routes'
import { reportRoutes } from './modules/lab-workflow/report-routes'
import { labSettingsRoutes } from './modules/lab-workflow/settings-routes'
import { batchRoutes } from './modules/lab-workflow/batch-routes'
import { printPdfRoutes } from './modules/lab-workflow/print-pdf-routes'
import { publicQueryRoutes } from './modules/public-query/routes'
import { jewelRoutes } from './modules/jewels/routes'
import { surveyRoutes } from './modules/survey/routes'
import { chargeRoutes } from './modules/charges/routes'
import { noticeRoutes } from './modules/notice/routes'
import { customerAccountRoutes } from './modules/customer-account/routes'
import { withSmsOutbox } from './modules/public-query/sms-outbox'
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
  await app.register(authRoutes, { db, tokenSecret, smsSender, captchaOutbox })
  await app.register(userRoutes, { db })
  await app.register(dictRoutes, { db })
  await app.register(menuRoutes, { db })
  await app.register(deptRoutes, { db })
  await app.register(roleRoutes, { db })
  await app.register(paramRoutes, { db })
  const storage = options.storage ?? createLocalStorage(defaultFilesDir())
  await app.register(tenantRoutes, { db, storage })
  await app.register(regionRoutes)
  await app.register(accountRoutes, { db })
  await app.register(ssoRoutes, { db })
  await app.register(clientLogRoutes, { db })
  await app.register(fileRoutes, { db, storage })
  await app.register(materialRoutes, { db })
  await app.register(cartRoutes, { db })
  await app.register(bootRoutes)
  await app.register(resourceRoutes, { db })
  await app.register(viewParamRoutes, { db })
  await app.register(symbolRoutes, { db })
  await app.register(workflowRoutes, { db })
  await app.register(pickupRoutes, { db })
  await app.register(registrationRoutes, { db })
  await app.register(numberingRoutes, { db })
  await app.register(netPrintRoutes, { db })
  await app.register(labWorkflowRoutes, { db })
  await app.register(reportRoutes, { db })
  await app.register(labSettingsRoutes, { db })
  await app.register(batchRoutes, { db })
  await app.register(printPdfRoutes, { db })
  await app.register(publicQueryRoutes, { db, smsSender, captchaOutbox })
  await app.register(jewelRoutes, { db, storage })
  await app.register(surveyRoutes, { db })
  await app.register(chargeRoutes, { db })
  await app.register(noticeRoutes, { db })
  await app.register(customerAccountRoutes, { db })
  await app.register(messageRoutes, {
    db,
    database: options.database,
    tokenSecret,
    ...(options.postgresUrl ? { postgresUrl: options.postgresUrl } : {}),
  })

  // Idempotency keys older than the outbox can need them go at start-up and daily.
  const cleanup = scheduleKeyCleanup(db, app.log)
  app.addHook('onClose', async () => cleanup.stop())

  const servesApp = await registerStaticApp(app, options.staticDir)
  registerNotFound(app, servesApp)
  return app
}
