import { useState } from 'react'
import { Anchor, Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { QuoteAction } from '@/api/quotes'
import { ReasonDialog } from '@/ui/workflow/ReasonDialog'
import { QUOTE_ACTION_LABELS } from './messages'
import { useQuoteStep } from './useQuoteStep'

export type QuoteStepsProps = {
  quoteId: string
  /** The steps the caller may take now (quoteActionsFor). */
  actions: readonly QuoteAction[]
  /** Links in a list's row, or buttons in the quote's own dialog. */
  look: 'link' | 'button'
  onDone: () => Promise<void>
}

/** The review steps of a quote as links or buttons; 退回 asks for its reason first. */
export function QuoteSteps({ quoteId, actions, look, onDone }: QuoteStepsProps) {
  const { t, i18n } = useLingui()
  const step = useQuoteStep(onDone)
  const [returning, setReturning] = useState(false)
  const take = (action: QuoteAction) => {
    if (action === 'return') setReturning(true)
    else step.mutate({ id: quoteId, action })
  }
  return (
    <>
      {actions.map((action) => {
        const label = i18n._(QUOTE_ACTION_LABELS[action])
        return look === 'link' ? (
          <Anchor
            key={action}
            component="button"
            size="sm"
            c={action === 'return' ? 'red' : undefined}
            disabled={step.isPending}
            onClick={() => take(action)}
          >
            {label}
          </Anchor>
        ) : (
          <Button
            key={action}
            variant={action === 'return' || action === 'withdraw' ? 'default' : 'filled'}
            color={action === 'return' ? 'red' : undefined}
            loading={step.isPending && step.variables.action === action}
            disabled={step.isPending}
            onClick={() => take(action)}
          >
            {label}
          </Button>
        )
      })}
      {returning && (
        <ReasonDialog
          title={t`退回报价单`}
          reasonLabel={t`退回原因`}
          confirmLabel={t`退回`}
          danger
          loading={step.isPending}
          onCancel={() => setReturning(false)}
          onConfirm={(reason) =>
            step.mutate({ id: quoteId, action: 'return', reason }, { onSuccess: () => setReturning(false) })
          }
        />
      )}
    </>
  )
}
