import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import {
  CERTIFICATE_TEMPLATE,
  parsePdfTemplate,
  renderPdfFromTemplate,
  sampleCertificateData,
  type PdfTemplateInput,
} from '../../server/modules/print/pdf'
import { fitText, wrapText } from '../../server/modules/print/pdf/layout'
import { fillPlaceholders, isPresent, templateContext } from '../../server/modules/print/pdf/placeholders'
import { decodeQr, pdfText, renderPages, savePdf, squeeze } from '../support/print-tools'

// One unit per character, two for an ideograph: wrapping can be checked without a font.
const measure = (text: string) =>
  Array.from(text).reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e7f ? 2 : 1), 0)

describe('text wrapping', () => {
  it('breaks Chinese between any two characters', () => {
    expect(wrapText(measure, '弹性元件式一般压力表', 8)).toEqual(['弹性元件', '式一般压', '力表'])
  })

  it('keeps Latin words whole and breaks at spaces', () => {
    expect(wrapText(measure, 'ConST 211 digital gauge', 12)).toEqual(['ConST 211', 'digital', 'gauge'])
  })

  it('never starts a line with closing punctuation', () => {
    const lines = wrapText(measure, '压力表检定规程，测量不确定度', 14)
    expect(lines.every((line) => !/^[，。；：）》]/.test(line))).toBe(true)
    expect(lines.join('')).toBe('压力表检定规程，测量不确定度')
  })

  it('keeps explicit line breaks and splits a word longer than the line', () => {
    expect(wrapText(measure, 'ab\ncd', 10)).toEqual(['ab', 'cd'])
    expect(wrapText(measure, 'ABCDEFGHIJ', 4)).toEqual(['ABCD', 'EFGH', 'IJ'])
    expect(wrapText(measure, '', 4)).toEqual([''])
  })

  it('shortens with an ellipsis what must stay on one line', () => {
    expect(fitText(measure, '苏州精工仪表制造有限公司', 9)).toBe('苏州精工…')
    expect(fitText(measure, '短', 9)).toBe('短')
  })
})

describe('placeholders', () => {
  const context = templateContext(sampleCertificateData({ rows: 2 }))

  it('read dot paths, the words of the kind and the date filter', () => {
    expect(fillPlaceholders('{{customer.name}} / {{terms.title}}', context)).toBe(
      '苏州精工仪表制造有限公司 / 校准证书',
    )
    expect(fillPlaceholders('{{ issueDate | date }}', context)).toBe('2025年06月18日')
    expect(fillPlaceholders('{{lists.methods}}', context).split('\n')).toHaveLength(2)
  })

  it('print nothing for unknown paths, objects, lists and image bytes', () => {
    expect(fillPlaceholders('[{{nope.field}}][{{customer}}][{{devices}}][{{lab.logoPng}}]', context)).toBe(
      '[][][][]',
    )
    expect(fillPlaceholders('{{constructor.name}}{{__proto__}}', context)).toBe('')
  })

  it('never expand placeholders found in the data itself', () => {
    const tricky = templateContext({ ...sampleCertificateData({ rows: 1 }), conclusion: '{{lab.name}}' })
    expect(fillPlaceholders('{{conclusion}}', tricky)).toBe('{{lab.name}}')
  })

  it('tell whether a `when` path is present', () => {
    expect(isPresent(context, 'nextDueDate')).toBe(true)
    expect(isPresent(context, 'revision')).toBe(false)
    expect(isPresent(context, 'notes')).toBe(true)
    expect(isPresent({ ...context, notes: [] }, 'notes')).toBe(false)
  })
})

describe('the template model', () => {
  it('fills in defaults and accepts the default certificate template', () => {
    const parsed = parsePdfTemplate({ version: 1, blocks: [{ type: 'text', text: 'x' }, { type: 'qr' }] })
    expect(parsed.blocks[0]).toMatchObject({ style: 'body', align: 'left' })
    expect(parsed.blocks[1]).toMatchObject({ value: '{{verificationUrl}}', size: 24, anchor: 'flow' })
    expect(() => parsePdfTemplate(CERTIFICATE_TEMPLATE)).not.toThrow()
  })

  it('refuses unknown blocks, unknown result columns and empty templates', () => {
    for (const bad of [
      { version: 1, blocks: [{ type: 'script', text: 'x' }] },
      { version: 1, blocks: [{ type: 'results', columns: ['price'] }] },
      { version: 1, blocks: [] },
      { version: 2, blocks: [{ type: 'pageBreak' }] },
    ]) {
      expect(() => parsePdfTemplate(bad)).toThrow(ZodError)
    }
  })
})

describe('a custom template (generateDiy)', () => {
  const template: PdfTemplateInput = {
    version: 1,
    name: '送检委托回执',
    footer: { left: '{{extra.formCode}}', right: '{{page}}/{{pages}}' },
    blocks: [
      { type: 'text', style: 'title', align: 'center', text: '送检委托回执' },
      {
        type: 'text',
        text: '{{customer.name}}：贵单位送检的{{instrument.name}}已于{{receiptDate|date}}收到。',
      },
      {
        type: 'keyValue',
        title: '样品信息',
        rows: [
          { label: '样品编号', value: '{{extra.sampleNumber}}' },
          { label: '出厂编号', value: '{{instrument.factoryNumber}}' },
          { label: '联系地址', value: '{{customer.address}}', wide: true },
        ],
      },
      { type: 'text', when: 'revision', text: '不应出现：{{revision.reason}}' },
      { type: 'pageBreak' },
      { type: 'results', title: '抽检结果', columns: ['index', 'nominal', 'asLeft', 'verdict'] },
      { type: 'qr', align: 'center', size: 30, caption: '{{certificateNumber}}' },
      { type: 'signatures' },
    ],
  }

  it('draws its blocks with their placeholders filled', async () => {
    const data = {
      ...sampleCertificateData({ rows: 5 }),
      extra: { sampleNumber: 'YP2025-06-000456', formCode: 'MD-QR-07' },
    }
    const bytes = await renderPdfFromTemplate(template, data)
    const file = savePdf('custom-template.pdf', bytes)
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2)

    const text = squeeze(pdfText(file))
    for (const expected of [
      '送检委托回执',
      '苏州精工仪表制造有限公司：贵单位送检的弹性元件式一般压力表已于2025年06月10日收到。',
      'YP2025-06-000456',
      data.customer.address,
      '抽检结果',
      'MD-QR-07',
      '1/2',
      '2/2',
    ]) {
      expect(text).toContain(squeeze(expected))
    }
    expect(text).not.toContain('不应出现')
    expect(text).not.toContain('校准前示值')
    expect(text).not.toContain('{{')

    const pages = renderPages(file, 'custom-template', { dpi: 100 })
    expect(decodeQr(pages[1] ?? '')).toBe(data.verificationUrl)
  }, 60_000)
})
