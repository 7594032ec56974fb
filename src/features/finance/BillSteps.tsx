import { useState } from 'react'
import { Button, Group, Modal, Textarea } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { transitionBill, type BillAction, type BillStep } from '@/api/bills'
import { BILL_ACTION_LABELS } from './messages'
import { useBillChange } from './useBillChange'

export type BillStepsProps = {
  orderId: string
  /** The steps the bill's answer offers the caller now. */
  actions: readonly BillAction[]
}

/** The settlement steps of a bill as buttons: 结算 at once, 担保 and 撤销结算 after their reason. */
export function BillSteps({ orderId, actions }: BillStepsProps) {
  const { i18n } = useLingui()
  const step = useBillChange(orderId, (input: BillStep) => transitionBill(input))
  const [asking, setAsking] = useState<BillAction | null>(null)
  const take = (action: BillAction) => {
    if (action === 'settle') step.mutate({ orderId, action })
    else setAsking(action)
  }
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'settle' ? 'filled' : 'default'}
          color={action === 'unsettle' ? 'red' : undefined}
          loading={step.isPending && step.variables.action === action}
          disabled={step.isPending}
          onClick={() => take(action)}
          data-bill-action={action}
        >
          {i18n._(BILL_ACTION_LABELS[action])}
        </Button>
      ))}
      {asking && (
        <ReasonDialog
          action={asking}
          loading={step.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) =>
            step.mutate({ orderId, action: asking, reason }, { onSuccess: () => setAsking(null) })
          }
        />
      )}
    </>
  )
}

type ReasonDialogProps = {
  action: BillAction
  loading: boolean
  onCancel: () => void
  onConfirm: (reason: string) => void
}

/** A guarantee or an unsettlement says why (the bill's trail keeps it); shown afresh each time. */
function ReasonDialog({ action, loading, onCancel, onConfirm }: ReasonDialogProps) {
  const { t, i18n } = useLingui()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const label = i18n._(BILL_ACTION_LABELS[action])
  const handleConfirm = () => {
    if (reason.trim() === '') {
      setError(t`请填写原因`)
      return
    }
    onConfirm(reason.trim())
  }
  return (
    <Modal opened onClose={onCancel} title={label} centered size="md" zIndex={400}>
      <Textarea
        label={action === 'guarantee' ? t`担保原因` : t`撤销原因`}
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
        <Button color={action === 'unsettle' ? 'red' : undefined} onClick={handleConfirm} loading={loading}>
          {label}
        </Button>
      </Group>
    </Modal>
  )
}
