import { useMemo } from 'react'
import { Group, Text } from '@mantine/core'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { OutboxSummary } from '@/offline'
import { sessionIdentity } from '../session'
import { useSession } from '../useSession'
import { clockTime } from './clockTime'
import classes from './OfflineBanner.module.css'
import { lazyLiveValue } from './offlineCore'
import { useConnection } from './useConnection'
import { useLiveValue } from './useLiveValue'

/** Until the outbox has been read (src/offline's EMPTY_OUTBOX, without loading the layer for it). */
const NO_OUTBOX: OutboxSummary = {
  drafts: { waiting: 0, sending: 0, attention: 0 },
  pending: 0,
  episode: null,
  retryAt: null,
}

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
 * The offline banner of the layout: shown while the browser is offline (当前处于离线状态…) or the server does
 * not answer (无法连接服务器，将于 hh:mm 重试), with the user's drafts waiting to be sent and those needing
 * attention, counted in drafts as the sync panel counts them. Nothing when online.
 */
export function OfflineBanner() {
  const { t, i18n } = useLingui()
  const { connection, retryAt } = useConnection()
  const offline = connection !== 'online'
  // Re-rendered with the session; the owner key (tenant:user) is what the outbox files entries under.
  const ownerKey = useSession() ? sessionIdentity() : null
  const outbox = useMemo(
    () => (offline && ownerKey ? lazyLiveValue((core) => core.observeOutbox(ownerKey)) : null),
    [offline, ownerKey],
  )
  const { pending, drafts } = useLiveValue(outbox, NO_OUTBOX)
  if (!offline) return null
  const attention = drafts.attention
  const time = retryAt === null ? null : clockTime(retryAt, i18n.locale)
  const state =
    connection === 'unreachable' && time !== null
      ? t`无法连接服务器，将于 ${time} 重试`
      : t`当前处于离线状态，数据将在恢复网络后同步`
  let counts: string | null = null
  if (pending > 0 && attention > 0) counts = t`（${pending}条登记待发送，${attention}条需处理）`
  else if (pending > 0) counts = plural(pending, { one: '（#条登记待发送）', other: '（#条登记待发送）' })
  else if (attention > 0) counts = plural(attention, { one: '（#条登记需处理）', other: '（#条登记需处理）' })
  return (
    <div
      className={classes.banner}
      role="status"
      aria-live="polite"
      data-offline-banner={connection}
      data-retry-at={connection === 'unreachable' ? (retryAt ?? undefined) : undefined}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <span className={classes.icon}>
          <CloudOffIcon />
        </span>
        <Text size="sm" className={classes.text}>
          {state}
          {counts && (
            <span className={classes.count} data-banner-pending={pending}>
              {counts}
            </span>
          )}
        </Text>
      </Group>
    </div>
  )
}
