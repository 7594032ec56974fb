// Shared shape of every field validator (spec §5). Validators are pure and synchronous so that the
// browser form, the service worker's outbox check and the server's zod refinements give the same answer.

export type ValidationResult = { ok: true } | { ok: false; message: string }

export type FieldValue = string | number | null | undefined

export type Validator = (value: FieldValue) => ValidationResult

export const OK: ValidationResult = Object.freeze({ ok: true })

export const fail = (message: string): ValidationResult => ({ ok: false, message })

/**
 * null, undefined, '' and whitespace-only strings count as "no value" (spec §5: empty values pass).
 * Deliberately not a type predicate: a non-blank value may still be a string, so narrowing would lie.
 */
export const isBlank = (value: FieldValue): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/**
 * The text a rule is checked against. Numbers are read as JavaScript prints them, so 12.5 is '12.5' and
 * NaN or 1e21 fail the digit patterns. Strings are not trimmed: a validator answers for the value that
 * would be stored, and trimming is the input's job (the search row trims, spec §5).
 */
export const asText = (value: FieldValue): string =>
  value === null || value === undefined ? '' : String(value)

/** Builds an "optional" validator: blank passes, anything else must satisfy `test`. */
export const optionalRule =
  (test: (text: string) => boolean, message: string): Validator =>
  (value) => {
    if (isBlank(value)) return OK
    return test(asText(value)) ? OK : fail(message)
  }

/** Same as `optionalRule`, but a blank value fails with the rule's own message. */
export const requiredRule =
  (test: (text: string) => boolean, message: string): Validator =>
  (value) => {
    if (isBlank(value)) return fail(message)
    return test(asText(value)) ? OK : fail(message)
  }
