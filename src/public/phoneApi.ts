import { postJson } from './api'
import type { AnswerOf } from './apiTypes'

export type PhoneAnswer = AnswerOf<'/api/public/report/by-phone', 'post'>

/** A customer's sample and where its report stands, as the phone query answers it. */
export type PhoneReport = PhoneAnswer['reports'][number]

export const sendReportSms = (input: {
  tenantId: string | null
  phone: string
  captcha: { key: string; answer: string }
}) =>
  postJson<AnswerOf<'/api/public/report/sms', 'post'>>('/api/public/report/sms', {
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
