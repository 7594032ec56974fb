import { useMemo } from 'react'
import { Select, type SelectProps } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useDict } from '@/ui/reference/referenceData'

export type DictSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** The dictionary code (discount_type, DEVICE_STATE …). */
  code: string
  /** The chosen key, '' for none. */
  value: string
  onChange: (key: string) => void
}

/** One entry of a dictionary, labelled in the UI language. */
export function DictSelect({ code, value, onChange, ...props }: DictSelectProps) {
  const { t } = useLingui()
  const options = useDict(code)
  const data = useMemo(() => options.map((option) => ({ value: option.key, label: option.label })), [options])
  return (
    <Select
      placeholder={t`请选择`}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
    />
  )
}
