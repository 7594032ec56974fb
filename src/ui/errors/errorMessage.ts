import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LoginError } from '@/api/auth'
import { ApiError } from '@/api/envelope'

/**
 * The text shown for a failed call. The server's own message is shown as it is (spec §8); the client's own
 * failures (timeout, no connection, a server error without a message) are translated.
 */
export function errorMessage(error: unknown, i18n: I18n): string {
  if (error instanceof LoginError && error.message) return error.message
  if (error instanceof ApiError) {
    if (error.kind === 'timeout') return i18n._(msg`请求超时,请重试~~~`)
    if (error.kind === 'network') return i18n._(msg`无法连接服务器，请检查网络后重试`)
    if (error.message) return error.message
    if (error.status >= 500) {
      const { status } = error
      return i18n._(msg`服务器暂时无法处理请求（${status}），请稍后重试`)
    }
  }
  return i18n._(msg`未知错误`)
}
