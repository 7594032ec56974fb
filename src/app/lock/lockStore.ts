import { createExternalStore, useExternalStore } from '@/app/layout/externalStore'
import { currentIdentity, onIdentityChange } from '@/app/layout/sessionOwner'
import { hasAccessToken } from '@/app/session'
import { onLocalChange, readLocal, removeLocal, writeLocal } from '@/offline/webStorage'
import { hashLockPassword, newSalt, sameDigest } from './lockHash'

/**
 * The lock state of spec §4: "locked (isLock set, a lock password set, forced to /lock), then unlocked". Kept in
 * localStorage so a reload (or another tab) stays locked; it belongs to the signed-in identity, and login and
 * logout clear it. The lock password is stored only as a salted SHA-256 digest.
 */

const LOCK_KEY = 'metrodesk.lock'

type LockRecord = { owner: string; locked: boolean; salt: string | null; digest: string | null }

export type LockState = { locked: boolean; hasPassword: boolean }

const isLockRecord = (value: unknown): value is LockRecord => {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Partial<LockRecord>
  return (
    typeof record.owner === 'string' &&
    typeof record.locked === 'boolean' &&
    (record.salt === null || typeof record.salt === 'string') &&
    (record.digest === null || typeof record.digest === 'string')
  )
}

/** The stored record, if it belongs to whoever is signed in now; another identity's record is forgotten. */
function ownRecord(): LockRecord | null {
  const identity = currentIdentity()
  const record = readLocal(LOCK_KEY, isLockRecord)
  if (!record) return null
  if (record.owner === identity) return record
  removeLocal(LOCK_KEY)
  return null
}

const toState = (record: LockRecord | null): LockState => ({
  locked: record?.locked ?? false,
  hasPassword: Boolean(record?.digest),
})

const sameState = (a: LockState, b: LockState) => a.locked === b.locked && a.hasPassword === b.hasPassword

const store = createExternalStore<LockState>(() => toState(ownRecord()))

function refresh(): void {
  const next = toState(ownRecord())
  if (!sameState(next, store.get())) store.set(next)
}

let stopWatching: (() => void) | undefined

/** Follows sign-in and sign-out (which clear the lock) and other tabs locking or unlocking. */
function watch(): void {
  if (stopWatching) return
  const stopIdentity = onIdentityChange(() => {
    removeLocal(LOCK_KEY)
    refresh()
  })
  const stopOtherTabs = onLocalChange([LOCK_KEY], refresh)
  stopWatching = () => {
    stopIdentity()
    stopOtherTabs()
  }
  // A record left by a session that has ended (logout, expiry, another user) is dropped now.
  refresh()
}

function write(change: Partial<LockRecord>): void {
  const owner = currentIdentity()
  if (!owner) return
  const base: LockRecord = ownRecord() ?? { owner, locked: false, salt: null, digest: null }
  writeLocal(LOCK_KEY, { ...base, ...change, owner })
  refresh()
}

/** Spec §2 navigation rules: with a session token, a locked session forces /lock. */
export function isLocked(): boolean {
  watch()
  return hasAccessToken() && (ownRecord()?.locked ?? false)
}

export function hasLockPassword(): boolean {
  return Boolean(ownRecord()?.digest)
}

/** Remembers a new lock password (as a salted digest). */
export async function setLockPassword(password: string): Promise<void> {
  const salt = newSalt()
  write({ salt, digest: await hashLockPassword(password, salt) })
}

/** Whether a password is the lock password. */
export async function verifyLockPassword(password: string): Promise<boolean> {
  const record = ownRecord()
  if (!record?.salt || !record.digest) return false
  return sameDigest(await hashLockPassword(password, record.salt), record.digest)
}

export function setLocked(locked: boolean): void {
  watch()
  write({ locked })
}

/** Forgets the lock state and the lock password (login and logout do this through the identity change). */
export function clearLock(): void {
  removeLocal(LOCK_KEY)
  refresh()
}

export function useLockState(): LockState {
  watch()
  return useExternalStore(store)
}

// From start-up on: a lock never outlives its session, even if no lock control is ever shown.
watch()
