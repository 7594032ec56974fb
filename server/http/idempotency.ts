import { createHash, randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Db, Tx } from '../db/database'
import { idempotencyKey } from '../db/schema'
import { withTenant } from '../db/tenant-scope'
import type { AuthContext } from '../plugins/access'
import { AppError, badRequest } from './errors'

/*
 * The idempotency store (DESIGN "API", issue 5): writes the offline outbox may replay carry an
 * Idempotency-Key (a client UUID). The first request with a key claims it; its answer is stored in the same
 * transaction as its writes, so "done" and the data commit together or not at all. Later requests with the
 * key get:
 * - the first answer again, with `Idempotent-Replay: true` (same user, route and body);
 * - 422 when the key was used for another request (other body, route or user);
 * - 409 while the first is still being processed (its claim is a lease: a server that died mid-request
 *   leaves a claim that expires after LEASE_SECONDS, and the next request takes over).
 * Only 2xx answers are kept: a 4xx/5xx frees the key, so the corrected request may use it again.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const REPLAY_HEADER = 'Idempotent-Replay'
/** How long a claim holds while its request runs; longer than any request of ours takes. */
export const LEASE_SECONDS = 30
/** Answers are kept at least 30 days (DESIGN); removed after this many. */
export const KEEP_DAYS = 35
const DAY_MS = 86_400_000

/** The optional Idempotency-Key header of replayable writes, for their route schemas (documentation). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .max(64)
    .optional()
    .meta({ description: 'Client UUID of this write; a replay with the same key gets the first answer' }),
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type Answer = { status: number; body: unknown }
export type IdempotentAnswer = Answer & { replayed: boolean }

export type IdempotentRun = {
  db: Db
  auth: AuthContext
  /** The request's key (idempotencyKeyOf); null runs the work once, unprotected. */
  key: string | null
  /** The operation's name, e.g. 'registration.submit': a key belongs to one operation. */
  route: string
  /** requestHash(route, body) of this request. */
  hash: string
}

/** The request's Idempotency-Key, lower-cased; null when absent; 400 when it is not a UUID. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER]
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim()
  if (!value) return null
  if (!UUID.test(value)) throw badRequest('idempotency.badKey')
  return value.toLowerCase()
}

/** JSON with object keys sorted at every level, so equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null'
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`
}

/** sha256 (hex) of the route and the canonical body: what "the same request" means. */
export function requestHash(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\n').update(canonicalJson(body)).digest('hex')
}

const isSuccess = (status: number) => status >= 200 && status < 300

type Claim = { kind: 'claimed'; claim: string } | { kind: 'replay'; answer: Answer }

/** Claims the key in a short transaction of its own, or says what to answer instead. */
async function claimKey(run: IdempotentRun & { key: string }): Promise<Claim> {
  const { db, auth, key, route, hash } = run
  const claim = randomUUID()
  return withTenant(db, auth.tenantId, async (tx) => {
    const inserted = await tx
      .insert(idempotencyKey)
      .values({
        tenantId: auth.tenantId,
        key,
        userId: auth.userId,
        route,
        requestHash: hash,
        state: 'pending',
        claim,
        leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKey.key })
    if (inserted.length > 0) return { kind: 'claimed', claim }

    const [row] = await tx
      .select({
        userId: idempotencyKey.userId,
        route: idempotencyKey.route,
        requestHash: idempotencyKey.requestHash,
        state: idempotencyKey.state,
        statusCode: idempotencyKey.statusCode,
        answer: idempotencyKey.answer,
        expired: sql<boolean>`coalesce(${idempotencyKey.leaseUntil} < now(), true)`,
      })
      .from(idempotencyKey)
      .where(and(eq(idempotencyKey.tenantId, auth.tenantId), eq(idempotencyKey.key, key)))
      .for('update')
    // Freed between our insert and this read: the client may simply retry.
    if (!row) throw new AppError(409, 'idempotency.inProgress')
    if (row.userId !== auth.userId || row.route !== route || row.requestHash !== hash) {
      throw new AppError(422, 'idempotency.mismatch')
    }
    if (row.state === 'done') {
      return { kind: 'replay', answer: { status: row.statusCode ?? 200, body: row.answer } }
    }
    if (!row.expired) throw new AppError(409, 'idempotency.inProgress')
    // The first request's server died (or stalled past its lease): this one takes the work over.
    await tx
      .update(idempotencyKey)
      .set({
        claim,
        leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        updateTime: sql`now()`,
      })
      .where(and(eq(idempotencyKey.tenantId, auth.tenantId), eq(idempotencyKey.key, key)))
    return { kind: 'claimed', claim }
  })
}

