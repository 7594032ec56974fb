import { useState } from 'react'
import type { ReactNode } from 'react'
import { Group, Input, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useDebouncedCallback } from '@mantine/hooks'
import type { CompetenceMatrixFilters } from '@/api/staffCompetence'
import { localize, type ResourceField, type SearchValue } from '@/domain/resources'
import { dictField, textField, treeField } from '@/domain/resources/fields'
import { SearchField } from '@/ui/search'

export type MatrixFiltersProps = {
  filters: CompetenceMatrixFilters
  onChange: (filters: CompetenceMatrixFilters) => void
}

type TextFilter = 'person' | 'item'

/** The matrix is filtered by the search bar's own widgets: a department tree, a dictionary and texts. */
const DEPT = treeField('/api/blade-system/dept/tree', {
  name: 'deptId',
  label: { zh: '部门', en: 'Department' },
})
const ABILITY = dictField('ability_type', {
  name: 'abilityCode',
  label: { zh: '能力类型', en: 'Kind of work' },
  data: 'text',
})
const TEXTS: Record<TextFilter, ResourceField> = {
  person: textField('person', '人员', 'Person', { maxLength: 50 }),
  item: textField('item', '检测项目', 'Test item', { maxLength: 100 }),
}

/** How long typing rests before a name is searched. */
const TYPING_DEBOUNCE_MS = 400

const text = (value: SearchValue | undefined): string =>
  typeof value === 'string' ? value : (value?.[0] ?? '')

/** 部门, 能力类型, 人员 and 检测项目 (part of a name): each change filters the matrix. */
export function MatrixFilters({ filters, onChange }: MatrixFiltersProps) {
  const { i18n } = useLingui()
  // What is typed shows at once; the matrix follows when the typing rests (or on Enter).
  const [typed, setTyped] = useState<Record<TextFilter, string>>({
    person: filters.person,
    item: filters.item,
  })
  const search = (next: Record<TextFilter, string>) =>
    onChange({ ...filters, person: next.person.trim(), item: next.item.trim() })
  // Called after the rest, with this render's callback: both texts as typed by then.
  const searchLater = useDebouncedCallback(() => search(typed), TYPING_DEBOUNCE_MS)

  // Two a line on a phone; the label above in full (the search bar's own label is cut to its column).
  const labelled = (field: ResourceField, width: number, widget: ReactNode) => (
    <Stack gap={2} w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', sm: width }}>
      <Input.Label size="sm">{localize(field.label, i18n.locale)}</Input.Label>
      {widget}
    </Stack>
  )
  const choice = (field: ResourceField, name: 'deptId' | 'abilityCode', width: number) =>
    labelled(
      field,
      width,
      <SearchField
        field={field}
        label={false}
        value={filters[name]}
        onChange={(next) => onChange({ ...filters, [name]: text(next) })}
      />,
    )
  const typing = (name: TextFilter) =>
    labelled(
      TEXTS[name],
      140,
      <SearchField
        field={TEXTS[name]}
        label={false}
        value={typed[name]}
        onChange={(next) => {
          setTyped((current) => ({ ...current, [name]: text(next) }))
          searchLater()
        }}
        onSubmit={(next) => search({ ...typed, [name]: text(next) })}
      />,
    )
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-matrix-filters>
      {choice(DEPT, 'deptId', 180)}
      {choice(ABILITY, 'abilityCode', 130)}
      {typing('person')}
      {typing('item')}
    </Group>
  )
}
