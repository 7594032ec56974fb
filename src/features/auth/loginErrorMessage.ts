import type { I18n } from '@lingui/core'
import { errorMessage } from '@/ui/errors/errorMessage'
import { SsoQueryError } from './sso'

/** The text shown for a failed sign-in: a single sign-on query's own failure, else as for any call. */
export function loginErrorMessage(error: unknown, i18n: I18n): string {
  if (error instanceof SsoQueryError) return error.message
  return errorMessage(error, i18n)
}