/** Gives a failed request's key back, if it still holds the claim. */
async function freeKey(run: IdempotentRun & { key: string }, claim: string): Promise<void> {
  await withTenant(run.db, run.auth.tenantId, (tx) =>
    tx
      .delete(idempotencyKey)
      .where(
        and(
          eq(idempotencyKey.tenantId, run.auth.tenantId),
          eq(idempotencyKey.key, run.key),
          eq(idempotencyKey.claim, claim),
          eq(idempotencyKey.state, 'pending'),
        ),
      ),
  )
}

/**
 * Runs `work` at most once per key: it gets a tenant transaction (row-level security on) in which it does
 * its writes; a 2xx answer is stored in that same transaction. Throws the work's own errors (after freeing
 * the key) and the store's 409/422.
 */
export async function runIdempotent(
  run: IdempotentRun,
  work: (tx: Tx) => Promise<Answer>,
): Promise<IdempotentAnswer> {
  const { key } = run
  if (key === null) {
    const answer = await withTenant(run.db, run.auth.tenantId, work)
    return { ...answer, replayed: false }
  }
  const keyed = { ...run, key }
  const claimed = await claimKey(keyed)
  if (claimed.kind === 'replay') return { ...claimed.answer, replayed: true }

  let answer: Answer
  try {
    answer = await withTenant(run.db, run.auth.tenantId, async (tx) => {
      const result = await work(tx)
      if (!isSuccess(result.status)) return result
      const done = await tx
        .update(idempotencyKey)
        .set({
          state: 'done',
          statusCode: result.status,
          // Stored as JSON text's value: what the client got is what a replay gets.
          answer: JSON.parse(JSON.stringify(result.body ?? null)) as unknown,
          leaseUntil: null,
          updateTime: sql`now()`,
        })
        .where(
          and(
            eq(idempotencyKey.tenantId, run.auth.tenantId),
            eq(idempotencyKey.key, key),
            eq(idempotencyKey.claim, claimed.claim),
          ),
        )
        .returning({ key: idempotencyKey.key })
      // Our lease ran out and another request took the key over: its answer counts, ours rolls back.
      if (done.length === 0) throw new AppError(409, 'idempotency.inProgress')
      return result
    })
  } catch (error) {
    await freeKey(keyed, claimed.claim).catch(() => {})
    throw error
  }
  if (!isSuccess(answer.status)) await freeKey(keyed, claimed.claim)
  return { ...answer, replayed: false }
}

/** Sends an answer of runIdempotent, marking replays. */
export function sendAnswer(reply: FastifyReply, answer: IdempotentAnswer) {
  if (answer.replayed) reply.header(REPLAY_HEADER, 'true')
  return reply.code(answer.status).send(answer.body)
}

/** Removes keys older than KEEP_DAYS (every tenant's: runs as the connecting role, not the app role). */
export async function removeOldKeys(db: Db): Promise<void> {
  await db.execute(
    sql`delete from idempotency_key where create_time < now() - make_interval(days => ${KEEP_DAYS})`,
  )
}

/**
 * Cleans the store at start-up and then daily. The timer does not keep the process alive; stop() on close.
 */
export function scheduleKeyCleanup(db: Db, log: FastifyBaseLogger): { stop: () => void } {
  const clean = () =>
    removeOldKeys(db).catch((error: unknown) => log.warn({ err: error }, 'idempotency clean-up failed'))
  void clean()
  const timer = setInterval(() => void clean(), DAY_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
