import { MultiSelect, Select, type ComboboxItem, type OptionsFilter } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { listOf, textOf, type WidgetProps } from './types'

export type ChoiceWidgetProps = WidgetProps & {
  data: readonly ComboboxItem[]
  multiple: boolean
  loading?: boolean
  /** Server-side search (a lookup): the typed text, and no client filtering of the answer. */
  searchValue?: string
  onSearchChange?: (search: string) => void
}

const keepAll: OptionsFilter = ({ options }) => options

/** A searchable select of options, or a multi-select (IN, multiple fields). */
export function ChoiceWidget({
  data,
  multiple,
  loading,
  searchValue,
  onSearchChange,
  value,
  onChange,
  size,
  label,
  ariaLabel,
  error,
  required,
}: ChoiceWidgetProps) {
  const { t } = useLingui()
  const remote = onSearchChange !== undefined
  const common = {
    size,
    label,
    'aria-label': ariaLabel,
    error,
    withAsterisk: required,
    data: [...data],
    searchable: true,
    clearable: true,
    nothingFoundMessage: loading ? t`加载中…` : t`无匹配数据`,
    placeholder: t`请选择`,
    searchValue,
    onSearchChange,
    filter: remote ? keepAll : undefined,
    comboboxProps: { withinPortal: true },
  }
  if (multiple) {
    return <MultiSelect {...common} value={listOf(value)} onChange={(next) => onChange(next)} />
  }
  const selected = textOf(value)
  return (
    <Select {...common} value={selected === '' ? null : selected} onChange={(next) => onChange(next ?? '')} />
  )
}
