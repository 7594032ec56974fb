import * as asn1js from 'asn1js'
import { createHash, timingSafeEqual, verify, X509Certificate } from 'node:crypto'
import {
  type Attribute,
  Certificate,
  ContentInfo,
  IssuerAndSerialNumber,
  SignedData,
  type SignerInfo,
} from 'pkijs'
import { OID, parseDer } from './asn1'
import { lastSignature } from './locate-signature'

export type PdfSignatureStatus = 'valid' | 'invalid' | 'unsigned'

/** The answer of the public verification page; the time and signer only for a valid signature. */
export type PdfSignatureCheck = { status: PdfSignatureStatus; signedAt?: string; signer?: string }

const SIGNATURE_ALGORITHMS: readonly string[] = [OID.rsaEncryption, OID.sha256WithRsa]

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The one value of a signed attribute that CMS allows only once (contentType, messageDigest, ESS). */
function singleValue(attributes: Attribute[], type: string): asn1js.AsnType | undefined {
  const matching = attributes.filter((attribute) => attribute.type === type)
  return matching.length === 1 && matching[0]?.values.length === 1 ? matching[0].values[0] : undefined
}

function octets(value: asn1js.AsnType | undefined): Uint8Array | undefined {
  return value instanceof asn1js.OctetString ? value.valueBlock.valueHexView : undefined
}

function firstOf(value: asn1js.AsnType | undefined): asn1js.AsnType | undefined {
  return value instanceof asn1js.Sequence ? value.valueBlock.value[0] : undefined
}

/**
 * The certHash of the first ESSCertIDv2: the certificate the signer says it signed with. A hash algorithm
 * other than the SHA-256 default would come first as a SEQUENCE, and is refused by not being an OCTET STRING.
 */
function essCertificateHash(signingCertificate: asn1js.AsnType | undefined): Uint8Array | undefined {
  return octets(firstOf(firstOf(firstOf(signingCertificate))))
}

function signedBy(signerInfo: SignerInfo, certificate: Certificate): boolean {
  const sid = signerInfo.sid as unknown
  return (
    sid instanceof IssuerAndSerialNumber &&
    sid.issuer.isEqual(certificate.issuer) &&
    sid.serialNumber.isEqual(certificate.serialNumber)
  )
}

/** Whether the CMS is a PAdES signature by `certificate` over exactly `covered`. */
function signatureHolds(cms: Uint8Array, covered: Uint8Array, certificate: X509Certificate): boolean {
  const contentInfo = new ContentInfo({ schema: parseDer(cms) })
  if (contentInfo.contentType !== OID.signedData) return false
  const signedData = new SignedData({ schema: contentInfo.content })
  const [signerInfo, ...others] = signedData.signerInfos
  if (!signerInfo || others.length > 0) return false
  if (signedData.encapContentInfo.eContent || signedData.encapContentInfo.eContentType !== OID.data)
    return false
  if (signerInfo.digestAlgorithm.algorithmId !== OID.sha256) return false
  if (!SIGNATURE_ALGORITHMS.includes(signerInfo.signatureAlgorithm.algorithmId)) return false

  const tenantDer = new Uint8Array(certificate.raw)
  const tenant = new Certificate({ schema: parseDer(tenantDer) })
  if (!signedBy(signerInfo, tenant)) return false
  const embedded = (signedData.certificates ?? []).filter((item) => item instanceof Certificate)
  const signerCertificate = embedded.find((item) => signedBy(signerInfo, item))
  if (!signerCertificate || !sameBytes(new Uint8Array(signerCertificate.toSchema().toBER()), tenantDer))
    return false

  const signedAttrs = signerInfo.signedAttrs
  if (!signedAttrs) return false
  const contentType = singleValue(signedAttrs.attributes, OID.contentType)
  if (!(contentType instanceof asn1js.ObjectIdentifier) || contentType.valueBlock.toString() !== OID.data)
    return false
  const digest = octets(singleValue(signedAttrs.attributes, OID.messageDigest))
  if (!digest || !sameBytes(digest, createHash('sha256').update(covered).digest())) return false
  const certificateHash = essCertificateHash(singleValue(signedAttrs.attributes, OID.signingCertificateV2))
  if (!certificateHash || !sameBytes(certificateHash, createHash('sha256').update(tenantDer).digest()))
    return false

  // The attributes as they were received, tagged as the SET that was signed (pkijs keeps them so).
  const signedBytes = new Uint8Array(signedAttrs.encodedValue)
  const signature = signerInfo.signature.valueBlock.valueHexView
  return verify('sha256', signedBytes, certificate.publicKey, signature)
}

function commonNameOf(certificate: X509Certificate): string | undefined {
  const parsed = new Certificate({ schema: parseDer(new Uint8Array(certificate.raw)) })
  const commonName = parsed.subject.typesAndValues.find((entry) => entry.type === OID.commonName)
  return commonName?.value.valueBlock.value
}

/**
 * Checks the last signature of a PDF against a lab's certificate, in Node alone: its byte range covers the whole
 * file but its own signature, the CMS's messageDigest is the SHA-256 of those bytes, the signer is this
 * certificate (signer identifier, embedded certificate and ESS signing-certificate-v2), and the signature over
 * the signed attributes verifies with the certificate's key. Trust in the certificate itself is the caller's:
 * it is the one the lab published. A malformed document is 'invalid', never an exception.
 */
export function verifyPdfSignature(pdf: Uint8Array, certificatePem: string): PdfSignatureCheck {
  // Outside the try: a lab certificate that does not parse is the server's fault, not the document's.
  const certificate = new X509Certificate(certificatePem)
  try {
    const located = lastSignature(pdf)
    if (!located) return { status: 'unsigned' }
    if (!signatureHolds(located.cms, located.covered, certificate)) return { status: 'invalid' }
    const signer = commonNameOf(certificate)
    return {
      status: 'valid',
      ...(located.signedAt ? { signedAt: located.signedAt } : {}),
      ...(signer ? { signer } : {}),
    }
  } catch {
    return { status: 'invalid' }
  }
}
