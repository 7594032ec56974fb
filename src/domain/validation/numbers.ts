import { VALIDATION_MESSAGES as M } from './messages'
import { optionalRule, requiredRule, type Validator } from './result'

// "Integer" is signed here because spec §5 has a separate ">= 0" rule.
const INTEGER = /^-?\d+$/
const DIGITS_1_TO_9 = /^[1-9]+$/
const NON_NEGATIVE_INTEGER = /^\d+$/
const BANK_CARD = /^(?:\d{15}|\d{19})$/
// 序号 (an ordering number): digits with at most two decimals; leading zeros are harmless for ordering.
const SERIAL_NUMBER = /^\d+(?:\.\d{1,2})?$/
// An amount is non-negative (refunds and discounts are their own records) and is written without
// leading zeros, so '0.5' and '12.30' pass but '012' and '.5' do not.
const AMOUNT = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/

const matches =
  (pattern: RegExp) =>
  (text: string): boolean =>
    pattern.test(text)

export const validateNumber: Validator = optionalRule(matches(INTEGER), M.number)

/** Same rule as `validateNumber`, but the field is required (spec §5: NumberRequired). */
export const validateNumberRequired: Validator = requiredRule(matches(INTEGER), M.number)

/** Only the digits 1 to 9 (no 0, no sign, no point). */
export const validateDigits1To9: Validator = optionalRule(matches(DIGITS_1_TO_9), M.digits1To9)

/** Spec §5 says 15 or 19 digits; no Luhn check, since not every Chinese bank card number satisfies it. */
export const validateBankCard: Validator = optionalRule(matches(BANK_CARD), M.bankCard)

export const validateSerialNumber: Validator = optionalRule(matches(SERIAL_NUMBER), M.serialNumber)

export const validateNonNegativeInteger: Validator = optionalRule(
  matches(NON_NEGATIVE_INTEGER),
  M.nonNegativeInteger,
)

export const validateAmount: Validator = optionalRule(matches(AMOUNT), M.amount)
