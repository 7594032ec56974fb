import { getJson, postForBlob, postJson } from './api'
import type { AnswerOf } from './apiTypes'

/** What the public verification answers of a certificate or report (personal data already masked). */
export type VerifiedCertificate = AnswerOf<'/api/public/certificate/verify', 'post'>

export type CaptchaChallenge = AnswerOf<'/api/public/captcha', 'get'>

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

export const downloadCertificateDcc = (input: LookupInput) =>
  postForBlob('/api/public/certificate/dcc', body(input))

export const fetchCaptcha = () => getJson<CaptchaChallenge>('/api/public/captcha')
