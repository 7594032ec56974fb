import { validators } from '../validation/registry'
import { localize, type ResourceDeclaration, type ResourceField } from './types'

/** Texts of the generic rules, in the caller's language (the browser gives Lingui's, the server its catalog's). */
export type FieldMessages = {
  required: (label: string) => string
  tooLong: (label: string, max: number) => string
  pattern: (label: string) => string
}

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/**
 * One field's value against its declaration (required, length, pattern, validator), in the given language.
 * The browser checks on blur and before submit; the server checks the same rules again.
 */
export function fieldError(
  field: ResourceField,
  value: unknown,
  language: string,
  messages: FieldMessages,
): string | undefined {
  const label = localize(field.label, language)
  if (isBlank(value)) return field.required ? messages.required(label) : undefined
  const text = typeof value === 'string' ? value : String(value)
  const custom = field.message ? localize(field.message, language) : undefined
  if (field.maxLength !== undefined && text.length > field.maxLength) {
    return messages.tooLong(label, field.maxLength)
  }
  if (field.pattern && !new RegExp(field.pattern).test(text)) return custom ?? messages.pattern(label)
  if (field.validator) {
    const result = validators[field.validator](text)
    if (!result.ok) return custom ?? result.message
  }
  return undefined
}

/** Every form field's error, by field name; empty when the record may be submitted. */
export function recordErrors(
  resource: ResourceDeclaration,
  record: Record<string, unknown>,
  language: string,
  messages: FieldMessages,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of resource.fields) {
    if (field.form === false || field.join) continue
    const error = fieldError(field, record[field.name], language, messages)
    if (error) errors[field.name] = error
  }
  return errors
}
