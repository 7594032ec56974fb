import { deflateSync } from 'node:zlib'
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { deviceCount, deviceDb, deviceRows } from './device-db'

/** Helpers of the on-site registration browser tests. */

export const ACCEPTANCE = '/appointment-pickup-manage/appointment-pickup/acceptance-index'
export const REGISTRATION = '/appointment-pickup-manage/registration/index'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A small PNG: a colour with a stripe of another (each photo of a test different in content). */
export function testPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // colour type: RGB
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) {
      const stripe = Math.abs(x - y) < 4
      row.writeUInt8(stripe ? 255 - rgb[0] : rgb[0], 1 + x * 3)
      row.writeUInt8(stripe ? 255 - rgb[1] : rgb[1], 2 + x * 3)
      row.writeUInt8(stripe ? 255 - rgb[2] : rgb[2], 3 + x * 3)
    }
    rows.push(row)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * Waits until the worker is activated and controls the page (it claims the page on its first install).
 * Two steps, because waitForFunction does not wait for a predicate's promise (a Promise is truthy): first
 * `ready` (an active worker), then a synchronous poll of the controller.
 */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
    polling: 250,
  })
}

/** No network for the pages nor the worker: the browser's offline mode, and every request aborted. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*')
  await context.setOffline(false)
}

/** The editor of the open draft, and its sections. */
export const editor = (page: Page) => page.locator('[data-draft-editor]')
export const section = (page: Page, id: string) => page.locator(`[data-section="${id}"]`)
export const field = (page: Page, path: string) => page.locator(`[data-field="${path}"]`)

/** Waits until every change is written to the device (the editor says so). */
export const expectSaved = (page: Page) =>
  expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved')

/** Draws a signature with the mouse: a zigzag across the pad, in one stroke. */
export async function sign(page: Page, pad: Locator): Promise<void> {
  // As a person would: sign again when nothing showed (the pad moved while the mouse went down, e.g. a photo
  // above it finished loading on a busy machine).
  for (let attempt = 1; attempt <= 3; attempt++) {
    const box = await steadyBox(pad)
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 30, y)
    await page.mouse.down()
    for (let step = 1; step <= 12; step++)
      await page.mouse.move(box.x + 30 + step * ((box.width - 60) / 12), y + (step % 2 ? -30 : 30), {
        steps: 3,
      })
    await page.mouse.up()
    if (await padHasInk(pad)) return
  }
  throw new Error('the signature pad took no ink in 3 attempts')
}

/** The pad's box once the layout around it has settled (the mouse works in the viewport: it must be in it). */
async function steadyBox(pad: Locator) {
  let previous: Awaited<ReturnType<Locator['boundingBox']>> = null
  for (let read = 0; read < 20; read++) {
    await pad.scrollIntoViewIfNeeded()
    const box = await pad.boundingBox()
    if (box && previous && box.x === previous.x && box.y === previous.y && box.width === previous.width)
      return box
    previous = box
    // The next frame: a layout still moving has moved by then.
    await pad.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))
  }
  if (!previous) throw new Error('signature pad not visible')
  return previous
}

/**
 * Whether the signature pad shows ink: a pixel of the canvas that is not white (a signature made on a wide pad
 * and shown on a phone's narrow one is scaled down to thin, light grey lines).
 */
export const padHasInk = (pad: Locator) =>
  pad.evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d')
    if (!context) return false
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    for (let i = 0; i < data.length; i += 4) if ((data[i] as number) < 230) return true
    return false
  })

/** How many photos (the signature included) of a draft are stored on the device. */
export const storedPhotos = (page: Page, draftId: string) => deviceCount(page, 'photos', 'draftId', draftId)

/** The names of the customers kept on the device (looked at, or of the appointments). */
export const storedCustomerNames = async (page: Page) =>
  (await deviceRows<{ name: string }>(page, 'customers')).map((row) => row.name)

/**
 * Changes a field of a stored draft behind the app's back (as an older app version's outbox entry would carry
 * it): the server then refuses what the form of this version would not have let through.
 */
export async function corruptStoredDraft(page: Page, id: string, patch: Record<string, unknown>) {
  await deviceDb(page, { kind: 'patch', store: 'drafts', where: { id }, into: 'record', patch })
}

/** Whether the page is wider than the viewport (a phone or tablet layout must not scroll sideways). */
export const overflowsHorizontally = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)
