import type { MantineColorsTuple } from '@mantine/core'

/**
 * Ten shades of one colour for Mantine (shade 6 is the colour itself): lighter shades are mixed with white,
 * darker ones with black, the way Element's theme colour builds its tints. Text in the colour and white text
 * on it must read at WCAG AA (4.5:1): a light colour such as #409EFF does not (2.78:1 on white), so shade 7
 * is then the colour darkened just enough, and the theme's primaryShade (buttons, links, the active tab) is 7.
 */

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

/** #abc or #aabbcc (with or without #), in lower case with a leading #; null for anything else. */
export function normalizeHex(value: string): string | null {
  const match = HEX.exec(value.trim())
  if (!match?.[1]) return null
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1]
  return `#${digits.toLowerCase()}`
}

type Rgb = [number, number, number]

const toRgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const toHex = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`

/** Mixes a colour with another by weight (0 = the colour, 1 = the other). */
export function mix(hex: string, other: string, weight: number): string {
  const a = toRgb(hex)
  const b = toRgb(other)
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * weight) as Rgb)
}

/** WCAG relative luminance of a colour. */
function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * The contrast asked of the readable shade against white: 4.5:1 with a margin, so that it still reads at 4.5:1
 * on the light greys and tints the pages and the active entries put under it (#f0f2f5 costs about 11 %).
 */
const READABLE_ON_WHITE = 5.1

/** Whether white text on the colour, and the colour as text on white, read at AA on the app's backgrounds. */
export const isReadable = (hex: string) => contrastRatio(hex, '#ffffff') >= READABLE_ON_WHITE

/** The colour darkened (mixed with black, in 1 % steps) just enough to be readable. */
export function readableShade(hex: string): string {
  for (let weight = 0; weight < 1; weight += 0.01) {
    const shade = mix(hex, '#000000', weight)
    if (isReadable(shade)) return shade
  }
  return '#000000'
}

/**
 * A Mantine colour with its shades 6-9 (filled backgrounds under white text, text on white, and the light
 * variant's text on shade 1) darkened where they do not read at AA, each one darker than the one before.
 */
export function readableTuple(shades: readonly string[]): MantineColorsTuple {
  const light = shades[1] ?? '#ffffff'
  const readsOnLight = (hex: string) => isReadable(hex) && contrastRatio(hex, light) >= 4.6
  const result = shades.slice(0, 6)
  let previous: string | null = null
  for (const shade of shades.slice(6)) {
    let next = shade
    for (let weight = 0.01; !readsOnLight(next) && weight < 1; weight += 0.01)
      next = mix(shade, '#000000', weight)
    if (previous && luminance(next) >= luminance(previous)) next = mix(previous, '#000000', 0.12)
    result.push(next)
    previous = next
  }
  return result as unknown as MantineColorsTuple
}

/** A text colour darkened (mixed with black) until it reads at AA, with a margin, on a given background. */
export function readableOn(hex: string, background: string): string {
  let text = hex
  for (let weight = 0.01; contrastRatio(text, background) < 4.6 && weight < 1; weight += 0.01) {
    text = mix(hex, '#000000', weight)
  }
  return text
}

const TINTS = [0.9, 0.8, 0.64, 0.48, 0.3, 0.14] as const
const SHADES = [0.2, 0.35, 0.5] as const
const DARKER = [0.2, 0.4] as const

/** The shade index that text and filled backgrounds use: the colour itself when it reads at AA, else 7. */
export const readableShadeIndex = (color: string): 6 | 7 => (isReadable(color) ? 6 : 7)

/** The shades 0-9 of a colour (an invalid colour falls back to the given default). */
export function colorShades(color: string, fallback: string): MantineColorsTuple {
  const base = normalizeHex(color) ?? normalizeHex(fallback) ?? '#409eff'
  const darker = isReadable(base)
    ? SHADES.map((weight) => mix(base, '#000000', weight))
    : [readableShade(base), ...DARKER.map((weight) => mix(readableShade(base), '#000000', weight))]
  return [
    ...TINTS.map((weight) => mix(base, '#ffffff', weight)),
    base,
    ...darker,
  ] as unknown as MantineColorsTuple
}
