import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { notifications } from '@mantine/notifications'
import { onOutboxChanged } from '@/offline/signals'
import { onIdentityChange } from '../layout/sessionOwner'
import { sessionIdentity } from '../session'
import { isStorageNearlyFull } from './storageQuota'

/**
 * After sign-in (and on every start with a session) the app asks the browser to keep its storage
 * (drafts, photos and the outbox must not be evicted under storage pressure), and warns when storage is
 * nearly full. The warning is checked again as work is queued (photos take the space), at most once per
 * WARNING_INTERVAL_MS.
 */

const WARNING_INTERVAL_MS = 10 * 60_000
const NOTIFICATION_ID = 'metrodesk-storage-full'
const STORAGE_FULL = msg`本设备存储空间即将用尽，请尽快联网同步已保存的登记`

let lastWarning = 0

async function keepStorage(): Promise<void> {
  const storage = navigator.storage
  if (!storage?.persist) return
  try {
    if (!(await storage.persisted())) await storage.persist()
  } catch {
    // Refused or unsupported: the data is kept as best effort, as before.
  }
}

async function checkQuota(): Promise<void> {
  if (!navigator.storage?.estimate || Date.now() - lastWarning < WARNING_INTERVAL_MS) return
  try {
    if (!isStorageNearlyFull(await navigator.storage.estimate())) return
  } catch {
    return
  }
  lastWarning = Date.now()
  notifications.show({
    id: NOTIFICATION_ID,
    message: i18n._(STORAGE_FULL),
    color: 'orange',
    autoClose: false,
    withCloseButton: true,
  })
}

function whenSignedIn(): void {
  if (!sessionIdentity()) return
  void keepStorage()
  void checkQuota()
}

/** Follows the session (and the outbox, for the quota check). Returns the stop function. */
export function startStoragePersistence(): () => void {
  const stopSession = onIdentityChange(whenSignedIn)
  const stopQueued = onOutboxChanged(() => void checkQuota())
  whenSignedIn()
  return () => {
    stopSession()
    stopQueued()
  }
}
