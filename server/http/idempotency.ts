import { createHash, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { queryRows, type Db, type Tx } from '../db/database'
import { withTenant } from '../db/tenant-scope'
import type { AuthContext } from '../plugins/access'
import { AppError, badRequest } from './errors'

/*
 * The idempotency store (DESIGN "API"): writes the offline outbox may replay carry an
 * Idempotency-Key (a client UUID). The first request with a key does its work and stores its answer in one
 * transaction, so "done" and the data commit together or not at all. Later requests with the key get:
 * - the first answer again, with `Idempotent-Replay: true` (same user, route and body);
 * - 422 when the key was used for another request (other body, route or user);
 * - 409 while the first is still being processed (seen in this process, or by the key's advisory lock in
 *   another one). A pending row with a lease (the earlier two-step store's claim) still answers 409 until
 *   its lease expires, and the next request then takes the work over.
 * Only 2xx answers are kept: a 4xx/5xx leaves the key free, so the corrected request may use it again.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const REPLAY_HEADER = 'Idempotent-Replay'
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

/**
 * Keys whose request is running in this process, with what it asked: a duplicate arriving meanwhile is
 * answered at once (409, or 422 for another request) without queueing for the database. Other processes'
 * requests are caught by the key's advisory lock (keyLockOf).
 */
const inFlight = new Map<string, { userId: string; route: string; hash: string }>()

/** Advisory locks of keys use this class id (two-int form, a key space apart from single-bigint locks). */
export const KEY_LOCK_CLASS = 0x1de4

/**
 * The key's advisory lock id (FNV-1a of tenant and key, as int4). Two keys sharing an id can only make one
 * of two simultaneous requests wait for a 409 retry; they never share an answer (the row is by key).
 */
export function keyLockOf(tenantId: string, key: string): number {
  let hash = 0x811c9dc5
  const text = `${tenantId}/${key}`
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash | 0
}

type KeyState = {
  locked: boolean
  userId: string | null
  route: string | null
  requestHash: string | null
  state: 'pending' | 'done' | null
  claim: string | null
  statusCode: number | null
  answer: unknown
  expired: boolean | null
}

/**
 * The key's row, if any, taking the key's transaction-scoped advisory lock in the same statement. The lock
 * says "no other transaction is working on this key now"; the row may predate a holder's commit by a hair
 * (the statement's snapshot is taken before the lock), which the final insert's conflict catches.
 */
async function keyState(tx: Tx, tenantId: string, key: string): Promise<KeyState> {
  const [row] = await queryRows<KeyState>(
    tx,
    sql`select pg_try_advisory_xact_lock(${KEY_LOCK_CLASS}::int, ${keyLockOf(tenantId, key)}::int) as "locked",
          k.user_id as "userId", k.route as "route", k.request_hash as "requestHash", k.state as "state",
          k.claim as "claim", k.status_code as "statusCode", k.answer as "answer",
          coalesce(k.lease_until < now(), true) as "expired"
        from (select 1) as one
        left join idempotency_key k on k.tenant_id = ${tenantId} and k.key = ${key}::uuid`,
  )
  if (!row) throw new Error('idempotency key state missing')
  return row
}

type Keyed = IdempotentRun & { key: string }

/** The pending row of the key that this request saw and took over. */
const keyIs = (run: Keyed, claim: string) =>
  sql`tenant_id = ${run.auth.tenantId} and key = ${run.key}::uuid and claim = ${claim}::uuid and state = 'pending'`

/**
 * One transaction per request (PGlite spends ~0.3 ms per statement, and a separate claim transaction was 4
 * of an upload's 10 statements): look at the key under its lock, do the work, store a 2xx answer, commit.
 * Nothing of the key is committed before the work's writes are: a request that fails or dies leaves the
 * key free, so no lease is needed for new keys. A pending row (written by the earlier two-step store, or by
 * hand) is still honoured: 409 while its lease holds, taken over once it has expired.
 */
async function runKeyed(run: Keyed, work: (tx: Tx) => Promise<Answer>): Promise<IdempotentAnswer> {
  const { auth, key, route, hash } = run
  return withTenant(run.db, auth.tenantId, async (tx) => {
    const current = await keyState(tx, auth.tenantId, key)
    let takenOver: string | null = null
    if (current.state !== null) {
      if (current.userId !== auth.userId || current.route !== route || current.requestHash !== hash) {
        throw new AppError(422, 'idempotency.mismatch')
      }
      if (current.state === 'done') {
        return { status: current.statusCode ?? 200, body: current.answer, replayed: true }
      }
      // The first request's server died (or stalled past its lease): this one takes the work over.
      if (!current.expired || !current.locked) throw new AppError(409, 'idempotency.inProgress')
      takenOver = current.claim
    } else if (!current.locked) {
      // Another process is working on this key (its claim is not visible until it commits).
      throw new AppError(409, 'idempotency.inProgress')
    }

    const result = await work(tx)
    if (!isSuccess(result.status)) {
      // Only 2xx answers are kept: the key stays (or becomes) free for the corrected request.
      if (takenOver !== null)
        await tx.execute(sql`delete from idempotency_key where ${keyIs(run, takenOver)}`)
      return { ...result, replayed: false }
    }
    // Stored as JSON text's value: what the client got is what a replay gets.
    const answer = JSON.stringify(result.body ?? null)
    const stored =
      takenOver === null
        ? await queryRows(
            tx,
            sql`insert into idempotency_key
                  (tenant_id, key, user_id, route, request_hash, state, claim, status_code, answer)
                values (${auth.tenantId}, ${key}::uuid, ${auth.userId}::uuid, ${route}, ${hash}, 'done',
                  ${randomUUID()}::uuid, ${result.status}, ${answer}::jsonb)
                on conflict do nothing
                returning 1`,
          )
        : await queryRows(
            tx,
            sql`update idempotency_key
                set state = 'done', status_code = ${result.status}, answer = ${answer}::jsonb,
                  lease_until = null, update_time = now()
                where ${keyIs(run, takenOver)}
                returning 1`,
          )
    // Another request with this key committed first (a race the lock cannot see): its answer counts, and
    // ours rolls back, work included.
    if (stored.length === 0) throw new AppError(409, 'idempotency.inProgress')
    return { ...result, replayed: false }
  })
}

/**
 * Runs `work` at most once per key: it gets a tenant transaction (row-level security on) in which it does
 * its writes; a 2xx answer is stored in that same transaction. Throws the work's own errors (the key stays
 * free) and the store's 409/422.
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
  const flightKey = `${run.auth.tenantId}/${key}`
  const running = inFlight.get(flightKey)
  if (running) {
    if (running.userId !== run.auth.userId || running.route !== run.route || running.hash !== run.hash) {
      throw new AppError(422, 'idempotency.mismatch')
    }
    throw new AppError(409, 'idempotency.inProgress')
  }
  inFlight.set(flightKey, { userId: run.auth.userId, route: run.route, hash: run.hash })
  try {
    return await runKeyed({ ...run, key }, work)
  } finally {
    inFlight.delete(flightKey)
  }
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
