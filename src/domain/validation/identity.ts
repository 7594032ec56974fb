import { VALIDATION_MESSAGES as M } from './messages'
import { optionalRule, type Validator } from './result'

// GB 11643-1999: weights 2^(17-i) mod 11 and the check character for each remainder of the sum mod 11.
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
const ID_CHECK_CHARS = '10X98765432'

const ID_18 = /^[1-9]\d{5}((?:18|19|20)\d{2})(\d{2})(\d{2})\d{3}[\dX]$/
const ID_15 = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/

const isCalendarDate = (year: number, month: number, day: number): boolean => {
  if (month < 1 || month > 12 || day < 1) return false
  // Day 0 of the next month is the last day of this one; UTC avoids any time-zone shift.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= daysInMonth
}

/** The GB 11643 check character for the first 17 characters of an 18-digit ID. */
export const idCardCheckChar = (first17: string): string => {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0)
  return ID_CHECK_CHARS[sum % 11] ?? ''
}

/**
 * PRC resident identity card number: 18 characters with a valid birth date and GB 11643 check
 * character, or a legacy 15-digit number (born 19YY) with a valid birth date. A lower-case x is accepted
 * because phone keyboards produce it; callers should upper-case before storing.
 */
export const isIdCard = (input: string): boolean => {
  const text = input.toUpperCase()
  const long = ID_18.exec(text)
  if (long) {
    const [, year, month, day] = long
    return isCalendarDate(Number(year), Number(month), Number(day)) && idCardCheckChar(text) === text[17]
  }
  const legacy = ID_15.exec(text)
  if (legacy) {
    const [, yy, month, day] = legacy
    return isCalendarDate(1900 + Number(yy), Number(month), Number(day))
  }
  return false
}

// GB 32100-2015: 31 characters (no I, O, S, V, Z), each worth its index; weights 3^i mod 31.
const CREDIT_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/

/** The GB 32100 check character for the first 17 characters of a unified social credit code. */
export const creditCodeCheckChar = (first17: string): string => {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARSET.indexOf(first17[i] ?? '') * (CREDIT_WEIGHTS[i] ?? 0)
  return CREDIT_CHARSET[(31 - (sum % 31)) % 31] ?? ''
}

/** Unified social credit code; lower case is accepted for typing convenience, like `isIdCard`. */
export const isCreditCode = (input: string): boolean => {
  const text = input.toUpperCase()
  return CREDIT_CODE.test(text) && creditCodeCheckChar(text) === text[17]
}

export const validateIdCard: Validator = optionalRule(isIdCard, M.idCard)

export const validateCreditCode: Validator = optionalRule(isCreditCode, M.creditCode)
