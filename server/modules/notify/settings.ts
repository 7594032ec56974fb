import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../db/database'
import { param } from '../../db/schema'

/*
 * A lab's mail and SMS settings are its parameters (参数管理), so the lab's administrator sets them where she
 * sets the others; the password and the access key secret are among SECRET_PARAM_KEYS, read by administrators
 * only.
 */

export const NOTIFY_PARAM_DEFAULTS = {
  'notify.mail.host': '',
  'notify.mail.port': '587',
  'notify.mail.secure': 'false',
  'notify.mail.user': '',
  'notify.mail.password': '',
  'notify.mail.from': '',
  /** 'log' (the server's SMS sender: the log, or the gateway the server was started with) or 'aliyun'. */
  'notify.sms.provider': 'log',
  'notify.sms.accessKeyId': '',
  'notify.sms.accessKeySecret': '',
  'notify.sms.signName': '',
  'notify.sms.endpoint': 'https://dysmsapi.aliyuncs.com/',
} as const

export type NotifyParamKey = keyof typeof NOTIFY_PARAM_DEFAULTS

export const NOTIFY_SECRET_PARAMS: readonly NotifyParamKey[] = [
  'notify.mail.password',
  'notify.sms.accessKeySecret',
]

export type MailSettings = {
  host: string
  port: number
  secure: boolean
  user: string
  password: string
  from: string
}

export type AliyunSmsSettings = {
  accessKeyId: string
  accessKeySecret: string
  signName: string
  endpoint: string
}

export type NotifySettings = {
  mail: MailSettings | null
  sms: { provider: 'log' } | ({ provider: 'aliyun' } & AliyunSmsSettings)
}

export async function readNotifySettings(tx: Tx, tenantId: string): Promise<NotifySettings> {
  const keys = Object.keys(NOTIFY_PARAM_DEFAULTS) as NotifyParamKey[]
  const rows = await tx
    .select({ key: param.paramKey, value: param.paramValue })
    .from(param)
    .where(and(eq(param.tenantId, tenantId), eq(param.isDeleted, false), inArray(param.paramKey, keys)))
  const value: Record<NotifyParamKey, string> = { ...NOTIFY_PARAM_DEFAULTS }
  for (const row of rows) value[row.key as NotifyParamKey] = row.value.trim()
  const port = Number(value['notify.mail.port'])
  const mail = value['notify.mail.host']
    ? {
        host: value['notify.mail.host'],
        port: Number.isInteger(port) && port > 0 ? port : 587,
        secure: value['notify.mail.secure'] === 'true',
        user: value['notify.mail.user'],
        password: value['notify.mail.password'],
        from: value['notify.mail.from'] || value['notify.mail.user'],
      }
    : null
  const sms: NotifySettings['sms'] =
    value['notify.sms.provider'] === 'aliyun'
      ? {
          provider: 'aliyun',
          accessKeyId: value['notify.sms.accessKeyId'],
          accessKeySecret: value['notify.sms.accessKeySecret'],
          signName: value['notify.sms.signName'],
          endpoint: value['notify.sms.endpoint'] || NOTIFY_PARAM_DEFAULTS['notify.sms.endpoint'],
        }
      : { provider: 'log' }
  return { mail, sms }
}
