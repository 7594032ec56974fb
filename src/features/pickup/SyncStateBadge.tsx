import { Badge } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { DraftSyncState } from '@/offline'
import { SYNC_STATE_COLOR } from './draftView'

/** 草稿, 等待发送, 发送中, 已发送, 需处理. */
export function SyncStateBadge({ state }: { state: DraftSyncState }) {
  const { t } = useLingui()
  const labels: Record<DraftSyncState, string> = {
    draft: t`草稿`,
    waiting: t`等待发送`,
    sending: t`发送中`,
    sent: t`已发送`,
    attention: t`需处理`,
  }
  return (
    <Badge
      color={SYNC_STATE_COLOR[state]}
      variant="light"
      tt="none"
      size="lg"
      data-sync-state={state}
      style={{ flexShrink: 0 }}
    >
      {labels[state]}
    </Badge>
  )
}
