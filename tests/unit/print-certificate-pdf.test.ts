import { createHash } from 'node:crypto'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  renderCertificatePdf,
  sampleCertificateData,
  type CertificatePdfData,
} from '../../server/modules/print/pdf'
import { decodeQr, pdfFonts, pdfText, renderPages, savePdf, squeeze, strokePng } from '../support/print-tools'

// Rendering parses two 10 MB fonts the first time; poppler then reads the result. Generous on a shared machine.
const SLOW = 60_000

describe('the certificate PDF', () => {
  const data = sampleCertificateData({ rows: 40, devices: 3 })
  let bytes: Uint8Array
  let file: string
  let text: string

  beforeAll(async () => {
    bytes = await renderCertificatePdf(data)
    file = savePdf('certificate.pdf', bytes)
    text = squeeze(pdfText(file))
  }, SLOW)

  it('runs over several A4 pages and stays small', async () => {
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2)
    for (const page of doc.getPages()) {
      expect(page.getWidth()).toBeCloseTo(595.28, 1)
      expect(page.getHeight()).toBeCloseTo(841.89, 1)
    }
    expect(bytes.byteLength).toBeLessThan(500 * 1024)
  })

  it('has its Chinese text extractable: header, parties, instrument, standards, conclusion', () => {
    for (const expected of [
      data.lab.name,
      'CNAS L1234',
      data.certificateNumber,
      data.checkCode,
      data.customer.name,
      data.customer.address,
      data.instrument.name,
      data.instrument.factoryNumber,
      data.instrument.manufacturer,
      '2025年06月12日',
      '20.3 ℃',
      'JJG 52-2013《弹性元件式一般压力表、压力真空表和真空表检定规程》',
      data.conclusion,
      '（以下空白）',
      ...data.devices.flatMap((device) => [device.name, device.certificateNumber]),
      ...Object.values(data.signatures).map((signer) => signer.name),
    ]) {
      expect(text).toContain(squeeze(expected))
    }
    // Running header of the continuation pages.
    expect(text).toContain('校准证书证书编号：JZ2025-06-000123')
    expect(text).not.toContain('{{')
  })

  it('prints every measured point, repeating the table header on each page it runs over', async () => {
    const pages = (await PDFDocument.load(bytes)).getPageCount()
    // pdftotext reads the table row by row, cell by cell.
    data.results.rows.forEach((row, index) => {
      expect(text).toContain(
        `${index + 1}${row.nominal}${row.asFound}${row.asLeft}${row.error}${row.permittedError}`,
      )
    })
    expect(text.match(/校准前示值/g)?.length).toBeGreaterThanOrEqual(2)
    expect(text).toContain('（续表）')
    for (let page = 1; page <= pages; page++) expect(text).toContain(`第${page}页共${pages}页`)
  })

  it('embeds its only font, a Noto Sans SC subset, so no system font is needed', () => {
    const fonts = pdfFonts(file)
    expect(fonts.length).toBeGreaterThan(0)
    for (const font of fonts) {
      expect(font).toMatchObject({ embedded: true, subset: true, unicode: true })
      expect(font.name).toMatch(/^[A-Z]{6}\+NotoSansSC-(Regular|Bold)$/)
    }
  })

  it(
    'draws a QR code on page 1 that reads back as the verification URL',
    () => {
      const [page1] = renderPages(file, 'certificate', { dpi: 100 })
      expect(page1).toBeDefined()
      expect(decodeQr(page1 ?? '')).toBe(data.verificationUrl)
    },
    SLOW,
  )

  it(
    'gives the same bytes for the same data (a frozen report can be rendered again)',
    async () => {
      const again = await renderCertificatePdf(data)
      const sha = (value: Uint8Array) => createHash('sha256').update(value).digest('hex')
      expect(sha(again)).toBe(sha(bytes))
    },
    SLOW,
  )
})

describe('the other kinds of document', () => {
  it(
    'is a verification certificate signed by 检定员 / 核验员 / 批准人, with a revision note',
    async () => {
      const data: CertificatePdfData = {
        ...sampleCertificateData({ rows: 6, devices: 1 }),
        kind: 'verification',
        certificateNumber: 'JD2025-06-000200',
        revision: { supersedes: 'JD2025-05-000188', reason: '委托单位名称登记有误' },
      }
      const file = savePdf('verification.pdf', await renderCertificatePdf(data))
      const text = squeeze(pdfText(file))
      for (const expected of ['检定员', '核验员', '批准人', '检定有效期至', '检定所使用的主要计量标准器具']) {
        expect(text).toContain(expected)
      }
      expect(text).toContain('本证书替代JD2025-05-000188')
      expect(text).toContain('委托单位名称登记有误')
    },
    SLOW,
  )

  it(
    'is a test report with a logo and scanned signatures, and a failed point shown as such',
    async () => {
      const base = sampleCertificateData({ rows: 5, devices: 2 })
      const [first, ...others] = base.results.rows
      const data: CertificatePdfData = {
        ...base,
        kind: 'test',
        lab: { ...base.lab, logoPng: strokePng(120, 60, [20, 60, 140]) },
        results: { ...base.results, rows: [{ ...(first ?? others[0]!), verdict: 'fail' }, ...others] },
        signatures: {
          drafter: { ...base.signatures.drafter, signaturePng: strokePng(160, 50, [0, 0, 0]) },
          auditor: { ...base.signatures.auditor, signaturePng: strokePng(160, 50, [0, 0, 0]) },
          approver: { ...base.signatures.approver, signaturePng: strokePng(160, 50, [0, 0, 0]) },
        },
      }
      const bytes = await renderCertificatePdf(data)
      const file = savePdf('test-report.pdf', bytes)
      const text = squeeze(pdfText(file))
      for (const expected of ['检测报告', '报告编号', '编制', '审核', '批准', '不合格']) {
        expect(text).toContain(expected)
      }
      // The names still print, under the signature images.
      for (const signer of Object.values(data.signatures)) expect(text).toContain(squeeze(signer.name))
      const doc = await PDFDocument.load(bytes)
      expect(doc.getPageCount()).toBe(2)
      renderPages(file, 'test-report', { dpi: 100, page: 1 })
    },
    SLOW,
  )
  it(
    'states the coverage factor of U: one k in the header, or each point its own',
    async () => {
      const base = sampleCertificateData({ rows: 3, devices: 1 })
      const withK = (factors: (string | undefined)[]): CertificatePdfData => ({
        ...base,
        results: {
          ...base.results,
          rows: base.results.rows.map((row, index) => ({
            ...row,
            uncertainty: '0.0040',
            ...(factors[index] ? { coverageFactor: factors[index] } : {}),
          })),
        },
      })
      const textOf = async (data: CertificatePdfData, name: string) =>
        squeeze(pdfText(savePdf(name, await renderCertificatePdf(data))))
      const same = await textOf(withK(['2.12', '2.12', '2.12']), 'k-same.pdf')
      expect(same).toContain('U(k=2.12)')
      expect(same).not.toContain('(k=2)')
      const mixed = await textOf(withK(['1.96', undefined, '2.00']), 'k-mixed.pdf')
      expect(mixed).toContain('0.0040(k=1.96)')
      expect(mixed.match(/0\.0040\(k=2\)/g)).toHaveLength(2)
    },
    SLOW,
  )
})
