import { useState, type ChangeEvent } from 'react'

export type FieldErrors<TValues> = Partial<Record<keyof TValues, string>>

/**
 * The state of a small form: values, an error per field, and change handlers that clear the field's error.
 * `validate` returns the errors found; submit handlers call `check()` and stop when it is false.
 */
export function useFields<TValues extends Record<string, string>>(
  initialValues: TValues,
  validate: (values: TValues) => FieldErrors<TValues>,
) {
  const [values, setValues] = useState(initialValues)
  const [errors, setErrors] = useState<FieldErrors<TValues>>({})

  const setValue = (field: keyof TValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const handleChange =
    (field: keyof TValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(field, event.currentTarget.value)

  /** Validates everything (or only the given fields), shows the errors, and says whether all passed. */
  const check = (only?: readonly (keyof TValues)[]): boolean => {
    const found = validate(values)
    const relevant = only
      ? Object.fromEntries(only.map((field) => [field, found[field]]))
      : (found as Record<string, string | undefined>)
    setErrors((current) => ({ ...current, ...relevant }))
    return !Object.values(relevant).some(Boolean)
  }

  const setError = (field: keyof TValues, message: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: message }))

  const reset = (next: TValues) => {
    setValues(next)
    setErrors({})
  }

  return { values, errors, setValue, handleChange, check, setError, reset }
}
