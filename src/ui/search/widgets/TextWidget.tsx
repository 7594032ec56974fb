import { TextInput } from '@mantine/core'
import { onEnter, textOf, type WidgetProps } from './types'

/** input: one text box; trimmed on blur and on Enter (spec §5). */
export function TextWidget(props: WidgetProps) {
  const { field, value, onChange, onBlur, onSubmit, size, label, ariaLabel, error, required } = props
  const text = textOf(value)
  const trimmed = () => {
    const next = text.trim()
    if (next !== text) onChange(next)
    return next
  }
  return (
    <TextInput
      size={size}
      label={label}
      aria-label={ariaLabel}
      error={error}
      withAsterisk={required}
      value={text}
      maxLength={field.maxLength}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => onBlur(trimmed())}
      onKeyDown={onEnter(() => onSubmit(trimmed()))}
    />
  )
}
