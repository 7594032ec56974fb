import { describe, expect, it } from 'vitest'
import {
  apiTokenText,
  canonicalQuery,
  openApiToken,
  sealApiToken,
  signatureMatches,
  signedCallText,
  signText,
  timestampVerdict,
} from '../../server/modules/open-api/signature'

const SECRET = 'lims-demo-secret-change-me'

describe('the open API signatures (docs/open-api.md)', () => {
  it('gives the worked example’s values', () => {
    expect(signText(SECRET, apiTokenText('lims-demo', '1764230400'))).toBe(
      '6e17285a183971998342ebaec2d8ffef4704bc25cf8cca663d50a85f53aa18fc',
    )
    const text = signedCallText({
      token: 'oa.eyJ0IjoiMTAwMDAxIn0.c2VhbA',
      nonce: 'f3b9c1d2e4a5',
      timestamp: '1764230460',
      query: { createUserPhone: '13800000008', createUserCode: 'customer' },
    })
    expect(text).toBe(
      'oa.eyJ0IjoiMTAwMDAxIn0.c2VhbA\nf3b9c1d2e4a5\n1764230460\ncreateUserCode=customer&createUserPhone=13800000008',
    )
    expect(signText(SECRET, text)).toBe('bd7cd2464dc1562bacc6ba817c88105d0708ad4f6213c3401d682c4ade1243da')
  })

  it('signs the query sorted and encoded, leaving out what is empty', () => {
    expect(canonicalQuery({ size: 20, b: '', current: '1', a: '张 三&x', z: undefined })).toBe(
      'a=%E5%BC%A0%20%E4%B8%89%26x&current=1&size=20',
    )
    expect(canonicalQuery({})).toBe('')
  })

  it('compares signatures whatever their case, and nothing else', () => {
    const sign = signText(SECRET, 'x')
    expect(signatureMatches(sign, sign.toUpperCase())).toBe(true)
    expect(signatureMatches(sign, sign.slice(1))).toBe(false)
    expect(signatureMatches(sign, '')).toBe(false)
  })

  it('takes seconds or milliseconds within five minutes either way', () => {
    const now = Date.UTC(2026, 0, 1)
    const at = (offsetSeconds: number) => String(now / 1000 + offsetSeconds)
    expect(timestampVerdict(at(0), now)).toBe('ok')
    expect(timestampVerdict(String(now - 300_000), now)).toBe('ok')
    expect(timestampVerdict(at(-301), now)).toBe('expired')
    expect(timestampVerdict(at(301), now)).toBe('expired')
    expect(timestampVerdict('12345', now)).toBe('malformed')
    expect(timestampVerdict('1.5e9', now)).toBe('malformed')
  })

  it('reads back only tokens sealed with the server’s secret', () => {
    const claims = { tenantId: '100001', appId: 'lims-demo', expiresAt: 1_900_000_000 }
    const token = sealApiToken(claims, 'server-secret', 'n1')
    expect(openApiToken(token, 'server-secret')).toEqual(claims)
    expect(openApiToken(token, 'another-secret')).toBeNull()
    const [prefix, , seal] = token.split('.')
    const altered = Buffer.from(
      JSON.stringify({ t: '100002', a: 'lims-demo', e: 1_900_000_000, n: 'n1' }),
    ).toString('base64url')
    expect(openApiToken(`${prefix}.${altered}.${seal}`, 'server-secret')).toBeNull()
    expect(openApiToken('a.b.c', 'server-secret')).toBeNull()
    expect(sealApiToken(claims, 'server-secret', 'n2')).not.toBe(token)
  })
})
