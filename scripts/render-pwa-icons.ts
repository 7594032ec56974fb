import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

/**
 * Renders the PNG icons of the web app manifest from the app's mark (public/favicon.svg) with Chromium, once:
 * the PNGs are committed, so neither the build nor CI runs this. Run it again after changing the mark:
 *   npx tsx scripts/render-pwa-icons.ts
 *
 * - pwa-192x192.png, pwa-512x512.png: the mark as it is (rounded square, transparent corners), purpose "any";
 * - pwa-maskable-512x512.png: full-bleed brand colour with the mark's drawing inside the central 60 %, so
 *   any mask shape (the safe zone is the circle of 80 % of the size) leaves it whole;
 * - apple-touch-icon-180x180.png: full-bleed and opaque (iOS rounds the corners itself and shows
 *   transparency as black).
 */

const PUBLIC_DIR = path.resolve(import.meta.dirname, '..', 'public')
const BRAND = '#409EFF'

const mark = fs.readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8')

/** The drawing of the mark (everything but its background square), in its 64 × 64 coordinates. */
const drawing = mark
  .replace(/^[\s\S]*?<rect[^>]*\/>/, '')
  .replace(/<\/svg>\s*$/, '')
  .trim()

/** The drawing on a full-bleed square, scaled to `scale` of the size around its centre. */
const fullBleed = (scale: number) => {
  const offset = (64 - 64 * scale) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${BRAND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${drawing}</g>
</svg>`
}

type Icon = { file: string; size: number; svg: string }

const icons: Icon[] = [
  { file: 'pwa-192x192.png', size: 192, svg: mark },
  { file: 'pwa-512x512.png', size: 512, svg: mark },
  { file: 'pwa-maskable-512x512.png', size: 512, svg: fullBleed(0.6) },
  { file: 'apple-touch-icon-180x180.png', size: 180, svg: fullBleed(0.8) },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size })
    const source = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        `<img src="${source}" width="${icon.size}" height="${icon.size}" style="display:block"></body></html>`,
    )
    // Drawn before the screenshot (the script's tsconfig has no DOM types: the image is typed by hand).
    await page
      .locator('img')
      .evaluate((image) => (image as unknown as { decode: () => Promise<void> }).decode())
    await page.screenshot({ path: path.join(PUBLIC_DIR, icon.file), omitBackground: true })
    console.log(`public/${icon.file} (${icon.size} × ${icon.size})`)
  }
} finally {
  await browser.close()
}
