import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** Claims of our access and sync tokens (HS256 JWTs). */
export type TokenClaims = {
  typ: 'access' | 'sync'
  sub: string
  tid: string
  sid: string
  acc: string
  roles: string[]
  iat: number
  exp: number
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url')
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

export function signToken(claims: TokenClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`
  const signature = createHmac('sha256', secret).update(body).digest('base64url')
  return `${body}.${signature}`
}

export function verifyToken(token: string, secret: string, nowSeconds: number): TokenClaims | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header, payload, signature] = parts as [string, string, string]
  if (header !== HEADER) return null
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let claims: TokenClaims
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims
  } catch {
    return null
  }
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null
  return claims
}

/** Opaque random token (refresh tokens, SMS codes are separate). */
export const randomToken = () => randomBytes(32).toString('base64url')

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** Reads "bearer xxx" from Blade-Auth (spec) or Authorization. */
export function bearerFrom(headers: Record<string, string | string[] | undefined>): string | null {
  for (const name of ['blade-auth', 'authorization']) {
    const value = headers[name]
    const text = Array.isArray(value) ? value[0] : value
    const match = text?.match(/^bearer\s+(\S+)$/i)
    if (match?.[1]) return match[1]
  }
  return null
}
