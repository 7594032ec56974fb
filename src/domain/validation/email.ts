import { VALIDATION_MESSAGES as M } from './messages'
import { optionalRule, type Validator } from './result'

// Dot-separated atoms before '@', then at least two dot-separated host labels ending in a letters-only
// top-level domain. Stricter than RFC 5322 on purpose: it is what a customer contact field should hold.
const EMAIL =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/
const MAX_EMAIL_LENGTH = 254

export const isEmail = (text: string): boolean => text.length <= MAX_EMAIL_LENGTH && EMAIL.test(text)

export const validateEmail: Validator = optionalRule(isEmail, M.email)

/**
 * The spec's rule named "postcode" actually checks an e-mail address (spec §5), so it is the same
 * validator; the alias keeps resource declarations that say "postcode" readable against the spec.
 */
export const validatePostcode: Validator = validateEmail
