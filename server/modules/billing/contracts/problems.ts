import {
  BILLING_MESSAGES,
  CONTRACT_MESSAGES,
  type BillingMessageCode,
  type ContractMessageCode,
} from '@/domain/billing'
import { AppError } from '../../../http/errors'

/** A refusal of a contract or a charge: the message in both languages, the problem code and the field. */
export const contractProblem = (
  code: ContractMessageCode | BillingMessageCode,
  field: { line?: number | null; field?: string } = {},
  status = 400,
) =>
  new AppError(
    status,
    'domain.message',
    {
      message:
        code in CONTRACT_MESSAGES
          ? CONTRACT_MESSAGES[code as ContractMessageCode]
          : BILLING_MESSAGES[code as BillingMessageCode],
    },
    { problem: code, ...field },
  )

/** A refusal whose message names its facts (a date, the amounts): `contractRefusal`'s answer. */
export const contractUseProblem = (
  refusal: { code: string; message: { zh: string; en: string } },
  status = 409,
) => new AppError(status, 'domain.message', { message: refusal.message }, { problem: refusal.code })
