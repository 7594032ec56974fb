import websocket from '@fastify/websocket'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { WebSocket } from 'ws'
import { z } from 'zod'
import { anyone, granted, signedIn } from '../../access/rules'
import type { Database, Db } from '../../db/database'
import { withTenant } from '../../db/tenant-scope'
import { envelope, idsField, ok, pageOf, pageQuery } from '../../http/envelope'
import { localeOf, translate } from '../../http/messages'
import { inTenant } from '../../plugins/access'
import { bearerFrom, verifyToken } from '../auth/tokens'
import { ownThings } from '../shared/access-reasons'
import { openMessageBus } from './bus'
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED, createLiveChannel, type LiveChannel } from './live-channel'
import { findMessages, markMessagesRead, sendNotice, sessionIsLiveIn } from './service'

export type MessageRouteOptions = {
  db: Db
  /** Its kind chooses the bus: PGlite in-process, PostgreSQL LISTEN/NOTIFY. */
  database: Database
  /** Signing key of access and sync tokens (the live channel authenticates with them). */
  tokenSecret: string
  /** PostgreSQL only: where the listening connection goes; defaults to the settings of the app's pool. */
  postgresUrl?: string
  /** Ping interval of the live channel; 30 s unless a test wants it shorter. */
  heartbeatMs?: number
}

const messageRecord = z.object({
  id: z.string(),
  title: z.string().nullable(),
  text: z.string(),
  date: z.string(),
  category: z.string(),
  read: z.boolean(),
  readTime: z.string().nullable(),
})

const uuidList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean),
  )
  .pipe(z.array(z.uuid()).min(1).max(500))

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const socketQuery = z.object({
  userId: z.string().max(64).optional(),
  token: z.string().max(4096).optional(),
})

type SocketAuth =
  { ok: true; tenantId: string; userId: string; expiresAt: number } | { ok: false; code: number }

/**
 * Decides, before the upgrade, whether a live-channel request may listen: a valid sync (or access) token
 * of a live session, whose subject is the user id asked for. Deciding first means the socket is attached
 * the moment it opens, so nothing sent after the client sees "open" is missed.
 */
async function authenticateSocket(db: Db, tokenSecret: string, request: FastifyRequest): Promise<SocketAuth> {
  const query = socketQuery.safeParse(request.query)
  const params = (request.params ?? {}) as { userId?: string }
  const token = (query.success ? query.data.token : undefined) ?? bearerFrom(request.headers)
  const userId = params.userId ?? (query.success ? query.data.userId : undefined)
  const claims = token ? verifyToken(token, tokenSecret, Math.floor(Date.now() / 1000)) : null
  if (!claims || (claims.typ !== 'sync' && claims.typ !== 'access'))
    return { ok: false, code: CLOSE_UNAUTHORIZED }
  if (!userId || userId !== claims.sub) return { ok: false, code: CLOSE_FORBIDDEN }
  const live = await withTenant(db, claims.tid, (tx) =>
    sessionIsLiveIn(tx, claims.tid, claims.sid, claims.sub),
  )
  if (!live) return { ok: false, code: CLOSE_UNAUTHORIZED }
  return { ok: true, tenantId: claims.tid, userId: claims.sub, expiresAt: claims.exp }
}

async function liveChannelRoutes(
  app: FastifyInstance,
  options: { db: Db; tokenSecret: string; channel: LiveChannel },
) {
  const { db, tokenSecret, channel } = options
  // Clients send nothing but pongs; a large frame is an abuse.
  await app.register(websocket, { options: { maxPayload: 4096 } })
  const outcomes = new WeakMap<FastifyRequest, SocketAuth>()

  for (const url of ['/msgws/websocket', '/msgws/websocket/:userId']) {
    app.route({
      method: 'GET',
      url,
      config: { access: anyone('the socket authenticates itself by the sync token it is opened with') },
      // Not an HTTP operation: kept out of the OpenAPI document.
      schema: { hide: true },
      preHandler: async (request) => {
        if (request.ws) outcomes.set(request, await authenticateSocket(db, tokenSecret, request))
      },
      handler: async (request, reply) => {
        const msg = translate('message.websocketOnly', localeOf(request.headers['accept-language']))
        return reply
          .code(426)
          .header('upgrade', 'websocket')
          .send({ code: 426, success: false, msg, data: null })
      },
      wsHandler: (socket: WebSocket, request: FastifyRequest) => {
        const outcome = outcomes.get(request)
        outcomes.delete(request)
        if (!outcome || !outcome.ok) {
          socket.close(
            outcome?.code ?? CLOSE_UNAUTHORIZED,
            outcome?.code === CLOSE_FORBIDDEN ? 'forbidden' : 'unauthorized',
          )
          return
        }
        channel.attach(outcome.tenantId, outcome.userId, socket, outcome.expiresAt)
      },
    })
  }
}

/**
 * Messages (spec §3 Message item, §7 message centre and live channel): the message centre over HTTP,
 * staff notices, and the websocket /msgws/websocket that pushes each new message to its recipient.
 */
export async function messageRoutes(appBase: FastifyInstance, options: MessageRouteOptions) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db, tokenSecret } = options
  const tags = ['message']
  const base = '/api/appoints/notify'

  const bus = await openMessageBus(options.database, { postgresUrl: options.postgresUrl, log: app.log })
  const channel = createLiveChannel(bus, { heartbeatMs: options.heartbeatMs ?? 30_000 })
  app.addHook('onClose', async () => {
    channel.close()
    await bus.close()
  })
  await app.register(liveChannelRoutes, { db, tokenSecret, channel })

  app.get(
    `${base}/msgCenterPage`,
    {
      config: { access: signedIn(ownThings) },
      schema: {
        tags,
        summary: "The signed-in user's messages, newest first, with her unread count",
        querystring: pageQuery.extend({ unread: flag }),
        response: { 200: envelope(pageOf(messageRecord).extend({ unreadCount: z.number().int() })) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) =>
          findMessages(tx, auth.tenantId, auth.userId, request.query),
        ),
      )
    },
  )

  app.post(
    `${base}/read`,
    {
      config: { access: signedIn(ownThings) },
      schema: {
        tags,
        summary: 'Mark some of her messages read (ids, comma-separated)',
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.object({ count: z.number().int() })) },
      },
    },
    async (request) => {
      const count = await inTenant(db, request, (tx, auth) =>
        markMessagesRead(tx, auth.tenantId, auth.userId, request.query.ids),
      )
      return ok({ count })
    },
  )

  app.post(
    `${base}/send`,
    {
      config: { access: granted('message_send') },
      schema: {
        tags,
        summary: 'Send a staff notice to users of the tenant',
        body: z.object({
          userIds: uuidList,
          text: z.string().trim().min(1).max(1000),
          title: z.string().trim().max(100).nullish(),
        }),
        response: { 200: envelope(z.object({ ids: z.array(z.string()) })) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => sendNotice(tx, auth.tenantId, auth.userId, request.body)),
      )
    },
  )
}

export default messageRoutes
