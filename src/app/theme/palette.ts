import type { MantineColorsTuple } from '@mantine/core'

/**
 * Ten shades of one colour for Mantine (shade 6 is the colour itself, as the theme's primaryShade): lighter
 * shades are mixed with white, darker ones with black, the way Element's theme colour builds its tints.
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

const TINTS = [0.9, 0.8, 0.64, 0.48, 0.3, 0.14] as const
const SHADES = [0.2, 0.35, 0.5] as const

/** The shades 0-9 of a colour (an invalid colour falls back to the given default). */
export function colorShades(color: string, fallback: string): MantineColorsTuple {
  const base = normalizeHex(color) ?? normalizeHex(fallback) ?? '#409eff'
  return [
    ...TINTS.map((weight) => mix(base, '#ffffff', weight)),
    base,
    ...SHADES.map((weight) => mix(base, '#000000', weight)),
  ] as unknown as MantineColorsTuple
}
