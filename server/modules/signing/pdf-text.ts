/**
 * A PDF text string (ISO 32000 7.9.2.2) as the escaped body of a literal string, the form pdf-lib's
 * PDFString.of expects: printable ASCII as it is, anything else (a lab's Chinese name) as UTF-16BE with its
 * byte order mark. Every byte outside printable ASCII is written as an octal escape, so no byte of a UTF-16
 * code unit can end the string early or be read as a line end.
 */
export function pdfTextLiteral(text: string): string {
  const printable = /^[\x20-\x7e]*$/.test(text)
  const bytes = printable ? Buffer.from(text, 'latin1') : utf16WithBom(text)
  return Array.from(bytes, escapeByte).join('')
}

function utf16WithBom(text: string): Buffer {
  const littleEndian = Buffer.from(text, 'utf16le')
  return Buffer.concat([Buffer.from([0xfe, 0xff]), littleEndian.swap16()])
}

function escapeByte(byte: number): string {
  if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`
  if (byte >= 0x20 && byte <= 0x7e) return String.fromCharCode(byte)
  return `\\${byte.toString(8).padStart(3, '0')}`
}
