import { TextInput } from '@mantine/core'
import { onEnter, textOf, type WidgetProps } from './types'

/**
 * input: one text box; trimmed on blur and on Enter (spec §5). Deliberately without the field's maxLength:
 * the browser would cut a pasted ' 91430104MA4L0XXX1X ' before the trim, and the cut value then fails the
 * field's validator (a search value is not stored, so the form's length limit does not apply).
 */
export function TextWidget(props: WidgetProps) {
  const { value, onChange, onBlur, onSubmit, size, label, ariaLabel, error, required } = props
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
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => onBlur(trimmed())}
      onKeyDown={onEnter(() => onSubmit(trimmed()))}
    />
  )
}
