import { Alert, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { LocalDraft } from '@/offline'

export type DraftStatusProps = { draft: LocalDraft; offline: boolean }

/** What happens with a submitted draft: waiting (and why), being sent, sent with its order number, refused. */
export function DraftStatus({ draft, offline }: DraftStatusProps) {
  const { t } = useLingui()
  switch (draft.syncState) {
    case 'draft':
      return null
    case 'waiting':
      return (
        <Alert color="yellow" title={t`已提交，等待发送`} data-draft-status="waiting">
          {offline ? t`当前离线，联网后将自动发送。` : t`即将自动发送，也可在列表中点击“立即同步”。`}
        </Alert>
      )
    case 'sending':
      return (
        <Alert color="blue" title={t`正在发送`} data-draft-status="sending">
          {t`照片和登记信息正在发送到服务器。`}
        </Alert>
      )
    case 'sent':
      return (
        <Alert color="green" title={t`已发送`} data-draft-status="sent">
          <Text size="sm">
            {t`订单号：`}
            <Text span fw={700} data-order-no>
              {draft.answer?.orderNo ?? ''}
            </Text>
          </Text>
        </Alert>
      )
    case 'attention':
      return (
        <Alert color="red" title={t`服务器未接受此登记`} data-draft-status="attention" role="alert">
          <Text size="sm" fw={500}>
            {draft.message}
          </Text>
          <Text size="sm">{t`请修改后重新提交。`}</Text>
        </Alert>
      )
  }
}
