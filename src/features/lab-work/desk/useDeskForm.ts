import { useState } from 'react'
import type { DraftChange } from '@/features/shared/registration/Section'
import type { DeskForm, DeskItemEntry } from './deskOrder'

export type DeskFormState = {
  form: DeskForm
  /** The registration form's sections change the draft through this, as on the pickup tablet. */
  change: DraftChange
  setItems: (lineId: string, items: readonly DeskItemEntry[]) => void
}

/** The desk's walk-in order, held in memory while the dialog is open: it is sent at once, never stored offline. */
export function useDeskForm(initial: () => DeskForm): DeskFormState {
  const [form, setForm] = useState(initial)
  return {
    form,
    change: (_fields, next) => setForm((current) => ({ ...current, record: next(current.record) })),
    setItems: (lineId, items) =>
      setForm((current) => ({ ...current, items: { ...current.items, [lineId]: items } })),
  }
}
