import { timingSafeEqual } from 'node:crypto'

export type OAuthClient = { id: string; secret: string }

/** The embedded client of the product (spec §9 keeps the original's out of the spec; ours is documented). */
export const defaultClient: OAuthClient = {
  id: process.env.OAUTH_CLIENT_ID ?? 'metrodesk',
  secret: process.env.OAUTH_CLIENT_SECRET ?? 'metrodesk_secret',
}

const same = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** HTTP Basic client authentication of the token endpoints. */
export function isClientAuthenticated(
  authorization: string | undefined,
  client: OAuthClient = defaultClient,
) {
  const match = authorization?.match(/^basic\s+(\S+)$/i)
  if (!match?.[1]) return false
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return false
  return same(decoded.slice(0, colon), client.id) && same(decoded.slice(colon + 1), client.secret)
}
