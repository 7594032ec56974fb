import { ActionIcon, Checkbox, Group, NumberInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN, columnWidthOf } from './layout'
import { IconArrowDown, IconArrowUp } from './icons'

export type LayoutEntryRowProps = {
  label: string
  visible: boolean
  onVisibleChange: (visible: boolean) => void
  canMoveUp: boolean
  canMoveDown: boolean
  onMove: (step: -1 | 1) => void
  /** Table columns have a width; search fields do not (undefined: no width input). */
  width?: { value: number | undefined; placeholder: number; onChange: (width: number | undefined) => void }
}

/** One column or search field in the column settings: shown or not, its place, and a column's width. */
export function LayoutEntryRow({
  label,
  visible,
  onVisibleChange,
  canMoveUp,
  canMoveDown,
  onMove,
  width,
}: LayoutEntryRowProps) {
  const { t } = useLingui()
  return (
    <Group gap={6} wrap="nowrap" data-layout-entry={label}>
      <Checkbox
        size="sm"
        label={label}
        checked={visible}
        onChange={(event) => onVisibleChange(event.currentTarget.checked)}
        style={{ flex: 1, minWidth: 0 }}
        styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
      />
      <ActionIcon
        variant="subtle"
        size="md"
        disabled={!canMoveUp}
        onClick={() => onMove(-1)}
        aria-label={t`上移 ${label}`}
      >
        <IconArrowUp />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="md"
        disabled={!canMoveDown}
        onClick={() => onMove(1)}
        aria-label={t`下移 ${label}`}
      >
        <IconArrowDown />
      </ActionIcon>
      {width && (
        <NumberInput
          size="xs"
          w={76}
          min={COLUMN_WIDTH_MIN}
          max={COLUMN_WIDTH_MAX}
          step={10}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          placeholder={String(width.placeholder)}
          value={width.value ?? ''}
          onChange={(value) => width.onChange(columnWidthOf(value))}
          aria-label={t`${label} 列宽`}
        />
      )}
    </Group>
  )
}
