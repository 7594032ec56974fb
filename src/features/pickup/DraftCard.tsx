import { Group, Paper, Text, UnstyledButton } from '@mantine/core'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { LocalDraft } from '@/offline'
import { formatLabTime } from '@/ui/format/labTime'
import classes from './pickup.module.css'
import { SyncStateBadge } from './SyncStateBadge'

export type DraftCardProps = { draft: LocalDraft; onOpen: () => void }

/** A draft in the list: customer, state, what it holds, when it last changed; sent: order number; refused: why. */
export function DraftCard({ draft, onOpen }: DraftCardProps) {
  const { t, i18n } = useLingui()
  const { record } = draft
  const instruments = record.instruments.length
  const photos = draft.photos.length
  const signed = draft.signature !== null
  const orderNo = draft.answer?.orderNo ?? ''
  const updated = formatLabTime(new Date(draft.updatedAt).toISOString(), i18n.locale)
  return (
    <Paper withBorder radius="md" p={0} data-draft-card={draft.id}>
      <UnstyledButton onClick={onOpen} p="sm" w="100%" className={classes.card}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} className={classes.wrap}>
            {record.enterName.trim() || t`未填写客户`}
          </Text>
          <SyncStateBadge state={draft.syncState} />
        </Group>
        <Text size="sm" c="dimmed">
          {plural(instruments, { one: '器具 # 台', other: '器具 # 台' })} ·{' '}
          {plural(photos, { one: '照片 # 张', other: '照片 # 张' })} · {signed ? t`已签名` : t`未签名`}
        </Text>
        {orderNo && (
          <Text size="sm">
            {t`订单号：`}
            <Text span fw={600}>
              {orderNo}
            </Text>
          </Text>
        )}
        {draft.syncState === 'attention' && draft.message && (
          <Text size="sm" c="red">
            {draft.message}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t`更新于 ${updated}`}
        </Text>
      </UnstyledButton>
    </Paper>
  )
}
