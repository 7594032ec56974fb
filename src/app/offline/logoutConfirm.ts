import { sessionIdentity } from '../session'
import { isAppOffline } from './networkStatus'
import { unsentDrafts, type UnsentDrafts } from './unsentWork'

/**
 * The question before a sign-out that cannot simply be undone: offline (signing in again needs the server,
 * so the person would be locked out until the connection is back), or with unsent drafts (they stay on the
 * device, queued for the same user's next sign-in). Plain state: LogoutConfirmDialog shows it, useSignOut
 * asks it. Staying signed in is the default answer.
 */
export type LogoutQuestion = (UnsentDrafts & { offline: boolean }) | null

/** Whether signing out needs a question first. */
export const needsLogoutQuestion = (unsent: UnsentDrafts, offline: boolean): boolean =>
  offline || unsent.pending + unsent.attention > 0

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
  /** The user's answer: sign out anyway (true), or stay signed in. */
  answer(confirmed: boolean): void {
    const resolve = answer
    answer = undefined
    set(null)
    resolve?.(confirmed)
  },
}

/** Resolves true when the sign-out may go on: online with nothing unsent, or the user confirmed. */
export async function confirmSignOut(): Promise<boolean> {
  const ownerKey = sessionIdentity()
  if (!ownerKey) return true
  const unsent = await unsentDrafts(ownerKey)
  const offline = isAppOffline()
  if (!needsLogoutQuestion(unsent, offline)) return true
  // A question still open (a second click) is answered "stay" before the new one.
  logoutQuestion.answer(false)
  return new Promise<boolean>((resolve) => {
    answer = resolve
    set({ ...unsent, offline })
  })
}
