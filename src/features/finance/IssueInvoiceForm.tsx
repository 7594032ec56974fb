import { useState } from 'react'
import { Button, Divider, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { invoiceQueries, invoiceRefusalOf, issueInvoice } from '@/api/invoices'
import { labDay } from '@/domain/labClock'
import { DateField } from '@/ui/dates/DateField'
import { DictSelect } from './DictSelect'
import { InvoiceBuyerFields } from './InvoiceBuyerFields'
import { InvoiceCustomerSelect } from './InvoiceCustomerSelect'
import { InvoiceFigures } from './InvoiceFigures'
import { InvoiceOrderPicker } from './InvoiceOrderPicker'
import {
  draftAmounts,
  draftErrors,
  emptyInvoiceDraft,
  submissionOf,
  withBuyer,
  type InvoiceDraft,
  type InvoiceErrors,
} from './invoiceDraft'

export type IssueInvoiceFormProps = {
  onCancel: () => void
  /** After the invoice is recorded: the new invoice's id. */
  onIssued: (id: string) => Promise<void> | void
}

/**
 * 开票: the customer, her settled orders not invoiced yet (ticked, totals live by the same rule the server
 * records), the kind (a special invoice asks for the whole tax block, prefilled from her record), the number
 * and date from the tax system. Problems show under their fields once issuing is tried, the server's too.
 */
export function IssueInvoiceForm({ onCancel, onIssued }: IssueInvoiceFormProps) {
  const { t, i18n } = useLingui()
  const language = i18n.locale === 'en' ? 'en' : 'zh'
  const queryClient = useQueryClient()
  // The lab's day when the dialog opened: the date of issue may not be later.
  const [today] = useState(() => labDay(Date.now()))
  const [draft, setDraft] = useState<InvoiceDraft>(() => emptyInvoiceDraft(Date.now()))
  const [tried, setTried] = useState(false)
  const [serverErrors, setServerErrors] = useState<InvoiceErrors>({})
  const customerId = draft.customerId ?? ''
  const orders = useQuery({ ...invoiceQueries.orders(customerId), enabled: customerId !== '' })
  const offered = orders.data ?? []

  const set = (change: Partial<InvoiceDraft>) => {
    setDraft((current) => ({ ...current, ...change }))
    setServerErrors((current) => {
      const next = { ...current }
      for (const key of Object.keys(change) as (keyof InvoiceErrors)[]) delete next[key]
      return next
    })
  }
  // The buyer block follows the customer picked (what was typed for another customer is replaced).
  const pickCustomer = (id: string | null) => {
    set({ customerId: id, orderIds: [] })
    if (!id) return
    void queryClient
      .fetchQuery(invoiceQueries.buyer(id))
      .then((buyer) =>
        setDraft((current) => (current.customerId === id ? withBuyer(current, buyer) : current)),
      )
      .catch(() => undefined)
  }

  const errors: InvoiceErrors = {
    ...(tried ? draftErrors(draft, offered, today, language) : {}),
    ...serverErrors,
  }
  const amounts = draftAmounts(draft, offered)

  const issue = useMutation({
    mutationFn: () => issueInvoice(submissionOf(draft)),
    onSuccess: (invoice) => onIssued(invoice.id),
    onError: (error) => {
      const refusal = invoiceRefusalOf(error)
      if (!refusal) {
        notifications.show({ color: 'red', message: error.message })
        return
      }
      setServerErrors({ [refusal.field ?? 'orderIds']: refusal.message })
      // An order invoiced meanwhile by someone else leaves the list.
      void orders.refetch()
    },
  })
  const submit = () => {
    setTried(true)
    if (Object.keys(draftErrors(draft, offered, today, language)).length > 0) return
    issue.mutate()
  }

  return (
    <Stack gap="sm" data-invoice-form>
      <InvoiceCustomerSelect
        value={draft.customerId}
        error={errors.customerId}
        onChange={(customer) => pickCustomer(customer?.id ?? null)}
      />
      {draft.customerId && (
        <InvoiceOrderPicker
          orders={offered}
          chosen={draft.orderIds}
          error={errors.orderIds}
          onChange={(orderIds) => set({ orderIds })}
        />
      )}
      {amounts && draft.orderIds.length > 0 && (
        <InvoiceFigures amounts={amounts} rate={draft.taxRatePercent} />
      )}
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <DictSelect
          code="INVOICE_TYPE"
          label={t`发票类型`}
          required
          value={String(draft.kind)}
          error={errors.kind}
          onChange={(kind) => set({ kind: Number(kind) })}
          data-invoice-field="kind"
        />
        <TextInput
          label={t`发票号码`}
          required
          maxLength={32}
          value={draft.invoiceNo}
          error={errors.invoiceNo}
          onChange={(event) => set({ invoiceNo: event.currentTarget.value })}
          data-invoice-field="invoiceNo"
        />
        <DateField
          label={t`开票日期`}
          required
          value={draft.issuedOn}
          error={errors.issuedOn}
          onChange={(issuedOn) => set({ issuedOn })}
          data-invoice-field="issuedOn"
        />
        <TextInput
          label={t`税率(%)`}
          required
          inputMode="decimal"
          maxLength={6}
          value={draft.taxRatePercent}
          error={errors.taxRatePercent}
          onChange={(event) => set({ taxRatePercent: event.currentTarget.value })}
          data-invoice-field="taxRatePercent"
        />
      </SimpleGrid>
      <Title order={4} fz="md">
        {t`购买方`}
      </Title>
      <InvoiceBuyerFields draft={draft} errors={errors} onChange={set} />
      <Textarea
        label={t`备注`}
        maxLength={500}
        autosize
        minRows={1}
        value={draft.remark}
        onChange={(event) => set({ remark: event.currentTarget.value })}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t`取消`}
        </Button>
        <Button onClick={submit} loading={issue.isPending} data-invoice-issue>
          {t`开票`}
        </Button>
      </Group>
    </Stack>
  )
}
