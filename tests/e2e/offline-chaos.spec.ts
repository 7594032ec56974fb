import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import {
  createChaosServer,
  createFaultProxy,
  seededRandom,
  type ChaosServer,
  type FaultProxy,
} from './chaos-support'
import {
  expectSaved,
  field,
  goOffline,
  goOnline,
  REGISTRATION,
  sign,
  testPng,
  waitForWorker,
} from './offline-registration-support'
import { ordersNamed } from './offline-sync-support'
import { apiAs, signIn } from './shell-pages-support'
import { e2eSlot } from '../support/e2e-slot'

/**
 * The chaos test: drafts (some with a photo) made and submitted on a tablet whose network comes and goes
 * again and again, with reloads and server crashes in between — then, with the connection back, the server
 * holds exactly one order per draft and every photo once, nothing twice, and the outbox is empty. Run twice:
 * against a healthy server, and against one that answers 500 to one sync request in five (half of those after
 * it did the work, so only the Idempotency-Key stands between a retry and a second order).
 *
 * The test owns its server (so it can kill it) and talks to it through a fault-injecting proxy.
 *
 * Two sizes: the browser tests run a short storm (every kind of fault, a few minutes); `npm run bench --
 * chaos` runs the long one (50 drafts, 20 photos, 200 switches: a quarter of an hour), which finds the rare
 * interleavings but would take a fifth of the whole test run.
 */
const SIZES = {
  short: { drafts: 8, photos: 3, switches: 40, restarts: 2, reloads: 3 },
  long: { drafts: 50, photos: 20, switches: 200, restarts: 5, reloads: 12 },
}
const {
  drafts: DRAFTS,
  photos: PHOTOS,
  switches: SWITCHES,
  restarts: RESTARTS,
  reloads: RELOADS,
} = SIZES[process.env.CHAOS_SIZE === 'long' ? 'long' : 'short']

// Beside the workers' own servers: 300 ports up, ten per worker.
const basePort = Number(process.env.E2E_PORT ?? 8091) + 300 + 10 * e2eSlot()
const serverPort = basePort
const proxyPort = basePort + 1

test.use({ serviceWorkers: 'allow', baseURL: `http://127.0.0.1:${proxyPort}` })
test.describe.configure({ mode: 'serial' })

type Detail = { id: string; photos: { id: string }[]; signature: { id: string } | null }

let server: ChaosServer
let proxy: FaultProxy

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await createChaosServer(serverPort)
  await server.start()
  proxy = await createFaultProxy(proxyPort, serverPort, seededRandom(7))
})

test.afterAll(async () => {
  await proxy?.close()
  await server?.dispose()
})

/** The network and the server misbehaving, in a seeded order (a failure can be replayed with its seed). */
class Chaos {
  switches = 0
  /** Of the switches, those that took the network away and those that gave it back. */
  wentOffline = 0
  wentOnline = 0
  restarts = 0
  reloads = 0
  offline = false

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    private readonly random: () => number,
  ) {}

  private async toggle() {
    this.offline = !this.offline
    if (this.offline) await goOffline(this.context)
    else await goOnline(this.context)
    this.switches++
    if (this.offline) this.wentOffline++
    else this.wentOnline++
  }

  /** A few events: mostly network switches, now and then a reload or a server crash. */
  async strike(switches: number) {
    for (let index = 0; index < switches && this.switches < SWITCHES; index++) {
      await this.toggle()
      // Let the outbox get somewhere (or be cut off half-way) before the next switch.
      await this.page.waitForTimeout(Math.floor(this.random() * 250))
    }
    const roll = this.random()
    if (roll < 0.12 && this.restarts < RESTARTS) {
      this.restarts++
      await server.restart()
    } else if (roll < 0.4 && this.reloads < RELOADS) {
      this.reloads++
      await this.page.reload()
    }
  }

  /** A storm too short for the dice to bring a crash or a reload gets one of each now (it must show both). */
  async atLeastOneOfEach() {
    if (this.restarts === 0) {
      this.restarts++
      await server.restart()
    }
    if (this.reloads === 0) {
      this.reloads++
      await this.page.reload()
    }
  }

  async calm() {
    if (this.offline) await this.toggle()
  }
}

