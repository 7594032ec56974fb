import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BOOT_PARTS, BOOT_PATH, parseBootGroups, partKey, partUrl, type BootPart } from '@/domain/boot'
import { holds, type Actor } from '../../access/actor'
import { signedIn, type AccessRule } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import { actorOf, isPlatformAdmin } from '../../plugins/access'

/** Whether the gate would let the actor through a rule (the records it names are checked by the call itself). */
function mayCall(actor: Actor, rule: AccessRule | undefined): boolean {
  if (!rule) return false
  if (rule.who === 'platform') return isPlatformAdmin(actor)
  if (rule.who === 'granted') return (rule.codes ?? []).some((code) => holds(actor, code))
  return true
}

/** The caller's own headers that make a part the same call as hers: who she is, her tenant, her language. */
const FORWARDED_HEADERS = ['blade-auth', 'authorization', 'tenant-id', 'accept-language', 'user-agent']

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  return headers
}

const bootAnswer = z.object({
  parts: z.array(
    z.object({
      /** The part's request as src/domain/boot.ts's requestKey writes it. */
      key: z.string(),
      method: z.string(),
      url: z.string(),
      status: z.number().int(),
      body: z.unknown(),
    }),
  ),
})

/**
 * One round trip for the start-up answers (src/domain/boot.ts): every part the caller may call is sent
 * through the whole server, gate and handler, as her own request, and its status and answer are returned
 * side by side. A part her roles do not grant is left out (her app does not call it either).
 */
export async function bootRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()

  app.get(
    BOOT_PATH,
    {
      config: {
        access: signedIn(
          'her own start-up answers: each part passes the gate under its own rule, as her own request',
        ),
      },
      schema: {
        tags: ['system'],
        summary: 'The start-up answers of the signed-in user in one call',
        querystring: z.object({
          groups: z
            .string()
            .max(100)
            .optional()
            .refine((text) => parseBootGroups(text) !== null, 'groups: session and/or home'),
        }),
        response: { 200: envelope(bootAnswer) },
      },
    },
    async (request) => {
      const actor = actorOf(request)
      const groups = parseBootGroups(request.query.groups) ?? []
      const headers = forwardedHeaders(request)
      const wanted = BOOT_PARTS.filter(
        (part) => groups.includes(part.group) && mayCall(actor, app.accessRuleOf(part.method, part.path)),
      )
      const parts = await Promise.all(
        wanted.map(async (part: BootPart) => {
          const url = partUrl(part)
          const answer = await app.inject({
            method: part.method,
            url,
            headers: part.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            remoteAddress: request.ip,
            ...(part.body === undefined ? {} : { payload: JSON.stringify(part.body) }),
          })
          const json = /\bjson\b/.test(String(answer.headers['content-type'] ?? ''))
          return {
            key: partKey(part),
            method: part.method,
            url,
            status: answer.statusCode,
            body: json ? (answer.json() as unknown) : null,
          }
        }),
      )
      return ok({ parts })
    },
  )
}

export default bootRoutes
