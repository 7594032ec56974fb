import { sessionIdentity } from '../session'
import { unsentRegistrations } from './unsentWork'

/**
 * The question before a sign-out that leaves unsent registrations behind (they stay on the device, queued
 * for the same user's next sign-in). Plain state: LogoutConfirmDialog shows it, useSignOut asks it.
 */
export type LogoutQuestion = { count: number } | null

let question: LogoutQuestion = null
let answer: ((confirmed: boolean) => void) | undefined
const listeners = new Set<() => void>()

function set(next: LogoutQuestion): void {
  question = next
  for (const listener of listeners) listener()
}

export const logoutQuestion = {
  get: (): LogoutQuestion => question,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** The user's answer: sign out anyway, or stay. */
  answer(confirmed: boolean): void {
    const resolve = answer
    answer = undefined
    set(null)
    resolve?.(confirmed)
  },
}

/** Resolves true when the sign-out may go on: nothing unsent, or the user confirmed. */
export async function confirmSignOut(): Promise<boolean> {
  const ownerKey = sessionIdentity()
  if (!ownerKey) return true
  const count = await unsentRegistrations(ownerKey)
  if (count === 0) return true
  // A question still open (a second click) is answered "stay" before the new one.
  logoutQuestion.answer(false)
  return new Promise<boolean>((resolve) => {
    answer = resolve
    set({ count })
  })
}
