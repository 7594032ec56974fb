import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 20-40 ms a hash on one core here.
// algorithm 2 is Argon2id (the package's Algorithm is a const enum, which isolated modules cannot import).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, options)

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/** Verifying against a throwaway hash when the account does not exist keeps both answers equally slow. */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('metrodesk-no-such-account')
  await verifyPassword(await dummyHash, password)
  return false
}

export { isStrongPassword } from '@/domain/validation/password'
