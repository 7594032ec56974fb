import { Alert, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { clockTime } from '@/app/offline/clockTime'
import type { ConnectionState } from '@/app/offline/useConnection'
import type { LocalDraft } from '@/offline'

export type DraftStatusProps = { draft: LocalDraft; network: ConnectionState }

/** What happens with a submitted draft: waiting (and why), being sent, sent with its order number, refused. */
export function DraftStatus({ draft, network }: DraftStatusProps) {
  const { t, i18n } = useLingui()
  switch (draft.syncState) {
    case 'draft':
      return null
    case 'waiting': {
      const time = network.retryAt === null ? null : clockTime(network.retryAt, i18n.locale)
      const why =
        network.connection === 'offline'
          ? t`当前离线，联网后将自动发送。`
          : network.connection === 'unreachable' && time !== null
            ? t`无法连接服务器，将于 ${time} 重试`
            : t`即将自动发送，也可在列表中点击“立即同步”。`
      return (
        <Alert color="yellow" title={t`已提交，等待发送`} data-draft-status="waiting">
          {why}
        </Alert>
      )
    }
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
