import 'fake-indexeddb/auto'
import { onlineManager } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clockTime } from '@/app/offline/clockTime'
import {
  connectionOf,
  nextNetworkState,
  PROBE_INTERVAL_MS,
  type NetworkState,
} from '@/app/offline/networkState'
import type { ConnectionState } from '@/app/offline/useConnection'
import { syncView } from '@/features/pickup/syncView'
import { selectOfflineDatabase, type OutboxEntry } from '@/offline/db'
import {
  addPhoto,
  createDraft,
  EMPTY_OUTBOX,
  offlineDb,
  outboxSummary,
  readDraft,
  runOutbox,
  saveDraftRecord,
  setSignature,
  submitDraft,
  type OutboxSummary,
  type SyncContext,
  type SyncTransport,
} from '@/offline'
import { countDrafts, episodeStart, nextRetryAt, sendEpisode } from '@/offline/tally'

/*
 * "the offline states tell the truth": one unit (drafts) in the banner, the panel and the sign-out
 * warning; the sending's progress as an episode read from the device that never goes backwards; the network
 * state's next retry time; and what the sync panel says from them.
 */

const network = vi.hoisted(() => ({ offline: false, listeners: new Set<() => void>() }))
vi.mock('@/app/offline/networkStatus', () => ({
  isAppOffline: () => network.offline,
  subscribeNetworkState: (listener: () => void) => {
    network.listeners.add(listener)
    return () => network.listeners.delete(listener)
  },
}))
const { bridgeOnlineManager } = await import('@/app/offline/onlineBridge')

const owner = { ownerKey: '100001:u1', tenantId: '100001' }

function entry(draftId: string, state: OutboxEntry['state'], extra: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: `${draftId}-${Math.random()}`,
    ownerKey: owner.ownerKey,
    tenantId: owner.tenantId,
    operation: 'file.upload',
    draftId,
    photoId: null,
    state,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    message: null,
    createdAt: 0,
    ...extra,
  }
}

describe('counting in drafts', () => {
  it('counts a draft once, whatever number of photos it has, as far as its furthest entry', () => {
    const entries = [
      // A: two photos and its registration, all waiting.
      entry('A', 'waiting'),
      entry('A', 'waiting'),
      entry('A', 'waiting', { operation: 'registration.submit' }),
      // B: its photo on its way, its registration waiting.
      entry('B', 'sending'),
      entry('B', 'waiting', { operation: 'registration.submit' }),
      // C: refused (the rest of it waits for the fix).
      entry('C', 'attention'),
      entry('C', 'waiting', { operation: 'registration.submit' }),
    ]
    expect(countDrafts(entries)).toEqual({ waiting: 1, sending: 1, attention: 1 })
    expect(countDrafts([])).toEqual({ waiting: 0, sending: 0, attention: 0 })
  })

  it('knows when the outbox tries again on its own: the earliest backoff, unless a draft is due now', () => {
    const backoff = [entry('A', 'waiting', { nextAttemptAt: 5_000 }), entry('A', 'waiting')]
    const later = [entry('B', 'waiting', { nextAttemptAt: 9_000 })]
    expect(nextRetryAt([...backoff, ...later])).toBe(5_000)
    expect(nextRetryAt([...backoff, entry('C', 'waiting')])).toBeNull()
    // Sending or refused drafts do not wait for a backoff.
    expect(nextRetryAt([entry('D', 'sending', { nextAttemptAt: 1 }), entry('E', 'attention')])).toBeNull()
  })
})

describe('the sending episode (pure)', () => {
  it('is sent / (sent + still to send), and nothing once nothing waits', () => {
    expect(sendEpisode(3, 0)).toEqual({ sent: 0, total: 3 })
    expect(sendEpisode(2, 11)).toEqual({ sent: 11, total: 13 })
    expect(sendEpisode(0, 5)).toBeNull()
  })

  it('starts when recorded, else when the oldest entry still to send was made', () => {
    const entries = [entry('A', 'waiting', { createdAt: 300 }), entry('B', 'attention', { createdAt: 100 })]
    expect(episodeStart(250, entries)).toBe(250)
    expect(episodeStart(null, entries)).toBe(300)
    expect(episodeStart(null, [entry('B', 'attention')])).toBeNull()
  })
})

