import { ownerKeyOf } from '../../../src/offline'
import type { SignedIn, SignInInput } from '../protocol'

/** The signed-in user of the page, as the outbox runner needs it (token, owner, refresh). */
type Session = SignedIn & { token: string; refreshToken: string; input: SignInInput }

let session: Session | null = null

type TokenAnswer = { access_token?: string; refresh_token?: string; user_id?: string; tenant_id?: string }

async function requestToken(input: SignInInput, grant: Record<string, string>): Promise<TokenAnswer> {
  const query = new URLSearchParams({ tenantId: input.tenantId, scope: 'all', ...grant })
  const response = await fetch(`/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { Authorization: input.clientBasic, 'Tenant-Id': input.tenantId },
  })
  const body = (await response.json()) as TokenAnswer
  if (!response.ok || !body.access_token || !body.refresh_token)
    throw new Error(`sign-in answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`)
  return body
}

/** Signs in over the API (password grant), as the app's login page does. */
export async function signIn(input: SignInInput): Promise<SignedIn> {
  const body = await requestToken(input, {
    username: input.account,
    password: input.password,
    grant_type: 'password',
    type: 'account',
  })
  const userId = body.user_id ?? ''
  session = {
    tenantId: input.tenantId,
    userId,
    ownerKey: ownerKeyOf(input.tenantId, userId),
    token: body.access_token!,
    refreshToken: body.refresh_token!,
    input,
  }
  return { tenantId: session.tenantId, userId, ownerKey: session.ownerKey }
}

export function currentSession(): Session {
  if (!session) throw new Error('not signed in: call signIn first')
  return session
}

/** The refresh the runner calls once on a 401 (a run longer than the access token's life). */
export async function refreshSession(): Promise<boolean> {
  const current = currentSession()
  try {
    const body = await requestToken(current.input, {
      grant_type: 'refresh_token',
      refresh_token: current.refreshToken,
    })
    session = { ...current, token: body.access_token!, refreshToken: body.refresh_token! }
    return true
  } catch {
    return false
  }
}
