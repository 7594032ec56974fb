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
  /** The buttons' words when 确定 and 取消 would not say what happens (e.g. 仍要退出 and 保持登录). */
  confirmLabel?: ReactNode
  cancelLabel?: ReactNode
  /**
   * Which answer is the safe default: the filled button, focused when the dialog opens. 'cancel' where the
   * action is hard to undo and staying is what most people want.
   */
  primary?: 'confirm' | 'cancel'
}

/** A yes/no question before an action (the spec's confirm prompts). */
export function ConfirmDialog({
  opened,
  message,
  title,
  onConfirm,
  onCancel,
  loading,
  confirmLabel,
  cancelLabel,
  primary = 'confirm',
}: ConfirmDialogProps) {
  const { t } = useLingui()
  const cancelFirst = primary === 'cancel'
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
      {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
      <Group justify="flex-end" mt="lg">
        <Button
          variant={cancelFirst ? 'filled' : 'default'}
          onClick={onCancel}
          disabled={loading}
          data-autofocus={cancelFirst || undefined}
        >
          {cancelLabel ?? t`取消`}
        </Button>
        <Button
          variant={cancelFirst ? 'default' : 'filled'}
          onClick={onConfirm}
          loading={loading}
          data-autofocus={cancelFirst ? undefined : true}
        >
          {confirmLabel ?? t`确定`}
        </Button>
      </Group>
    </Modal>
  )
}
