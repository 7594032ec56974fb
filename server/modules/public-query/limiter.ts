import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { AppError } from '../../http/errors'
import { addressKey } from './address'
import { countRequest, type Limits, type Scope } from './limits'

/**
 * An onRequest hook counting the request against its address's limits in `scope` (limits.ts) and refusing it
 * past them: 429 查询过于频繁，请稍后再试 with Retry-After. For the public routes that need no captcha or
 * answer-time floor (those of routes.ts keep their own hook, which also notes the misses).
 */
export const publicLimiter =
  (db: Db, scope: Scope, limits: Limits) => async (request: FastifyRequest, reply: FastifyReply) => {
    const count = await countRequest(db, scope, addressKey(request.ip), limits)
    if (count.retryAfter !== null) {
      reply.header('retry-after', String(count.retryAfter))
      throw new AppError(429, 'public.tooManyLookups')
    }
  }
