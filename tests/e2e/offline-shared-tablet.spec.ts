import { expect, test, type Page } from '@playwright/test'
import { goOffline, goOnline, REGISTRATION, waitForWorker } from './offline-registration-support'
import {
  dispatchOutboxSync,
  expectTriedOffline,
  fillDraft,
  orderOf,
  outboxRows,
  recordSyncCalls,
  submitOpenDraft,
  userIdOf,
} from './offline-sync-support'
import { signIn } from './shell-pages-support'

/**
 * Two users on one tablet ("each user's entries stay theirs"): the pickup user (孙取送) queues a draft
 * offline and signs out, told that it stays on the device; reception (张受理, the seed's other role allowed to
 * register: menus.ts grants it the pickup codes) signs in on the same browser: her list does not show it and
 * nothing of it is sent under her session, by her tab nor by the worker. When the pickup user signs in again
 * it is sent, and the server's order names her as its creator.
 */

test.use({ serviceWorkers: 'allow' })

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: '退出系统' }).click()
}

test('another user on the same tablet neither sees nor sends a signed-out user’s queued draft', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now().toString(36)
  const pickupId = await userIdOf(request, 'pickup')
  const receptionId = await userIdOf(request, 'reception')
  await signIn(page, 'pickup')
  await waitForWorker(page)
  const sync = await recordSyncCalls(context)

  // The pickup user queues a draft offline …
  const theirs = await fillDraft(page, `取送员的登记${stamp}`)
  await goOffline(context)
  await submitOpenDraft(page)
  await expectTriedOffline(page, theirs)
  const theirKeys = (await outboxRows(page)).filter((row) => row.draftId === theirs).map((row) => row.id)
  expect(theirKeys).toHaveLength(2)

  // … and signs out: asked first, the draft stays on the device.
  await signOut(page)
  const question = page.getByRole('dialog', { name: '退出系统' })
  await expect(question).toContainText('1条未发送的登记会保留在本设备，下次登录后继续发送。')
  await expect(question).toContainText('需要联网才能重新登录')
  await question.getByRole('button', { name: '仍要退出' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.locator('[data-unsent-owners]')).toContainText('孙取送（1条）')

  // Reception signs in online on the same browser profile.
  await goOnline(context)
  await signIn(page, 'reception')
  // The worker replays the outbox of whoever is signed in now; woken, it must not send the other user's.
  await dispatchOutboxSync(context, page)
  await page.goto(REGISTRATION)
  await expect(page.locator('[data-sync-panel]')).toBeVisible()
  await expect(page.locator('[data-outbox-pending="0"]')).toBeVisible()
  await expect(page.getByText('本设备上还没有登记。可从取件受理开始登记，或新建登记。')).toBeVisible()
  await expect(page.locator(`[data-draft-card="${theirs}"]`)).toHaveCount(0)

  // She registers one of her own: her runner runs, and sends hers only.
  const hers = await fillDraft(page, `受理员的登记${stamp}`)
  await page.getByRole('button', { name: '提交', exact: true }).click()
  await expect(page.locator('[data-draft-status="sent"]')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: '‹ 返回列表' }).click()
  await expect(page.locator('[data-draft-card]')).toHaveCount(1)
  await expect(page.locator(`[data-draft-card="${hers}"]`)).toBeVisible()
  expect((await orderOf(request, hers))?.createUserId).toBe(receptionId)
  expect(await orderOf(request, theirs), 'no order for the signed-out user’s draft').toBeNull()
  expect(sync.calls.filter((call) => theirKeys.includes(call.key) || call.draftId === theirs)).toEqual([])

  // Reception signs out (nothing of hers unsent: no question); the pickup user signs in again.
  await signOut(page)
  await expect(page).toHaveURL(/\/login$/)
  await signIn(page, 'pickup')
  await page.goto(REGISTRATION)
  const card = page.locator(`[data-draft-card="${theirs}"]`)
  await expect(card.locator('[data-sync-state]')).toHaveAttribute('data-sync-state', 'sent', {
    timeout: 30_000,
  })
  await expect(page.locator(`[data-draft-card="${hers}"]`)).toHaveCount(0)
  const order = await orderOf(request, theirs)
  expect(order?.createUserId).toBe(pickupId)
  expect(order?.enterName).toBe(`取送员的登记${stamp}`)
  await expect(card).toContainText(order?.orderNo ?? '?')
  // Her entries went out from her session's tab only (not the worker, not reception's session). Her runner
  // starts sending as soon as she signs in, so the page load that follows may cut a request off and send it
  // again under its key: the server answers that from its first answer, one order per draft (above).
  const sent = sync.calls.filter((call) => theirKeys.includes(call.key))
  expect([...new Set(sent.map((call) => call.key))].sort()).toEqual([...theirKeys].sort())
  expect(sent.every((call) => call.page === page)).toBe(true)
})
