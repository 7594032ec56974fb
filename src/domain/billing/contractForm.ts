import { MAX_QUANTITY, isAmountText } from './quoteTotals'
import { CONTRACT_KIND } from './contractPricing'
import type { ContractMessageCode } from './contractMessages'

/** What the contract form holds, as text: checked the same way in the browser and on the server. */
export type ContractFormInput = {
  kind: number
  validFrom: string
  validUntil: string
  discountPercent?: string | null
  packageSum?: string | null
  ceiling?: string | null
  lines: readonly { unitPrice: string; quantity: number; inspectionType?: string | null }[]
}

export type ContractProblem = {
  line: number | null
  field:
    | 'validUntil'
    | 'discountPercent'
    | 'packageSum'
    | 'ceiling'
    | 'lines'
    | 'unitPrice'
    | 'quantity'
    | 'inspectionType'
  code: ContractMessageCode | 'billing.amountInvalid' | 'billing.quantityInvalid'
}

const PERCENT_TEXT = /^(?:100(?:\.0{1,2})?|[1-9]?\d(?:\.\d{1,2})?)$/
const blank = (text: string | null | undefined) => text === null || text === undefined || text.trim() === ''

/** Whether text is a percentage 0–100 with at most two decimals. */
export const isPercentText = (text: string): boolean => PERCENT_TEXT.test(text.trim())

/**
 * The problems of a contract's input, in the order the form shows them: dates in order, the kind's own
 * figure (a discount's percentage, a package's sum), a ceiling when given, and the lines (a list contract has
 * at least one; each an amount, a quantity and an inspection type).
 */
export function contractProblems(input: ContractFormInput): ContractProblem[] {
  const problems: ContractProblem[] = []
  if (input.validUntil < input.validFrom)
    problems.push({ line: null, field: 'validUntil', code: 'contract.validityOrder' })
  if (
    input.kind === CONTRACT_KIND.discount &&
    (blank(input.discountPercent) || !isPercentText(input.discountPercent ?? ''))
  )
    problems.push({ line: null, field: 'discountPercent', code: 'contract.discountRequired' })
  if (
    input.kind === CONTRACT_KIND.package &&
    (blank(input.packageSum) || !isAmountText(input.packageSum ?? ''))
  )
    problems.push({ line: null, field: 'packageSum', code: 'contract.packageSumRequired' })
  if (!blank(input.ceiling) && !isAmountText(input.ceiling ?? ''))
    problems.push({ line: null, field: 'ceiling', code: 'billing.amountInvalid' })
  if (input.kind === CONTRACT_KIND.list && input.lines.length === 0)
    problems.push({ line: null, field: 'lines', code: 'contract.linesRequired' })
  input.lines.forEach((line, index) => {
    if (!isAmountText(line.unitPrice))
      problems.push({ line: index, field: 'unitPrice', code: 'billing.amountInvalid' })
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY)
      problems.push({ line: index, field: 'quantity', code: 'billing.quantityInvalid' })
    if (blank(line.inspectionType))
      problems.push({ line: index, field: 'inspectionType', code: 'contract.lineInspectionType' })
  })
  return problems
}
