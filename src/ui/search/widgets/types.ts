import type { KeyboardEvent, ReactNode } from 'react'
import type { MantineSize } from '@mantine/core'
import type { ResourceField, SearchValue } from '@/domain/resources'

/** What every search widget gets from SearchField. */
export type WidgetProps = {
  field: ResourceField
  value: SearchValue | undefined
  onChange: (value: SearchValue) => void
  /** Leaving the widget (text widgets trim and check here). */
  onBlur: (value: SearchValue | undefined) => void
  /** Enter: run the search with this value. */
  onSubmit: (value: SearchValue | undefined) => void
  size: MantineSize
  /** The visible label, or undefined in the header row. */
  label: ReactNode
  /** The accessible name (the field's label, or the caller's, e.g. 第1行 值). */
  ariaLabel: string
  error: ReactNode
  /** Shows the required mark (forms reuse the widgets; the search row's own rule is searchRequired). */
  required: boolean
}

export const textOf = (value: SearchValue | undefined): string =>
  value === undefined ? '' : typeof value === 'string' ? value : (value[0] ?? '')

export const pairOf = (value: SearchValue | undefined): [string, string] =>
  value === undefined ? ['', ''] : typeof value === 'string' ? [value, ''] : [value[0] ?? '', value[1] ?? '']

export const listOf = (value: SearchValue | undefined): string[] =>
  value === undefined ? [] : typeof value === 'string' ? (value ? [value] : []) : [...value]

/** Enter in a text-like input runs the search (spec: "Enter in a field"). */
export const onEnter =
  (run: () => void) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    event.preventDefault()
    run()
  }
