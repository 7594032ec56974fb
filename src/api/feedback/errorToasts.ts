/**
 * The error toasts of the request layer as plain data (spec §8):
 * - a failed answer shows its message (the UI shows 未知错误 when it is empty) until closed;
 * - a timeout shows 请求超时,请重试~~~;
 * - a new answer hides the older toasts. "New" means a request that started after the toast appeared: answers
 *   of requests already under way when it appeared (e.g. the other calls of the same page) leave it alone,
 *   so an error is never swept away by its own siblings;
 * - the same message is never shown twice: a repeat replaces the older toast.
 *
 * Time is a logical clock (a counter the request layer advances at every request start and every toast).
 */
export type ErrorToastKind = 'server' | 'timeout'

export type ErrorToast = {
  readonly id: number
  readonly kind: ErrorToastKind
  /** The server's message; empty when it sent none. */
  readonly message: string
  /** Logical time the toast appeared. */
  readonly shownAt: number
}

/** An answer to a request that started at `startedAt` arrived: toasts shown before that start go. */
export function hideOlderToasts(toasts: readonly ErrorToast[], startedAt: number): readonly ErrorToast[] {
  const kept = toasts.filter((toast) => toast.shownAt >= startedAt)
  return kept.length === toasts.length ? toasts : kept
}

/** Adds a toast, replacing one with the same kind and message. */
export function addToast(toasts: readonly ErrorToast[], toast: ErrorToast): readonly ErrorToast[] {
  return [...toasts.filter((other) => other.kind !== toast.kind || other.message !== toast.message), toast]
}

/** The user closed a toast. */
export function removeToast(toasts: readonly ErrorToast[], id: number): readonly ErrorToast[] {
  const kept = toasts.filter((toast) => toast.id !== id)
  return kept.length === toasts.length ? toasts : kept
}
