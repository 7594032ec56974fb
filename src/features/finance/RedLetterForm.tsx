import { useState } from 'react'
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { invoiceRefusalOf, redLetterInvoice, type Invoice } from '@/api/invoices'
import { INVOICE_MESSAGES, numberAndDateProblems } from '@/domain/billing'
import { labDay } from '@/domain/labClock'
import { REFUSALS } from '@/domain/workflow'
import { DateField } from '@/ui/dates/DateField'

type RedDraft = { reason: string; invoiceNo: string; issuedOn: string }
type RedErrors = Partial<Record<keyof RedDraft, string>>

export type RedLetterFormProps = {
  invoice: Invoice
  onCancel: () => void
  /** After the red letter is recorded: the red-letter invoice's id. */
  onDone: (id: string) => Promise<void> | void
}

/** 红冲: voids the invoice by a red-letter invoice, with the reason and the red letter's number and date. */
export function RedLetterForm({ invoice, onCancel, onDone }: RedLetterFormProps) {
  const { t, i18n } = useLingui()
  const language = i18n.locale === 'en' ? 'en' : 'zh'
  const [draft, setDraft] = useState<RedDraft>(() => ({
    reason: '',
    invoiceNo: '',
    issuedOn: labDay(Date.now()),
  }))
  const [errors, setErrors] = useState<RedErrors>({})
  const set = (change: Partial<RedDraft>) => {
    setDraft((current) => ({ ...current, ...change }))
    setErrors((current) => {
      const next = { ...current }
      for (const key of Object.keys(change) as (keyof RedDraft)[]) delete next[key]
      return next
    })
  }
  const red = useMutation({
    mutationFn: () =>
      redLetterInvoice({
        id: invoice.id,
        reason: draft.reason.trim(),
        invoiceNo: draft.invoiceNo.trim(),
        issuedOn: draft.issuedOn,
      }),
    onSuccess: (letter) => onDone(letter.id),
    onError: (error) => {
      const refusal = invoiceRefusalOf(error)
      if (!refusal) {
        notifications.show({ color: 'red', message: error.message })
        return
      }
      const field = refusal.field === 'invoiceNo' || refusal.field === 'issuedOn' ? refusal.field : 'reason'
      setErrors({ [field]: refusal.message })
    },
  })
  const submit = () => {
    const found: RedErrors = {}
    if (draft.reason.trim() === '') found.reason = REFUSALS['workflow.reasonRequired'][language]
    for (const problem of numberAndDateProblems(draft.invoiceNo, draft.issuedOn, {
      today: labDay(Date.now()),
      notBefore: invoice.issuedOn,
    }))
      if (problem.field === 'invoiceNo' || problem.field === 'issuedOn')
        found[problem.field] ??= INVOICE_MESSAGES[problem.code][language]
    setErrors(found)
    if (Object.keys(found).length === 0) red.mutate()
  }
  return (
    <Stack gap="sm" data-red-letter-form>
      <Textarea
        label={t`红冲原因`}
        required
        maxLength={500}
        autosize
        minRows={2}
        data-autofocus
        value={draft.reason}
        error={errors.reason}
        onChange={(event) => set({ reason: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t`红字发票号码`}
          required
          maxLength={32}
          value={draft.invoiceNo}
          error={errors.invoiceNo}
          onChange={(event) => set({ invoiceNo: event.currentTarget.value })}
        />
        <DateField
          label={t`红字发票日期`}
          required
          value={draft.issuedOn}
          error={errors.issuedOn}
          onChange={(issuedOn) => set({ issuedOn })}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t`取消`}
        </Button>
        <Button color="red" onClick={submit} loading={red.isPending} data-red-letter-confirm>
          {t`红冲`}
        </Button>
      </Group>
    </Stack>
  )
}
