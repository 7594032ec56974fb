import { sha256Hex } from './sha256'

/**
 * The lock password is never stored: only SHA-256(salt + password) with a random salt (hex). Web Crypto when
 * the page is a secure context, the plain implementation otherwise; both give the same digest.
 */

const toHex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

export function newSalt(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)))
}

export async function hashLockPassword(password: string, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${salt}:${password}`)
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return sha256Hex(bytes)
  return toHex(new Uint8Array(await subtle.digest('SHA-256', bytes)))
}

/** Compares two digests without stopping at the first difference. */
export function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}
