import { X509Certificate } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tenantSigningKey, type TenantSigningKey } from '../../server/db/schema'
import { withTenant } from '../../server/db/tenant-scope'
import { renderCertificatePdf, sampleCertificateData } from '../../server/modules/print/pdf'
import { certificateDownload, signingKeyOf, signPdf, verifyPdfSignature } from '../../server/modules/signing'
import { databaseKinds } from '../support/databases'
import { savePdf } from '../support/print-tools'
import { pdfsig } from '../support/document-tools'
import { createTestApp, type TestApp } from '../support/test-app'

/*
 * Issued certificates carry a PAdES signature made with their lab's own key. poppler's pdfsig checks the
 * signature as a reader would (NSS underneath); verifyPdfSignature is what the public verification page asks.
 */

const LAB = '100001'
const LAB_NAME = '示范计量检测研究院'
const OTHER_LAB = '100002'
const FIRST_USE = new Date('2025-06-18T01:30:00Z')
const SIGNED_AT = new Date('2025-06-18T02:00:00Z')

/** A copy with one byte changed at `offset`. */
function flipped(pdf: Uint8Array, offset: number): Uint8Array {
  const copy = new Uint8Array(pdf)
  copy[offset] = (copy[offset] ?? 0) ^ 0x01
  return copy
}

function byteRangeOf(pdf: Uint8Array): number[] {
  const match = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/.exec(Buffer.from(pdf).toString('latin1'))
  if (!match) throw new Error('no byte range in the signed PDF')
  return match.slice(1).map(Number)
}

