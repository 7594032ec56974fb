import { getJson, postForBlob, postJson } from './api'

/** What the public verification answers of a certificate or report (personal data already masked). */
export type VerifiedCertificate = {
  certificateNo: string
  standing: 'valid' | 'revoked' | 'superseded'
  supersededBy: string | null
  revokedAt: string | null
  kind: 'verification' | 'calibration' | 'test'
  labName: string
  holder: string
  instrumentName: string
  instrumentModel: string | null
  factoryNumber: string | null
  issueDate: string
  nextDueDate: string | null
  conclusion: string
  pdfSha256: string
}

export type CaptchaChallenge = { key: string; image: string }

export type LookupInput = {
  tenantId: string | null
  no: string
  code: string
  captcha: { key: string; answer: string } | null
}

const body = (input: LookupInput) => ({
  ...(input.tenantId ? { tenantId: input.tenantId } : {}),
  no: input.no.trim(),
  code: input.code.trim().toUpperCase(),
  ...(input.captcha ? { captcha: input.captcha } : {}),
})

export const verifyCertificate = (input: LookupInput) =>
  postJson<VerifiedCertificate>('/api/public/certificate/verify', body(input))

export const downloadCertificatePdf = (input: LookupInput) =>
  postForBlob('/api/public/certificate/pdf', body(input))

export const fetchCaptcha = () => getJson<CaptchaChallenge>('/api/public/captcha')
