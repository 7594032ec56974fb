import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../db/database'
import { param } from '../../db/schema'

/** Parameters the server itself reads, with the value used when a tenant has not set one. */
export const PARAM_DEFAULTS = {
  'website.tokenTime': '3000',
  'account.accessTokenValidity': '3600',
  'account.refreshTokenValidity': '604800',
  'account.initPassword': 'metrodesk',
  'login.captchaThreshold': '3',
  'login.lockThreshold': '10',
  'sms.required': 'false',
  'log.uploadEnabled': 'true',
  'billing.deliverBeforePaid': 'true',
  'standards.turWarn': '4',
  'standards.dueNoticeDays': '30',
  'recall.noticeDays': '30',
  'sso.lims.url': '/sso/login',
  'sso.lims.accessKeyId': 'lims-demo',
} as const

export type ParamKey = keyof typeof PARAM_DEFAULTS

export async function readParams<K extends ParamKey>(
  tx: Tx,
  tenantId: string,
  keys: K[],
): Promise<Record<K, string>> {
  const rows = await tx
    .select({ key: param.paramKey, value: param.paramValue })
    .from(param)
    .where(and(eq(param.tenantId, tenantId), eq(param.isDeleted, false), inArray(param.paramKey, keys)))
  const values = Object.fromEntries(keys.map((key) => [key, PARAM_DEFAULTS[key] as string])) as Record<
    K,
    string
  >
  for (const row of rows) values[row.key as K] = row.value
  return values
}

export function numberParam(value: string, fallback: number): number {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}
