import type { ReactNode } from 'react'
import { ActionIcon, Badge, Group, Paper, Select, Text, TextInput, Tooltip } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import {
  MAX_FIXED_TEXT,
  RULE_ITEM_TYPE as T,
  isInspectionType,
  itemProblems,
  type DatePattern,
  type DepartmentMode,
  type RuleItem,
  type RuleProblemCode,
} from '@/domain/numbering'
import { IconChevronDown, IconTrash } from '@/ui/icons'
import { RULE_PROBLEM_TEXT } from './messages'
import { changeType, isItemType } from './ruleDraft'
import { FOLLOW_DOCUMENT, type RuleLabels } from './useRuleLabels'

export type ItemRowProps = {
  /** 0-based place in the rule. */
  index: number
  count: number
  item: RuleItem
  labels: RuleLabels
  readOnly: boolean
  onChange: (item: RuleItem) => void
  onMove: (delta: -1 | 1) => void
  onRemove: () => void
}

/** One item of a rule: its type, the setting that type needs, its problems, and its place in the rule. */
export function ItemRow({ index, count, item, labels, readOnly, onChange, onMove, onRemove }: ItemRowProps) {
  const { t, i18n } = useLingui()
  const place = index + 1
  const problems = itemProblems(item)
  const problemText = (code: RuleProblemCode) => i18n._(RULE_PROBLEM_TEXT[code])
  // A problem of the setting shows under its input; one of the type itself under the row.
  const [settingProblem] = problems.filter((code) => code !== 'numbering.itemTypeUnknown')
  const settingError = settingProblem ? problemText(settingProblem) : undefined

  const handleType = (value: string | null) => {
    const type = Number(value)
    if (isItemType(type)) onChange(changeType(item, type))
  }

  return (
    <Paper withBorder radius="sm" p="xs" data-testid="rule-item" aria-label={t`第 ${place} 项`} role="group">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Badge variant="light" color="gray" circle mt={8} style={{ flexShrink: 0 }}>
          {place}
        </Badge>
        <Group gap="xs" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
          <Select
            aria-label={t`第 ${place} 项的类型`}
            data={labels.types}
            value={String(item.type)}
            onChange={handleType}
            allowDeselect={false}
            readOnly={readOnly}
            w={200}
            comboboxProps={{ withinPortal: true }}
          />
          <ItemSetting
            item={item}
            place={place}
            labels={labels}
            readOnly={readOnly}
            error={settingError}
            onChange={onChange}
          />
        </Group>
        {!readOnly && (
          <Group gap={4} wrap="nowrap" mt={4} style={{ flexShrink: 0 }}>
            <RowAction label={t`上移第 ${place} 项`} disabled={index === 0} onClick={() => onMove(-1)}>
              <IconChevronDown style={{ transform: 'rotate(180deg)' }} />
            </RowAction>
            <RowAction label={t`下移第 ${place} 项`} disabled={index === count - 1} onClick={() => onMove(1)}>
              <IconChevronDown />
            </RowAction>
            <RowAction label={t`删除第 ${place} 项`} color="red" onClick={onRemove}>
              <IconTrash />
            </RowAction>
          </Group>
        )}
      </Group>
      {problems.includes('numbering.itemTypeUnknown') && (
        <Text size="xs" c="red" mt={4} ml={36}>
          {problemText('numbering.itemTypeUnknown')}
        </Text>
      )}
    </Paper>
  )
}

type RowActionProps = {
  label: string
  disabled?: boolean
  color?: string
  onClick: () => void
  children: ReactNode
}

function RowAction({ label, disabled, color = 'gray', onClick, children }: RowActionProps) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  )
}

/** The setting takes the rest of the row, and a line of its own when less than this is left. */
const SETTING_STYLE = { flex: 1, minWidth: 190, maxWidth: 320 }

type ItemSettingProps = {
  item: RuleItem
  place: number
  labels: RuleLabels
  readOnly: boolean
  error: string | undefined
  onChange: (item: RuleItem) => void
}

/** The input of what the item's type needs: department mode, digits, date pattern, text or inspection type. */
function ItemSetting({ item, place, labels, readOnly, error, onChange }: ItemSettingProps) {
  const { t } = useLingui()
  const common = { readOnly, error, allowDeselect: false, comboboxProps: { withinPortal: true } }
  switch (item.type) {
    case T.departmentAbbr:
    case T.departmentCode:
      return (
        <Select
          {...common}
          aria-label={t`第 ${place} 项的部门取值方式`}
          data={labels.modes}
          value={String(item.mode)}
          onChange={(value) => onChange({ ...item, mode: Number(value) as DepartmentMode })}
          style={SETTING_STYLE}
        />
      )
    case T.serial:
      return (
        <Select
          {...common}
          aria-label={t`第 ${place} 项的流水号位数`}
          data={labels.digits}
          value={String(item.digits)}
          onChange={(value) => onChange({ ...item, digits: Number(value) })}
          style={SETTING_STYLE}
        />
      )
    case T.currentDate:
    case T.calibrationDate:
      return (
        <Select
          {...common}
          aria-label={t`第 ${place} 项的日期格式`}
          data={labels.patterns}
          value={item.pattern}
          onChange={(value) => onChange({ ...item, pattern: (value ?? item.pattern) as DatePattern })}
          style={SETTING_STYLE}
        />
      )
    case T.fixedText:
      return (
        <TextInput
          readOnly={readOnly}
          error={error}
          aria-label={t`第 ${place} 项的固定文本`}
          placeholder={t`字母、数字或 -_/`}
          value={item.text}
          maxLength={MAX_FIXED_TEXT}
          onChange={(event) => onChange({ ...item, text: event.currentTarget.value })}
          style={SETTING_STYLE}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      )
    case T.inspectionCode: {
      const value = item.inspectionType ?? null
      return (
        <Select
          {...common}
          aria-label={t`第 ${place} 项的检验类型`}
          data={labels.inspections}
          value={value === null ? FOLLOW_DOCUMENT : String(value)}
          onChange={(next) => {
            const type = Number(next)
            onChange({ ...item, inspectionType: isInspectionType(type) ? type : null })
          }}
          style={SETTING_STYLE}
        />
      )
    }
    default:
      return (
        <Text size="sm" c="dimmed" mt={6}>
          {t`取自单据`}
        </Text>
      )
  }
}
