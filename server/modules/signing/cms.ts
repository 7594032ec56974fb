import * as asn1js from 'asn1js'
import { createHash, createPrivateKey, sign, X509Certificate } from 'node:crypto'
import {
  Attribute,
  Certificate,
  ContentInfo,
  EncapsulatedContentInfo,
  GeneralName,
  GeneralNames,
  IssuerAndSerialNumber,
  SignedAndUnsignedAttributes,
  SignedData,
  SignerInfo,
} from 'pkijs'
import { OID, parseDer, rsaAlgorithm, sha256Algorithm } from './asn1'

/** What signing needs of a lab's key. */
export type SigningMaterial = { certificatePem: string; privateKeyPem: string }

/**
 * ESS signing-certificate-v2 (RFC 5035) with one ESSCertIDv2: the certificate's SHA-256 (the default hash,
 * so its algorithm is left out as DER requires) and its issuer and serial, binding the signature to this
 * certificate so another one with the same key cannot be substituted.
 */
function signingCertificateV2(certificate: Certificate, certificateDer: Uint8Array): Attribute {
  const issuerSerial = new asn1js.Sequence({
    value: [
      new GeneralNames({ names: [new GeneralName({ type: 4, value: certificate.issuer })] }).toSchema(),
      certificate.serialNumber,
    ],
  })
  const certHash = new asn1js.OctetString({ valueHex: createHash('sha256').update(certificateDer).digest() })
  const essCertId = new asn1js.Sequence({ value: [certHash, issuerSerial] })
  const value = new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertId] })] })
  return new Attribute({ type: OID.signingCertificateV2, values: [value] })
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0)
    if (difference !== 0) return difference
  }
  return a.length - b.length
}

/**
 * DER orders a SET OF by its members' encodings. Verifiers that re-encode the signed attributes (NSS) would
 * otherwise hash other bytes than were signed.
 */
function derOrdered(attributes: Attribute[]): Attribute[] {
  const encoded = attributes.map((attribute) => ({
    attribute,
    der: new Uint8Array(attribute.toSchema().toBER()),
  }))
  return encoded.sort((a, b) => compareBytes(a.der, b.der)).map((entry) => entry.attribute)
}

/**
 * A detached CAdES signature (CMS SignedData, RFC 5652) over `content`, as PAdES baseline B-B wants it:
 * SHA-256, signed attributes contentType, messageDigest and signing-certificate-v2, the signer's certificate
 * included, no signing time (the PDF signature dictionary's /M carries it). RSA PKCS#1 v1.5 is deterministic,
 * so the same content and key always give the same bytes.
 */
export function cadesDetachedSignature(content: Uint8Array, key: SigningMaterial): Uint8Array {
  const certificateDer = new Uint8Array(new X509Certificate(key.certificatePem).raw)
  const certificate = new Certificate({ schema: parseDer(certificateDer) })
  const attributes = derOrdered([
    new Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
    new Attribute({
      type: OID.messageDigest,
      values: [new asn1js.OctetString({ valueHex: createHash('sha256').update(content).digest() })],
    }),
    signingCertificateV2(certificate, certificateDer),
  ])
  // The signature covers the attributes encoded as a SET, not as the [0] they are stored under (RFC 5652 5.4).
  const signedBytes = new asn1js.Set({ value: attributes.map((attribute) => attribute.toSchema()) }).toBER()
  const signature = sign('sha256', new Uint8Array(signedBytes), createPrivateKey(key.privateKeyPem))
  const signerInfo = new SignerInfo({
    version: 1,
    sid: new IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
    digestAlgorithm: sha256Algorithm(),
    signedAttrs: new SignedAndUnsignedAttributes({ type: 0, attributes }),
    signatureAlgorithm: rsaAlgorithm(OID.rsaEncryption),
    signature: new asn1js.OctetString({ valueHex: signature }),
  })
  const signedData = new SignedData({
    version: 1,
    digestAlgorithms: [sha256Algorithm()],
    encapContentInfo: new EncapsulatedContentInfo({ eContentType: OID.data }),
    certificates: [certificate],
    signerInfos: [signerInfo],
  })
  const contentInfo = new ContentInfo({ contentType: OID.signedData, content: signedData.toSchema() })
  return new Uint8Array(contentInfo.toSchema().toBER())
}
