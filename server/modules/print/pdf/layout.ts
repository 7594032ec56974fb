import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import type { Fonts } from './fonts'

/**
 * Layout primitives: an A4 page flow that moves a cursor down and starts a new page when a block does not
 * fit, text measuring and wrapping that knows Chinese may break between any two characters, and a few
 * drawing helpers. Coordinates are PDF points with the origin at the bottom left, as pdf-lib has them.
 */

export const A4 = { width: 595.28, height: 841.89 } as const
/** Points per millimetre. */
export const MM = 72 / 25.4

export const COLORS = {
  text: rgb(0.1, 0.1, 0.1),
  muted: rgb(0.38, 0.38, 0.38),
  rule: rgb(0.25, 0.25, 0.25),
  grid: rgb(0.45, 0.45, 0.45),
  fill: rgb(0.93, 0.94, 0.96),
  accent: rgb(0.1, 0.23, 0.45),
  fail: rgb(0.7, 0.1, 0.1),
  white: rgb(1, 1, 1),
} as const

export type Align = 'left' | 'center' | 'right'

export type TextStyle = {
  size: number
  bold?: boolean
  color?: RGB
  /** Line height as a multiple of the size. */
  leading?: number
}

/** The printable area of a page. */
export type Margins = { top: number; right: number; bottom: number; left: number }

export const DEFAULT_MARGINS: Margins = { top: 22 * MM, right: 18 * MM, bottom: 24 * MM, left: 18 * MM }

const DEFAULT_LEADING = 1.45

export function fontOf(fonts: Fonts, style: Pick<TextStyle, 'bold'>): PDFFont {
  return style.bold ? fonts.bold : fonts.regular
}

export function lineHeight(style: TextStyle): number {
  return style.size * (style.leading ?? DEFAULT_LEADING)
}

// Advance widths per font and character, at size 1. pdf-lib draws glyphs at their advance widths (no
// kerning), so the sum of a string's characters is the width it will take on the page.
const advanceCache = new WeakMap<PDFFont, Map<string, number>>()

export function textWidth(font: PDFFont, text: string, size: number): number {
  let widths = advanceCache.get(font)
  if (!widths) {
    widths = new Map()
    advanceCache.set(font, widths)
  }
  let total = 0
  for (const char of text) {
    let width = widths.get(char)
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, 1)
      widths.set(char, width)
    }
    total += width
  }
  return total * size
}

/** Han ideographs, CJK punctuation and full-width forms: a line may break before or after each of them. */
const BREAKS_ANYWHERE = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]/u
/** Characters that must not start a line (Chinese typesetting's 避头点). */
const NO_LINE_START = /[，。、；：？！）》」』】〕”’,.;:?!)\]}%℃]/u

/**
 * Splits text into lines no wider than `maxWidth`. Explicit newlines are kept; Latin words stay whole unless a
 * single word is longer than the line; a closing punctuation mark never starts a line.
 */
export function wrapText(measure: (text: string) => number, text: string, maxWidth: number): string[] {
  return text.split('\n').flatMap((paragraph) => wrapParagraph(measure, paragraph, maxWidth))
}

function wrapParagraph(measure: (text: string) => number, paragraph: string, maxWidth: number): string[] {
  const chars = Array.from(paragraph)
  const lines: string[] = []
  let start = 0
  while (start < chars.length) {
    let end = start
    let lastBreak = -1
    while (end < chars.length && measure(chars.slice(start, end + 1).join('')) <= maxWidth) {
      end++
      if (end < chars.length && canBreakBefore(chars, end)) lastBreak = end
    }
    if (end === chars.length) {
      lines.push(chars.slice(start).join('').trimEnd())
      break
    }
    // Nothing fits (a glyph wider than the column): take one character anyway so the loop moves on.
    const cut = lastBreak > start ? lastBreak : Math.max(end, start + 1)
    lines.push(chars.slice(start, cut).join('').trimEnd())
    start = cut
    while (chars[start] === ' ') start++
  }
  return lines.length > 0 ? lines : ['']
}

