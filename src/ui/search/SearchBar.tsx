import { useState, type ReactNode } from 'react'
import { Box, Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useScreenSize } from '@/ui/layout/useScreenSize'
import type { ResourceDeclaration, ResourceField, SearchValue } from '@/domain/resources'
import { validateAdvanced } from './advanced'
import { AdvancedSearch } from './AdvancedSearch'
import { fieldProblem, widgetField } from './bar'
import { BarField } from './BarField'
import { showSearchWarning } from './notify'
import { operatorOf, setFieldValue, type SearchState } from './state'
import { useSearchTexts } from './useSearchTexts'

export type SearchBarProps = {
  resource: ResourceDeclaration
  /** The search fields to show (already filtered and ordered by the column settings). */
  fields: readonly ResourceField[]
  state: SearchState
  onStateChange: (state: SearchState) => void
  /** 查询 (and Enter in a field), once the fields and the advanced rows pass their checks. */
  onSearch: (state: SearchState) => void
  /** 重置: the caller resets the state and searches again. */
  onReset: () => void
  /** Extra buttons at the end (column settings, export …). */
  actions?: ReactNode
}

/**
 * The generic search bar (spec §2): 精确匹配, the conditions, 查询, 高级查询, 重置, 展开/收起 and the caller's
 * actions. Compact: the first conditions that fit one row (more on wider screens) with default operators.
 * Expanded: every condition in a grid, each with its operator. Advanced mode adds the advanced panel below.
 */
export function SearchBar({
  resource,
  fields,
  state,
  onStateChange,
  onSearch,
  onReset,
  actions,
}: SearchBarProps) {
  const { t } = useLingui()
  const texts = useSearchTexts()
  // Spec §9 screen classes 0-3: what fits one row beside the buttons, one condition up to three.
  const compactCount = Math.max(1, useScreenSize())
  const [errors, setErrors] = useState<Record<string, string>>({})
  const shown = state.expanded ? fields : fields.slice(0, compactCount)

  const runSearch = (next: SearchState) => {
    const found: Record<string, string> = {}
    for (const field of fields) {
      const problem = fieldProblem(widgetField(field, operatorOf(next, field)), next.values[field.name])
      if (problem) found[field.name] = texts.problem(field, problem)
    }
    setErrors(found)
    const failing = Object.keys(found)
    if (failing.length > 0) {
      // A refused condition the compact row hides: open the grid so that its message can be seen.
      const hidden = failing.some((name) => !shown.some((field) => field.name === name))
      if (hidden) onStateChange({ ...next, expanded: true })
      return
    }
    if (next.mode === 'advanced') {
      const warning = validateAdvanced(next.advanced)
      if (warning) {
        showSearchWarning(texts.warning(warning))
        return
      }
    }
    onSearch(next)
  }

  const handleChange = (field: ResourceField, value: SearchValue) => {
    if (errors[field.name]) setErrors(({ [field.name]: _cleared, ...rest }) => rest)
    onStateChange(setFieldValue(state, field.name, value))
  }
  const handleSubmit = (field: ResourceField, value?: SearchValue) =>
    runSearch(value === undefined ? state : setFieldValue(state, field.name, value))
  const handleReset = () => {
    setErrors({})
    onReset()
  }

  const conditions = shown.map((field) => (
    <BarField
      key={field.name}
      field={field}
      state={state}
      onStateChange={onStateChange}
      onChange={(value) => handleChange(field, value)}
      onSubmit={(value) => handleSubmit(field, value)}
      error={errors[field.name]}
      withOperator={state.expanded}
    />
  ))
  const advanced = state.mode === 'advanced'
  const buttons = (
    <Group gap="xs" wrap="wrap">
      <Button size="sm" onClick={() => runSearch(state)}>{t`查询`}</Button>
      <Button
        size="sm"
        variant={advanced ? 'filled' : 'light'}
        aria-pressed={advanced}
        onClick={() => onStateChange({ ...state, mode: advanced ? 'normal' : 'advanced' })}
      >
        {t`高级查询`}
      </Button>
      <Button size="sm" variant="default" onClick={handleReset}>{t`重置`}</Button>
      <Button
        size="sm"
        variant="subtle"
        aria-expanded={state.expanded}
        onClick={() => onStateChange({ ...state, expanded: !state.expanded })}
      >
        {state.expanded ? t`收起` : t`展开`}
      </Button>
      {actions}
    </Group>
  )
  const precise = (
    <Checkbox
      size="sm"
      label={t`精确匹配`}
      checked={state.precise}
      onChange={(event) => onStateChange({ ...state, precise: event.currentTarget.checked })}
    />
  )

  return (
    <Stack gap="xs" role="search" aria-label={t`查询条件`}>
      {state.expanded ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="sm" verticalSpacing="xs">
            {conditions}
          </SimpleGrid>
          <Group gap="sm" wrap="wrap" align="center">
            {precise}
            {buttons}
          </Group>
        </>
      ) : (
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Box pb={8}>{precise}</Box>
          {shown.map((field, index) => (
            <Box key={field.name} w={{ base: '100%', sm: 200 }}>
              {conditions[index]}
            </Box>
          ))}
          {buttons}
        </Group>
      )}
      {advanced ? (
        <AdvancedSearch
          resource={resource}
          state={state}
          onStateChange={onStateChange}
          onSearch={runSearch}
          onReset={onSearch}
        />
      ) : null}
    </Stack>
  )
}
