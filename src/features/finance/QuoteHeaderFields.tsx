import { Group, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { DateField } from '@/ui/dates/DateField'
import { CustomerField } from './CustomerField'
import { DictSelect } from './DictSelect'
import type { QuoteDraft } from './quoteDraft'

export type QuoteHeaderFieldsProps = {
  draft: QuoteDraft
  update: (change: (draft: QuoteDraft) => QuoteDraft) => void
  /** The message shown under a field of the quote, if any. */
  errorOf: (field: string) => string | undefined
}

/** The quote's own fields: the customer, the kind of quote and its validity, tax, the whole discount. */
export function QuoteHeaderFields({ draft, update, errorOf }: QuoteHeaderFieldsProps) {
  const { t } = useLingui()
  const set = (patch: Partial<QuoteDraft>) => update((current) => ({ ...current, ...patch }))
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
      <CustomerField
        customerId={draft.customerId}
        customerName={draft.customerName}
        error={errorOf('customerName')}
        // Typing changes the name; it stays linked only while it is the picked customer's.
        onType={(name) =>
          update((current) => ({
            ...current,
            customerName: name,
            customerId: current.customerId && name === current.customerName ? current.customerId : null,
          }))
        }
        onPick={({ id, name }) => set({ customerId: id, customerName: name })}
        onFacts={({ contact, phone }) =>
          update((current) => ({
            ...current,
            contact: current.contact || contact,
            phone: current.phone || phone,
          }))
        }
      />
      <TextInput
        label={t`联系人`}
        maxLength={64}
        value={draft.contact}
        onChange={(event) => set({ contact: event.currentTarget.value })}
      />
      <TextInput
        label={t`联系电话`}
        inputMode="tel"
        maxLength={32}
        value={draft.phone}
        error={errorOf('phone')}
        onChange={(event) => set({ phone: event.currentTarget.value })}
      />
      <DictSelect
        code="discountType"
        label={t`报价类型`}
        required
        value={draft.kind}
        error={errorOf('kind')}
        onChange={(kind) => set({ kind })}
      />
      <DateField
        label={t`有效期至`}
        clearable
        value={draft.validUntil}
        onChange={(validUntil) => set({ validUntil })}
      />
      <Group gap="md" align="flex-start" wrap="nowrap">
        <TextInput
          label={t`税率(%)`}
          inputMode="decimal"
          w={110}
          value={draft.taxRatePercent}
          error={errorOf('taxRatePercent')}
          onChange={(event) => set({ taxRatePercent: event.currentTarget.value })}
        />
        <Switch
          mt={30}
          label={t`价格含税`}
          checked={draft.taxIncluded}
          onChange={(event) => set({ taxIncluded: event.currentTarget.checked })}
        />
      </Group>
      <TextInput
        label={t`整单优惠(%)`}
        inputMode="decimal"
        value={draft.wholeDiscountPercent}
        error={errorOf('wholeDiscountPercent')}
        onChange={(event) => set({ wholeDiscountPercent: event.currentTarget.value })}
      />
      <DictSelect
        code="discount_type"
        label={t`整单优惠类型`}
        clearable
        value={draft.discountType}
        error={errorOf('discountType')}
        onChange={(discountType) => set({ discountType })}
      />
      <TextInput
        label={t`优惠原因`}
        maxLength={500}
        value={draft.discountReason}
        onChange={(event) => set({ discountReason: event.currentTarget.value })}
      />
      <Textarea
        label={t`备注`}
        style={{ gridColumn: '1 / -1' }}
        autosize
        minRows={1}
        maxLength={500}
        value={draft.remark}
        onChange={(event) => set({ remark: event.currentTarget.value })}
      />
    </SimpleGrid>
  )
}
