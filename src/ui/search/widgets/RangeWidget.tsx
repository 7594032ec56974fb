import { Group, Input, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { onEnter, pairOf, type WidgetProps } from './types'

/** inputTwo: a two-part range 从 … 至 …, either end may stay empty; both trimmed on blur and Enter. */
export function RangeWidget(props: WidgetProps) {
  const { value, onChange, onBlur, onSubmit, size, label, ariaLabel, error, required } = props
  const { t } = useLingui()
  const [from, to] = pairOf(value)
  const trimmed = (): [string, string] => {
    const next: [string, string] = [from.trim(), to.trim()]
    if (next[0] !== from || next[1] !== to) onChange(next)
    return next
  }
  const part = (index: 0 | 1, placeholder: string, name: string) => (
    <TextInput
      size={size}
      flex={1}
      miw={0}
      placeholder={placeholder}
      aria-label={name}
      error={Boolean(error)}
      value={index === 0 ? from : to}
      onChange={(event) =>
        onChange(index === 0 ? [event.currentTarget.value, to] : [from, event.currentTarget.value])
      }
      onBlur={() => onBlur(trimmed())}
      onKeyDown={onEnter(() => onSubmit(trimmed()))}
    />
  )
  return (
    <Input.Wrapper label={label} error={error} size={size} withAsterisk={required}>
      <Group gap={4} wrap="nowrap">
        {part(0, t`从`, t`${ariaLabel} 从`)}
        {part(1, t`至`, t`${ariaLabel} 至`)}
      </Group>
    </Input.Wrapper>
  )
}
