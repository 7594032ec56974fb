import { expect, test } from '@playwright/test'
import { goOffline, goOnline, REGISTRATION, testPng } from './offline-registration-support'
import { outboxRows, patchOutbox, queueOffline, signInRecorded } from './offline-sync-support'

/**
 * A run cut off: the connection flickers back, the outbox starts sending a draft (发送中), and the
 * tablet loses the network and the app is closed before any answer. Opened again offline, the new runner puts
 * the cut-off entries back to waiting (src/offline/sync.ts "an entry still marked so was cut off"): nothing is
 * being sent, so the draft must read 等待发送 again, not 发送中 until some later try.
 */

test.use({ serviceWorkers: 'allow' })

test('a draft whose sending was cut off by closing the app shows 等待发送 when reopened offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const sync = await signInRecorded(page, context)
  const draftId = await queueOffline(page, context, `中断${Date.now().toString(36)}`, [
    testPng(64, 48, [10, 90, 200]),
  ])
  // A long time offline: tried many times, the next automatic try is minutes away (2 s doubling, 5 min at most).
  await patchOutbox(page, draftId, { attempts: 8, nextAttemptAt: Date.now() + 200_000 })

  // The connection flickers back: its run marks the draft 发送中 and sends the photo (held on its way) …
  sync.hold()
  await goOnline(context)
  await expect.poll(() => sync.held()).toBe(1)
  await expect(page.locator('[data-draft-status="sending"]')).toBeVisible()
  // … then the network is gone again and the app is closed before any answer.
  await goOffline(context)
  await page.close()
  await sync.release()

  const reopened = await context.newPage()
  await reopened.goto(REGISTRATION)
  const card = reopened.locator(`[data-draft-card="${draftId}"]`)
  await expect(card).toBeVisible()
  // The new page's runner took the lock and put the cut-off entries back to waiting: nothing is sending.
  await expect
    .poll(async () =>
      (await outboxRows(reopened)).filter((row) => row.draftId === draftId).map((row) => row.state),
    )
    .toEqual(['waiting', 'waiting', 'waiting'])
  await expect(reopened.locator('[data-sync-panel]')).toContainText('当前离线，联网后自动发送')
  await expect(card.locator('[data-sync-state]')).toHaveAttribute('data-sync-state', 'waiting')
})
