import { Textarea, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react'
import { localize, type ResourceField } from '@/domain/resources'
import { AddressPicker } from '@/ui/address/AddressPicker'
import { DateField } from '@/ui/dates/DateField'
import { DateTimeField } from '@/ui/dates/DateTimeField'
import { toPickerDateTime } from '@/ui/dates/days'
import { MathInput } from '@/ui/math/MathInput'
import { SearchField } from '@/ui/search/SearchField'
import { FileUploadField } from './FileUploadField'
import { ImageUploadField } from './ImageUploadField'

export type FormFieldProps = {
  field: ResourceField
  value: unknown
  error: string | undefined
  onChange: (value: unknown) => void
  /** Sets another field too (the address picker writes areaCode and areaCodeName). */
  onChangeField: (name: string, value: unknown) => void
  onBlur: () => void
  /** The whole record, for widgets that show more than their own field. */
  record: Record<string, unknown>
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** One input of a create / edit form, chosen from the field's declaration. */
export function FormField({ field, value, error, onChange, onChangeField, onBlur, record }: FormFieldProps) {
  const { i18n } = useLingui()
  const label = localize(field.label, i18n.locale)
  const description = field.hint ? localize(field.hint, i18n.locale) : undefined
  const common = { label, description, required: field.required, error, onBlur, 'data-field': field.name }

  if (field.widget === 'address') {
    // Four levels side by side need the form's whole width (half a row cuts their placeholders).
    return (
      <div style={{ gridColumn: '1 / -1' }}>
        <AddressPicker
          label={label}
          required={field.required}
          error={error}
          withStreet
          areaCode={text(record[field.name]) || undefined}
          areaCodeName={text(record.areaCodeName) || undefined}
          onChange={(selection) => {
            onChange(selection.areaCode)
            onChangeField('areaCodeName', selection.areaCodeName)
          }}
        />
      </div>
    )
  }
  if (field.widget === 'image') {
    return (
      <ImageUploadField
        label={label}
        description={description}
        required={field.required}
        error={error}
        name={field.name}
        value={text(value)}
        onChange={(fileId) => onChange(fileId)}
        onBlur={onBlur}
      />
    )
  }
  if (field.widget === 'file') {
    return (
      <FileUploadField
        label={label}
        description={description}
        required={field.required}
        error={error}
        name={field.name}
        value={text(value)}
        onChange={(fileId) => onChange(fileId)}
        onBlur={onBlur}
      />
    )
  }
  if (field.widget === 'math') {
    return <MathInput {...common} value={text(value)} onChange={(next) => onChange(next)} />
  }
  if (field.widget === 'textarea') {
    return (
      <Textarea
        {...common}
        autosize
        minRows={2}
        value={text(value)}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    )
  }
  if (field.source) {
    // Option lists (dictionaries, fixed options, trees, lookups) are the search widgets' own.
    return (
      <div onBlur={onBlur} data-field={field.name}>
        <SearchField
          field={{ ...field, type: field.type === 'tree' ? 'tree' : 'select', multiple: false }}
          value={text(value)}
          onChange={(next) => onChange(typeof next === 'string' ? next : (next[0] ?? ''))}
          label
          required={field.required}
          error={error}
        />
      </div>
    )
  }
  if (field.data === 'date') {
    return <DateField {...common} clearable value={text(value)} onChange={(next) => onChange(next)} />
  }
  if (field.data === 'timestamp') {
    // The server answers an instant (ISO); the picker shows it on this device's clock and gives the wire's text.
    return (
      <DateTimeField
        {...common}
        clearable
        value={toPickerDateTime(text(value))}
        onChange={(next) => onChange(next)}
      />
    )
  }
  return (
    <TextInput
      {...common}
      inputMode={field.data === 'int' ? 'numeric' : field.data === 'decimal' ? 'decimal' : undefined}
      maxLength={field.maxLength}
      value={text(value)}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  )
}