function canBreakBefore(chars: string[], index: number): boolean {
  const before = chars[index - 1] ?? ''
  const here = chars[index] ?? ''
  if (NO_LINE_START.test(here)) return false
  if (before === ' ') return true
  return BREAKS_ANYWHERE.test(here) || BREAKS_ANYWHERE.test(before)
}

/** Shortens text with an ellipsis until it fits. */
export function fitText(measure: (text: string) => number, text: string, maxWidth: number): string {
  if (measure(text) <= maxWidth) return text
  const chars = Array.from(text)
  while (chars.length > 0 && measure(`${chars.join('')}…`) > maxWidth) chars.pop()
  return `${chars.join('')}…`
}

/** Where a line of `size` sits in a box of `height` whose top is `top`: the baseline that centres it. */
export function baselineIn(top: number, height: number, size: number): number {
  // Noto Sans SC's ideographs fill about 0.88 em above the baseline and 0.12 em below.
  return top - height / 2 - size * 0.38
}

export type DrawTextOptions = {
  x: number
  /** Baseline. */
  y: number
  width?: number
  align?: Align
  style: TextStyle
}

export function drawText(page: PDFPage, fonts: Fonts, text: string, options: DrawTextOptions): void {
  if (text === '') return
  const { style, align = 'left', width = 0 } = options
  const font = fontOf(fonts, style)
  const measured = textWidth(font, text, style.size)
  const x =
    align === 'left'
      ? options.x
      : align === 'center'
        ? options.x + (width - measured) / 2
        : options.x + width - measured
  page.drawText(text, { x, y: options.y, size: style.size, font, color: style.color ?? COLORS.text })
}

export function drawRule(
  page: PDFPage,
  from: [number, number],
  to: [number, number],
  thickness = 0.6,
  color = COLORS.rule,
): void {
  page.drawLine({ start: { x: from[0], y: from[1] }, end: { x: to[0], y: to[1] }, thickness, color })
}

/**
 * The cursor through a document's pages. `y` is the top of the free space on the current page; blocks call
 * `ensure(height)` before drawing, which starts a new page (and runs the page decorations, such as a
 * running header) when the block would cross the bottom margin.
 */
export class PageFlow {
  readonly pages: PDFPage[] = []
  page: PDFPage
  y: number

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly margins: Margins = DEFAULT_MARGINS,
    private readonly decorate: (flow: PageFlow) => void = () => undefined,
  ) {
    this.page = this.addPage()
    this.y = this.top
    this.decorate(this)
  }

  get left(): number {
    return this.margins.left
  }

  get right(): number {
    return A4.width - this.margins.right
  }

  get width(): number {
    return this.right - this.left
  }

  get top(): number {
    return A4.height - this.margins.top
  }

  get bottom(): number {
    return this.margins.bottom
  }

  /** The page number of the current page, from 1. */
  get pageNumber(): number {
    return this.pages.length
  }

  remaining(): number {
    return this.y - this.bottom
  }

  newPage(): void {
    this.page = this.addPage()
    this.y = this.top
    this.decorate(this)
  }

  /** Starts a new page when less than `height` is left; true when it did. */
  ensure(height: number): boolean {
    if (this.remaining() >= height || this.y === this.top) return false
    this.newPage()
    return true
  }

  moveDown(dy: number): void {
    this.y -= dy
  }

  measure(style: TextStyle): (text: string) => number {
    const font = fontOf(this.fonts, style)
    return (text) => textWidth(font, text, style.size)
  }

  /** Draws wrapped text at the cursor, line by line, breaking pages between lines. */
  paragraph(
    text: string,
    style: TextStyle,
    options: { align?: Align; indent?: number; width?: number } = {},
  ): void {
    const indent = options.indent ?? 0
    const width = options.width ?? this.width - indent
    const height = lineHeight(style)
    for (const line of wrapText(this.measure(style), text, width)) {
      this.ensure(height)
      drawText(this.page, this.fonts, line, {
        x: this.left + indent,
        y: baselineIn(this.y, height, style.size),
        width,
        align: options.align ?? 'left',
        style,
      })
      this.moveDown(height)
    }
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([A4.width, A4.height])
    this.pages.push(page)
    return page
  }
}
