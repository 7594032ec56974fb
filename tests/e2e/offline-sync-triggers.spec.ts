import { expect, test } from '@playwright/test'
import { SYNC_INTERVAL_MS } from '../../src/offline/triggers'
import { editor, goOnline, REGISTRATION } from './offline-registration-support'
import {
  fillDraft,
  orderOf,
  outboxRows,
  patchOutbox,
  queueOffline,
  signInRecorded,
} from './offline-sync-support'

/**
 * When the outbox is sent (src/offline/triggers.ts): at once when a draft is submitted online, when
 * the connection comes back, when the app starts, and by 立即同步 even while an entry waits for its backoff.
 * Besides these the page looks every SYNC_INTERVAL_MS (30 s): each test starts its wait on a page opened
 * moments before and waits less than a third of that, so the interval cannot be what sent the draft.
 */

test.use({ serviceWorkers: 'allow' })

/** Well below the interval: a trigger that did not fire cannot be covered up by the interval's run. */
const PROMPTLY = { timeout: SYNC_INTERVAL_MS / 3 }

const name = (what: string) => `触发${what}${Date.now().toString(36)}`

test('a draft submitted online is sent at once: 已发送 with its order number', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const sync = await signInRecorded(page, context)
  const draftId = await fillDraft(page, name('在线'))
  // A page opened now: its interval timer starts now.
  await page.reload()
  await expect(editor(page)).toBeVisible()

  await page.getByRole('button', { name: '提交', exact: true }).click()
  await expect(page.locator('[data-draft-status="sent"]')).toBeVisible(PROMPTLY)
  const orderNo = (await page.locator('[data-order-no]').innerText()).trim()
  expect(orderNo).not.toBe('')
  expect((await orderOf(request, draftId))?.orderNo).toBe(orderNo)
  expect(sync.calls.filter((call) => call.kind === 'registration').map((call) => call.draftId)).toEqual([
    draftId,
  ])
})

test('a draft queued offline is sent when the connection comes back, without pressing anything', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const sync = await signInRecorded(page, context)
  const draftId = await queueOffline(page, context, name('联网'))
  const tried = (await outboxRows(page)).filter((row) => row.draftId === draftId)[0]?.attempts ?? 0

  // Reopened offline (from the worker): a page whose interval timer starts now. Once its runner has tried
  // the draft again (and failed, offline), it is listening for the connection.
  await page.reload()
  await expect(page.locator('[data-draft-status="waiting"]')).toBeVisible()
  await expect(page.getByText('当前离线，联网后将自动发送。').first()).toBeVisible()
  await expect
    .poll(async () => (await outboxRows(page)).filter((row) => row.draftId === draftId)[0]?.attempts)
    .toBeGreaterThan(tried)
  expect(sync.calls).toEqual([])

  await goOnline(context)
  await expect(page.locator('[data-draft-status="sent"]')).toBeVisible(PROMPTLY)
  const orderNo = (await page.locator('[data-order-no]').innerText()).trim()
  expect((await orderOf(request, draftId))?.orderNo).toBe(orderNo)
  const registrations = sync.calls.filter((call) => call.kind === 'registration')
  expect(registrations.map((call) => call.page)).toEqual([page])
})

test('a draft queued offline, the app closed, is sent when the app is opened again online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const sync = await signInRecorded(page, context)
  const draftId = await queueOffline(page, context, name('重开'))

  // Closed offline; the connection comes back with no page of the app open: nothing sends it.
  await page.close()
  await goOnline(context)
  expect(await orderOf(request, draftId)).toBeNull()

  const reopened = await context.newPage()
  await reopened.goto(REGISTRATION)
  const card = reopened.locator(`[data-draft-card="${draftId}"]`)
  await expect(card.locator('[data-sync-state]')).toHaveAttribute('data-sync-state', 'sent', PROMPTLY)
  const order = await orderOf(request, draftId)
  expect(order).not.toBeNull()
  await expect(card).toContainText(order?.orderNo ?? '?')
  const registrations = sync.calls.filter((call) => call.kind === 'registration')
  expect(registrations.map((call) => call.page)).toEqual([reopened])
})

test('立即同步 sends an entry that waits for its backoff after a 500, without waiting for it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const sync = await signInRecorded(page, context)
  const draftId = await queueOffline(page, context, name('重试'))
  // As after eight failed tries, so that the next failure waits minutes (2 s doubling, at most 5 min): the
  // page's own retry cannot come during the test.
  await patchOutbox(page, draftId, { attempts: 8 })

  // Back online, the server answers the registration 500 once: the entry waits for its backoff.
  sync.failNext('registration', 500)
  await goOnline(context)
  const registration = async () =>
    (await outboxRows(page)).find((row) => row.draftId === draftId && row.operation === 'registration.submit')
  await expect.poll(async () => (await registration())?.attempts, PROMPTLY).toBe(9)
  const waiting = await registration()
  expect(waiting).toMatchObject({ state: 'waiting', lastError: '服务器内部错误' })
  expect((waiting?.nextAttemptAt ?? 0) - Date.now()).toBeGreaterThan(60_000)
  expect(await orderOf(request, draftId)).toBeNull()
  await expect(page.locator('[data-draft-status="waiting"]')).toBeVisible()

  // The list's 立即同步: sent now, under the same Idempotency-Key.
  await page.getByRole('button', { name: '‹ 返回列表' }).click()
  const card = page.locator(`[data-draft-card="${draftId}"]`)
  await expect(card.locator('[data-sync-state]')).toHaveAttribute('data-sync-state', 'waiting')
  await expect(page.locator('[data-outbox-pending="1"]')).toBeVisible()
  await page.getByRole('button', { name: '立即同步', exact: true }).click()
  await expect(card.locator('[data-sync-state]')).toHaveAttribute('data-sync-state', 'sent', PROMPTLY)
  const order = await orderOf(request, draftId)
  await expect(card).toContainText(order?.orderNo ?? '?')
  await expect(page.locator('[data-outbox-pending="0"]')).toBeVisible()
  const registrations = sync.calls.filter((call) => call.kind === 'registration')
  expect(registrations).toHaveLength(2)
  expect(registrations[1]?.key).toBe(registrations[0]?.key)
})
