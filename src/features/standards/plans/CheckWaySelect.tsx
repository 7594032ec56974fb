import { useMemo } from 'react'
import { Select, type SelectProps } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useDict } from '@/ui/reference/referenceData'

export type CheckWaySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** The CHECK_WAY key, '' for none. */
  value: string
  onChange: (key: string) => void
}

/** How a device goes to be traced (dictionary CHECK_WAY: sent, on site, out of province, self-calibration). */
export function CheckWaySelect({ value, onChange, ...props }: CheckWaySelectProps) {
  const { t } = useLingui()
  const options = useDict('CHECK_WAY')
  const data = useMemo(() => options.map((option) => ({ value: option.key, label: option.label })), [options])
  return (
    <Select
      placeholder={t`请选择`}
      clearable
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
    />
  )
}
