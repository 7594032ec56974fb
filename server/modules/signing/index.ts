/*
 * PAdES signatures on issued certificates, each lab signing with its own key: the key and its self-signed
 * certificate (keys.ts, certificate.ts), the CMS (cms.ts), signing a PDF (sign-pdf.ts) and checking one in
 * Node alone for the public verification page (verify-pdf.ts).
 */
export { certificateDownload, type CertificateDownload, type NewSigningKey } from './certificate'
export type { SigningMaterial } from './cms'
export { signingKeyOf, storedKey } from './keys'
export { signPdf, type SignPdfOptions } from './sign-pdf'
export { verifyPdfSignature, type PdfSignatureCheck, type PdfSignatureStatus } from './verify-pdf'
