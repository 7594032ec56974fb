import { useState } from 'react'

/**
 * The inputs of a record form as text, and which required ones were found missing on submit: typing into an
 * input clears its mark. `linked` names what else an input resets (another device, another plan line).
 */
export function useRecordDraft<TDraft extends Record<string, string>>(
  initial: () => TDraft,
  missingOf: (draft: TDraft) => (keyof TDraft)[],
  linked: (name: keyof TDraft) => Partial<TDraft> = () => ({}),
) {
  const [draft, setDraft] = useState<TDraft>(initial)
  const [missing, setMissing] = useState<Set<keyof TDraft>>(new Set())

  const set = (name: keyof TDraft, value: string) => {
    setDraft((current) => ({ ...current, [name]: value, ...linked(name) }))
    setMissing((current) => {
      const next = new Set(current)
      next.delete(name)
      return next
    })
  }
  const errorOf = (name: keyof TDraft, message: string) => (missing.has(name) ? message : undefined)

  /** Marks what is missing and says whether the draft may be sent. */
  const check = () => {
    const found = new Set(missingOf(draft))
    setMissing(found)
    return found.size === 0
  }

  return { draft, set, errorOf, check }
}
