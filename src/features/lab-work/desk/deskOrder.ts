import {
  draftProblems,
  emptyDraft,
  type DraftProblem,
  type RegistrationDraft,
} from '@/domain/registration/draft'
import type { DeskOrderBody } from '@/api/deskOrder'

/**
 * A walk-in order as the desk's form holds it: the registration draft, and the test items of each instrument
 * line by the line's id (lines may be removed, so an index would move). Pure, so each rule has a unit test.
 */

export type DeskItemEntry = { id: string; name: string; abilityCode: string | null }

export type DeskForm = {
  record: RegistrationDraft
  items: Readonly<Record<string, readonly DeskItemEntry[]>>
}

export const ITEM_MESSAGES = {
  nameRequired: '请输入项目名称',
  abilityRequired: '请选择能力类型',
} as const

/** A new walk-in order (the server names whoever registers it as the one who accepted the instruments). */
export function newDeskForm(id: string): DeskForm {
  return { record: emptyDraft(id), items: {} }
}

/** What keeps the order from being sent: the draft's rules at the desk (no signature needed), and each item's. */
export function deskProblems(form: DeskForm): DraftProblem[] {
  const problems = draftProblems(form.record, 'desk')
  form.record.instruments.forEach((line, index) => {
    ;(form.items[line.id] ?? []).forEach((item, place) => {
      const path = `instruments.${index}.items.${place}`
      if (item.name.trim() === '')
        problems.push({ field: `${path}.name`, message: ITEM_MESSAGES.nameRequired })
      if (!item.abilityCode)
        problems.push({ field: `${path}.abilityCode`, message: ITEM_MESSAGES.abilityRequired })
    })
  })
  return problems
}

/** The body the desk's route takes: the draft, and each item with the index of its line. */
export function deskOrderBody(form: DeskForm): DeskOrderBody {
  const items = form.record.instruments.flatMap((line, index) =>
    (form.items[line.id] ?? []).map((item) => ({
      line: index,
      name: item.name.trim(),
      abilityCode: item.abilityCode ?? '',
    })),
  )
  return { ...form.record, items }
}
