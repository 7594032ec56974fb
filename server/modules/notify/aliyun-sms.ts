import { createHmac, randomUUID } from 'node:crypto'
import type { AliyunSmsSettings } from './settings'

/*
 * Aliyun SMS SendSms (API version 2017-05-25) over its RPC-style HTTP API with signature version 1.0
 * (HMAC-SHA1): every parameter, sorted by name and percent-encoded, is signed with the access key secret
 * followed by "&". Aliyun sends only templates registered with it, so the message carries the template's
 * code and the values as TemplateParam; our rendered text is what the send log shows.
 */

export type SmsMessage = {
  phone: string
  text: string
  /** The provider's template code (Aliyun TemplateCode). */
  providerTemplate: string | null
  variables: Readonly<Record<string, string>>
}

export type SmsGateway = { send: (message: SmsMessage) => Promise<void> }

/** RFC 3986 encoding as Aliyun's POP signature wants it: also ! ' ( ) *, and ~ left as it is. */
export const percentEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** The canonical query string of the parameters (without Signature): sorted by name, encoded. */
export const canonicalQuery = (params: Readonly<Record<string, string>>): string =>
  Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&')

/** The signature of a request: base64 HMAC-SHA1 of METHOD&%2F&encoded(canonical query), key secret + "&". */
export function aliyunSignature(method: string, params: Readonly<Record<string, string>>, secret: string) {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64')
}

/** ISO 8601 in UTC without milliseconds, as the API's Timestamp. */
const timestamp = (now: Date) => now.toISOString().replace(/\.\d{3}Z$/, 'Z')

type Answer = { Code?: string; Message?: string; BizId?: string; RequestId?: string }

export function aliyunSmsGateway(
  settings: AliyunSmsSettings,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): SmsGateway {
  const fetcher = options.fetch ?? fetch
  return {
    async send(message) {
      if (!message.providerTemplate) throw new Error('SMS template has no provider template code')
      if (!settings.accessKeyId || !settings.accessKeySecret || !settings.signName)
        throw new Error('Aliyun SMS is not configured (access key, secret, sign name)')
      const params: Record<string, string> = {
        AccessKeyId: settings.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: message.phone,
        RegionId: 'cn-hangzhou',
        SignName: settings.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: message.providerTemplate,
        TemplateParam: JSON.stringify(message.variables),
        Timestamp: timestamp(new Date()),
        Version: '2017-05-25',
      }
      const signature = aliyunSignature('POST', params, settings.accessKeySecret)
      const body = `Signature=${percentEncode(signature)}&${canonicalQuery(params)}`
      const response = await fetcher(settings.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      })
      const answer = (await response.json().catch(() => ({}))) as Answer
      if (answer.Code !== 'OK')
        throw new Error(
          `Aliyun SendSms ${response.status} ${answer.Code ?? ''}: ${answer.Message ?? 'no answer'}`.slice(
            0,
            900,
          ),
        )
    },
  }
}
