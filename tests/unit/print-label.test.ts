import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { describe, expect, it } from 'vitest'
import { sampleLabelHtml, sampleLabelZpl, type SampleLabelData } from '../../server/modules/print/label'
import { qrMatrix, qrPath, QUIET_ZONE } from '../../server/modules/print/pdf/qr'
import { fontBytes } from '../../server/modules/print/pdf/fonts'
import { decodeQr, outPath } from '../support/print-tools'

const label: SampleLabelData = {
  labShortName: '华东计量院',
  sampleNumber: 'YP2025-06-000456',
  publicUrl: 'https://verify.example.com/s/YP2025-06-000456',
  instrumentName: '弹性元件式一般压力表',
  customerShortName: '苏州精工仪表',
  receiptDate: '2025-06-10',
}

/** The `^FD…^FS` contents of a ZPL label, in order. */
function fieldData(zpl: string): string[] {
  return Array.from(zpl.matchAll(/\^FD(.*?)\^FS/gs), (match) => match[1] ?? '')
}

describe('the ZPL sample label', () => {
  const zpl = sampleLabelZpl(label)

  it('is one ZPL II format for a 60 × 40 mm label at 203 dpi, in UTF-8', () => {
    expect(zpl.startsWith('^XA\n')).toBe(true)
    expect(zpl.endsWith('\n^XZ')).toBe(true)
    expect(zpl.match(/\^XA/g)).toHaveLength(1)
    expect(zpl.match(/\^XZ/g)).toHaveLength(1)
    for (const command of ['^CI28', '^PW480', '^LL320', '^PQ1']) expect(zpl).toContain(command)
    // Every line is one command or a field (^FO … ^FS).
    for (const line of zpl.split('\n')) expect(line).toMatch(/^\^[A-Z@][A-Z0-9@]/)
  })

  it('prints its Chinese texts with a TrueType font on the printer, escaped by ^FH', () => {
    const textFields = zpl.split('\n').filter((line) => line.includes('^A@'))
    expect(textFields.length).toBeGreaterThanOrEqual(5)
    for (const field of textFields)
      expect(field).toMatch(/^\^FO\d+,\d+\^A@N,\d+,\d+,E:SIMSUN\.TTF\^FH_\^FD.*\^FS$/)
    const data = fieldData(zpl)
    for (const text of [
      label.labShortName,
      label.sampleNumber,
      label.instrumentName,
      label.customerShortName,
    ]) {
      expect(data).toContain(text)
    }
    expect(data).toContain(`收样 ${label.receiptDate}`)
  })

  it('encodes the public URL in a ^BQ QR code', () => {
    const qr = zpl.split('\n').find((line) => line.includes('^BQ'))
    expect(qr).toMatch(/^\^FO\d+,\d+\^BQN,2,[2-6]\^FDMA,/)
    expect(fieldData(qr ?? '')).toEqual([`MA,${label.publicUrl}`])
  })

  it('escapes ^, ~ and _ in field data so no text can start a command', () => {
    const tricky = sampleLabelZpl({
      ...label,
      labShortName: 'A^XZ~JA_lab',
      customerShortName: 'B\n^XA',
      publicUrl: 'https://verify.example.com/s/a~b^c/样品',
    })
    const data = fieldData(tricky)
    for (const value of data) expect(value).not.toMatch(/[\^~\n]/)
    expect(data).toContain('A_5EXZ_7EJA_5Flab')
    expect(data).toContain('B _5EXA')
    expect(data).toContain('MA,https://verify.example.com/s/a%7Eb%5Ec/%E6%A0%B7%E5%93%81')
    expect(tricky.match(/\^XZ/g)).toHaveLength(1)
  })

  it('keeps the sample number whole and shortens the other texts to the label', () => {
    const long = sampleLabelZpl({
      ...label,
      sampleNumber: 'YP2025-06-000456-A-REWORK',
      instrumentName: '数字式精密压力表（带温度补偿与远传输出）',
    })
    const data = fieldData(long)
    expect(data).toContain('YP2025-06-000456-A-REWORK')
    const instrument = data.find((value) => value.startsWith('数字式'))
    expect(instrument?.endsWith('…')).toBe(true)
  })

  it('takes another printer font and a number of copies', () => {
    const other = sampleLabelZpl(label, { font: 'E:ANMDS.TTF', copies: 3 })
    expect(other).toContain('^A@N,30,30,E:ANMDS.TTF')
    expect(other).not.toContain('SIMSUN')
    expect(other).toContain('^PQ3')
  })
})

/** Reads the SVG path back into dark modules: each `M x y h w v1 h-w z` is a run of `w` modules in row `y`. */
function modulesOfPath(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => false))
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const row = grid[Number(y) - QUIET_ZONE]
    for (let column = 0; column < Number(width); column++) {
      if (row) row[Number(x) - QUIET_ZONE + column] = true
    }
  }
  return grid
}

describe('the HTML sample label', () => {
  const html = sampleLabelHtml(label)

  it('is a 60 × 40 mm fragment with the texts escaped and an inline SVG QR code', () => {
    expect(html).toMatch(/^<div class="md-sample-label" style="[^"]*width:60mm;height:40mm/)
    for (const text of [
      label.labShortName,
      label.sampleNumber,
      label.instrumentName,
      label.customerShortName,
    ]) {
      expect(html).toContain(text)
    }
    expect(html).toContain('<svg')
    const hostile = sampleLabelHtml({ ...label, customerShortName: '<img src=x onerror=alert(1)>&"\'' })
    expect(hostile).not.toContain('<img')
    expect(hostile).toContain('&lt;img src=x onerror=alert(1)&gt;&amp;&quot;&#39;')
  })

  it('draws exactly the modules of the QR code of the public URL', () => {
    const matrix = qrMatrix(label.publicUrl)
    const path = /<path d="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(path).toBe(qrPath(matrix))
    const grid = modulesOfPath(path, matrix.size)
    for (let row = 0; row < matrix.size; row++) {
      for (let column = 0; column < matrix.size; column++) {
        expect(grid[row]?.[column]).toBe(matrix.isDark(row, column))
      }
    }
  })

  it('prints in a browser with a QR code that reads back as the public URL', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    })
    try {
      const page = await browser.newPage({ deviceScaleFactor: 3 })
      // The fragment names Noto Sans SC first; serve it so the picture does not depend on the machine's fonts.
      await page.route('http://label.test/**', async (route) => {
        if (route.request().url().endsWith('.ttf')) {
          await route.fulfill({ body: Buffer.from(fontBytes('regular')), contentType: 'font/ttf' })
          return
        }
        await route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body:
            '<!doctype html><meta charset="utf-8"><style>@font-face{font-family:"Noto Sans SC";' +
            'src:url(/NotoSansSC.ttf)}body{margin:8px;background:#fff}</style>' +
            `<body>${html}</body>`,
        })
      })
      await page.goto('http://label.test/')
      await page.evaluate(() => document.fonts.ready)
      const box = await page.locator('.md-sample-label').boundingBox()
      // 60 × 40 mm at CSS's 96 px per inch.
      expect(box?.width).toBeCloseTo((60 / 25.4) * 96, 0)
      expect(box?.height).toBeCloseTo((40 / 25.4) * 96, 0)
      const file = outPath('label-html.png')
      writeFileSync(file, await page.locator('.md-sample-label').screenshot())
      expect(decodeQr(file)).toBe(label.publicUrl)
    } finally {
      await browser.close()
    }
  }, 60_000)
})
