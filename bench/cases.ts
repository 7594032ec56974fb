import type { LoadCase } from './load'
import { CLIENT_BASIC, DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANT } from './settings'

const TOKEN_PATH = '/api/blade-auth/oauth/token'

function loginPath(account: string): string {
  const query = new URLSearchParams({
    tenantId: DEMO_TENANT,
    username: account,
    password: DEMO_PASSWORD,
    grant_type: 'password',
    scope: 'all',
    type: 'account',
  })
  return `${TOKEN_PATH}?${query}`
}

const loginHeaders = { Authorization: CLIENT_BASIC, 'Tenant-Id': DEMO_TENANT }

/** Signs one account in over HTTP (before the load) and returns its access token. */
export async function signIn(origin: string, account: string): Promise<string> {
  const response = await fetch(`${origin}${loginPath(account)}`, { method: 'POST', headers: loginHeaders })
  const body = (await response.json()) as { access_token?: string }
  if (response.status !== 200 || !body.access_token)
    throw new Error(`sign-in of ${account} answered ${response.status}: ${JSON.stringify(body)}`)
  return body.access_token
}

export type Probe = { status: number; records: number; bytes: number }

/** One request before the load: the case must answer 200 with data, or its figures mean nothing. */
export async function probe(origin: string, path: string, token: string): Promise<Probe> {
  const response = await fetch(`${origin}${path}`, { headers: { 'Blade-Auth': `bearer ${token}` } })
  const text = await response.text()
  const body = JSON.parse(text) as { success?: boolean; data?: unknown }
  const data = body.data as { records?: unknown[] } | unknown[] | undefined
  const records = Array.isArray(data) ? data.length : (data?.records?.length ?? 0)
  if (response.status !== 200 || body.success !== true || records === 0)
    throw new Error(`GET ${path} answered ${response.status} with ${records} records: ${text.slice(0, 300)}`)
  return { status: response.status, records, bytes: Buffer.byteLength(text) }
}

type DictCaseSpec = { id: string; label: string; path: string; accounts?: readonly string[] }

export const DICT_CASES: readonly DictCaseSpec[] = [
  {
    id: 'dictByCode',
    label: 'GET dict/dictionary?code=inspection_type',
    path: '/api/blade-system/dict/dictionary?code=inspection_type',
  },
  {
    id: 'dictList',
    label: 'GET dict/list?current=1&size=50',
    path: '/api/blade-system/dict/list?current=1&size=50',
    // The dictionary maintenance list is the administrator's page: the other accounts are refused it.
    accounts: ['admin'],
  },
  {
    id: 'dictStartup',
    label: 'GET dict/dictionary?size=999 (start-up)',
    path: '/api/blade-system/dict/dictionary?size=999',
  },
]

export const LOGIN_LABEL = 'POST oauth/token (password, argon2id)'

/** Password logins going round the demo accounts, all from 127.0.0.1 (successes are not rate limited). */
export function loginCase(acceptEncoding: string): LoadCase {
  let next = 0
  return {
    id: 'login',
    label: LOGIN_LABEL,
    method: 'POST',
    path: () => loginPath(DEMO_ACCOUNTS[next++ % DEMO_ACCOUNTS.length] ?? 'admin'),
    headers: { ...loginHeaders, ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) },
  }
}

/** A dictionary read; connection i uses token i mod the number of tokens (one per account allowed the case). */
export function dictCase(spec: DictCaseSpec, tokens: string[], acceptEncoding: string): LoadCase {
  return {
    id: spec.id,
    label: spec.label,
    method: 'GET',
    path: spec.path,
    headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
    connectionHeaders: (index) => ({ 'Blade-Auth': `bearer ${tokens[index % tokens.length]}` }),
  }
}
