import { useState } from 'react'
import { Button, Group, Text, Textarea } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { uuidv7 } from 'uuidv7'
import { useDict } from '@/app/startup/useDict'
import { REGISTRATION_LIMITS, type DraftInstrument } from '@/domain/registration/draft'
import type { CachedInstrument } from '@/offline'
import { InstrumentPickerDialog } from './InstrumentPickerDialog'
import { lineFromInstrument, newLine } from './prefill'
import { InstrumentLine } from './InstrumentLine'
import { orNull, Section, type SectionProps } from './Section'

/**
 * 器具: the customer's known instruments picked from the device's copy, new ones added on the spot, and the
 * accessories handed over with them (随附附件).
 */
export function InstrumentSection({
  record,
  disabled,
  errors,
  change,
  tenantId,
}: SectionProps & { tenantId: string }) {
  const { t } = useLingui()
  const inspectionTypes = useDict('inspection_type')
  const [picking, setPicking] = useState(false)
  const lines = record.instruments
  const full = lines.length >= REGISTRATION_LIMITS.instruments
  const picked = new Set(lines.flatMap((line) => (line.instrumentId ? [line.instrumentId] : [])))

  const handleAdd = (instruments: CachedInstrument[]) => {
    setPicking(false)
    change(['instruments'], (current) => {
      const known = new Set(current.instruments.map((line) => line.instrumentId))
      const added = instruments
        .filter((row) => !known.has(row.id))
        .map((row) => lineFromInstrument(uuidv7(), { ...row.record, id: row.id }))
      return { ...current, instruments: [...current.instruments, ...added] }
    })
  }
  const update = (index: number, patch: Partial<DraftInstrument>) =>
    change([`instruments.${index}`], (current) => ({
      ...current,
      instruments: current.instruments.map((line, i) => (i === index ? { ...line, ...patch } : line)),
    }))
  const remove = (index: number) =>
    change(['instruments'], (current) => ({
      ...current,
      instruments: current.instruments.filter((_, i) => i !== index),
    }))
  const count = lines.length

  return (
    <Section id="instruments" title={t`器具（${count}）`}>
      {errors.instruments && (
        <Text c="red" size="sm" role="alert" data-field="instruments">
          {errors.instruments}
        </Text>
      )}
      {lines.map((line, index) => (
        <InstrumentLine
          key={line.id}
          line={line}
          index={index}
          disabled={disabled}
          errors={errors}
          inspectionTypes={inspectionTypes}
          onChange={(patch) => update(index, patch)}
          onRemove={() => remove(index)}
        />
      ))}
      {!disabled && (
        <Group gap="xs">
          <Button
            size="md"
            variant="light"
            onClick={() => setPicking(true)}
            disabled={!record.enterId || full}
            title={record.enterId ? undefined : t`请先选择客户档案`}
          >
            {t`从客户器具中选择`}
          </Button>
          <Button
            size="md"
            variant="default"
            disabled={full}
            onClick={() =>
              change(['instruments'], (current) => ({
                ...current,
                instruments: [...current.instruments, newLine(uuidv7())],
              }))
            }
          >
            {t`新增器具`}
          </Button>
        </Group>
      )}
      <Textarea
        size="md"
        label={t`随附附件`}
        description={t`随器具交接的电源线、探头、说明书、包装箱等`}
        autosize
        minRows={1}
        maxLength={REGISTRATION_LIMITS.remark}
        value={record.affix ?? ''}
        onChange={(event) => {
          const value = orNull(event.currentTarget.value)
          change(['affix'], (current) => ({ ...current, affix: value }))
        }}
        error={errors.affix}
        disabled={disabled}
        data-field="affix"
      />
      {record.enterId && (
        <InstrumentPickerDialog
          opened={picking}
          tenantId={tenantId}
          customerId={record.enterId}
          picked={picked}
          onAdd={handleAdd}
          onClose={() => setPicking(false)}
        />
      )}
    </Section>
  )
}
