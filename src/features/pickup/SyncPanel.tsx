import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { syncOutboxNow } from '@/app/offline/outboxRunner'
import { useIsOffline } from '@/app/offline/useIsOffline'
import { useSyncState } from './useSyncState'

export type SyncPanelProps = { ownerKey: string }

/** How many items wait for the server, the run under way (n of m, the photo's upload), and 立即同步. */
export function SyncPanel({ ownerKey }: SyncPanelProps) {
  const { t } = useLingui()
  const offline = useIsOffline()
  const { outbox, progress, upload } = useSyncState(ownerKey)
  const pending = outbox.total - outbox.attention
  const attention = outbox.attention
  const done = progress.done
  const total = progress.total
  const percent = upload ? Math.round(upload.fraction * 100) : 0

  const handleSyncNow = async () => {
    const outcome = await syncOutboxNow()
    if (outcome?.status === 'offline')
      notifications.show({ color: 'yellow', message: t`无法连接服务器，稍后将自动重试` })
    else if (outcome?.status === 'unauthorized')
      notifications.show({ color: 'yellow', message: t`登录已过期，重新登录后将继续发送` })
  }
  return (
    <Paper withBorder radius="md" p="sm" data-sync-panel>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0}>
          <Text fw={500} data-outbox-pending={pending}>
            {pending > 0 ? t`等待发送：${pending} 项` : t`没有等待发送的内容`}
          </Text>
          {attention > 0 && (
            <Text size="sm" c="red">
              {t`需处理：${attention} 项`}
            </Text>
          )}
          {offline && pending > 0 && (
            <Text size="sm" c="dimmed">
              {t`当前离线，联网后自动发送`}
            </Text>
          )}
        </Stack>
        <Button
          size="md"
          onClick={() => void handleSyncNow()}
          loading={progress.running}
          disabled={offline || pending === 0}
          title={offline ? t`离线时无法同步` : undefined}
        >
          {t`立即同步`}
        </Button>
      </Group>
      {progress.running && total > 0 && (
        <Stack gap={4} mt="sm" data-sync-progress>
          <Text size="sm">{t`正在发送：${done} / ${total}`}</Text>
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