/** A server that answers every upload and registration, behind a link that drops the requests `cut` names. */
function flakyTransport(cut: (draftId: string, calls: number) => boolean): SyncTransport {
  let calls = 0
  let files = 0
  return async (request) => {
    calls++
    const body = typeof request.body === 'string' ? (JSON.parse(request.body) as { id: string }) : null
    if (cut(body?.id ?? '', calls)) throw new TypeError('Failed to fetch')
    if (!body) return { status: 200, body: { code: 200, success: true, data: { id: `f${++files}` } } }
    return {
      status: 200,
      body: { code: 200, success: true, data: { id: body.id, orderNo: `DJ-${body.id}`, status: 50 } },
    }
  }
}

const contextWith = (transport: SyncTransport, extra: Partial<SyncContext> = {}): SyncContext => ({
  ownerKey: owner.ownerKey,
  tenantId: owner.tenantId,
  getToken: () => 'good',
  transport,
  force: true,
  ...extra,
})

const png = (seed: number) =>
  new Blob([new Uint8Array([0x89, 0x50, seed & 0xff, seed >> 8])], { type: 'image/png' })

async function queueDraft(seed: number, photos = 2): Promise<string> {
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
  expect(await submitDraft(draft.id)).toEqual({ queued: true })
  return draft.id
}

const episode = async () => (await outboxSummary(owner.ownerKey)).episode

let databaseSerial = 0
beforeEach(() => {
  selectOfflineDatabase(`offline-truth-${++databaseSerial}`)
})

describe('the sending episode, read from the device', () => {
  it('counts drafts (not their photos) and never goes backwards across runs cut off by a flaky link', async () => {
    const drafts = [await queueDraft(1), await queueDraft(2), await queueDraft(3), await queueDraft(4)]
    const summary = await outboxSummary(owner.ownerKey)
    // Four drafts with two photos and a signature each: 16 entries, 4 drafts.
    expect(summary.drafts).toEqual({ waiting: 4, sending: 0, attention: 0 })
    expect(summary.episode).toEqual({ sent: 0, total: 4 })

    // Every run is cut off after a few requests; each new run picks up where the last stopped.
    const seen: { sent: number; total: number }[] = []
    for (let run = 0; run < 40 && (await episode()) !== null; run++) {
      let allowed = 1 + (run % 4)
      await runOutbox(contextWith(flakyTransport(() => allowed-- <= 0)))
      const now = await episode()
      if (now) seen.push(now)
    }
    expect(await episode()).toBeNull()
    for (const id of drafts) expect((await readDraft(id))?.syncState).toBe('sent')
    expect(seen.length).toBeGreaterThan(1)
    for (let index = 1; index < seen.length; index++) {
      expect(seen[index]!.sent).toBeGreaterThanOrEqual(seen[index - 1]!.sent)
      expect(seen[index]!.total).toBe(4)
    }
  })

  it('counts what any runner sent (another tab, the worker), lets drafts join, and resets only when none waits', async () => {
    const first = await queueDraft(11, 1)
    const others = [await queueDraft(12, 1), await queueDraft(13, 1)]
    // The others wait for a backoff; "the worker" (a run of its own, unforced, with its own transport: nothing
    // of this tab's signals is involved) sends the first draft only.
    await offlineDb()
      .outbox.where('draftId')
      .anyOf(others)
      .modify({ nextAttemptAt: Date.now() + 600_000 })
    await runOutbox(
      contextWith(
        flakyTransport(() => false),
        { force: false },
      ),
    )
    expect((await readDraft(first))?.syncState).toBe('sent')
    expect(await episode()).toEqual({ sent: 1, total: 3 })

    // A draft queued meanwhile joins the episode.
    await queueDraft(14, 0)
    expect(await episode()).toEqual({ sent: 1, total: 4 })

    // Everything sent: the episode ends; the next draft starts a new one, the sent ones no longer count.
    await runOutbox(contextWith(flakyTransport(() => false)))
    expect(await episode()).toBeNull()
    expect(await outboxSummary(owner.ownerKey)).toEqual(EMPTY_OUTBOX)
    await queueDraft(15, 0)
    expect(await episode()).toEqual({ sent: 0, total: 1 })
  })
})

