import { useState } from 'react'
import { Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { ReasonDialog } from '@/ui/workflow/ReasonDialog'
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
  const { t, i18n } = useLingui()
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
          title={i18n._(BILL_ACTION_LABELS[asking])}
          reasonLabel={asking === 'guarantee' ? t`担保原因` : t`撤销原因`}
          confirmLabel={i18n._(BILL_ACTION_LABELS[asking])}
          danger={asking === 'unsettle'}
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
