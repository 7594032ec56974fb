import * as asn1js from 'asn1js'
import { createHash, generateKeyPair, randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto'
import { promisify } from 'node:util'
import { AttributeTypeAndValue, Certificate, Extension, PublicKeyInfo, Time } from 'pkijs'
import { OID, parseDer, rsaAlgorithm } from './asn1'

/** A new key pair and its self-signed certificate, as the tenant_signing_key row keeps them. */
export type NewSigningKey = {
  certificatePem: string
  privateKeyPem: string
  subjectCn: string
  serial: string
  notBefore: Date
  notAfter: Date
}

const VALIDITY_YEARS = 10
/** RFC 5280's upper bound of a common name (ub-common-name). */
const COMMON_NAME_MAX = 64

const generateRsaKeyPair = promisify(generateKeyPair)

/** Certificate times have whole seconds: the stored dates must equal the certificate's. */
function wholeSeconds(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 1000) * 1000)
}

function yearsAfter(at: Date, years: number): Date {
  const after = new Date(at)
  after.setUTCFullYear(after.getUTCFullYear() + years)
  return after
}

/** RFC 5280 4.1.2.5: UTCTime up to 2049, GeneralizedTime from 2050 on. */
function certificateTime(value: Date): Time {
  return new Time({ type: value.getUTCFullYear() < 2050 ? 0 : 1, value })
}

/**
 * A positive serial of 127 random bits whose first byte is never 0, so its DER encoding is minimal and always
 * 16 bytes long.
 */
function newSerial(): Uint8Array {
  const serial = randomBytes(16)
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x40
  return serial
}

/** digitalSignature and nonRepudiation (contentCommitment): what a signature on a document stands for. */
function keyUsageExtension(): Extension {
  const bits = new asn1js.BitString({ valueHex: new Uint8Array([0xc0]), unusedBits: 6 })
  return new Extension({ extnID: OID.keyUsage, critical: true, extnValue: bits.toBER() })
}

/** RFC 5280 4.2.1.2 method 1: the SHA-1 of the subject public key's bits. */
function subjectKeyIdentifierExtension(publicKey: PublicKeyInfo): Extension {
  const keyBits = publicKey.subjectPublicKey.valueBlock.valueHexView
  const identifier = new asn1js.OctetString({ valueHex: createHash('sha1').update(keyBits).digest() })
  return new Extension({ extnID: OID.subjectKeyIdentifier, extnValue: identifier.toBER() })
}

function selfSignedCertificate(
  commonName: string,
  serial: Uint8Array,
  validity: { notBefore: Date; notAfter: Date },
  keys: { publicKey: KeyObject; privateKey: KeyObject },
): Uint8Array {
  const certificate = new Certificate()
  certificate.version = 2
  certificate.serialNumber = new asn1js.Integer({ valueHex: serial })
  const name = () =>
    new AttributeTypeAndValue({ type: OID.commonName, value: new asn1js.Utf8String({ value: commonName }) })
  certificate.subject.typesAndValues.push(name())
  certificate.issuer.typesAndValues.push(name())
  certificate.notBefore = certificateTime(validity.notBefore)
  certificate.notAfter = certificateTime(validity.notAfter)
  const publicKey = new PublicKeyInfo({
    schema: parseDer(keys.publicKey.export({ type: 'spki', format: 'der' })),
  })
  certificate.subjectPublicKeyInfo = publicKey
  certificate.extensions = [keyUsageExtension(), subjectKeyIdentifierExtension(publicKey)]
  certificate.signature = rsaAlgorithm(OID.sha256WithRsa)
  certificate.signatureAlgorithm = rsaAlgorithm(OID.sha256WithRsa)
  // As pkijs's own sign(): the signed TBS bytes are kept and serialised as they are.
  certificate.tbsView = new Uint8Array(certificate.encodeTBS().toBER())
  certificate.signatureValue = new asn1js.BitString({
    valueHex: sign('sha256', certificate.tbsView, keys.privateKey),
  })
  return new Uint8Array(certificate.toSchema().toBER())
}

/**
 * A new RSA 3072 key pair (the size NSS, Acrobat and the EU's validators all accept for new signatures) and a
 * self-signed certificate naming the lab, valid for ten years from `at`.
 */
export async function createSigningKey(labName: string, at: Date): Promise<NewSigningKey> {
  const keys = await generateRsaKeyPair('rsa', { modulusLength: 3072 })
  const subjectCn = [...labName.trim()].slice(0, COMMON_NAME_MAX).join('')
  const serial = newSerial()
  const notBefore = wholeSeconds(at)
  const notAfter = yearsAfter(notBefore, VALIDITY_YEARS)
  const der = selfSignedCertificate(subjectCn, serial, { notBefore, notAfter }, keys)
  return {
    certificatePem: new X509Certificate(der).toString(),
    privateKeyPem: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    subjectCn,
    serial: Buffer.from(serial).toString('hex'),
    notBefore,
    notAfter,
  }
}

/**
 * The lab's certificate as a download: PEM (.pem) for people and most tools, DER (.cer) for Windows' certificate
 * viewer; baseName is the file name without its extension.
 */
export type CertificateDownload = { pem: string; der: Uint8Array; baseName: string }

export function certificateDownload(certificatePem: string): CertificateDownload {
  const certificate = new X509Certificate(certificatePem)
  return {
    pem: certificate.toString(),
    der: new Uint8Array(certificate.raw),
    baseName: `signing-certificate-${certificate.serialNumber.toLowerCase()}`,
  }
}
