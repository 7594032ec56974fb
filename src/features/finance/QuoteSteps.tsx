import { useState } from 'react'
import { Anchor, Button, Group, Modal, Textarea } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { QuoteAction } from '@/api/quotes'
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
  const { i18n } = useLingui()
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
        <ReturnDialog
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

type ReturnDialogProps = {
  loading: boolean
  onCancel: () => void
  onConfirm: (reason: string) => void
}

/** Returning a quote to its author says why (the review's record keeps it); shown afresh each time. */
function ReturnDialog({ loading, onCancel, onConfirm }: ReturnDialogProps) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const handleConfirm = () => {
    if (reason.trim() === '') {
      setError(t`请填写退回原因`)
      return
    }
    onConfirm(reason.trim())
  }
  return (
    <Modal opened onClose={onCancel} title={t`退回报价单`} centered size="md" zIndex={400}>
      <Textarea
        label={t`退回原因`}
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
        <Button color="red" onClick={handleConfirm} loading={loading}>
          {t`退回`}
        </Button>
      </Group>
    </Modal>
  )
}
