import { useState } from 'react'
import { Select, type OptionsFilter } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { DEBOUNCE_MS } from '@/domain/constants'
import { customers } from '@/domain/resources'
import { searchOptionQueries } from '@/ui/search/optionSources'

// The server has already matched the typed text: its answer is shown as it is.
const keepAll: OptionsFilter = ({ options }) => options

export type InvoiceCustomerSelectProps = {
  value: string | null
  error: string | undefined
  onChange: (customer: { id: string; name: string } | null) => void
}

/** 客户: one of the lab's customers (an invoice is for a customer on record), looked up as her name is typed. */
export function InvoiceCustomerSelect({ value, error, onChange }: InvoiceCustomerSelectProps) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const [term] = useDebouncedValue(search, DEBOUNCE_MS)
  const options = useQuery(searchOptionQueries.lookup(customers, term))
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null)
  const data = options.data ?? []
  // The picked customer stays an option while another name is looked up.
  const shown = picked && !data.some((option) => option.value === picked.value) ? [picked, ...data] : data
  return (
    <Select
      label={t`客户`}
      required
      searchable
      clearable
      data-autofocus
      placeholder={t`输入客户名称查找`}
      nothingFoundMessage={options.isFetching ? t`查找中…` : t`没有找到客户`}
      data={shown}
      filter={keepAll}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      error={error}
      onChange={(id, option) => {
        setPicked(id && option ? option : null)
        onChange(id && option ? { id, name: option.label } : null)
      }}
      comboboxProps={{ withinPortal: true }}
      data-invoice-customer
    />
  )
}
