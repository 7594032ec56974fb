import { deflateSync } from 'node:zlib'
import { expect, type APIRequestContext, type BrowserContext, type Page, type Route } from '@playwright/test'
import { deviceDb, deviceRows } from './device-db'
import {
  expectSaved,
  field,
  goOffline,
  REGISTRATION,
  sign,
  storedPhotos,
  waitForWorker,
} from './offline-registration-support'
import { signIn, tokenAnswer, type apiAs } from './shell-pages-support'

/**
 * Helpers of the outbox browser tests (one runner across tabs, the sync triggers, progress, two users
 * on one tablet): the sync requests as they leave the browser, recorded and held at will, drafts made through
 * the form, and the outbox read from the page's IndexedDB.
 */

export type SyncKind = 'upload' | 'registration'

/** One sync request that left a tab or the worker, as route interception saw it. */
export type SyncCall = {
  kind: SyncKind
  /** The Idempotency-Key header (the outbox entry's id). */
  key: string
  /** The tab that sent it, or null when the service worker did. */
  page: Page | null
  worker: boolean
  /** For a registration, the draft's id (the order's id on the server). */
  draftId: string | null
}

export type SyncRecorder = {
  /** Every sync request the browser tried to send while the recorder was in front of the network. */
  calls: SyncCall[]
  /** Requests held (not yet passed to the server) while holding. */
  held: () => number
  /** From now on requests wait until release() (those already passed are not affected). */
  hold: () => void
  /** Lets every held request go on to the server, and those that come later. */
  release: () => Promise<void>
  /** Lets the oldest held request go on; holding goes on for the next ones. */
  releaseOne: () => Promise<void>
  /** The next request of this kind is answered with this status without reaching the server. */
  failNext: (kind: SyncKind, status: number) => void
  /** Keys sent more than once. */
  repeatedKeys: () => string[]
}

const SYNC_PATH = /\/api\/(file\/upload|crm\/registration\/submit)(\?|$)/

const kindOf = (url: string): SyncKind => (url.includes('/api/file/upload') ? 'upload' : 'registration')

const draftIdOf = (kind: SyncKind, body: string | null): string | null => {
  if (kind !== 'registration' || !body) return null
  try {
    const id = (JSON.parse(body) as { id?: unknown }).id
    return typeof id === 'string' ? id : null
  } catch {
    return null
  }
}

/**
 * Puts a recorder in front of the sync requests of every tab and the worker of the context (context routes
 * see the worker's requests in Chromium). Install it before goOffline: a route added later runs first, so
 * while offline the requests are aborted before they reach the recorder (nothing left the tablet).
 */
export async function recordSyncCalls(context: BrowserContext): Promise<SyncRecorder> {
  const calls: SyncCall[] = []
  const waiting: Route[] = []
  let holding = false
  const failures: { kind: SyncKind; status: number }[] = []
  await context.route(SYNC_PATH, async (route) => {
    const request = route.request()
    const kind = kindOf(request.url())
    const worker = request.serviceWorker() !== null
    calls.push({
      kind,
      key: (await request.headerValue('idempotency-key')) ?? '',
      page: worker ? null : request.frame().page(),
      worker,
      draftId: draftIdOf(kind, request.postData()),
    })
    const failure = failures.findIndex((each) => each.kind === kind)
    const status = failure >= 0 ? failures.splice(failure, 1)[0]?.status : undefined
    if (status !== undefined) {
      await route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ code: status, success: false, msg: '服务器内部错误', data: null }),
      })
      return
    }
    if (holding) waiting.push(route)
    else await route.continue()
  })
  const pass = (route: Route) => route.continue().catch(() => undefined)
  return {
    calls,
    held: () => waiting.length,
    hold: () => {
      holding = true
    },
    release: async () => {
      holding = false
      await Promise.all(waiting.splice(0).map(pass))
    },
    releaseOne: async () => {
      const route = waiting.shift()
      if (route) await pass(route)
    },
    failNext: (kind, status) => {
      failures.push({ kind, status })
    },
    repeatedKeys: () => {
      const seen = new Set<string>()
      const repeated = new Set<string>()
      for (const call of calls) {
        if (seen.has(call.key)) repeated.add(call.key)
        seen.add(call.key)
      }
      return [...repeated]
    },
  }
}

