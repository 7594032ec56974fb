import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { isSearchable, type ResourceDeclaration, type ResourceField } from '@/domain/resources'
import { addPair, defaultAdvancedRows, removePair, type AdvancedWarning } from './advanced'
import { AdvancedRowEditor } from './AdvancedRowEditor'
import { showSearchWarning } from './notify'
import type { AdvancedRowDraft, SearchState } from './state'
import { useSearchTexts } from './useSearchTexts'

export type AdvancedSearchProps = {
  resource: ResourceDeclaration
  /** The fields a row can search (default: every searchable field of the resource). */
  fields?: readonly ResourceField[]
  state: SearchState
  onStateChange: (state: SearchState) => void
  /** 查询: the bar's search, which checks the rows (spec §5 messages) before it runs. */
  onSearch: (state: SearchState) => void
  /** 重置: runs the search with the default rows, without the checks (there is nothing to check). */
  onReset: (state: SearchState) => void
}

/**
 * The advanced search panel (spec §4 "Advanced search", §5 "Search"): rows in pairs joined by 并且/或者,
 * 添加 adds a pair when the last two rows are complete, the first pair cannot be removed, 重置 restores the
 * two default rows and searches again. A panel under the bar (not a popover) so it works at 390 px.
 */
export function AdvancedSearch({
  resource,
  fields,
  state,
  onStateChange,
  onSearch,
  onReset,
}: AdvancedSearchProps) {
  const { t } = useLingui()
  const texts = useSearchTexts()
  const choices = fields ?? resource.fields.filter(isSearchable)
  const rows = state.advanced
  const warn = (warning: AdvancedWarning) => showSearchWarning(texts.warning(warning))
  const setRows = (advanced: AdvancedRowDraft[]) => onStateChange({ ...state, advanced })

  const handleAdd = () => {
    const result = addPair(rows)
    if (result.warning) warn(result.warning)
    else setRows(result.rows)
  }
  const handleReset = () => {
    const next = { ...state, advanced: defaultAdvancedRows() }
    onStateChange(next)
    onReset(next)
  }

  return (
    <Paper withBorder p="sm" radius="sm" role="region" aria-label={t`高级查询`}>
      <Stack gap="xs">
        <Text size="sm" fw={500}>{t`高级查询`}</Text>
        {rows.map((row, index) => (
          <AdvancedRowEditor
            key={row.key}
            index={index}
            row={row}
            fields={choices}
            onChange={(next) => setRows(rows.map((candidate, i) => (i === index ? next : candidate)))}
            onWarning={warn}
            onRemovePair={() => setRows(removePair(rows, index))}
            onSubmit={() => onSearch(state)}
          />
        ))}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={handleAdd}>{t`添加`}</Button>
          <Button size="xs" onClick={() => onSearch(state)}>{t`查询`}</Button>
          <Button size="xs" variant="default" onClick={handleReset}>{t`重置`}</Button>
        </Group>
      </Stack>
    </Paper>
  )
}
