import { and, count, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tx } from '../../server/db/database'
import { documentSerial, idempotencyKey, labOrder } from '../../server/db/schema'
import { withTenant } from '../../server/db/tenant-scope'
import { AppError } from '../../server/http/errors'
import {
  KEY_LOCK_CLASS,
  canonicalJson,
  keyLockOf,
  removeOldKeys,
  requestHash,
  runIdempotent,
} from '../../server/http/idempotency'
import { hashedRegistration } from '../../server/modules/registration/schemas'
import type { AuthContext } from '../../server/plugins/access'
import { databaseKinds } from '../support/databases'
import { createTestApp, login, type Session, type TestApp } from '../support/test-app'
import { draftOf, submitDraft, uploadImage } from './offline-support'

const TENANT = '100001'

describe.each(databaseKinds)('idempotency keys on %s', (kind) => {
  let t: TestApp
  let pickup: Session
  let reception: Session
  let signature: string

  const orderCount = (id: string) =>
    withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select({ n: count() })
        .from(labOrder)
        .where(and(eq(labOrder.tenantId, TENANT), eq(labOrder.id, id))),
    ).then(([row]) => row?.n ?? 0)
  const keyRow = (key: string) =>
    withTenant(t.database.db, TENANT, (tx) =>
      tx
        .select()
        .from(idempotencyKey)
        .where(and(eq(idempotencyKey.tenantId, TENANT), eq(idempotencyKey.key, key))),
    ).then(([row]) => row)
  const authOf = (session: Session): AuthContext => ({
    userId: session.userId,
    tenantId: session.tenantId,
    sessionId: uuidv7(),
    account: 'pickup',
    roles: ['pickup'],
  })

  beforeAll(async () => {
    t = await createTestApp(kind)
    pickup = await login(t.app, TENANT, 'pickup')
    reception = await login(t.app, TENANT, 'reception')
    signature = await uploadImage(t.app, pickup)
  })
  afterAll(() => t.close())

  it('answers the same key and body with the first answer, and creates one order', async () => {
    const key = uuidv7()
    const draft = draftOf({ signature })
    const first = await submitDraft(t.app, pickup, draft, { key })
    expect(first.status).toBe(200)
    expect(first.raw.headers['idempotent-replay']).toBeUndefined()
    const second = await submitDraft(t.app, pickup, draft, { key })
    expect(second.status).toBe(200)
    expect(second.raw.headers['idempotent-replay']).toBe('true')
    expect(second.body).toEqual(first.body)
    // Key order does not make another request.
    const reordered = Object.fromEntries(Object.entries(draft).reverse())
    const third = await submitDraft(t.app, pickup, reordered, { key })
    expect(third.raw.headers['idempotent-replay']).toBe('true')
    expect(await orderCount(draft.id)).toBe(1)
    expect(await keyRow(key)).toMatchObject({
      state: 'done',
      statusCode: 200,
      route: 'registration.submit',
      userId: pickup.userId,
    })
  })

  it('refuses the same key with another body, for another route or by another user (422)', async () => {
    const key = uuidv7()
    const draft = draftOf({ signature })
    expect((await submitDraft(t.app, pickup, draft, { key })).status).toBe(200)
    const changed = await submitDraft(t.app, pickup, { ...draft, remark: '改了' }, { key })
    expect(changed.status).toBe(422)
    expect(changed.body).toMatchObject({ code: 422, success: false, msg: '幂等键已用于另一请求' })
    const english = await submitDraft(t.app, pickup, { ...draft, remark: '改了' }, { key, language: 'en' })
    expect(english.body.msg).toBe('This idempotency key was used for another request')

    const receptionSignature = await uploadImage(t.app, reception)
    const someoneElse = await submitDraft(
      t.app,
      reception,
      { ...draft, signature: receptionSignature },
      { key },
    )
    expect(someoneElse.status).toBe(422)
    // Another user's identical request is refused too: a key is its user's.
    expect((await submitDraft(t.app, reception, draft, { key })).status).toBe(422)
    expect(await orderCount(draft.id)).toBe(1)
  })

  it('lets one of concurrent duplicates through: the others get 409 or the replay, never a second order', async () => {
    const key = uuidv7()
    const draft = draftOf({ signature })
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => submitDraft(t.app, pickup, draft, { key })),
    )
    const fresh = responses.filter(
      (response) => response.status === 200 && response.raw.headers['idempotent-replay'] === undefined,
    )
    expect(fresh).toHaveLength(1)
    for (const response of responses) {
      if (response.status === 200) expect(response.body.data).toEqual(fresh[0]?.body.data)
      else {
        expect(response.status).toBe(409)
        expect(response.body.msg).toBe('请求正在处理中，请稍后重试')
      }
    }
    expect(await orderCount(draft.id)).toBe(1)
  })

  it('answers the same draft sent at once under different keys with its one order', async () => {
    const draft = draftOf({ signature })
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => submitDraft(t.app, pickup, draft, { key: uuidv7() })),
    )
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
    const answers = new Set(responses.map((response) => JSON.stringify(response.body.data)))
    expect(answers.size).toBe(1)
    expect(await orderCount(draft.id)).toBe(1)
  })

  it('frees the key when the request is refused, so the corrected draft can use it', async () => {
    const key = uuidv7()
    const draft = draftOf({ signature, mobile: '123' })
    const refused = await submitDraft(t.app, pickup, draft, { key })
    expect(refused.status).toBe(400)
    expect(await keyRow(key)).toBeUndefined()
    const fixed = await submitDraft(t.app, pickup, { ...draft, mobile: '13812345678' }, { key })
    expect(fixed.status).toBe(200)
    expect(fixed.raw.headers['idempotent-replay']).toBeUndefined()
    expect(await orderCount(draft.id)).toBe(1)
  })

  it('replays a key the earlier server answered, before the draft had the fields added since', async () => {
    // The answer of an older server was lost; the tablet replays the entry after the upgrade. Its body has
    // none of the later fields, and the hash stored then was taken over the body it parsed, without them.
    const { enterType: _type, affix: _affix, scanBusinessId: _scan, ...older } = draftOf({ signature })
    const parsedThen = { ...older }
    const key = uuidv7()
    const answer = { id: older.id, orderNo: 'DJ202601010001', status: 50 }
    await withTenant(t.database.db, TENANT, (tx) =>
      tx.insert(idempotencyKey).values({
        tenantId: TENANT,
        key,
        userId: pickup.userId,
        route: 'registration.submit',
        requestHash: requestHash('registration.submit', parsedThen),
        state: 'done',
        claim: uuidv7(),
        statusCode: 200,
        answer: { code: 200, success: true, msg: '操作成功', data: answer },
      }),
    )
    const replayed = await submitDraft(t.app, pickup, older, { key })
    expect(replayed.status, JSON.stringify(replayed.body)).toBe(200)
    expect(replayed.raw.headers['idempotent-replay']).toBe('true')
    expect(replayed.body.data).toEqual(answer)
    // A later field that says something is part of the request: the same key with it is another request.
    const other = await submitDraft(t.app, pickup, { ...older, affix: '电源线' }, { key })
    expect(other.status).toBe(422)
  })

  it('refuses keys that are not UUIDs', async () => {
    const response = await submitDraft(t.app, pickup, draftOf({ signature }), { key: 'abc' })
    expect(response.status).toBe(400)
    expect(response.body.msg).toBe('幂等键格式不正确（须为UUID）')
  })

  it('answers 409 while a claim holds and takes over a claim whose server died', async () => {
    const draft = draftOf({ signature })
    const hash = requestHash('registration.submit', hashedRegistration(draft))
    const claim = async (key: string, lease: string) =>
      withTenant(t.database.db, TENANT, (tx) =>
        tx.insert(idempotencyKey).values({
          tenantId: TENANT,
          key,
          userId: pickup.userId,
          route: 'registration.submit',
          requestHash: hash,
          state: 'pending',
          claim: uuidv7(),
          leaseUntil: sql.raw(`now() + interval '${lease}'`),
        }),
      )
    const held = uuidv7()
    await claim(held, '20 seconds')
    const busy = await submitDraft(t.app, pickup, draft, { key: held })
    expect(busy.status).toBe(409)
    expect(await orderCount(draft.id)).toBe(0)

    const abandoned = uuidv7()
    await claim(abandoned, '-1 second')
    const taken = await submitDraft(t.app, pickup, draft, { key: abandoned })
    expect(taken.status, JSON.stringify(taken.body)).toBe(200)
    expect(await orderCount(draft.id)).toBe(1)
    expect(await keyRow(abandoned)).toMatchObject({ state: 'done' })
  })

  // Another API process working on the key holds its advisory lock; its claim is not visible until it
  // commits. (PGlite has one connection: no second transaction can hold the lock meanwhile.)
  it.runIf(kind === 'postgres')(
    'answers 409 while another process holds the key, then the work runs once',
    async () => {
      const key = uuidv7()
      const draft = draftOf({ signature })
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      let taken = () => {}
      const lockTaken = new Promise<void>((resolve) => (taken = resolve))
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${KEY_LOCK_CLASS}::int, ${keyLockOf(TENANT, key)}::int)`,
        )
        taken()
        await released
      })
      await lockTaken
      const busy = await submitDraft(t.app, pickup, draft, { key }).finally(release)
      await holder
      expect(busy.status).toBe(409)
      expect(busy.body.msg).toBe('请求正在处理中，请稍后重试')
      expect(await orderCount(draft.id)).toBe(0)
      expect(await keyRow(key)).toBeUndefined()
      const retried = await submitDraft(t.app, pickup, draft, { key })
      expect(retried.status).toBe(200)
      expect(await orderCount(draft.id)).toBe(1)
    },
  )

  it('commits the work and the answer together, or neither', async () => {
    const auth = authOf(pickup)
    const prefix = `TEST${uuidv7().slice(0, 8)}`
    const serialOf = () =>
      withTenant(t.database.db, TENANT, (tx) =>
        tx
          .select()
          .from(documentSerial)
          .where(and(eq(documentSerial.tenantId, TENANT), eq(documentSerial.prefix, prefix))),
      )
    const write = (tx: Tx) => tx.insert(documentSerial).values({ tenantId: TENANT, prefix, value: 1 })

    const failing = uuidv7()
    await expect(
      runIdempotent({ db: t.database.db, auth, key: failing, route: 'test.write', hash: 'h' }, async (tx) => {
        await write(tx)
        throw new AppError(500, 'internal')
      }),
    ).rejects.toThrow()
    expect(await serialOf()).toEqual([])
    expect(await keyRow(failing)).toBeUndefined()

    const refusing = uuidv7()
    const refused = await runIdempotent(
      { db: t.database.db, auth, key: refusing, route: 'test.write', hash: 'h' },
      async () => ({ status: 400, body: { msg: 'no' } }),
    )
    expect(refused).toMatchObject({ status: 400, replayed: false })
    expect(await keyRow(refusing)).toBeUndefined()

    const working = uuidv7()
    const done = await runIdempotent(
      { db: t.database.db, auth, key: working, route: 'test.write', hash: 'h' },
      async (tx) => {
        await write(tx)
        return { status: 201, body: { ok: true } }
      },
    )
    expect(done).toEqual({ status: 201, body: { ok: true }, replayed: false })
    expect(await serialOf()).toHaveLength(1)
    const replay = await runIdempotent(
      { db: t.database.db, auth, key: working, route: 'test.write', hash: 'h' },
      async () => {
        throw new Error('must not run again')
      },
    )
    expect(replay).toEqual({ status: 201, body: { ok: true }, replayed: true })
  })

  it('keeps keys 30 days and removes them after 35', async () => {
    const old = uuidv7()
    const recent = uuidv7()
    await withTenant(t.database.db, TENANT, (tx) =>
      tx.insert(idempotencyKey).values(
        [
          [old, '36 days'],
          [recent, '30 days'],
        ].map(([key, age]) => ({
          tenantId: TENANT,
          key: key as string,
          userId: pickup.userId,
          route: 'test.age',
          requestHash: 'h',
          state: 'done' as const,
          claim: uuidv7(),
          statusCode: 200,
          answer: {},
          createTime: sql.raw(`now() - interval '${age}'`),
        })),
      ),
    )
    await removeOldKeys(t.database.db)
    expect(await keyRow(old)).toBeUndefined()
    expect(await keyRow(recent)).toBeDefined()
  })

  it('hashes bodies canonically', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }], e: undefined })).toBe(
      '{"a":[{"c":"x","d":null}],"b":1}',
    )
    expect(requestHash('r', { a: 1, b: 2 })).toBe(requestHash('r', { b: 2, a: 1 }))
    expect(requestHash('r', { a: 1 })).not.toBe(requestHash('s', { a: 1 }))
  })
})
