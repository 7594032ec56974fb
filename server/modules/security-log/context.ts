import type { FastifyRequest } from 'fastify'
import { unauthorized } from '../../http/errors'
import type { EventActor, Origin } from './service'

/** Who changes something and from where, for the security audit log of what the change touches. */
export type AuditContext = { actor: EventActor & { id: string }; origin: Origin }

export const originOf = (request: FastifyRequest): Origin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
})

/** The signed-in caller of a request (the gate has loaded her) as the audit log names her. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const actor = request.actor
  if (!actor) throw unauthorized()
  return {
    actor: { id: actor.userId, account: actor.account, name: actor.name },
    origin: originOf(request),
  }
}