/**
 * Makes a new draft through the form, as a person does: a customer name, one instrument, the photos and the
 * customer's signature, all stored on the device. Leaves the editor open on it; answers its id.
 */
export async function fillDraft(page: Page, name: string, photos: Buffer[] = []): Promise<string> {
  await page.goto(REGISTRATION)
  await page.getByRole('button', { name: '新建登记', exact: true }).click()
  await expect(page).toHaveURL(/[?&]draft=/)
  const draftId = new URL(page.url()).searchParams.get('draft') ?? ''
  await field(page, 'enterName').fill(name)
  await page.getByRole('button', { name: '新增器具', exact: true }).click()
  await page
    .locator('[data-instrument-line]')
    .last()
    .getByRole('textbox', { name: '器具名称' })
    .fill('压力表')
  if (photos.length > 0) {
    await page
      .locator('[data-photo-capture] input[type="file"]:not([capture])')
      .setInputFiles(
        photos.map((buffer, index) => ({ name: `${name}-${index + 1}.png`, mimeType: 'image/png', buffer })),
      )
    await expect(page.locator('[data-photo]')).toHaveCount(photos.length)
  }
  await sign(page, page.getByRole('img', { name: '签名板' }))
  await expectSaved(page)
  await expect.poll(() => storedPhotos(page, draftId)).toBe(photos.length + 1)
  return draftId
}

/** Presses 提交 in the open editor; the draft is queued (and may already be on its way). */
export async function submitOpenDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: '提交', exact: true }).click()
  await expect(page.locator('[data-draft-status]')).toHaveAttribute(
    'data-draft-status',
    /waiting|sending|sent/,
  )
}

/**
 * The pickup person signed in with the worker in control, and the sync requests of the context recorded from
 * here on (the start of every outbox browser test).
 */
export async function signInRecorded(page: Page, context: BrowserContext): Promise<SyncRecorder> {
  await signIn(page, 'pickup')
  await waitForWorker(page)
  return recordSyncCalls(context)
}

/**
 * A draft filled online, then submitted offline and at rest in the outbox (tried once, waiting): its id. The
 * context stays offline.
 */
export async function queueOffline(
  page: Page,
  context: BrowserContext,
  customer: string,
  photos: Buffer[] = [],
): Promise<string> {
  const draftId = await fillDraft(page, customer, photos)
  await goOffline(context)
  await submitOpenDraft(page)
  await expectTriedOffline(page, draftId)
  return draftId
}

/**
 * Waits until a draft queued offline is at rest: the run its 提交 started has tried it and given up for want of
 * a network (each entry waiting, the first one tried). Leaving the page before that would cut the run off.
 */
export async function expectTriedOffline(page: Page, draftId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const rows = (await outboxRows(page)).filter((row) => row.draftId === draftId)
        return rows.length > 0 && rows.every((row) => row.state === 'waiting') && rows[0]!.attempts > 0
      },
      { timeout: 45_000 },
    )
    .toBe(true)
  await expect(page.locator('[data-draft-status="waiting"]')).toBeVisible()
}

export type OutboxRow = {
  id: string
  ownerKey: string
  operation: 'file.upload' | 'registration.submit'
  draftId: string
  state: 'waiting' | 'sending' | 'attention'
  attempts: number
  nextAttemptAt: number
  lastError: string | null
}

/** The outbox of the device (every owner's), read from the page's IndexedDB. */
export const outboxRows = (page: Page) => deviceRows<OutboxRow>(page, 'outbox')

/** Changes the outbox entries of a draft behind the app's back (e.g. as after failed tries). */
export async function patchOutbox(page: Page, draftId: string, patch: Partial<OutboxRow>) {
  await deviceDb(page, { kind: 'patch', store: 'outbox', where: { draftId }, patch })
}

