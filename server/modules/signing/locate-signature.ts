/** The last signature of a PDF as its bytes say, before any of it is believed. */
export type LocatedSignature = {
  /** The bytes the signature claims to cover: everything but its own /Contents string. */
  covered: Uint8Array
  /** The CMS from /Contents, the zero padding after it left on (a DER reader stops at its end). */
  cms: Uint8Array
  /** /M of the signature dictionary as an ISO time, when it is a valid PDF date. */
  signedAt: string | undefined
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g
const PDF_DATE =
  /\/M\s*\(D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:(Z)|([+-])(\d{2})'?(?:(\d{2})'?)?)?\)/

/**
 * The signature whose /ByteRange comes last in the file (the latest revision's), or null when the file has
 * none. Throws when that byte range does not cover the whole file except exactly one hex string: a signature
 * that leaves bytes uncovered (something appended after signing) cannot vouch for what a reader sees.
 */
export function lastSignature(pdf: Uint8Array): LocatedSignature | null {
  // latin1 maps byte n to character n, so string offsets are byte offsets.
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1')
  const match = [...text.matchAll(BYTE_RANGE)].at(-1)
  if (!match) return null
  const [start, contentsStart, afterStart, afterLength] = match.slice(1, 5).map(Number) as [
    number,
    number,
    number,
    number,
  ]
  if (start !== 0 || afterStart <= contentsStart || afterStart + afterLength !== pdf.length)
    throw new Error('the byte range does not cover the whole file')
  const contents = text.slice(contentsStart, afterStart)
  if (!/^<[0-9a-fA-F]*>$/.test(contents) || contents.length % 2 !== 0)
    throw new Error('the excluded bytes are not one hex string')
  return {
    covered: Buffer.concat([pdf.subarray(0, contentsStart), pdf.subarray(afterStart)]),
    cms: Buffer.from(contents.slice(1, -1), 'hex'),
    signedAt: signingTimeNear(text, match.index, afterStart),
  }
}

/** /M of the dictionary holding the byte range: looked for between its object's start and end. */
function signingTimeNear(text: string, byteRangeAt: number, contentsEnd: number): string | undefined {
  const objectStart = Math.max(0, text.lastIndexOf(' obj', byteRangeAt))
  const objectEnd = text.indexOf('endobj', contentsEnd)
  const dictionary = text.slice(objectStart, objectEnd === -1 ? undefined : objectEnd)
  const date = PDF_DATE.exec(dictionary)
  return date ? pdfDateToIso(date) : undefined
}

function pdfDateToIso(date: RegExpExecArray): string | undefined {
  const [, year, month, day, hour, minute, second, , sign, offsetHours, offsetMinutes] = date
  // A date without a zone is local to whoever wrote it: UTC is the only reading that assumes nothing.
  const zone = sign ? `${sign}${offsetHours}:${offsetMinutes ?? '00'}` : 'Z'
  const time = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${zone}`)
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString()
}
