import type { LiveValue } from '@/offline'
import { lazyLiveValue, loadOfflineCore, type OfflineCore } from './offlineCore'

/**
 * Unsent registrations on this device, for the sign-out warning and the login page's notice (a user's queued
 * work stays theirs; logging out or another user signing in never drops it silently).
 */

/** An owner's unsent registrations, with a name to show. */
export type UnsentOwner = { ownerKey: string; name: string; count: number }

/** A user's submitted drafts not yet answered: still to send, and refused (waiting for the user's fix). */
export type UnsentDrafts = { pending: number; attention: number }

/** The signed-in user's unsent drafts (none when the offline database cannot be read). */
export async function unsentDrafts(ownerKey: string): Promise<UnsentDrafts> {
  try {
    const core = await loadOfflineCore()
    const summary = await core.outboxSummary(ownerKey)
    return { pending: summary.pending, attention: summary.drafts.attention }
  } catch {
    return { pending: 0, attention: 0 }
  }
}

/** The name the last session of an owner showed (its user info), else the owner key itself. */
async function ownerName(core: OfflineCore, ownerKey: string): Promise<string> {
  const copy = await core.cachedSession(ownerKey).catch(() => null)
  const info = copy?.userInfo as { realName?: unknown; name?: unknown; account?: unknown } | null | undefined
  for (const value of [info?.realName, info?.name, info?.account]) {
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return ownerKey
}

async function unsentOwners(core: OfflineCore): Promise<UnsentOwner[]> {
  const counts = await core.unsentByOwner()
  const owners = await Promise.all(
    [...counts].map(async ([ownerKey, count]) => ({
      ownerKey,
      name: await ownerName(core, ownerKey),
      count,
    })),
  )
  return owners.filter((owner) => owner.count > 0).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))
}

/** Every owner with unsent registrations on this device, following changes (another tab, the worker). */
export function observeUnsentOwners(): LiveValue<UnsentOwner[]> {
  return lazyLiveValue((core) => core.observeQuery(() => unsentOwners(core)))
}
