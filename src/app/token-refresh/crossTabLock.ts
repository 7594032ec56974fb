import { readLocal, removeLocal, writeLocal } from '@/offline/webStorage'

/**
 * Runs `task` while holding a lock that every tab of this origin respects (Web Locks API). Where the API is
 * missing (pages served over plain http on a LAN address are not a secure context), a lease in localStorage
 * stands in: claim, wait, check that the claim survived; best effort, but the stored-session check inside
 * the task covers the rest.
 */
export async function withCrossTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(name, { mode: 'exclusive' }, task)
  }
  return withLease(`metrodesk.lock.${name}`, task)
}

type Lease = { owner: string; until: number }

const isLease = (value: unknown): value is Lease =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Lease).owner === 'string' &&
  typeof (value as Lease).until === 'number'

const LEASE_MS = 30_000
const SETTLE_MS = 60
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function withLease<T>(key: string, task: () => Promise<T>): Promise<T> {
  const owner = `${Date.now()}-${Math.random().toString(36).slice(2)}`
  for (;;) {
    const lease = readLocal(key, isLease)
    if (!lease || lease.until < Date.now()) {
      writeLocal(key, { owner, until: Date.now() + LEASE_MS })
      await sleep(SETTLE_MS)
      if (readLocal(key, isLease)?.owner === owner) break
    }
    await sleep(100 + Math.random() * 100)
  }
  try {
    return await task()
  } finally {
    if (readLocal(key, isLease)?.owner === owner) removeLocal(key)
  }
}
