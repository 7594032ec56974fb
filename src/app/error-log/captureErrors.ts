import type { ErrorInfo } from 'react'
import { ApiError } from '@/api/envelope'
import { addErrorLog } from './errorLogStore'

const describe = (value: unknown): { message: string; stack?: string } => {
  if (value instanceof Error) return { message: value.message || value.name, stack: value.stack }
  if (typeof value === 'string') return { message: value }
  try {
    return { message: JSON.stringify(value) ?? String(value) }
  } catch {
    return { message: String(value) }
  }
}

function log(type: string, error: unknown, info?: string): void {
  const { message, stack } = describe(error)
  addErrorLog({
    type,
    message,
    ...(stack ? { stack } : {}),
    ...(info ? { info } : {}),
    url: window.location.href,
    time: new Date().toISOString(),
  })
}

/** A render error of React (from createRoot's onCaughtError / onUncaughtError): info is the component stack. */
export function logRenderError(error: unknown, errorInfo: Pick<ErrorInfo, 'componentStack'>): void {
  log('render', error, errorInfo.componentStack?.trim())
}

/**
 * Spec §8: logs uncaught errors (window `error`, type "error") and unhandled promise rejections (type
 * "unhandledrejection"; a rejected API call is left out: it is no front-end fault and the request layer has
 * shown it). Returns the uninstall function.
 */
export function installErrorCapture(): () => void {
  const handleError = (event: ErrorEvent) => {
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : undefined
    log('error', event.error ?? event.message, where)
  }
  const handleRejection = (event: PromiseRejectionEvent) => {
    // A failed call is not a front-end fault, and the request layer has already told the user.
    if (event.reason instanceof ApiError) return
    log('unhandledrejection', event.reason)
  }
  window.addEventListener('error', handleError)
  window.addEventListener('unhandledrejection', handleRejection)
  return () => {
    window.removeEventListener('error', handleError)
    window.removeEventListener('unhandledrejection', handleRejection)
  }
}
