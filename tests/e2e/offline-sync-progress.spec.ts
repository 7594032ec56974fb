import { expect, test, type Locator } from '@playwright/test'
import { goOnline } from './offline-registration-support'
import { noisePng, orderOf, queueOffline, signInRecorded } from './offline-sync-support'

/**
 * The sync panel while a draft with photos is sent (src/features/pickup/SyncPanel.tsx): "正在发送：n / m"
 * counts drafts (its photos are part of it, not items of their own), and "照片上传 n%" follows the
 * bytes of each photo on its way. Each request is held at the network's edge until the test lets it go (so
 * each step can be seen), and the upload is slowed by the browser's network emulation (so the percentage can
 * be seen moving).
 */

test.use({ serviceWorkers: 'allow' })

/** Upload speed while the photos go (bytes/s): a photo of a few hundred KB takes seconds. */
const UPLOAD_BYTES_PER_SECOND = 48 * 1024

/** Watches the panel's photo percentage until it has shown at least two values strictly between 0 and 100. */
async function expectUploadMoving(panel: Locator) {
  const seen = new Set<number>()
  await expect
    .poll(
      async () => {
        const text = await panel.innerText()
        const percent = /照片上传 (\d+)%/.exec(text)?.[1]
        if (percent) seen.add(Number(percent))
        return [...seen].filter((value) => value > 0 && value < 100).length
      },
      { intervals: [100], timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(2)
}

test('the sync panel counts the draft, and shows each of its photos’ upload progress', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  const sync = await signInRecorded(page, context)
  const draftId = await queueOffline(page, context, `进度${Date.now().toString(36)}`, [
    noisePng(640, 480, 1),
    noisePng(640, 480, 2),
  ])
  await page.getByRole('button', { name: '‹ 返回列表' }).click()
  const panel = page.locator('[data-sync-panel]')
  // Two photos, the signature and the registration: one draft.
  await expect(panel).toContainText('待发送：1 条登记')

  sync.hold()
  await goOnline(context)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: UPLOAD_BYTES_PER_SECOND,
  })
  const progress = panel.locator('[data-sync-progress]')

  // The first photo waits at the network's edge: nothing answered yet.
  await expect.poll(() => sync.held()).toBe(1)
  await expect(progress).toContainText('正在发送：0 / 1')
  await expect(page.getByRole('button', { name: '立即同步', exact: true })).toBeDisabled()
  // It goes: its bytes are counted on the way.
  await sync.releaseOne()
  await expectUploadMoving(progress)

  // Answered; the second photo waits, then goes. The draft is not sent yet.
  await expect.poll(() => sync.calls.length, { timeout: 60_000 }).toBe(2)
  await expect(progress).toContainText('正在发送：0 / 1')
  await expect(progress).not.toContainText('照片上传')
  await sync.releaseOne()
  await expectUploadMoving(progress)

  // Then the signature and the registration.
  await expect.poll(() => sync.calls.length, { timeout: 60_000 }).toBe(3)
  await expect(progress).toContainText('正在发送：0 / 1')
  await sync.releaseOne()
  await expect.poll(() => sync.calls.length, { timeout: 60_000 }).toBe(4)
  expect(sync.calls.at(-1)?.kind).toBe('registration')
  await expect(progress).toContainText('正在发送：0 / 1')
  await expect(progress).not.toContainText('照片上传')
  await sync.release()

  // Done: the panel is at rest and the draft sent, with both photos on the server.
  await expect(progress).toHaveCount(0, { timeout: 30_000 })
  await expect(panel).toContainText('没有待发送的登记')
  const card = page.locator(`[data-draft-card="${draftId}"]`)
  await expect(card.locator('[data-sync-state]')).toHaveAttribute('data-sync-state', 'sent')
  expect((await orderOf(request, draftId))?.photos).toHaveLength(2)
  await cdp.detach()
})