describe.each(databaseKinds)('PAdES signature of issued certificates on %s', (kind) => {
  let t: TestApp
  let unsigned: Uint8Array

  const keyOf = (tenantId: string, labName: string, at: Date) =>
    withTenant(t.database.db, tenantId, (tx) => signingKeyOf(tx, tenantId, labName, at))
  const keysStored = (tenantId: string) =>
    withTenant(t.database.db, tenantId, async (tx) => {
      const [row] = await tx
        .select({ keys: count() })
        .from(tenantSigningKey)
        .where(eq(tenantSigningKey.tenantId, tenantId))
      return row?.keys
    })
  const sign = (pdf: Uint8Array, key: TenantSigningKey) =>
    signPdf(pdf, key, {
      signerName: LAB_NAME,
      reason: '校准证书签发',
      location: '长沙',
      contactInfo: '0731-84567890',
      at: SIGNED_AT,
    })

  beforeAll(async () => {
    t = await createTestApp(kind)
    unsigned = await renderCertificatePdf(sampleCertificateData({ rows: 12 }))
  })
  afterAll(() => t.close())

  it('makes one key for a lab on its first use, even when two first uses race', async () => {
    const [first, second] = await Promise.all([
      keyOf(LAB, LAB_NAME, FIRST_USE),
      keyOf(LAB, LAB_NAME, FIRST_USE),
    ])
    expect(second).toEqual(first)
    expect(await keysStored(LAB)).toBe(1)

    const certificate = new X509Certificate(first.certificatePem)
    expect(certificate.subject).toBe(`CN=${LAB_NAME}`)
    expect(certificate.issuer).toBe(certificate.subject)
    expect(certificate.verify(certificate.publicKey)).toBe(true)
    expect(certificate.publicKey.asymmetricKeyDetails?.modulusLength).toBe(3072)
    expect(certificate.serialNumber.toLowerCase()).toBe(first.serial)
    expect(new Date(certificate.validFrom)).toEqual(FIRST_USE)
    expect(new Date(certificate.validTo)).toEqual(new Date('2035-06-18T01:30:00Z'))
    expect(first).toMatchObject({ subjectCn: LAB_NAME, notBefore: FIRST_USE, createTime: FIRST_USE })

    const download = certificateDownload(first.certificatePem)
    expect(Buffer.from(download.der).equals(certificate.raw)).toBe(true)
    expect(new X509Certificate(download.pem).fingerprint256).toBe(certificate.fingerprint256)
  })

  it('answers the same key on later uses, whatever name and time they give', async () => {
    const first = await keyOf(LAB, LAB_NAME, FIRST_USE)
    const later = await keyOf(LAB, '改名后的研究院', new Date('2026-01-05T08:00:00Z'))
    expect(later).toEqual(first)
    expect(await keysStored(LAB)).toBe(1)
    const other = await keyOf(OTHER_LAB, '另一家实验室', FIRST_USE)
    expect(other.certificatePem).not.toBe(first.certificatePem)
    // Row-level security: a lab's transaction sees its own key only.
    expect(await keysStored(OTHER_LAB)).toBe(1)
    const seenByOther = await withTenant(t.database.db, OTHER_LAB, (tx) => tx.select().from(tenantSigningKey))
    expect(seenByOther.map((row) => row.tenantId)).toEqual([OTHER_LAB])
  })

  it('signs a certificate PDF so that pdfsig finds a valid PAdES signature by the lab', async () => {
    const key = await keyOf(LAB, LAB_NAME, FIRST_USE)
    const signed = await sign(unsigned, key)
    expect(Buffer.from(await sign(unsigned, key)).equals(Buffer.from(signed))).toBe(true)

    const report = pdfsig(savePdf(`signed-certificate-${kind}.pdf`, signed))
    expect(report.output).toContain('Signature Validation: Signature is Valid.')
    expect(report.output).toContain('Signature Type: ETSI.CAdES.detached')
    expect(report.output).toContain(`Signer Certificate Common Name: ${LAB_NAME}`)
    expect(report.output).toContain('Signing Hash Algorithm: SHA-256')
    expect(report.output).toContain('Signing Time: Jun 18 2025 02:00:00')
    expect(report.output).toContain('Total document signed')
    // Self-signed: no trust anchor knows the lab, which the verification page answers instead.
    expect(report.output).toContain('Certificate Validation: Certificate issuer is unknown.')

    const tampered = flipped(signed, 200)
    expect(pdfsig(savePdf(`tampered-certificate-${kind}.pdf`, tampered)).output).not.toContain(
      'Signature is Valid.',
    )
  })

  it('verifies the signature in Node against the lab certificate', async () => {
    const key = await keyOf(LAB, LAB_NAME, FIRST_USE)
    const other = await keyOf(OTHER_LAB, '另一家实验室', FIRST_USE)
    const signed = await sign(unsigned, key)
    const [, contentsStart, afterStart] = byteRangeOf(signed) as [number, number, number, number]

    expect(verifyPdfSignature(signed, key.certificatePem)).toEqual({
      status: 'valid',
      signedAt: SIGNED_AT.toISOString(),
      signer: LAB_NAME,
    })
    expect(verifyPdfSignature(flipped(signed, 200), key.certificatePem)).toEqual({ status: 'invalid' })
    expect(verifyPdfSignature(flipped(signed, contentsStart - 1), key.certificatePem).status).toBe('invalid')
    expect(verifyPdfSignature(flipped(signed, afterStart + 10), key.certificatePem).status).toBe('invalid')
    expect(verifyPdfSignature(signed, other.certificatePem)).toEqual({ status: 'invalid' })
    expect(verifyPdfSignature(unsigned, key.certificatePem)).toEqual({ status: 'unsigned' })

    // Bytes appended after signing are covered by no signature.
    const appended = Buffer.concat([signed, Buffer.from('\n% appended\n')])
    expect(verifyPdfSignature(appended, key.certificatePem).status).toBe('invalid')
    // The other lab's key makes a valid signature of its own, which the first lab's certificate refuses.
    const signedByOther = await sign(unsigned, other)
    expect(verifyPdfSignature(signedByOther, other.certificatePem).status).toBe('valid')
    expect(verifyPdfSignature(signedByOther, key.certificatePem).status).toBe('invalid')
  })
})
