import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib'
import { SignPdf } from '@signpdf/signpdf'
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils'
import { PDFDocument } from 'pdf-lib'
import { cadesDetachedSignature, type SigningMaterial } from './cms'
import { pdfTextLiteral } from './pdf-text'

export type SignPdfOptions = {
  /** The signatory shown by viewers (/Name): the lab, or the person approving on its behalf. */
  signerName: string
  reason: string
  location: string
  contactInfo?: string
  /** The signing time written to /M; the caller's clock, so that signing reads none. */
  at: Date
}

/**
 * The /Contents placeholder in hex digits, 4 KB of CMS: ours takes about 1.8 KB (RSA 3072 certificate and
 * signature, three signed attributes) and a lab name of 64 Chinese characters, written four times, some 650
 * bytes more.
 */
const SIGNATURE_HEX_DIGITS = 8192

class CadesSigner extends Signer {
  constructor(private readonly key: SigningMaterial) {
    super()
  }

  override async sign(signedBytes: Buffer): Promise<Buffer> {
    return Buffer.from(cadesDetachedSignature(signedBytes, this.key))
  }
}

/**
 * Signs a PDF with the lab's key as PAdES baseline B-B (/SubFilter /ETSI.CAdES.detached) with an invisible
 * signature field on the first page. The PDF is rewritten whole rather than updated incrementally: it is our
 * own freshly rendered certificate, so no earlier signature needs keeping. With the same input and key the
 * output is the same bytes.
 */
export async function signPdf(
  pdf: Uint8Array,
  key: SigningMaterial,
  options: SignPdfOptions,
): Promise<Uint8Array> {
  // updateMetadata would stamp the producer and the modification date from the clock.
  const document = await PDFDocument.load(pdf, { updateMetadata: false })
  pdflibAddPlaceholder({
    pdfDoc: document,
    // The placeholder writes these as they are given, unescaped and one byte per character.
    reason: pdfTextLiteral(options.reason),
    contactInfo: pdfTextLiteral(options.contactInfo ?? ''),
    name: pdfTextLiteral(options.signerName),
    location: pdfTextLiteral(options.location),
    signingTime: options.at,
    signatureLength: SIGNATURE_HEX_DIGITS,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'MetroDesk',
  })
  const prepared = await document.save({ updateFieldAppearances: false })
  // A SignPdf instance remembers its last signature: one per call keeps concurrent signings apart.
  const signed = await new SignPdf().sign(Buffer.from(prepared), new CadesSigner(key), options.at)
  return new Uint8Array(signed)
}
