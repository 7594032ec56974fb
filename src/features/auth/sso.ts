import { msg } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { requestThirdToken, type ThirdCredentials } from './api'
import { completeSignIn } from './signIn'

export class SsoQueryError extends Error {
  override readonly name = 'SsoQueryError'
}

/**
 * The query of /sso/login (a trusted third system's signed key): every field present and not blank. Read
 * from the raw query text, not the router's parsed search: the router turns digit-only values into numbers,
 * which would change a tenant id like 000000 or a long signature.
 */
export function parseSsoQuery(searchText: string): ThirdCredentials {
  const params = new URLSearchParams(searchText)
  const read = (field: keyof ThirdCredentials) => {
    const value = params.get(field)?.trim()
    if (!value) throw new SsoQueryError(i18n._(msg`单点登录地址不完整，请从业务系统重新进入`))
    return value
  }
  return {
    tenantId: read('tenantId'),
    username: read('username'),
    accessKeyId: read('accessKeyId'),
    timestamp: read('timestamp'),
    signature: read('signature'),
  }
}

/** Exchanges the signed key for a session (spec §7 third/oauth/token) and loads the user and menu. */
export async function signInFromThirdSystem(queryClient: QueryClient, searchText: string): Promise<void> {
  const credentials = parseSsoQuery(searchText)
  await completeSignIn(queryClient, await requestThirdToken(credentials))
}
