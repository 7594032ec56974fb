import type { ReactNode } from 'react'
import { Button, Group, Modal, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export type ConfirmDialogProps = {
  opened: boolean
  /** The question, e.g. 确定清空本地日志记录? */
  message: ReactNode
  title?: ReactNode
  onConfirm: () => void
  onCancel: () => void
  loading?: boolean
}

/** A yes/no question before an action (the spec's confirm prompts). */
export function ConfirmDialog({ opened, message, title, onConfirm, onCancel, loading }: ConfirmDialogProps) {
  const { t } = useLingui()
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title ?? t`提示`}
      centered
      size="sm"
      zIndex={400}
      closeOnClickOutside={!loading}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {t`取消`}
        </Button>
        <Button onClick={onConfirm} loading={loading} data-autofocus>
          {t`确定`}
        </Button>
      </Group>
    </Modal>
  )
}
