import { msg } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { requestThirdToken, type ThirdCredentials } from './api'
import { completeSignIn } from './signIn'

/**
 * The query of /sso/login (a trusted third system's signed key). Read from the raw query text, not the
 * router's parsed search: the router turns digit-only values into numbers, which would change a tenant id
 * like 000000 or a long signature.
 */
const ssoQuery = z.object({
  tenantId: z.string().trim().min(1),
  username: z.string().trim().min(1),
  accessKeyId: z.string().trim().min(1),
  timestamp: z.string().trim().min(1),
  signature: z.string().trim().min(1),
})

export class SsoQueryError extends Error {
  override readonly name = 'SsoQueryError'
}

export function parseSsoQuery(searchText: string): ThirdCredentials {
  const params = new URLSearchParams(searchText)
  const parsed = ssoQuery.safeParse(Object.fromEntries(params))
  if (!parsed.success) throw new SsoQueryError(i18n._(msg`单点登录地址不完整，请从业务系统重新进入`))
  return parsed.data
}

/** Exchanges the signed key for a session (spec §7 third/oauth/token) and loads the user and menu. */
export async function signInFromThirdSystem(queryClient: QueryClient, searchText: string): Promise<void> {
  const credentials = parseSsoQuery(searchText)
  await completeSignIn(queryClient, await requestThirdToken(credentials))
}
