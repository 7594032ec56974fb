import * as asn1js from 'asn1js'
import { AlgorithmIdentifier } from 'pkijs'

/** The object identifiers the PAdES signature and the lab's certificate use. */
export const OID = {
  commonName: '2.5.4.3',
  keyUsage: '2.5.29.15',
  subjectKeyIdentifier: '2.5.29.14',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  sha256: '2.16.840.1.101.3.4.2.1',
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const

/** SHA-256 without parameters, as RFC 5754 asks of CMS digest algorithm identifiers. */
export const sha256Algorithm = () => new AlgorithmIdentifier({ algorithmId: OID.sha256 })

/** RSA algorithm identifiers carry an explicit NULL (RFC 4055), which NSS and OpenSSL expect. */
export const rsaAlgorithm = (algorithmId: string) =>
  new AlgorithmIdentifier({ algorithmId, algorithmParams: new asn1js.Null() })

/** Parses one DER value; trailing bytes (the zero padding of a PDF's /Contents) are ignored. */
export function parseDer(bytes: Uint8Array): asn1js.AsnType {
  const parsed = asn1js.fromBER(bytes)
  if (parsed.offset === -1) throw new Error(`not DER: ${parsed.result.error}`)
  return parsed.result
}
