import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'

/** 撤回 takes a certificate out of evidence; 恢复 puts a withdrawn one back. Both keep their reason. */
export type CertificateStep = 'withdraw' | 'reinstate'

export const stepCertificate = (step: CertificateStep, body: { id: string; reason: string }) =>
  step === 'withdraw'
    ? unwrapEnvelope(api.POST('/api/hm-staff/certificate/withdraw', { body }))
    : unwrapEnvelope(api.POST('/api/hm-staff/certificate/reinstate', { body }))
