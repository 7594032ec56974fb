import { VALIDATION_MESSAGES as M } from './messages'
import { OK, asText, fail, isBlank, optionalRule, requiredRule, type Validator } from './result'

// Spec §5: "11 digits starting with 1". Deliberately not narrowed to today's 13x-19x prefixes, so a new
// carrier range never locks a customer out of a form.
const MOBILE = /^1\d{10}$/

// Landline: area code 0 + 2-3 digits (hyphen optional, or in parentheses) and a 7-8 digit local number, or
// a local number alone (which never starts with 0, or it would be an area code run together). Then an
// optional extension after '-', '#' or '转'. Nationwide 400/800 service numbers are landlines for our
// customers' contact fields too.
const LANDLINE = new RegExp(
  '^(?:' +
    [
      '0\\d{2,3}-?\\d{7,8}', //           0731-84567890, 073184567890, 010-12345678
      '\\(0\\d{2,3}\\)\\d{7,8}', //       (0731)84567890
      '[1-9]\\d{6,7}', //                 84567890
      '[48]00-?\\d{3}-?\\d{4}', //        400-123-4567
    ].join('|') +
    ')(?:[-#转]\\d{1,6})?$',
)

export const isMobile = (text: string): boolean => MOBILE.test(text)
export const isLandline = (text: string): boolean => LANDLINE.test(text)
const isPhoneOrMobile = (text: string): boolean => isMobile(text) || isLandline(text)

export const validateMobile: Validator = optionalRule(isMobile, M.mobile)

/** Mobile or landline (with optional extension); empty passes. */
export const validatePhone: Validator = optionalRule(isPhoneOrMobile, M.phone)

/** Same rule as `validatePhone`, but the field is required (spec §5: "Phone1 is required"). */
export const validatePhone1: Validator = requiredRule(isPhoneOrMobile, M.phone)

export const validateFax: Validator = optionalRule(isLandline, M.fax)

/**
 * The phone check of the shared form block. The original tested an 11-character value against a landline
 * pattern and flagged it as malformed when it matched, so it accepted garbage and rejected nothing useful
 * (spec §5 calls the logic "inverted"). We implement the evident intent: a valid mobile passes and any
 * other 11-character value gets 手机号码格式不正确.
 */
export const validateFormPhone: Validator = (value) => {
  if (isBlank(value)) return fail(M.formPhoneRequired)
  const text = asText(value)
  if (text.length !== 11) return fail(M.formPhoneLength)
  return isMobile(text) ? OK : fail(M.formPhoneFormat)
}
