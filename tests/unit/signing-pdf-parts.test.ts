import { PDFString } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { lastSignature } from '../../server/modules/signing/locate-signature'
import { pdfTextLiteral } from '../../server/modules/signing/pdf-text'

/*
 * The two parts of PDF signing that read or write PDF syntax by hand: the text strings of the signature
 * dictionary, and finding the last signature's byte range and time.
 */

describe('the text strings of a signature dictionary', () => {
  it.each([
    ['ASCII with the characters a literal string must escape', 'Calibration (issue) \\ 2025'],
    ['Chinese, whose UTF-16 bytes include ( ) \\ and line ends', '华东计量（示例）小\u0d0a\u2829'],
    ['an empty string', ''],
  ])('reads back as written: %s', (_, text) => {
    const literal = pdfTextLiteral(text)
    expect(literal).toMatch(/^[\x20-\x7e]*$/)
    expect(PDFString.of(literal).decodeText()).toBe(text)
  })
})

/** A minimal signed-looking file: a signature dictionary whose byte range excludes its hex /Contents. */
function fileWith(date: string, contentsHex = '3000', trailer = '\n%%EOF'): Uint8Array {
  const head = `%PDF-1.7\n1 0 obj\n<< /Type /Sig /M (${date}) /ByteRange [0 AAAA BBBB CCCC] /Contents `
  const contents = `<${contentsHex}>`
  const tail = ` >>\nendobj${trailer}`
  const after = head.length + contents.length
  const range = (text: string) =>
    text
      .replace('AAAA', String(head.length).padStart(4, '0'))
      .replace('BBBB', String(after).padStart(4, '0'))
      .replace('CCCC', String(tail.length).padStart(4, '0'))
  return Buffer.from(`${range(head)}${contents}${tail}`, 'latin1')
}

describe('the last signature of a PDF', () => {
  it('is found with the bytes it covers, its CMS and its time', () => {
    const pdf = fileWith("D:20250618100000+08'00'")
    const found = lastSignature(pdf)
    expect(found?.signedAt).toBe('2025-06-18T02:00:00.000Z')
    expect(Buffer.from(found?.cms ?? []).toString('hex')).toBe('3000')
    expect(found?.covered.length).toBe(pdf.length - '<3000>'.length)
  })

  it('reads UTC and zoneless times as UTC, and leaves out a time that is no date', () => {
    expect(lastSignature(fileWith('D:20250618020000Z'))?.signedAt).toBe('2025-06-18T02:00:00.000Z')
    expect(lastSignature(fileWith('D:20250618020000'))?.signedAt).toBe('2025-06-18T02:00:00.000Z')
    expect(lastSignature(fileWith('D:20251340020000Z'))?.signedAt).toBeUndefined()
  })

  it('is null in a file with no byte range', () => {
    expect(lastSignature(Buffer.from('%PDF-1.7\n%%EOF'))).toBeNull()
  })

  it('is refused when its range leaves bytes out or excludes more than a hex string', () => {
    const appended = Buffer.concat([fileWith('D:20250618020000Z'), Buffer.from('\n% later\n')])
    expect(() => lastSignature(appended)).toThrow('does not cover the whole file')
    expect(() => lastSignature(fileWith('D:20250618020000Z', '30 00'))).toThrow('not one hex string')
  })
})
