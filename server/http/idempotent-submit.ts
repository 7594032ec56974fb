import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db, Tx } from '../db/database'
import type { AuthContext } from '../plugins/access'
import { ok } from './envelope'
import { idempotencyKeyOf, requestHash, runIdempotent, sendAnswer } from './idempotency'

/** A replayable write as its route hands it to the idempotency store. */
export type Submission = {
  db: Db
  auth: AuthContext
  /** The operation's name, e.g. 'registration.submit': a key belongs to one operation. */
  route: string
  /** What makes two requests the same one: the parsed body or query, or the part of it that counts. */
  hashed: unknown
}

/**
 * Runs a write the offline outbox may replay at most once per Idempotency-Key and sends what `work` answers
 * in a 200 envelope; a replay gets the first answer again, marked. `work` does its writes in the tenant
 * transaction it is given, so the answer is stored only with them.
 */
export async function idempotentSubmit<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  submission: Submission,
  work: (tx: Tx) => Promise<T>,
): Promise<FastifyReply> {
  const { db, auth, route, hashed } = submission
  const answer = await runIdempotent(
    { db, auth, key: idempotencyKeyOf(request), route, hash: requestHash(route, hashed) },
    async (tx) => ({ status: 200, body: ok(await work(tx)) }),
  )
  return sendAnswer(reply, answer)
}
