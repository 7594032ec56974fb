import { useState } from 'react'
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { paymentRefusalOf, recordPayment, type PaymentSubmission } from '@/api/bills'
import { BILLING_MESSAGES } from '@/domain/billing'
import { labDay } from '@/domain/labClock'
import { isZero, parseDecimalText } from '@/domain/money/amount'
import { DateField } from '@/ui/dates/DateField'
import { DictSelect } from './DictSelect'
import { useBillChange } from './useBillChange'

type PaymentDraft = { amount: string; chargeType: string; paidOn: string; reference: string; reason: string }
type PaymentErrors = Partial<Record<keyof PaymentDraft, string>>

const emptyDraft = (): PaymentDraft => ({
  amount: '',
  chargeType: '',
  paidOn: labDay(Date.now()),
  reference: '',
  reason: '',
})

/** A refund is a negative amount: it says why. Read from the text, never through a JS number. */
const isRefund = (amount: string) => parseDecimalText(amount)?.negative === true

export type PaymentFormProps = {
  orderId: string
  onCancel: () => void
  /** After the payment is recorded (the bill and the list are read again already). */
  onDone: () => void
}

/**
 * 登记收款: a payment (or, negative, a refund) on a settled or guaranteed bill. The form checks what it can;
 * the server's refusal (over the balance, more than was paid …) shows under the amount.
 */
export function PaymentForm({ orderId, onCancel, onDone }: PaymentFormProps) {
  const { t, i18n } = useLingui()
  const language = i18n.locale === 'en' ? 'en' : 'zh'
  const [draft, setDraft] = useState(emptyDraft)
  const [errors, setErrors] = useState<PaymentErrors>({})
  const record = useBillChange(orderId, (body: PaymentSubmission) => recordPayment(body))
  const refund = isRefund(draft.amount)

  const set = (change: Partial<PaymentDraft>) => {
    setDraft((current) => ({ ...current, ...change }))
    setErrors((current) => {
      const next = { ...current }
      for (const key of Object.keys(change) as (keyof PaymentDraft)[]) delete next[key]
      return next
    })
  }

  const check = (): PaymentErrors => {
    const found: PaymentErrors = {}
    const amount = parseDecimalText(draft.amount)
    if (!amount || amount.exponent < -2) found.amount = BILLING_MESSAGES['billing.amountInvalid'][language]
    else if (isZero(amount)) found.amount = BILLING_MESSAGES['payment.amountInvalid'][language]
    if (draft.chargeType === '') found.chargeType = BILLING_MESSAGES['payment.chargeTypeInvalid'][language]
    if (draft.paidOn === '') found.paidOn = t`请选择收款日期`
    if (refund && draft.reason.trim() === '')
      found.reason = BILLING_MESSAGES['payment.reasonRequired'][language]
    return found
  }

  const submit = () => {
    const found = check()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const reference = draft.reference.trim()
    const reason = draft.reason.trim()
    record.mutate(
      {
        orderId,
        amount: draft.amount.trim(),
        chargeType: draft.chargeType,
        paidOn: draft.paidOn,
        ...(reference ? { reference } : {}),
        ...(refund && reason ? { reason } : {}),
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          const refusal = paymentRefusalOf(error)
          if (!refusal) {
            notifications.show({ color: 'red', message: error.message })
            return
          }
          const field =
            refusal.field === 'chargeType' || refusal.field === 'reason' ? refusal.field : 'amount'
          setErrors({ [field]: refusal.message })
        },
      },
    )
  }

  return (
    <Stack gap="sm" data-payment-form>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t`收款金额(元)`}
          description={t`退款填负数`}
          required
          inputMode="decimal"
          data-autofocus
          value={draft.amount}
          error={errors.amount}
          onChange={(event) => set({ amount: event.currentTarget.value })}
        />
        <DictSelect
          code="charge_type"
          label={t`收费方式`}
          required
          value={draft.chargeType}
          error={errors.chargeType}
          onChange={(chargeType) => set({ chargeType })}
        />
        <DateField
          label={t`收款日期`}
          required
          value={draft.paidOn}
          error={errors.paidOn}
          onChange={(paidOn) => set({ paidOn })}
        />
      </SimpleGrid>
      <TextInput
        label={t`凭证号`}
        maxLength={100}
        value={draft.reference}
        onChange={(event) => set({ reference: event.currentTarget.value })}
      />
      {refund && (
        <Textarea
          label={t`退款原因`}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={draft.reason}
          error={errors.reason}
          onChange={(event) => set({ reason: event.currentTarget.value })}
        />
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel} disabled={record.isPending}>
          {t`取消`}
        </Button>
        <Button onClick={submit} loading={record.isPending}>
          {refund ? t`登记退款` : t`登记收款`}
        </Button>
      </Group>
    </Stack>
  )
}
