import { INVOICE_MESSAGES, type InvoiceProblem } from '@/domain/billing'
import { AppError } from '../../../http/errors'

/**
 * A refusal of invoice input: 400 with the first problem's message in both languages, the field it is about,
 * and every problem found (the dialog puts each under its field).
 */
export function invoiceRefusal(problems: readonly InvoiceProblem[]): AppError {
  const [first] = problems
  if (!first) throw new RangeError('no problem to refuse with')
  return new AppError(
    400,
    'domain.message',
    { message: INVOICE_MESSAGES[first.code] },
    {
      problem: first.code,
      field: first.field,
      problems: problems.map(({ field, code }) => ({ field, code })),
    },
  )
}
