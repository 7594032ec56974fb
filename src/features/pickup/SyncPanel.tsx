import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { clockTime } from '@/app/offline/clockTime'
import { getNetworkState } from '@/app/offline/networkStatus'
import { syncOutboxNow } from '@/app/offline/outboxRunner'
import { useConnection } from '@/app/offline/useConnection'
import { syncView, type SyncView } from './syncView'
import { useStillAhead } from './useStillAhead'
import { useSyncState } from './useSyncState'

export type SyncPanelProps = { ownerKey: string }

/**
 * The user's drafts waiting to be sent and those needing attention, why they wait (offline, the server not
 * answering and when it is asked again, a retry's backoff), the sending as sent / total drafts with the
 * photo on its way, and 立即同步.
 */
export function SyncPanel({ ownerKey }: SyncPanelProps) {
  const { t, i18n } = useLingui()
  const network = useConnection()
  const { outbox, progress, upload } = useSyncState(ownerKey)
  const retryAhead = useStillAhead(outbox.retryAt)
  const view = syncView(outbox, network, progress.running, retryAhead)
  const { pending, attention, episode } = view
  const done = episode?.sent ?? 0
  const total = episode?.total ?? 0
  const percent = upload ? Math.round(upload.fraction * 100) : 0

  const handleSyncNow = async () => {
    const outcome = await syncOutboxNow()
    if (outcome?.status === 'offline') {
      // The browser went offline meanwhile: the panel says 当前离线 already, and it was not the server.
      const after = getNetworkState()
      if (!after.browserOnline) return
      const time = after.retryAt === null ? null : clockTime(after.retryAt, i18n.locale)
      notifications.show({
        color: 'yellow',
        message: time ? t`无法连接服务器，将于 ${time} 重试` : t`无法连接服务器，稍后将自动重试`,
      })
    } else if (outcome?.status === 'unauthorized')
      notifications.show({ color: 'yellow', message: t`登录已过期，重新登录后将继续发送` })
  }
  return (
    <Paper withBorder radius="md" p="sm" data-sync-panel data-sync-status={view.status}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0}>
          <Text fw={500} data-outbox-pending={pending}>
            {pending > 0
              ? plural(pending, { one: '待发送：# 条登记', other: '待发送：# 条登记' })
              : t`没有待发送的登记`}
          </Text>
          {attention > 0 && (
            <Text size="sm" c="red" data-outbox-attention={attention}>
              {plural(attention, { one: '需处理：# 条登记', other: '需处理：# 条登记' })}
            </Text>
          )}
          <StatusLine view={view} />
        </Stack>
        <Button
          size="md"
          onClick={() => void handleSyncNow()}
          loading={view.busy}
          disabled={!view.canSync}
          title={view.status === 'offline' ? t`离线时无法同步` : undefined}
        >
          {t`立即同步`}
        </Button>
      </Group>
      {episode && (
        <Stack gap={4} mt="sm" data-sync-progress={`${done}/${total}`}>
          <Text size="sm">
            {view.status === 'sending' ? t`正在发送：${done} / ${total}` : t`已发送：${done} / ${total}`}
          </Text>
          <Progress value={(done / total) * 100} aria-label={t`发送进度`} />
          {upload && (
            <>
              <Text size="xs" c="dimmed">
                {t`照片上传 ${percent}%`}
              </Text>
              <Progress value={percent} size="sm" color="teal" aria-label={t`照片上传进度`} />
            </>
          )}
        </Stack>
      )}
    </Paper>
  )
}

/** Why the drafts wait, when that is worth saying. */
function StatusLine({ view }: { view: SyncView }) {
  const { t, i18n } = useLingui()
  const time = view.retryAt === null ? '' : clockTime(view.retryAt, i18n.locale)
  const text =
    view.status === 'offline'
      ? t`当前离线，联网后自动发送`
      : view.status === 'unreachable' && time
        ? t`无法连接服务器，将于 ${time} 重试`
        : view.status === 'retry'
          ? t`发送未成功，将于 ${time} 自动重试`
          : null
  if (!text) return null
  return (
    <Text size="sm" c={view.status === 'offline' ? 'dimmed' : 'orange.9'} data-sync-reason={view.status}>
      {text}
    </Text>
  )
}
