import { useMemo } from 'react'
import { Group, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { OutboxSummary } from '@/offline'
import { sessionIdentity } from '../session'
import { useSession } from '../useSession'
import classes from './OfflineBanner.module.css'
import { lazyLiveValue } from './offlineCore'
import { useIsOffline } from './useIsOffline'
import { useLiveValue } from './useLiveValue'

/** Until the outbox has been read (src/offline's EMPTY_OUTBOX, without loading the layer for it). */
const NO_OUTBOX: OutboxSummary = { total: 0, waiting: 0, sending: 0, attention: 0, registrations: 0 }

function CloudOffIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d="M3 3l18 18" />
      <path d="M18 18H7a4 4 0 0 1-.88-7.9A6 6 0 0 1 8.2 6.3M11.5 5.1A6 6 0 0 1 17.9 10 4 4 0 0 1 21 15.5" />
    </svg>
  )
}

/**
 * The offline banner of the layout (issue 5): shown while the browser is offline or the server stopped
 * answering, with the number of the user's registrations waiting to be sent. Nothing when online.
 */
export function OfflineBanner() {
  const { t } = useLingui()
  const offline = useIsOffline()
  // Re-rendered with the session; the owner key (tenant:user) is what the outbox files entries under.
  const ownerKey = useSession() ? sessionIdentity() : null
  const outbox = useMemo(
    () => (offline && ownerKey ? lazyLiveValue((core) => core.observeOutbox(ownerKey)) : null),
    [offline, ownerKey],
  )
  const registrations = useLiveValue(outbox, NO_OUTBOX).registrations
  if (!offline) return null
  // Registrations, not entries: a registration with three photos is one piece of work to the user.
  const waiting = registrations
  return (
    <div className={classes.banner} role="status" aria-live="polite" data-offline-banner="">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <span className={classes.icon}>
          <CloudOffIcon />
        </span>
        <Text size="sm" className={classes.text}>
          {t`当前处于离线状态，数据将在恢复网络后同步`}
          {waiting > 0 && <span className={classes.count}>{t`（${waiting}条登记待发送）`}</span>}
        </Text>
      </Group>
    </div>
  )
}
