import { useState } from 'react'
import { Button, Group, Modal, Textarea } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export type ReasonDialogProps = {
  /** The dialog's title: the step being taken. */
  title: string
  /** The reason field's label (退回原因, 担保原因 …). */
  reasonLabel: string
  /** The confirming button's label. */
  confirmLabel: string
  /** A step that undoes or refuses something is shown in red. */
  danger?: boolean
  loading: boolean
  onCancel: () => void
  onConfirm: (reason: string) => void
}

/**
 * A workflow step that must say why (a return, a guarantee, a voiding): the record keeps the reason. Mounted
 * afresh for each step, so a reason typed for one never carries over to the next.
 */
export function ReasonDialog({
  title,
  reasonLabel,
  confirmLabel,
  danger = false,
  loading,
  onCancel,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const handleConfirm = () => {
    if (reason.trim() === '') {
      setError(t`请填写原因`)
      return
    }
    onConfirm(reason.trim())
  }
  return (
    <Modal opened onClose={onCancel} title={title} centered size="md" zIndex={400}>
      <Textarea
        label={reasonLabel}
        required
        autosize
        minRows={3}
        maxLength={500}
        data-autofocus
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.currentTarget.value)
          setError(null)
        }}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {t`取消`}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={handleConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  )
}
