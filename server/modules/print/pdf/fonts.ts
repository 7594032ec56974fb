import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Readable } from 'node:stream'
import * as fontkit from 'fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'

/**
 * The embedded font: Noto Sans SC (SIL Open Font License 1.1), static TrueType instances from the npm package
 * @expo-google-fonts/noto-sans-sc. Every glyph is drawn from it (no standard-14 font, no system font), and
 * only the glyphs a document uses are embedded.
 *
 * Subsetting goes through the upstream `fontkit` 2, not `@pdf-lib/fontkit` 1.1: the fork writes a short
 * `loca` table without padding the glyphs, which silently blanks some CJK glyphs of a TrueType subset.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const

export type FontWeight = keyof typeof FONT_FILES
export type Fonts = Record<FontWeight, PDFFont>

const require = createRequire(import.meta.url)
const fileBytes = new Map<FontWeight, Uint8Array>()

/** The TTF bytes of a weight, read once per process (about 10 MB each). */
export function fontBytes(weight: FontWeight): Uint8Array {
  let bytes = fileBytes.get(weight)
  if (!bytes) {
    bytes = readFileSync(require.resolve(FONT_FILES[weight]))
    fileBytes.set(weight, bytes)
  }
  return bytes
}

type FontkitSubset = fontkit.Subset & { encodeStream?: () => Readable }
type FontkitFont = Omit<fontkit.Font, 'createSubset'> & { createSubset(): FontkitSubset }
/** pdf-lib does not export its fontkit type; this is what `registerFontkit` takes. */
type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0]

// Parsing a 10 MB font costs tens of milliseconds: parse each file once and share the (read-only) font object
// between documents. Each document still gets its own subset.
const parsed = new WeakMap<Uint8Array, FontkitFont>()

function parse(bytes: Uint8Array): FontkitFont {
  const cached = parsed.get(bytes)
  if (cached) return cached
  const font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) as FontkitFont
  if (!('createSubset' in font)) throw new Error('a font collection is not a single font')
  // pdf-lib reads the subset through `encodeStream()`, which fontkit 2 replaced by a synchronous `encode()`.
  const createSubset = font.createSubset.bind(font)
  font.createSubset = () => {
    const subset = createSubset()
    subset.encodeStream = () => Readable.from([subset.encode()])
    return subset
  }
  parsed.set(bytes, font)
  return font
}

// pdf-lib declares its own copy of fontkit's types; fontkit 2's font object has every member pdf-lib reads
// (layout, glyphs, metrics, createSubset), so the cast only bridges two descriptions of one shape.
const fontkitForPdfLib = { create: (bytes: Uint8Array) => parse(bytes) } as unknown as PdfLibFontkit

/**
 * A subset font's name starts with a six-letter tag (PDF 32000 §9.6.4). Derived from the document's key so
 * the same document gives the same bytes.
 */
function subsetTag(key: string, weight: FontWeight): string {
  const digest = createHash('sha256').update(`${key}\u0000${weight}`).digest()
  return Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join('')
}

/**
 * Embeds the regular and bold weights into a document, subsetted. `key` identifies the document.
 * `subset: false` embeds the whole 10 MB fonts: only the check that a subset draws the same glyphs uses it.
 */
export async function embedFonts(
  doc: PDFDocument,
  key: string,
  options: { subset?: boolean } = {},
): Promise<Fonts> {
  const subset = options.subset ?? true
  doc.registerFontkit(fontkitForPdfLib)
  const embed = (weight: FontWeight, postscriptName: string) =>
    doc.embedFont(fontBytes(weight), {
      subset,
      customName: subset ? `${subsetTag(key, weight)}+${postscriptName}` : postscriptName,
    })
  const [regular, bold] = await Promise.all([
    embed('regular', 'NotoSansSC-Regular'),
    embed('bold', 'NotoSansSC-Bold'),
  ])
  return { regular, bold }
}
