import type { LiveValue } from '@/offline'
import { lazyLiveValue, loadOfflineCore, type OfflineCore } from './offlineCore'

/**
 * Unsent registrations on this device, for the sign-out warning and the login page's notice (issue 5: a
 * user's queued work stays theirs; logging out or another user signing in never drops it silently).
 */

/** An owner's unsent registrations, with a name to show. */
export type UnsentOwner = { ownerKey: string; name: string; count: number }

/** The signed-in user's unsent registrations (0 when the offline database cannot be read). */
export async function unsentRegistrations(ownerKey: string): Promise<number> {
  try {
    const core = await loadOfflineCore()
    return (await core.outboxSummary(ownerKey)).registrations
  } catch {
    return 0
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
