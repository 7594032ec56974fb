import { useState, type ReactNode } from 'react'
import type { ResourceField, SearchValue } from '@/domain/resources'
import { fieldProblem, type FieldProblem } from './bar'
import { FieldLabel } from './FieldLabel'
import { useSearchTexts } from './useSearchTexts'
import { DateRangeWidget, DateWidget } from './widgets/DateWidgets'
import { RangeWidget } from './widgets/RangeWidget'
import { SelectWidget } from './widgets/SelectWidget'
import { TextWidget } from './widgets/TextWidget'
import type { WidgetProps } from './widgets/types'

export type SearchFieldProps = {
  field: ResourceField
  value: SearchValue | undefined
  onChange: (value: SearchValue) => void
  /** Enter in the field, after trimming and checking; gets the (trimmed) value the search should use. */
  onSubmit?: (value?: SearchValue) => void
  /** Header row: no label, xs size. */
  compact?: boolean
  /** Show the label (default: not compact). */
  label?: boolean
  /** The accessible name when it is not the field's label (advanced rows: 第1行 值). */
  ariaLabel?: string
  /** An error the caller found (the bar's 查询 checks every field); shown instead of the widget's own. */
  error?: ReactNode
  /** Shows the required mark (a form reusing the widget); the search's own rule is field.searchRequired. */
  required?: boolean
}

/**
 * One search widget per field type (spec §2 "Header inline search types", §3 "Search item"): input,
 * inputTwo, select (dictionary, fixed options, lookup), tree (cascader), date, dateTime and daterange.
 * Text is trimmed; required, pattern and validator are checked on blur and before Enter searches (spec §5).
 */
export function SearchField({
  field,
  value,
  onChange,
  onSubmit,
  compact = false,
  label,
  ariaLabel,
  error,
  required,
}: SearchFieldProps) {
  const texts = useSearchTexts()
  const [problem, setProblem] = useState<FieldProblem | undefined>()
  const name = texts.label(field)
  const check = (next: SearchValue | undefined): boolean => {
    const found = fieldProblem(field, next)
    setProblem(found)
    return found === undefined
  }
  const widget: WidgetProps = {
    field,
    value,
    onChange: (next) => {
      // Once an error shows, it follows the typing so that it goes away as soon as the value is right.
      if (problem) setProblem(fieldProblem(field, next))
      onChange(next)
    },
    onBlur: check,
    onSubmit: (next) => {
      if (check(next)) onSubmit?.(next)
    },
    size: compact ? 'xs' : 'sm',
    label: (label ?? !compact) ? <FieldLabel text={name} /> : undefined,
    ariaLabel: ariaLabel ?? name,
    error: error ?? (problem ? texts.problem(field, problem) : undefined),
    required: required ?? Boolean(field.searchRequired),
  }
  switch (field.type) {
    case 'input':
      return <TextWidget {...widget} />
    case 'inputTwo':
      return <RangeWidget {...widget} />
    case 'select':
    case 'tree':
      return <SelectWidget {...widget} />
    case 'date':
    case 'dateTime':
      return <DateWidget {...widget} />
    case 'daterange':
      return <DateRangeWidget {...widget} />
  }
}
