import { SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { CONTRACT_KIND } from '@/domain/billing'
import { DateField } from '@/ui/dates/DateField'
import type { ContractDraft } from './contractDraft'
import { CustomerField } from './CustomerField'
import { DictSelect } from './DictSelect'

export type ContractHeaderFieldsProps = {
  draft: ContractDraft
  set: (change: Partial<ContractDraft> | ((current: ContractDraft) => Partial<ContractDraft>)) => void
  errorOf: (field: string) => string | undefined
  /** Orders name the contract: its kind, customer, discount and package sum are fixed. */
  termsFixed: boolean
}

/** The contract's own fields: title, customer (a registered one), kind and its figure, validity and ceiling. */
export function ContractHeaderFields({ draft, set, errorOf, termsFixed }: ContractHeaderFieldsProps) {
  const { t } = useLingui()
  const kind = Number(draft.kind)
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="xs">
      <TextInput
        label={t`合同名称`}
        required
        maxLength={200}
        value={draft.name}
        error={errorOf('name')}
        onChange={(event) => set({ name: event.currentTarget.value })}
      />
      {termsFixed ? (
        <TextInput label={t`客户名称`} value={draft.customerName} readOnly />
      ) : (
        <CustomerField
          customerId={draft.customerId}
          customerName={draft.customerName}
          error={errorOf('customerName')}
          // Typing changes the name; it stays linked only while it is the picked customer's.
          onType={(customerName) =>
            set((current) => ({
              customerName,
              customerId:
                current.customerId && customerName === current.customerName ? current.customerId : null,
            }))
          }
          onPick={({ id, name }) => set({ customerId: id, customerName: name })}
          onFacts={(facts) =>
            set({ contact: draft.contact || facts.contact, phone: draft.phone || facts.phone })
          }
        />
      )}
      <TextInput
        label={t`客户合同号`}
        maxLength={64}
        value={draft.customerCode}
        onChange={(event) => set({ customerCode: event.currentTarget.value })}
      />
      <TextInput
        label={t`联系人`}
        maxLength={64}
        value={draft.contact}
        onChange={(event) => set({ contact: event.currentTarget.value })}
      />
      <TextInput
        label={t`联系电话`}
        maxLength={32}
        value={draft.phone}
        onChange={(event) => set({ phone: event.currentTarget.value })}
      />
      <DictSelect
        code="contract_type"
        label={t`合同类型`}
        required
        disabled={termsFixed}
        value={draft.kind}
        onChange={(next) => set({ kind: next || String(CONTRACT_KIND.list) })}
      />
      {kind === CONTRACT_KIND.discount && (
        <TextInput
          label={t`折扣(%)`}
          required
          inputMode="decimal"
          readOnly={termsFixed}
          value={draft.discountPercent}
          error={errorOf('discountPercent')}
          onChange={(event) => set({ discountPercent: event.currentTarget.value })}
        />
      )}
      {kind === CONTRACT_KIND.package && (
        <TextInput
          label={t`包干金额(元)`}
          required
          inputMode="decimal"
          readOnly={termsFixed}
          value={draft.packageSum}
          error={errorOf('packageSum')}
          onChange={(event) => set({ packageSum: event.currentTarget.value })}
        />
      )}
      <TextInput
        label={t`合同限额(元)`}
        inputMode="decimal"
        description={t`留空为不设限额`}
        value={draft.ceiling}
        error={errorOf('ceiling')}
        onChange={(event) => set({ ceiling: event.currentTarget.value })}
      />
      <DateField
        label={t`生效日期`}
        required
        value={draft.validFrom}
        error={errorOf('validFrom')}
        onChange={(validFrom) => set({ validFrom })}
      />
      <DateField
        label={t`截止日期`}
        required
        value={draft.validUntil}
        error={errorOf('validUntil')}
        onChange={(validUntil) => set({ validUntil })}
      />
      <DateField
        label={t`签订日期`}
        clearable
        value={draft.signedOn}
        onChange={(signedOn) => set({ signedOn })}
      />
      <Textarea
        label={t`备注`}
        maxLength={500}
        autosize
        minRows={1}
        value={draft.remark}
        onChange={(event) => set({ remark: event.currentTarget.value })}
      />
    </SimpleGrid>
  )
}
