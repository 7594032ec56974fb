import { postJson } from './api'

/** A customer's sample and where its report stands, as the phone query answers it. */
export type PhoneReport = {
  orderNo: string
  sampleNo: string | null
  instrumentName: string
  instrumentModel: string | null
  factoryNumber: string | null
  state: 'registered' | 'testing' | 'issued' | 'delivered' | 'revoked' | 'voided'
  certificateNo: string | null
  issueDate: string | null
  nextDueDate: string | null
}

export type DueInstrument = {
  name: string
  model: string | null
  factoryNumber: string | null
  nextDueDate: string | null
}

export type PhoneAnswer = { reports: PhoneReport[]; instruments: DueInstrument[] }

export const sendReportSms = (input: {
  tenantId: string | null
  phone: string
  captcha: { key: string; answer: string }
}) =>
  postJson<{ sent: boolean; resendAfter: number }>('/api/public/report/sms', {
    ...(input.tenantId ? { tenantId: input.tenantId } : {}),
    phone: input.phone,
    captcha: input.captcha,
  })

export const reportsByPhone = (input: { tenantId: string | null; phone: string; code: string }) =>
  postJson<PhoneAnswer>('/api/public/report/by-phone', {
    ...(input.tenantId ? { tenantId: input.tenantId } : {}),
    phone: input.phone,
    code: input.code,
  })
