import { BILLING_MESSAGES, type BillingMessageCode } from '@/domain/billing'
import { AppError } from '../../http/errors'

/** A refusal of billing input: 400 with the message in both languages and the field it is about. */
export const billingProblem = (
  code: BillingMessageCode,
  field: { line?: number | null; field?: string } = {},
  status = 400,
) => new AppError(status, 'domain.message', { message: BILLING_MESSAGES[code] }, { problem: code, ...field })