type Api = Awaited<ReturnType<typeof apiAs>>
type OrderPage = { total: number; records: { id: string; enterName: string }[] }

/** The server's orders whose customer name starts with a prefix (the resource engine's list). */
export const ordersNamed = (api: Api, prefix: string) =>
  api.post<OrderPage>(
    '/api/crm/registration/page',
    {
      searchType: 'N',
      searchParam: {
        filter: JSON.stringify({ enterName: prefix }),
        op: JSON.stringify({ enterName: 'LIKE' }),
      },
      searchListVO: [],
    },
    { current: 1, size: 200 },
  )

export type RegistrationDetail = {
  id: string
  orderNo: string
  status: number
  enterName: string
  createUserId: string | null
  photos: { id: string }[]
  signature: { id: string } | null
}

/** An order as the administrator reads it, or null when the server has none of that id (404). */
export async function orderOf(request: APIRequestContext, id: string): Promise<RegistrationDetail | null> {
  const token = String((await tokenAnswer(request, 'admin')).access_token)
  const response = await request.get('/api/crm/registration/detail', {
    params: { id },
    headers: { 'Blade-Auth': `bearer ${token}` },
  })
  if (response.status() === 404) return null
  const body = (await response.json()) as { code: number; msg: string; data: RegistrationDetail }
  expect(body.code, body.msg).toBe(200)
  return body.data
}

/** A user's id, as the server's records name the one who created them. */
export const userIdOf = async (request: APIRequestContext, username: string) =>
  String((await tokenAnswer(request, username)).user_id)

/** A photo that does not compress (noise): a JPEG of it stays large enough for an upload to take a while. */
export function noisePng(width: number, height: number, seed: number): Buffer {
  let state = seed >>> 0
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state >>> 24
  }
  const raw = Buffer.alloc((1 + width * 3) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3)
    for (let x = 0; x < width * 3; x++) raw[row + 1 + x] = next()
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8)
  header.writeUInt8(2, 9)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

/** Fires the worker's Background Sync event (as Chromium does when it decides to), through the DevTools protocol. */
export async function dispatchOutboxSync(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  const registrations: { registrationId: string; scopeURL: string }[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations))
  await cdp.send('ServiceWorker.enable')
  await expect.poll(() => registrations.length).toBeGreaterThan(0)
  const origin = new URL(page.url()).origin
  const registration = registrations.find((item) => item.scopeURL.startsWith(origin))
  expect(registration, 'the app’s worker registration').toBeTruthy()
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: registration?.registrationId ?? '',
    tag: 'metrodesk-outbox',
    lastChance: false,
  })
  await cdp.detach()
}

type LockScope = Pick<Page, 'evaluate'>

/**
 * Counts, in a tab or the service worker, the outbox runs that found the lock taken (src/offline/sync.ts asks
 * for it with ifAvailable, so a refused run returns at once): a test waits for the refusal it expects instead
 * of waiting a while for a send that must not happen.
 */
export async function countRefusedOutboxRuns(scope: LockScope, lockName = 'metrodesk-outbox'): Promise<void> {
  await scope.evaluate((name) => {
    const counter = globalThis as { refusedOutboxRuns?: number }
    counter.refusedOutboxRuns = 0
    const locks = navigator.locks
    const request = locks.request.bind(locks) as (
      name: string,
      options: LockOptions,
      task: (lock: Lock | null) => unknown,
    ) => Promise<unknown>
    locks.request = ((lockName: string, options: LockOptions, task: (lock: Lock | null) => unknown) =>
      request(lockName, options, (lock) => {
        if (!lock && lockName === name) counter.refusedOutboxRuns = (counter.refusedOutboxRuns ?? 0) + 1
        return task(lock)
      })) as LockManager['request']
  }, lockName)
}

export const refusedOutboxRuns = (scope: LockScope): Promise<number> =>
  scope.evaluate(() => (globalThis as { refusedOutboxRuns?: number }).refusedOutboxRuns ?? 0)
