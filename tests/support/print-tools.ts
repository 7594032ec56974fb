import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

/**
 * Helpers of the print tests: poppler-utils (pdftotext, pdffonts, pdftoppm) read the PDFs as any viewer
 * would, jsQR reads the QR codes back from the rendered pixels. Files go to test-results/print/ so a person
 * can look at them after a run.
 */
export const OUT_DIR = path.resolve(import.meta.dirname, '../../test-results/print')

export function outPath(name: string): string {
  mkdirSync(OUT_DIR, { recursive: true })
  return path.join(OUT_DIR, name)
}

export function savePdf(name: string, bytes: Uint8Array): string {
  const file = outPath(name)
  writeFileSync(file, bytes)
  return file
}

export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
}

/**
 * Text without whitespace, to compare extracted text: pdftotext guesses spaces from glyph positions, so a
 * letter-spaced label (委 托 单 位) gains spaces and 第 1 页 may lose them.
 */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, '')
}

export type PdfFont = { name: string; type: string; embedded: boolean; subset: boolean; unicode: boolean }

/** The fonts `pdffonts` lists: its table after the two header lines, columns by position from the right. */
export function pdfFonts(file: string): PdfFont[] {
  const lines = execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2)
  return lines.map((line) => {
    const cells = line.trim().split(/\s+/)
    const [emb, sub, uni] = cells.slice(-5, -2)
    return {
      name: cells[0] ?? '',
      type: cells.slice(1, -6).join(' '),
      embedded: emb === 'yes',
      subset: sub === 'yes',
      unicode: uni === 'yes',
    }
  })
}

/** Renders every page (or one) to `<prefix>-<n>.png` at `dpi` and returns the files in page order. */
export function renderPages(
  file: string,
  prefix: string,
  options: { dpi?: number; page?: number } = {},
): string[] {
  const target = outPath(prefix)
  for (const old of readdirSync(OUT_DIR)) {
    if (old.startsWith(`${prefix}-`) && old.endsWith('.png')) rmSync(path.join(OUT_DIR, old))
  }
  const range = options.page ? ['-f', String(options.page), '-l', String(options.page)] : []
  execFileSync('pdftoppm', ['-r', String(options.dpi ?? 100), '-png', ...range, file, target])
  return readdirSync(OUT_DIR)
    .filter((name) => name.startsWith(`${prefix}-`) && name.endsWith('.png'))
    .sort((a, b) => pageOf(a) - pageOf(b))
    .map((name) => path.join(OUT_DIR, name))
}

function pageOf(name: string): number {
  return Number(/-(\d+)\.png$/.exec(name)?.[1] ?? 0)
}

export function readPng(file: string): PNG {
  return PNG.sync.read(readFileSync(file))
}

/** The text of the QR code in a PNG, or null when none is found. */
export function decodeQr(file: string): string | null {
  const png = readPng(file)
  const found = jsQR(
    new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength),
    png.width,
    png.height,
  )
  return found?.data ?? null
}

/** Pixels whose colour differs by more than `tolerance` in any channel. */
export function differingPixels(a: PNG, b: PNG, tolerance = 8): number {
  if (a.width !== b.width || a.height !== b.height) return Number.POSITIVE_INFINITY
  let count = 0
  for (let i = 0; i < a.data.length; i += 4) {
    for (let channel = 0; channel < 3; channel++) {
      if (Math.abs((a.data[i + channel] ?? 0) - (b.data[i + channel] ?? 0)) > tolerance) {
        count++
        break
      }
    }
  }
  return count
}

/** Pixels darker than mid-grey: the ink on a page. */
export function inkedPixels(png: PNG): number {
  let count = 0
  for (let i = 0; i < png.data.length; i += 4) {
    if ((png.data[i] ?? 255) < 128) count++
  }
  return count
}

/** A solid PNG of `width` × `height` with a dark diagonal stroke: a stand-in for a logo or a signature. */
export function strokePng(width: number, height: number, rgb: [number, number, number]): Uint8Array {
  const png = new PNG({ width, height })
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 4
      const onStroke = Math.abs(y - (x * height) / width) < 3
      png.data[index] = onStroke ? rgb[0] : 255
      png.data[index + 1] = onStroke ? rgb[1] : 255
      png.data[index + 2] = onStroke ? rgb[2] : 255
      png.data[index + 3] = onStroke ? 255 : 0
    }
  }
  return PNG.sync.write(png)
}
