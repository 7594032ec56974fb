import 'fake-indexeddb/auto'
import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { VALIDATION_MESSAGES } from '@/domain/validation/messages'
import { selectOfflineDatabase } from '@/offline/db'
import {
  addPhoto,
  createDraft,
  offlineDb,
  outboxSummary,
  readDraft,
  runForcing,
  runOutbox,
  saveDraftRecord,
  setSignature,
  SIGNATURE_PHOTO_ID,
  submitDraft,
  unsentByOwner,
  type SyncContext,
  type SyncTransport,
} from '@/offline'

/** JSON with object keys sorted at every level: "the same body" as the server's requestHash reads it. */
function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null'
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`
}

const sha256Of = async (blob: Blob) =>
  createHash('sha256')
    .update(Buffer.from(await blob.arrayBuffer()))
    .digest('hex')

type Answer = { status: number; body: unknown }

/** A request that reached the server: its key, and what it was about (the draft id, or the photo's sha256). */
type Received = { operation: 'file.upload' | 'registration.submit'; key: string | undefined; subject: string }

/** What the runner sends as the registration (the draft's record with the server's file ids). */
type SubmittedRecord = { id: string; mobile: string | null; photoFileIds: string[]; signature: string | null }

/**
 * The outbox against a fake server that behaves like ours where it matters (server/http/idempotency.ts,
 * server/modules/registration/service.ts): a 2xx answer is kept per Idempotency-Key and the same key with
 * the same request gets it again, with another request 422; 4xx and 5xx keep nothing. Uploads are
 * content-addressed; a registration creates its order once, the order id is the draft id, and a draft whose
 * order exists is answered with that order whatever key it comes under. 400 refuses an invalid mobile or
 * files the server does not have. Faults are injected between the runner and that server.
 */
class FakeServer {
  files = new Map<string, string>() // sha256 → file id
  /** By draft id, with the key of the request that created the order. */
  orders = new Map<string, { orderNo: string; photoFileIds: string[]; key: string }>()
  answers = new Map<string, { request: string; answer: Answer }>()
  received: Received[] = []
  token = 'good'

  /** The distinct keys under which requests about `subject` (a draft id or a photo's sha256) arrived. */
  keysFor(operation: Received['operation'], subject: string): string[] {
    const keys = this.received
      .filter((request) => request.operation === operation && request.subject === subject)
      .map((request) => request.key ?? '(none)')
    return [...new Set(keys)]
  }

  async handle(url: string, headers: Record<string, string>, body: FormData | string): Promise<Answer> {
    const upload = url.startsWith('/api/file/upload')
    const file = upload ? ((body as FormData).get('file') as File) : null
    const sha = file ? await sha256Of(file) : null
    const record = upload ? null : (JSON.parse(body as string) as SubmittedRecord)
    const key = headers['Idempotency-Key']
    this.received.push(
      upload
        ? { operation: 'file.upload', key, subject: sha! }
        : { operation: 'registration.submit', key, subject: record!.id },
    )
    if (headers['Blade-Auth'] !== `bearer ${this.token}`)
      return { status: 401, body: { code: 401, msg: '请求未授权' } }
    if (!key) return { status: 400, body: { code: 400, msg: 'Idempotency-Key missing' } }
    const request = canonicalJson(
      upload
        ? {
            route: 'file.upload',
            sha256: sha,
            kind: new URL(url, 'http://localhost').searchParams.get('kind'),
            name: file!.name,
          }
        : { route: 'registration.submit', body: record },
    )
    const stored = this.answers.get(key)
    if (stored) {
      if (stored.request !== request) return { status: 422, body: { code: 422, msg: '幂等键已用于另一请求' } }
      return stored.answer
    }
    const answer = upload ? this.upload(sha!) : this.register(record!, key)
    // Only 2xx answers are kept: a refused or failed request leaves its key free.
    if (answer.status >= 200 && answer.status < 300) this.answers.set(key, { request, answer })
    return answer
  }

  private upload(sha: string): Answer {
    const id = this.files.get(sha) ?? `file-${this.files.size + 1}`
    this.files.set(sha, id)
    return { status: 200, body: { code: 200, success: true, data: { id }, msg: '操作成功' } }
  }

  private register(record: SubmittedRecord, key: string): Answer {
    const ok = (orderNo: string) => ({
      status: 200,
      body: { code: 200, success: true, data: { id: record.id, orderNo, status: 50 }, msg: '操作成功' },
    })
    // As submitRegistration: a draft whose order exists gets that order, never a second one.
    const existing = this.orders.get(record.id)
    if (existing) return ok(existing.orderNo)
    if (record.mobile === '12345')
      return {
        status: 400,
        body: {
          code: 400,
          msg: VALIDATION_MESSAGES.mobile,
          // As the real server: every refused field, the first one's message as msg.
          data: { problems: [{ field: 'mobile', message: VALIDATION_MESSAGES.mobile }] },
        },
      }
    const known = new Set(this.files.values())
    const signature = record.signature === null ? [] : [record.signature]
    if (![...record.photoFileIds, ...signature].every((id) => known.has(id)))
      return { status: 400, body: { code: 400, msg: '照片或签名文件不存在，请重新上传' } }
    const orderNo = `DJ${String(this.orders.size + 1).padStart(4, '0')}`
    this.orders.set(record.id, { orderNo, photoFileIds: record.photoFileIds, key })
    return ok(orderNo)
  }
}

type Fault = 'none' | 'network-before' | 'network-after' | 'server-error'

function transportOf(server: FakeServer, fault: () => Fault): SyncTransport {
  return async (request) => {
    const path = request.url
    const chosen = fault()
    if (chosen === 'network-before') throw new TypeError('Failed to fetch')
    if (chosen === 'server-error') return { status: 500, body: { code: 500, msg: '服务器错误' } }
    const answer = await server.handle(path, request.headers, request.body)
    // The server did the work but its answer never arrived (the connection dropped on the way back).
    if (chosen === 'network-after') throw new TypeError('Failed to fetch')
    return answer
  }
}

const owner = { ownerKey: '100001:u1', tenantId: '100001' }
const png = (seed: number) =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, seed, seed >> 8])], { type: 'image/png' })

async function readyDraft(seed: number, photos = 2) {
  const draft = await createDraft(owner, { enterName: `客户${seed}`, mobile: '13800138000' })
  await saveDraftRecord(draft.id, (record) => ({
    ...record,
    instruments: [
      {
        id: `line-${seed}`,
        instrumentId: null,
        name: '压力表',
        model: 'Y-100',
        factoryNumber: `F${seed}`,
        manufacturer: null,
        inspectionType: '1',
        quantity: 1,
        remark: null,
      },
    ],
  }))
  for (let index = 0; index < photos; index++)
    await addPhoto(draft.id, png(seed * 10 + index), `p${index}.png`)
  await setSignature(draft.id, png(50_000 + seed))
  return draft.id
}

/**
 * The keys the outbox holds before a run: each draft's registration entry (by draft id) and each upload
 * entry (by the sha256 of its image, which is what the server sees of it).
 */
async function queuedKeys() {
  const registrations = new Map<string, string>()
  const uploads = new Map<string, string>()
  for (const entry of await offlineDb().outbox.toArray()) {
    if (entry.operation === 'registration.submit') {
      registrations.set(entry.draftId, entry.id)
      continue
    }
    const draft = (await readDraft(entry.draftId))!
    const photo =
      entry.photoId === SIGNATURE_PHOTO_ID
        ? draft.signature
        : draft.photos.find((candidate) => candidate.id === entry.photoId)
    const row = await offlineDb().photos.get(photo!.id)
    uploads.set(await sha256Of(row!.blob), entry.id)
  }
  return { registrations, uploads }
}

function contextOf(server: FakeServer, fault: () => Fault = () => 'none', extra: Partial<SyncContext> = {}) {
  let clock = 1_000_000
  return {
    ownerKey: owner.ownerKey,
    tenantId: owner.tenantId,
    getToken: () => 'good',
    transport: transportOf(server, fault),
    now: () => (clock += 1),
    force: true,
    ...extra,
  } satisfies SyncContext
}

let databaseSerial = 0
beforeEach(() => {
  selectOfflineDatabase(`offline-test-${++databaseSerial}`)
})

describe('drafts', () => {
  it('keeps every change on the device and refuses to queue an incomplete draft', async () => {
    const draft = await createDraft(owner)
    expect(draft.record.bussinessType).toBe('1')
    expect(draft.record.isTemp).toBe(0)
    await saveDraftRecord(draft.id, { enterName: '长沙计量', mobile: '123' })
    const result = await submitDraft(draft.id)
    expect(result.queued).toBe(false)
    const fields = result.queued ? [] : result.problems.map((problem) => problem.field)
    expect(fields).toEqual(expect.arrayContaining(['mobile', 'instruments', 'signature']))
    expect((await readDraft(draft.id))?.syncState).toBe('draft')
    expect((await outboxSummary(owner.ownerKey)).pending).toBe(0)
  })

  it('queues the photos and the signature before the registration, and locks the draft', async () => {
    const id = await readyDraft(1, 3)
    expect(await submitDraft(id)).toEqual({ queued: true })
    const entries = await offlineDb().outbox.orderBy('id').toArray()
    expect(entries.map((entry) => entry.operation)).toEqual([
      'file.upload',
      'file.upload',
      'file.upload',
      'file.upload',
      'registration.submit',
    ])
    expect((await readDraft(id))?.syncState).toBe('waiting')
    await expect(saveDraftRecord(id, { remark: 'late change' })).rejects.toThrow(/cannot change/)
    expect(await unsentByOwner()).toEqual(new Map([[owner.ownerKey, 1]]))
  })
})

describe('runOutbox', () => {
  it('sends photos first, then the registration with their server ids, and empties the outbox', async () => {
    const server = new FakeServer()
    const id = await readyDraft(2, 3)
    await submitDraft(id)
    const outcome = await runOutbox(contextOf(server))
    expect(outcome).toMatchObject({ status: 'done', sent: 5, attention: 0 })
    const draft = await readDraft(id)
    expect(draft?.syncState).toBe('sent')
    expect(draft?.answer).toEqual({ id, orderNo: 'DJ0001', status: 50 })
    expect(server.orders.get(id)?.photoFileIds).toEqual(['file-1', 'file-2', 'file-3'])
    expect(await offlineDb().outbox.count()).toBe(0)
    // The bytes are released once the server has them.
    expect(await offlineDb().photos.where('draftId').equals(id).count()).toBe(0)
  })

  it('stops when the network is down and resumes later without a second order', async () => {
    const server = new FakeServer()
    const id = await readyDraft(3)
    await submitDraft(id)
    let down = true
    const context = contextOf(server, () => (down ? 'network-before' : 'none'))
    expect((await runOutbox(context)).status).toBe('offline')
    expect((await readDraft(id))?.syncState).toBe('waiting')
    down = false
    expect((await runOutbox(context)).status).toBe('done')
    expect(server.orders.size).toBe(1)
  })

  it('replays with the same key when an answer was lost, so the server answers the first order again', async () => {
    const server = new FakeServer()
    const id = await readyDraft(4, 1)
    await submitDraft(id)
    let calls = 0
    // The registration (third call) is done by the server but its answer is lost.
    const context = contextOf(server, () => (++calls === 3 ? 'network-after' : 'none'))
    expect((await runOutbox(context)).status).toBe('offline')
    expect(server.orders.size).toBe(1)
    expect((await runOutbox(context)).status).toBe('done')
    expect(server.orders.size).toBe(1)
    expect((await readDraft(id))?.answer?.orderNo).toBe('DJ0001')
  })

  it('retries 5xx later with backoff, not at once', async () => {
    const server = new FakeServer()
    const id = await readyDraft(5, 1)
    await submitDraft(id)
    let failing = true
    const context = contextOf(server, () => (failing ? 'server-error' : 'none'), {
      force: false,
      now: () => 5_000,
    })
    const first = await runOutbox(context)
    expect(first.status).toBe('done')
    expect(first.sent).toBe(0)
    expect(first.nextDueAt).toBeGreaterThan(5_000)
    const entry = (await offlineDb().outbox.orderBy('id').first())!
    expect(entry.attempts).toBe(1)
    expect(entry.lastError).toBe('服务器错误')
    failing = false
    // Still inside its backoff: nothing is sent.
    expect((await runOutbox(context)).sent).toBe(0)
    expect((await runOutbox({ ...context, now: () => first.nextDueAt! })).status).toBe('done')
    expect((await readDraft(id))?.syncState).toBe('sent')
  })

  it('refreshes the token once on 401, and otherwise keeps the queue for the next sign-in', async () => {
    const server = new FakeServer()
    server.token = 'renewed'
    const id = await readyDraft(6, 1)
    await submitDraft(id)
    let token = 'good'
    const withoutRefresh = await runOutbox(contextOf(server, undefined, { getToken: () => token }))
    expect(withoutRefresh.status).toBe('unauthorized')
    // One draft (its photo, its signature and its registration): counted as the one piece of work it is.
    expect((await outboxSummary(owner.ownerKey)).pending).toBe(1)
    let refreshes = 0
    const refreshToken = async () => {
      refreshes++
      token = 'renewed'
      return true
    }
    const outcome = await runOutbox(contextOf(server, undefined, { getToken: () => token, refreshToken }))
    expect(outcome.status).toBe('done')
    expect(refreshes).toBe(1)
    expect((await readDraft(id))?.syncState).toBe('sent')
  })

  it('marks a refused registration for attention with the server message; fixed, it is sent', async () => {
    const server = new FakeServer()
    const id = await readyDraft(7, 1)
    // An older app let an invalid mobile through; this one refuses it, so queue it the way that app did.
    await saveDraftRecord(id, { mobile: '12345' })
    expect((await submitDraft(id)).queued).toBe(false)
    const photoId = (await readDraft(id))!.photos[0]!.id
    const entry = {
      ownerKey: owner.ownerKey,
      tenantId: owner.tenantId,
      draftId: id,
      state: 'waiting' as const,
    }
    const blank = { attempts: 0, nextAttemptAt: 0, lastError: null, message: null, createdAt: 0 }
    await offlineDb().outbox.bulkAdd([
      { ...entry, ...blank, id: '01900000-0000-7000-8000-000000000001', operation: 'file.upload', photoId },
      {
        ...entry,
        ...blank,
        id: '01900000-0000-7000-8000-000000000002',
        operation: 'file.upload',
        photoId: 'signature',
      },
      {
        ...entry,
        ...blank,
        id: '01900000-0000-7000-8000-000000000003',
        operation: 'registration.submit',
        photoId: null,
      },
    ])
    await offlineDb().drafts.update(id, { syncState: 'waiting' })
    const outcome = await runOutbox(contextOf(server))
    expect(outcome.attention).toBe(1)
    const refused = await readDraft(id)
    expect(refused?.syncState).toBe('attention')
    expect(refused?.message).toBe(VALIDATION_MESSAGES.mobile)
    expect(refused?.problems).toEqual([{ field: 'mobile', message: VALIDATION_MESSAGES.mobile }])
    // The uploads were answered; only the registration waits for the fix.
    expect((await outboxSummary(owner.ownerKey)).drafts).toEqual({ waiting: 0, sending: 0, attention: 1 })
    await saveDraftRecord(id, { mobile: '13900139000' })
    expect(await submitDraft(id)).toEqual({ queued: true })
    expect((await runOutbox(contextOf(server))).status).toBe('done')
    expect((await readDraft(id))?.syncState).toBe('sent')
    expect(server.orders.size).toBe(1)
  })

  it("sends only the signed-in user's entries", async () => {
    const server = new FakeServer()
    const mine = await readyDraft(8, 0)
    await submitDraft(mine)
    const theirs = await createDraft(
      { ownerKey: '100001:u2', tenantId: '100001' },
      { enterName: '别人的客户' },
    )
    await offlineDb().outbox.add({
      id: '01900000-0000-7000-8000-0000000000ff',
      ownerKey: '100001:u2',
      tenantId: '100001',
      operation: 'registration.submit',
      draftId: theirs.id,
      photoId: null,
      state: 'waiting',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      message: null,
      createdAt: 0,
    })
    await runOutbox(contextOf(server))
    expect(server.orders.has(mine)).toBe(true)
    expect(server.orders.has(theirs.id)).toBe(false)
    expect(await unsentByOwner()).toEqual(new Map([['100001:u2', 1]]))
  })

  it('leaves nothing marked sending when the network drops, and keeps the file ids already answered', async () => {
    const server = new FakeServer()
    const first = await readyDraft(11, 2)
    const second = await readyDraft(12, 2)
    await submitDraft(first)
    await submitDraft(second)
    // The first draft's photos get answers; the network is gone when its registration goes out.
    const transport: SyncTransport = async (request) => {
      if (typeof request.body === 'string' && (JSON.parse(request.body) as { id: string }).id === first)
        throw new TypeError('Failed to fetch')
      return server.handle(request.url, request.headers, request.body)
    }
    const outcome = await runOutbox({ ...contextOf(server), transport })
    expect(outcome.status).toBe('offline')
    const entries = await offlineDb().outbox.toArray()
    expect(entries.filter((entry) => entry.state === 'sending')).toEqual([])
    const draft = await readDraft(first)
    expect(draft?.syncState).toBe('waiting')
    // What the server answered is kept: those photos are not sent again, only the registration waits.
    expect(draft?.photos.every((photo) => photo.fileId)).toBe(true)
    expect(draft?.signature?.fileId).toBeTruthy()
    expect(entries.filter((entry) => entry.draftId === first).map((entry) => entry.operation)).toEqual([
      'registration.submit',
    ])
    // The other draft was sent or paused where it was, never left half-marked.
    expect(['sent', 'waiting']).toContain((await readDraft(second))?.syncState)
    expect((await runOutbox(contextOf(server))).status).toBe('done')
    expect(server.orders.size).toBe(2)
    expect(server.files.size).toBe(6)
  })

  it('lets one runner at a time work', async () => {
    const server = new FakeServer()
    await submitDraft(await readyDraft(9, 2))
    const [a, b] = await Promise.all([runOutbox(contextOf(server)), runOutbox(contextOf(server))])
    expect([a.status, b.status].sort()).toEqual(['busy', 'done'])
    expect(server.orders.size).toBe(1)
  })

  it('forced while under way, sends at once the drafts it had left in their backoff', async () => {
    const server = new FakeServer()
    const ids = [await readyDraft(12, 1), await readyDraft(13, 1), await readyDraft(14, 1)]
    for (const id of ids) await submitDraft(id)
    // A timer's run: only the first draft is due, the others wait out a backoff after an offline try.
    const [due, ...later] = ids
    await offlineDb().outbox.where('draftId').anyOf(later).modify({ attempts: 3, nextAttemptAt: 9_000_000 })
    const held: { key: string; release: () => void }[] = []
    const inner = transportOf(server, () => 'none')
    const transport: SyncTransport = async (request, progress) => {
      await new Promise<void>((release) => held.push({ key: request.headers['Idempotency-Key']!, release }))
      return inner(request, progress)
    }
    const forcing = runForcing()
    const run = runOutbox(contextOf(server, undefined, { force: false, transport }), forcing)
    try {
      await vi.waitFor(() => expect(held).toHaveLength(1))
      expect((await offlineDb().outbox.get(held[0]!.key))?.draftId).toBe(due)
      // The connection comes back (or 立即同步) while the first draft's photo is on its way.
      forcing.force()
      await vi.waitFor(() => expect(held).toHaveLength(3))
      const drafts = await Promise.all(
        held.map(async ({ key }) => (await offlineDb().outbox.get(key))?.draftId),
      )
      expect(drafts.sort()).toEqual([...ids].sort())
    } finally {
      // Everything answered from now on, also after a failed expectation: the run must end and free the lock.
      const releaseAll = setInterval(() => held.splice(0).forEach(({ release }) => release()), 1)
      await run.finally(() => clearInterval(releaseAll))
    }
    const outcome = await run
    expect(outcome.status).toBe('done')
    expect(outcome.sent).toBe(ids.length * 3)
    expect(server.orders.size).toBe(3)
    expect(await offlineDb().outbox.count()).toBe(0)
    for (const id of ids) expect(server.keysFor('registration.submit', id)).toHaveLength(1)
  })

  it('resets an entry left "sending" by a closed tab', async () => {
    const server = new FakeServer()
    const id = await readyDraft(10, 0)
    await submitDraft(id)
    await offlineDb().outbox.toCollection().modify({ state: 'sending' })
    expect((await runOutbox(contextOf(server))).status).toBe('done')
    expect((await readDraft(id))?.syncState).toBe('sent')
  })

  it('puts a draft cut off while sending back to waiting, even when its entries wait out a backoff', async () => {
    const server = new FakeServer()
    const id = await readyDraft(11, 1)
    await submitDraft(id)
    // A run was cut off: the draft and its entries marked sending, the next try minutes away (backoff).
    await offlineDb()
      .outbox.toCollection()
      .modify({ state: 'sending', attempts: 8, nextAttemptAt: 1_200_000 })
    await offlineDb().drafts.update(id, { syncState: 'sending' })
    // An automatic run (not 立即同步): it leaves entries in their backoff alone.
    expect((await runOutbox(contextOf(server, undefined, { force: false }))).status).toBe('done')
    expect(server.orders.size).toBe(0)
    expect((await readDraft(id))?.syncState).toBe('waiting')
    expect((await offlineDb().outbox.toArray()).map((entry) => entry.state)).toEqual([
      'waiting',
      'waiting',
      'waiting',
    ])
  })

  it('sends every entry exactly once, under its own key, whatever the faults', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<Fault>('none', 'none', 'network-before', 'network-after', 'server-error'), {
          minLength: 1,
          maxLength: 60,
        }),
        async (faults) => {
          selectOfflineDatabase(`offline-property-${++databaseSerial}`)
          const server = new FakeServer()
          const ids: string[] = []
          for (let seed = 0; seed < 3; seed++) {
            ids.push(await readyDraft(100 + seed, 2))
            await submitDraft(ids[seed]!)
          }
          const queued = await queuedKeys()
          let step = 0
          const context = contextOf(server, () => faults[step++] ?? 'none')
          for (let round = 0; round < 200 && (await offlineDb().outbox.count()) > 0; round++) {
            await runOutbox(context)
          }
          expect(await offlineDb().outbox.count()).toBe(0)
          expect([...server.orders.keys()].sort()).toEqual([...ids].sort())
          // Exactly once, as the server sees it: every request about a draft's registration, answered or
          // not, came under one key, its outbox entry's, and that key created the order. A runner that
          // minted a new key on a retry would still get one order per draft (the server answers a known
          // draft with its order) but fail here.
          expect([...queued.registrations.keys()].sort()).toEqual([...ids].sort())
          for (const [draftId, key] of queued.registrations) {
            expect(server.keysFor('registration.submit', draftId)).toEqual([key])
            expect(server.orders.get(draftId)?.key).toBe(key)
            const draft = await readDraft(draftId)
            expect(draft?.syncState).toBe('sent')
            expect(draft?.answer?.orderNo).toBe(server.orders.get(draftId)?.orderNo)
          }
          // Likewise every photo and signature: uploaded under one key, its entry's.
          // 3 drafts × (2 photos + signature), all different images.
          expect(queued.uploads.size).toBe(9)
          for (const [sha, key] of queued.uploads) expect(server.keysFor('file.upload', sha)).toEqual([key])
          expect(server.files.size).toBe(9)
          // Nothing else reached the server.
          const subjects = new Set(server.received.map((request) => request.subject))
          expect(subjects).toEqual(new Set([...queued.registrations.keys(), ...queued.uploads.keys()]))
        },
      ),
      { numRuns: 40 },
    )
    // 40 random runs take 2 to 4 s on a 2-core machine: room for a busy one.
  }, 30_000)
})