describe('the next retry while the server cannot be reached', () => {
  const online: NetworkState = { browserOnline: true, serverUnreachable: false, retryAt: null }
  const now = 1_700_000_000_000

  it('is one probe interval after the failure, and moves on with each failed probe', () => {
    const failed = nextNetworkState(online, { type: 'request-failed' }, now)
    expect(failed).toEqual({ browserOnline: true, serverUnreachable: true, retryAt: now + PROBE_INTERVAL_MS })
    // More failures meanwhile do not put the next try off.
    expect(nextNetworkState(failed, { type: 'request-failed' }, now + 5_000)).toBe(failed)
    const probed = nextNetworkState(failed, { type: 'probe-failed' }, now + PROBE_INTERVAL_MS)
    expect(probed.retryAt).toBe(now + 2 * PROBE_INTERVAL_MS)
    expect(nextNetworkState(probed, { type: 'request-answered' }, now)).toEqual(online)
  })

  it('is none while the browser is offline (its online event is the next chance)', () => {
    const failed = nextNetworkState(online, { type: 'request-failed' }, now)
    const offline = nextNetworkState(failed, { type: 'browser-offline' }, now)
    expect(offline.retryAt).toBeNull()
    expect(connectionOf(offline)).toBe('offline')
    expect(nextNetworkState(offline, { type: 'probe-failed' }, now)).toBe(offline)
    const offlineFirst = nextNetworkState(
      { ...online, browserOnline: false },
      { type: 'request-failed' },
      now,
    )
    expect(offlineFirst.retryAt).toBeNull()
  })

  it('is shown as hh:mm on the lab’s 24-hour clock in both languages', () => {
    // 06:05:40 UTC is 14:05 in Changsha (the lab's zone, as every time the app shows).
    const afternoon = Date.UTC(2026, 0, 5, 6, 5, 40)
    expect(clockTime(afternoon, 'zh')).toBe('14:05')
    expect(clockTime(afternoon, 'en')).toBe('14:05')
    expect(clockTime(Date.UTC(2026, 0, 5, 1, 0, 0), 'en')).toBe('09:00')
    expect(clockTime(afternoon, 'en', 'UTC')).toBe('06:05')
  })
})

describe('what the sync panel says', () => {
  const now = 1_700_000_000_000
  const outbox = (over: Partial<OutboxSummary> = {}): OutboxSummary => ({
    drafts: { waiting: 2, sending: 0, attention: 0 },
    pending: 2,
    episode: { sent: 1, total: 3 },
    retryAt: null,
    ...over,
  })
  const online: ConnectionState = { connection: 'online', retryAt: null }
  const offline: ConnectionState = { connection: 'offline', retryAt: null }
  const unreachable: ConnectionState = { connection: 'unreachable', retryAt: now + 20_000 }

  it('offline: 立即同步 cannot be pressed and never spins, even during a run cut off', () => {
    expect(syncView(outbox(), offline, true, false)).toMatchObject({
      status: 'offline',
      canSync: false,
      busy: false,
      episode: { sent: 1, total: 3 },
    })
  })

  it('server unreachable: says when it is asked again; 立即同步 retries now', () => {
    expect(syncView(outbox(), unreachable, false, false)).toMatchObject({
      status: 'unreachable',
      retryAt: now + 20_000,
      canSync: true,
      busy: false,
    })
  })

  it('sending only while a runner sends (this tab, or another as the device shows)', () => {
    expect(syncView(outbox(), online, true, false).status).toBe('sending')
    const elsewhere = outbox({ drafts: { waiting: 1, sending: 1, attention: 0 } })
    expect(syncView(elsewhere, online, false, false)).toMatchObject({ status: 'sending', busy: false })
    expect(syncView(outbox(), online, false, false).status).toBe('waiting')
  })

  it('after a server error: when the outbox tries again on its own', () => {
    expect(syncView(outbox({ retryAt: now + 60_000 }), online, false, true)).toMatchObject({
      status: 'retry',
      retryAt: now + 60_000,
    })
    // Once that time has passed the drafts are due: they wait for the run about to take them.
    expect(syncView(outbox({ retryAt: now - 1 }), online, false, false).status).toBe('waiting')
  })

  it('nothing to send: idle, with the drafts needing attention still counted', () => {
    const refused = outbox({ drafts: { waiting: 0, sending: 0, attention: 2 }, pending: 0, episode: null })
    expect(syncView(refused, online, false, false)).toMatchObject({
      status: 'idle',
      attention: 2,
      canSync: false,
    })
  })
})

describe("TanStack Query's online state", () => {
  it('follows the app’s network state from the start, not only the browser’s events', () => {
    network.offline = true
    bridgeOnlineManager()
    expect(onlineManager.isOnline()).toBe(false)
    network.offline = false
    for (const listener of network.listeners) listener()
    expect(onlineManager.isOnline()).toBe(true)
    // The server stops answering (the browser still online): queries pause their retries.
    network.offline = true
    for (const listener of network.listeners) listener()
    expect(onlineManager.isOnline()).toBe(false)
  })
})
