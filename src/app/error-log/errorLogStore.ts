import { onLocalChange, readLocal, removeLocal, writeLocal } from '@/offline/webStorage'

/**
 * Spec §8: front-end runtime errors are logged locally with type, message, stack, info, url and time; the
 * shell shows them (badge and dialog) and can upload or clear them. Newest first, at most 200, kept in
 * localStorage and shared by the tabs.
 */
export type ErrorLogEntry = {
  type: string
  message: string
  stack?: string
  info?: string
  url: string
  time: string
}

export const ERROR_LOG_LIMIT = 200
const ERROR_LOG_KEY = 'metrodesk.errorLog'

const isEntryList = (value: unknown): value is ErrorLogEntry[] =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as ErrorLogEntry).type === 'string' &&
      typeof (entry as ErrorLogEntry).message === 'string',
  )

let entries: ErrorLogEntry[] | undefined
const listeners = new Set<() => void>()
let stopWatchingOtherTabs: (() => void) | undefined

function set(next: ErrorLogEntry[]): void {
  entries = next
  for (const listener of listeners) listener()
}

/** The logged errors, newest first (the same array until the log changes). */
export function getErrorLog(): ErrorLogEntry[] {
  return (entries ??= readLocal(ERROR_LOG_KEY, isEntryList) ?? [])
}

export function subscribeErrorLog(listener: () => void): () => void {
  listeners.add(listener)
  stopWatchingOtherTabs ??= onLocalChange([ERROR_LOG_KEY], () =>
    set(readLocal(ERROR_LOG_KEY, isEntryList) ?? []),
  )
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    stopWatchingOtherTabs?.()
    stopWatchingOtherTabs = undefined
  }
}

/** Adds an entry in front and drops the oldest beyond the limit. */
export function addErrorLog(entry: ErrorLogEntry): void {
  const next = [entry, ...getErrorLog()].slice(0, ERROR_LOG_LIMIT)
  writeLocal(ERROR_LOG_KEY, next)
  set(next)
}

export function clearErrorLog(): void {
  removeLocal(ERROR_LOG_KEY)
  set([])
}

/** Removes the given entries (those just uploaded), keeping any logged meanwhile. */
export function removeErrorLogEntries(sent: readonly ErrorLogEntry[]): void {
  const keyOf = (entry: ErrorLogEntry) => `${entry.time}\u0000${entry.type}\u0000${entry.message}`
  const gone = new Set(sent.map(keyOf))
  const next = getErrorLog().filter((entry) => !gone.has(keyOf(entry)))
  writeLocal(ERROR_LOG_KEY, next)
  set(next)
}
