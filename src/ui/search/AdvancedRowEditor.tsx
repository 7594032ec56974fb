import { ActionIcon, Box, Flex, NativeSelect, Text, TextInput, Tooltip } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { isFilterOperator } from '@/domain/constants'
import type { ResourceField } from '@/domain/resources'
import { IconTrash } from '@/ui/icons'
import { canRemovePair, chooseField, chooseOperator, rowOperators, type AdvancedWarning } from './advanced'
import { SearchField } from './SearchField'
import type { AdvancedRowDraft } from './state'
import { useSearchTexts } from './useSearchTexts'
import { DateRangeInputs } from './widgets/DateWidgets'
import { onEnter } from './widgets/types'

export type AdvancedRowEditorProps = {
  index: number
  row: AdvancedRowDraft
  fields: readonly ResourceField[]
  onChange: (row: AdvancedRowDraft) => void
  onWarning: (warning: AdvancedWarning) => void
  onRemovePair: () => void
  onSubmit: () => void
}

/**
 * One advanced-search row: connector (none on the first row), field, operator and value. Every control is
 * named 第N行 … so the row can be driven by its label.
 */
export function AdvancedRowEditor({
  index,
  row,
  fields,
  onChange,
  onWarning,
  onRemovePair,
  onSubmit,
}: AdvancedRowEditorProps) {
  const { t } = useLingui()
  const texts = useSearchTexts()
  const n = index + 1
  const field = fields.find((candidate) => candidate.name === row.searchFilter)
  // Rows go in pairs (spec §4): the pair's first row carries the button that removes both.
  const removable = canRemovePair(index) && index % 2 === 0
  const partner = n + 1
  const removeLabel = t`删除第${n}、${partner}行`

  const handleField = (name: string) =>
    onChange(
      chooseField(
        row,
        fields.find((f) => f.name === name),
      ),
    )
  const handleOperator = (value: string) => {
    if (!isFilterOperator(value)) return
    const choice = chooseOperator(row, field, value)
    onChange(choice.row)
    if (choice.warning) onWarning(choice.warning)
  }

  const value = () => {
    if (row.valueType === 'date') {
      return (
        <DateRangeInputs
          size="sm"
          start={row.startTime}
          end={row.endTime}
          startLabel={t`第${n}行 开始日期`}
          endLabel={t`第${n}行 结束日期`}
          onChange={(startTime, endTime) => onChange({ ...row, startTime, endTime })}
        />
      )
    }
    if (row.valueType === 'select' && field) {
      return (
        <SearchField
          field={{ ...field, multiple: row.searchOp === 'IN' || row.searchOp === 'NOT IN' }}
          value={row.searchValue}
          onChange={(next) => onChange({ ...row, searchValue: typeof next === 'string' ? next : [...next] })}
          label={false}
          ariaLabel={t`第${n}行 值`}
        />
      )
    }
    const text = typeof row.searchValue === 'string' ? row.searchValue : row.searchValue.join(',')
    const trim = () => {
      if (text.trim() !== text) onChange({ ...row, searchValue: text.trim() })
    }
    return (
      <TextInput
        size="sm"
        aria-label={t`第${n}行 值`}
        placeholder={t`请输入查询值`}
        value={text}
        onChange={(event) => onChange({ ...row, searchValue: event.currentTarget.value })}
        onBlur={trim}
        onKeyDown={onEnter(() => {
          trim()
          onSubmit()
        })}
      />
    )
  }

  return (
    <Flex
      gap="xs"
      wrap="wrap"
      align={{ base: 'stretch', sm: 'flex-start' }}
      direction={{ base: 'column', sm: 'row' }}
    >
      {/* On a phone the controls stack, so each row gets a heading; the first row has no connector to pick. */}
      <Text hiddenFrom="sm" size="xs" c="dimmed" mt={index > 0 ? 'xs' : 0}>
        {t`第${n}行`}
      </Text>
      <NativeSelect
        size="sm"
        w={{ base: '100%', sm: 80 }}
        visibleFrom={index === 0 ? 'sm' : undefined}
        aria-label={t`第${n}行 连接`}
        disabled={index === 0}
        value={index === 0 ? '' : (row.searchType ?? 'and')}
        data={
          index === 0
            ? [{ value: '', label: '—' }]
            : [
                { value: 'and', label: t`并且` },
                { value: 'or', label: t`或者` },
              ]
        }
        onChange={(event) =>
          onChange({ ...row, searchType: event.currentTarget.value === 'or' ? 'or' : 'and' })
        }
      />
      <NativeSelect
        size="sm"
        w={{ base: '100%', sm: 170 }}
        aria-label={t`第${n}行 字段`}
        value={row.searchFilter}
        data={[
          { value: '', label: t`请选择字段` },
          ...fields.map((f) => ({ value: f.name, label: texts.label(f) })),
        ]}
        onChange={(event) => handleField(event.currentTarget.value)}
      />
      <NativeSelect
        size="sm"
        w={{ base: '100%', sm: 110 }}
        aria-label={t`第${n}行 条件`}
        value={row.searchOp}
        data={rowOperators(row, field).map((op) => ({ value: op, label: texts.operator(op) }))}
        onChange={(event) => handleOperator(event.currentTarget.value)}
      />
      <div style={{ flex: 1, minWidth: 200 }}>{value()}</div>
      {removable ? (
        <Tooltip label={removeLabel}>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={removeLabel} onClick={onRemovePair}>
            <IconTrash />
          </ActionIcon>
        </Tooltip>
      ) : (
        // Keeps the columns of every row aligned whether or not it has the button.
        <Box w={34} visibleFrom="sm" />
      )}
    </Flex>
  )
}
