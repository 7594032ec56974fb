import {
  ActionIcon,
  Badge,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { DictOption } from '@/app/startup/dictLabels'
import type { DraftInstrument } from '@/domain/registration/draft'
import { IconTrash } from '@/ui/icons'
import classes from './registration.module.css'
import { orNull } from './Section'

export type InstrumentLineProps = {
  line: DraftInstrument
  index: number
  disabled: boolean
  errors: Readonly<Record<string, string>>
  inspectionTypes: readonly DictOption[]
  onChange: (patch: Partial<DraftInstrument>) => void
  onRemove: () => void
}

/** One instrument taken in: name, model, factory number, manufacturer, inspection type, quantity, remark. */
export function InstrumentLine({
  line,
  index,
  disabled,
  errors,
  inspectionTypes,
  onChange,
  onRemove,
}: InstrumentLineProps) {
  const { t } = useLingui()
  const path = `instruments.${index}`
  const number = index + 1
  const types = inspectionTypes.map((option) => ({ value: option.key, label: option.label }))
  if (line.inspectionType && !types.some((option) => option.value === line.inspectionType))
    types.push({ value: line.inspectionType, label: line.inspectionType })
  const text = (field: 'model' | 'factoryNumber' | 'manufacturer' | 'remark', label: string, max = 100) => (
    <TextInput
      size="md"
      label={label}
      value={line[field] ?? ''}
      onChange={(event) => onChange({ [field]: orNull(event.currentTarget.value) })}
      disabled={disabled}
      maxLength={max}
      error={errors[`${path}.${field}`]}
      data-field={`${path}.${field}`}
    />
  )
  return (
    <Paper withBorder p="sm" radius="md" data-instrument-line={index}>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t`器具 ${number}`}
          </Text>
          <Badge variant="light" color={line.instrumentId ? 'blue' : 'grape'} tt="none">
            {line.instrumentId ? t`客户器具` : t`新器具`}
          </Badge>
        </Group>
        {!disabled && (
          <ActionIcon
            size={44}
            variant="subtle"
            color="red"
            aria-label={t`删除器具 ${number}`}
            onClick={onRemove}
          >
            <IconTrash />
          </ActionIcon>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          size="md"
          label={t`器具名称`}
          required
          value={line.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
          disabled={disabled}
          maxLength={200}
          error={errors[`${path}.name`]}
          data-field={`${path}.name`}
        />
        {text('model', t`型号规格`)}
        {text('factoryNumber', t`出厂编号`)}
        {text('manufacturer', t`制造厂商`, 200)}
        <Select
          size="md"
          label={t`检验类型`}
          data={types}
          value={line.inspectionType}
          onChange={(value) => onChange({ inspectionType: value })}
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
          data-field={`${path}.inspectionType`}
        />
        <NumberInput
          size="md"
          label={t`数量`}
          required
          min={1}
          max={9999}
          allowDecimal={false}
          allowNegative={false}
          // Typed with the numeric keypad: the steppers are too small for a finger.
          hideControls
          inputMode="numeric"
          value={line.quantity}
          onChange={(value) => onChange({ quantity: typeof value === 'number' ? value : Number(value) || 0 })}
          disabled={disabled}
          error={errors[`${path}.quantity`]}
          data-field={`${path}.quantity`}
        />
        {/* The remark takes the whole row: free text reads better wide. */}
        <div className={classes.fullRow}>{text('remark', t`备注`, 200)}</div>
      </SimpleGrid>
    </Paper>
  )
}
