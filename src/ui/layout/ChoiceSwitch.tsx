import { Chip, Group, SegmentedControl } from '@mantine/core'

export type ChoiceSwitchOption<Value extends string> = { value: Value; label: string }

export type ChoiceSwitchProps<Value extends string> = {
  value: Value
  onChange: (value: Value) => void
  options: readonly ChoiceSwitchOption<Value>[]
  /** The accessible name of the group (到期范围 …). */
  label: string
  /** A phone: the segments would not fit on one line, so they wrap as chips. */
  phone: boolean
  /** Data attributes for tests and links (data-due-buckets …). */
  [dataAttribute: `data-${string}`]: string | boolean
}

/**
 * One choice among a few segments of a list (due within 30 days, certificates only …): a segmented control,
 * or on a phone radio chips that wrap. Either way a radio group named by `label`.
 */
export function ChoiceSwitch<Value extends string>({
  value,
  onChange,
  options,
  label,
  phone,
  ...data
}: ChoiceSwitchProps<Value>) {
  // The options are this switch's own values: what the control hands back is one of them.
  const handleChange = (next: string) => onChange(next as Value)
  if (phone) {
    return (
      <Chip.Group multiple={false} value={value} onChange={handleChange}>
        <Group gap={6} role="radiogroup" aria-label={label} {...data}>
          {options.map((option) => (
            <Chip key={option.value} value={option.value} size="sm" type="radio">
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    )
  }
  return (
    <SegmentedControl
      value={value}
      onChange={handleChange}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      aria-label={label}
      {...data}
    />
  )
}
