import { useState } from 'react'
import { Autocomplete, type OptionsFilter } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { fetchResourceDetail } from '@/api/resources'
import { DEBOUNCE_MS } from '@/domain/constants'
import { customers } from '@/domain/resources'
import { searchOptionQueries } from '@/ui/search/optionSources'

/** What a picked customer's record offers the quote (its contact and phone, when the quote has none yet). */
export type CustomerFacts = { contact: string; phone: string }

export type CustomerFieldProps = {
  customerId: string | null
  customerName: string
  error: string | undefined
  /** Text typed: a prospective customer's name (or the start of one to look for). */
  onType: (name: string) => void
  onPick: (customer: { id: string; name: string }) => void
  /** The picked customer's record, once read. */
  onFacts: (facts: CustomerFacts) => void
}

// The server has already matched the typed text (LIKE): its answer is shown as it is.
const keepAll: OptionsFilter = ({ options }) => options

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * 客户名称: one of the lab's customers, looked up as the name is typed (the lookup fields' source), or the
 * name of a prospective customer who has no record yet.
 */
export function CustomerField({
  customerId,
  customerName,
  error,
  onType,
  onPick,
  onFacts,
}: CustomerFieldProps) {
  const { t } = useLingui()
  const [term] = useDebouncedValue(customerName, DEBOUNCE_MS)
  const [focused, setFocused] = useState(false)
  const options = useQuery({ ...searchOptionQueries.lookup(customers, term), enabled: focused })
  const handlePick = (id: string) => {
    const option = options.data?.find((candidate) => candidate.value === id)
    if (!option) return
    onPick({ id, name: option.label })
    void fetchResourceDetail(customers, id)
      .then((record) => onFacts({ contact: textOf(record.contact), phone: textOf(record.phone) }))
      .catch(() => undefined)
  }
  const description = customerId
    ? t`已关联客户档案`
    : customerName.trim()
      ? t`潜在客户（未建档）`
      : t`选择已有客户，或输入潜在客户的名称`
  return (
    <Autocomplete
      label={t`客户名称`}
      required
      maxLength={200}
      description={description}
      error={error}
      data={options.data ?? []}
      filter={keepAll}
      value={customerName}
      onChange={onType}
      onOptionSubmit={handlePick}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      comboboxProps={{ withinPortal: true }}
      data-customer-linked={customerId ? true : undefined}
    />
  )
}