async function fillDraft(page: Page, chaos: Chaos, name: string, photo: Buffer | null) {
  // Back to the list the way a person goes (a page load each time would only measure the app's start).
  const back = page.getByRole('button', { name: '‹ 返回列表' })
  if (await back.isVisible()) await back.click()
  else await page.goto(REGISTRATION)
  await page.getByRole('button', { name: '新建登记', exact: true }).click()
  await expect(page).toHaveURL(/[?&]draft=/)
  await field(page, 'enterName').fill(name)
  await page.getByRole('button', { name: '新增器具', exact: true }).click()
  await page
    .locator('[data-instrument-line]')
    .last()
    .getByRole('textbox', { name: '器具名称' })
    .fill('压力表')
  await expectSaved(page)
  // Mid-way through a draft the network may go, or the tablet reload: nothing typed may be lost.
  await chaos.strike(1)
  await expect(field(page, 'enterName')).toHaveValue(name)
  if (photo) {
    await page
      .locator('[data-photo-capture] input[type="file"]:not([capture])')
      .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: photo })
    await expect(page.locator('[data-photo]')).toHaveCount(1)
  }
  await sign(page, page.getByRole('img', { name: '签名板' }))
  await expectSaved(page)
  await page.getByRole('button', { name: '提交', exact: true }).click()
  await expect(page.locator('[data-draft-status]')).toHaveAttribute(
    'data-draft-status',
    /waiting|sending|sent/,
  )
}

for (const variant of [
  { name: 'a healthy server', failureRate: 0, seed: 11 },
  { name: 'a server that answers 500 to one sync request in five', failureRate: 0.2, seed: 23 },
]) {
  test(`${DRAFTS} drafts and ${PHOTOS} photos under ${SWITCHES} network switches, reloads and server crashes: ${variant.name}`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(900_000)
    const random = seededRandom(variant.seed)
    const prefix = `混沌${variant.seed}-`
    proxy.failureRate = 0
    await signIn(page, 'pickup')
    await waitForWorker(page)
    proxy.failureRate = variant.failureRate
    const chaos = new Chaos(page, context, random)
    // Evidence of the chaos apart from the Chaos class's own counts: the page's loads, the server's crashes.
    let loads = 0
    page.on('load', () => loads++)
    const crashesBefore = server.crashes
    const startsBefore = server.starts

    for (let index = 0; index < DRAFTS; index++) {
      const photo = index < PHOTOS ? testPng(48, 32, [index * 12, 255 - index * 12, variant.seed * 9]) : null
      await fillDraft(page, chaos, `${prefix}${String(index + 1).padStart(2, '0')}`, photo)
      await chaos.strike(3)
    }
    while (chaos.switches < SWITCHES) await chaos.strike(4)
    await chaos.atLeastOneOfEach()

    // The chaos happened as planned (a run that skipped it would prove nothing): every network switch, the
    // server killed and started again at least once, the tablet reloaded at least once.
    expect(chaos.switches, 'network switches').toBe(SWITCHES)
    expect(chaos.wentOffline, 'switches to offline').toBe(SWITCHES / 2)
    expect(chaos.wentOnline, 'switches back online').toBe(SWITCHES / 2)
    expect(chaos.restarts, 'server crashes').toBeGreaterThanOrEqual(1)
    expect(server.crashes - crashesBefore, 'server processes killed').toBe(chaos.restarts)
    expect(server.starts - startsBefore, 'server starts after a crash').toBe(chaos.restarts)
    expect(chaos.reloads, 'reloads').toBeGreaterThanOrEqual(1)
    expect(loads, 'page loads (reloads and navigations)').toBeGreaterThanOrEqual(chaos.reloads)

    // The storm is over: the connection stays, the server may still fail one request in five.
    await chaos.calm()
    await page.goto(REGISTRATION)
    // Every draft sent: a send the server failed is retried after its backoff. (Waiting on the pending count
    // instead can pass too early: a page just loaded shows 0 pending before it has read its outbox.)
    await expect(page.locator('[data-sync-state="sent"]')).toHaveCount(DRAFTS, { timeout: 240_000 })
    await expect(page.locator('[data-outbox-pending="0"]')).toBeVisible()
    await expect(page.locator('[data-sync-state="attention"]')).toHaveCount(0)

    proxy.failureRate = 0
    const api = await apiAs(request, 'pickup')
    const orders = await ordersNamed(api, prefix)
    expect(orders.total).toBe(DRAFTS)
    const names = orders.records.map((order) => order.enterName)
    expect(new Set(names).size).toBe(DRAFTS)
    const photos = new Set<string>()
    let photoLinks = 0
    for (const order of orders.records) {
      const detail = await api.get<Detail>('/api/crm/registration/detail', { id: order.id })
      expect(detail.signature).not.toBeNull()
      photoLinks += detail.photos.length
      for (const each of detail.photos) photos.add(each.id)
    }
    expect(photoLinks).toBe(PHOTOS)
    expect(photos.size).toBe(PHOTOS)
    test.info().annotations.push({
      type: 'chaos',
      description: `${chaos.switches} switches, ${chaos.reloads} reloads, ${chaos.restarts} server crashes, 500s injected before/after the work: ${proxy.injected.before}/${proxy.injected.after}`,
    })
  })
}
