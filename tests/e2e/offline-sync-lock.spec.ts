import { expect, test } from '@playwright/test'
import { goOffline, goOnline, REGISTRATION, testPng, waitForWorker } from './offline-registration-support'
import {
  countRefusedOutboxRuns,
  dispatchOutboxSync,
  expectTriedOffline,
  fillDraft,
  orderOf,
  ordersNamed,
  recordSyncCalls,
  refusedOutboxRuns,
  submitOpenDraft,
} from './offline-sync-support'
import { apiAs, signIn } from './shell-pages-support'

/**
 * One outbox runner at a time (the Web Lock OUTBOX_LOCK of src/offline/sync.ts): two tabs of the same
 * signed-in pickup user hold drafts with photos queued offline. They come back online together, and while the
 * first run is under way both press 立即同步 and the worker gets a Background Sync. Every request that leaves
 * the browser is recorded at the network's edge (held there, so the first run stays under way as long as the
 * test wants): no Idempotency-Key is sent twice, and the server ends with exactly one order per draft.
 */

test.use({ serviceWorkers: 'allow' })

const DRAFTS = 3
const PHOTOS_PER_DRAFT = 2

test('two tabs back online together, both pressing 立即同步: each entry is sent once, one order per draft', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000)
  const prefix = `双标签${Date.now().toString(36)}-`
  await signIn(page, 'pickup')
  await waitForWorker(page)
  const second = await context.newPage()
  await second.goto(REGISTRATION)
  await expect(second.locator('[data-sync-panel]')).toBeVisible()
  const sync = await recordSyncCalls(context)

  // Offline, the first tab fills and submits the drafts; the second tab sees them queued too. (The tab in
  // front: a background tab gets few frames, and drawing the signature would crawl.)
  await page.bringToFront()
  await goOffline(context)
  const drafts: string[] = []
  for (let index = 0; index < DRAFTS; index++) {
    const photos = Array.from({ length: PHOTOS_PER_DRAFT }, (_, photo) =>
      testPng(64, 48, [40 + index * 70, 30 + photo * 120, 90]),
    )
    drafts.push(await fillDraft(page, `${prefix}${index + 1}`, photos))
    await submitOpenDraft(page)
    await expectTriedOffline(page, drafts[index]!)
  }
  // Counted in drafts (each with its photos, its signature and the registration).
  await page.goto(REGISTRATION)
  for (const tab of [page, second]) {
    await expect(tab.locator(`[data-outbox-pending="${DRAFTS}"]`)).toBeVisible()
    await expect(tab.locator('[data-draft-card] [data-sync-state="waiting"]')).toHaveCount(DRAFTS)
  }
  expect(sync.calls, 'nothing left the tablet while offline').toEqual([])

  // Back online in both tabs at once; the requests of the run that starts are held at the network's edge.
  sync.hold()
  await goOnline(context)
  // One runner: it sends the drafts side by side (SYNC_CONCURRENCY ≥ 3), each starting with its first photo.
  // (It may be a run a backoff's timer started a moment before, for the one draft then due: the connection's
  // return forces it, and it takes the other drafts at once.)
  await expect.poll(() => sync.held()).toBeGreaterThanOrEqual(DRAFTS)
  const runner = sync.calls[0]?.page
  expect(runner, 'the first run is a tab’s').toBeTruthy()
  expect(
    sync.calls.filter((call) => call.page !== runner || call.worker),
    'one runner: every request of the run comes from the same tab',
  ).toEqual([])

  // While it is under way: both tabs press 立即同步 at once (the running tab's button is busy, so that press
  // does nothing; the other tab's starts a run), and the worker is woken by Background Sync.
  const other = runner === page ? second : page
  const [worker] = context.serviceWorkers()
  expect(worker, 'the app’s service worker').toBeTruthy()
  const refusing = [other, worker!]
  for (const scope of refusing) await countRefusedOutboxRuns(scope)
  const buttons = [page, second].map((tab) => tab.getByRole('button', { name: '立即同步', exact: true }))
  await Promise.all(buttons.map((button) => button.click({ force: true })))
  await dispatchOutboxSync(context, second)
  // The other tab and the worker each tried and found the lock taken (without it they would have sent the
  // held entries again).
  for (const scope of refusing) await expect.poll(() => refusedOutboxRuns(scope)).toBeGreaterThan(0)
  expect(sync.repeatedKeys(), 'no entry sent again while the first run is under way').toEqual([])
  expect(
    sync.calls.filter((call) => call.page !== runner || call.worker),
    'nothing sent by the other tab or the worker',
  ).toEqual([])

  await sync.release()
  for (const tab of [page, second]) {
    await expect(tab.locator('[data-outbox-pending="0"]')).toBeVisible({ timeout: 60_000 })
    await expect(tab.locator('[data-draft-card] [data-sync-state="sent"]')).toHaveCount(DRAFTS)
  }

  // Each Idempotency-Key went out once: the photos and signatures, then one registration per draft.
  expect(sync.repeatedKeys()).toEqual([])
  expect(sync.calls.filter((call) => call.kind === 'upload')).toHaveLength(DRAFTS * (PHOTOS_PER_DRAFT + 1))
  const registrations = sync.calls.filter((call) => call.kind === 'registration')
  expect(registrations.map((call) => call.draftId).sort()).toEqual([...drafts].sort())

  // The server: exactly one order per draft, with its photos and signature.
  const orders = await ordersNamed(await apiAs(request, 'pickup'), prefix)
  expect(orders.total).toBe(DRAFTS)
  expect(orders.records.map((order) => order.id).sort()).toEqual([...drafts].sort())
  for (const id of drafts) {
    const order = await orderOf(request, id)
    expect(order?.photos).toHaveLength(PHOTOS_PER_DRAFT)
    expect(order?.signature).not.toBeNull()
  }
})
