import { postJson } from './api'
import type { AnswerOf } from './apiTypes'
import type { LookupInput } from './certificateApi'

/** What the public check of a precious metal label answers (its standing, fineness, weight, item, lab, date). */
export type VerifiedMetalLabel = AnswerOf<'/api/public/metal-label/verify', 'post'>

const body = (input: LookupInput) => ({
  ...(input.tenantId ? { tenantId: input.tenantId } : {}),
  no: input.no.trim(),
  code: input.code.trim().toUpperCase(),
  ...(input.captcha ? { captcha: input.captcha } : {}),
})

export const verifyMetalLabel = (input: LookupInput) =>
  postJson<VerifiedMetalLabel>('/api/public/metal-label/verify', body(input))
