import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../db/database'
import { appUser, param, thirdApp } from '../../db/schema'
import { badRequest } from '../../http/errors'
import { signThirdPayload } from '../auth/service'

/**
 * Business systems a user can be signed into from the user menu ('business system login', spec §2, §7
 * generateSSOUrl?code=lims). Each reads its address and access key from the tenant's parameters.
 */
export const SSO_SYSTEMS = {
  lims: { urlKey: 'sso.lims.url', accessKeyIdKey: 'sso.lims.accessKeyId' },
} as const

export type SsoCode = keyof typeof SSO_SYSTEMS

/** Used when a tenant has not set the parameters (the same values as the seed's). */
const DEFAULTS: Record<string, string> = {
  'sso.lims.url': '/sso/login',
  'sso.lims.accessKeyId': 'lims-demo',
}

const isSsoCode = (code: string): code is SsoCode => Object.hasOwn(SSO_SYSTEMS, code)

async function readSsoParams(tx: Tx, tenantId: string, keys: string[]): Promise<Record<string, string>> {
  const rows = await tx
    .select({ key: param.paramKey, value: param.paramValue })
    .from(param)
    .where(and(eq(param.tenantId, tenantId), eq(param.isDeleted, false), inArray(param.paramKey, keys)))
  const values: Record<string, string> = {}
  for (const key of keys) values[key] = DEFAULTS[key] ?? ''
  for (const row of rows) values[row.key] = row.value.trim()
  return values
}

/**
 * Appends the query to the configured address. A relative address ("/sso/login") means this same
 * installation and stays relative; otherwise only http and https addresses are allowed.
 */
export function withQuery(address: string, query: Record<string, string>): string {
  const relative = address.startsWith('/') && !address.startsWith('//')
  let url: URL
  try {
    url = relative ? new URL(address, 'http://relative.invalid') : new URL(address)
  } catch {
    throw badRequest('sso.urlInvalid', { url: address })
  }
  if (!relative && url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest('sso.urlInvalid', { url: address })
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString()
}

/**
 * The signed address that signs the user into a business system: the system posts tenantId, username,
 * accessKeyId, timestamp and signature to /api/blade-auth/third/oauth/token (valid for 5 minutes).
 */
export async function generateSsoUrl(
  tx: Tx,
  tenantId: string,
  userId: string,
  code: string,
  now = new Date(),
): Promise<string> {
  if (!isSsoCode(code)) throw badRequest('sso.unknownSystem', { code })
  const system = SSO_SYSTEMS[code]
  const params = await readSsoParams(tx, tenantId, [system.urlKey, system.accessKeyIdKey])
  const address = params[system.urlKey] ?? ''
  const accessKeyId = params[system.accessKeyIdKey] ?? ''
  if (!address) throw badRequest('sso.urlInvalid', { url: address })
  const [app] = accessKeyId
    ? await tx
        .select({ secret: thirdApp.secret, status: thirdApp.status })
        .from(thirdApp)
        .where(and(eq(thirdApp.tenantId, tenantId), eq(thirdApp.accessKeyId, accessKeyId)))
    : []
  if (!app) throw badRequest('sso.appMissing', { accessKeyId })
  if (app.status !== 1) throw badRequest('sso.appDisabled', { accessKeyId })
  const [user] = await tx
    .select({ account: appUser.account })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, userId), eq(appUser.isDeleted, false)))
  if (!user) throw badRequest('crud.notFound')
  const timestamp = String(Math.floor(now.getTime() / 1000))
  return withQuery(address, {
    tenantId,
    username: user.account,
    accessKeyId,
    timestamp,
    signature: signThirdPayload(app.secret, tenantId, user.account, timestamp),
  })
}
