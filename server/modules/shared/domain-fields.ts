import { z } from 'zod'
import { validators, type ValidatorName } from '@/domain/validation/registry'

/**
 * An optional text field checked by one of the spec's validators (spec §5), so the server answers with
 * the same message the browser's form shows. Blank becomes null.
 */
export const validatedText = (name: ValidatorName, max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null))
    .superRefine((value, context) => {
      const result = validators[name](value)
      if (!result.ok) context.addIssue({ code: 'custom', message: result.message })
    })
