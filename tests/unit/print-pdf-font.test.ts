import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { embedFonts } from '../../server/modules/print/pdf/fonts'
import {
  differingPixels,
  inkedPixels,
  pdfFonts,
  pdfText,
  readPng,
  renderPages,
  savePdf,
  squeeze,
} from '../support/print-tools'

const SAMPLE = [
  '校准证书 检定证书 检测报告 委托单位 器具名称 型号规格 出厂编号',
  '扩展不确定度 U (k=2) ±0.016 MPa 20.3 ℃ 52 %RH ≤ ≥ Ω μm',
  '第 1 页 共 3 页（续表）《弹性元件式一般压力表》，。；：“合格”',
  'JJG 52-2013 CNAS L1234 ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789',
]

const CHARACTERS = [...new Set(SAMPLE.join('').replaceAll(' ', ''))]
const PER_ROW = 24

/**
 * Every character of the sample in its own cell of a grid, in both weights. Drawn one by one, so the
 * comparison is of glyph shapes only: pdf-lib's whole-font embedding gets some advance widths wrong, which
 * is not what this checks (documents always use the subset).
 */
async function specimen(subset: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const fonts = await embedFonts(doc, 'font-check', { subset })
  const page = doc.addPage([595.28, 420])
  CHARACTERS.forEach((char, index) => {
    const x = 24 + (index % PER_ROW) * 23
    const y = 390 - Math.floor(index / PER_ROW) * 48
    page.drawText(char, { x, y, size: 15, font: fonts.regular })
    page.drawText(char, { x, y: y - 22, size: 15, font: fonts.bold })
  })
  return doc.save()
}

async function sentences(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const fonts = await embedFonts(doc, 'font-text')
  const page = doc.addPage([595.28, 240])
  SAMPLE.forEach((line, index) => {
    page.drawText(line, { x: 24, y: 200 - index * 44, size: 11, font: fonts.regular })
    page.drawText(line, { x: 24, y: 182 - index * 44, size: 11, font: fonts.bold })
  })
  return doc.save()
}

// The check that matters with CJK subsets: @pdf-lib/fontkit's subsetter is known to blank some glyphs
// silently while the text still extracts. A subset must draw exactly what the whole font draws.
describe('the embedded font subset', () => {
  it('draws the same glyphs as the whole font, and its text extracts', async () => {
    const subsetFile = savePdf('font-subset.pdf', await specimen(true))
    const fullFile = savePdf('font-full.pdf', await specimen(false))

    const [subsetPng] = renderPages(subsetFile, 'font-subset', { dpi: 150 })
    const [fullPng] = renderPages(fullFile, 'font-full', { dpi: 150 })
    const subset = readPng(subsetPng ?? '')
    const full = readPng(fullPng ?? '')
    expect(inkedPixels(subset)).toBeGreaterThan(20_000)
    expect(differingPixels(subset, full)).toBe(0)

    for (const font of pdfFonts(subsetFile)) expect(font).toMatchObject({ embedded: true, subset: true })
  }, 60_000)

  it("keeps running text extractable and spaced by the glyphs' own advance widths", async () => {
    const file = savePdf('font-text.pdf', await sentences())
    renderPages(file, 'font-text', { dpi: 150 })
    const text = pdfText(file)
    for (const line of SAMPLE) expect(squeeze(text)).toContain(squeeze(line))
    // Latin runs keep their word spaces only when the widths are right (pdftotext infers spaces from gaps).
    expect(text).toContain('JJG 52-2013 CNAS L1234')
  }, 60_000)
})
