import { useMemo } from 'react'
import { MultiSelect, Select, SimpleGrid } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { fetchProcedures, fetchUsableDevices, fetchUsableStandards, type PickerDevice } from '@/api/labWork'
import { localize } from '@/domain/resources'
import { UNUSABLE_LABELS } from '@/domain/standards/validity'
import { useDict, useDictLabel } from '@/ui/reference/referenceData'

/** What a result records of its standards, as chosen ('' for none). */
export type StandardsDraft = {
  measurand: string
  deviceIds: string[]
  measuringStandardIds: string[]
  procedureVersionId: string
}

export type ResultStandardsFieldsProps = {
  /** The test item's name: a measurement standard must list it among its abilities. */
  itemName: string
  value: StandardsDraft
  onChange: (change: Partial<StandardsDraft>) => void
}

const rangeOf = (device: PickerDevice): string => {
  if (device.rangeMin === null && device.rangeMax === null) return ''
  return `${device.rangeMin ?? ''}–${device.rangeMax ?? ''} ${device.rangeUnit ?? ''}`.trim()
}

/**
 * The measured quantity and the standards of a result: every live device is offered, one that cannot be
 * used today (its state, its validity) or measures another quantity shown disabled with the reason; a
 * measurement standard that does not cover the item likewise. The server checks each again, with the range
 * and the accuracy (TUR), when the result is saved.
 */
export function ResultStandardsFields({ itemName, value, onChange }: ResultStandardsFieldsProps) {
  const { t, i18n } = useLingui()
  const quantities = useDict('measure_quantity')
  const quantityLabel = useDictLabel('measure_quantity')
  const devices = useQuery({ queryKey: ['lab-work', 'devices'], queryFn: fetchUsableDevices })
  const standards = useQuery({ queryKey: ['lab-work', 'measuring-standards'], queryFn: fetchUsableStandards })
  const procedures = useQuery({ queryKey: ['lab-work', 'procedures'], queryFn: fetchProcedures })

  const otherQuantity = t`测量参量不符`
  const validUntilLabel = t`有效期至`
  const deviceOptions = useMemo(
    () =>
      (devices.data ?? []).map((device) => {
        const facts = [
          device.measurand ? quantityLabel(device.measurand) : '',
          rangeOf(device),
          device.mpe ? `MPE ±${device.mpe}` : '',
          `${validUntilLabel} ${device.validUntil}`,
        ].filter(Boolean)
        const reason = device.unusable
          ? localize(UNUSABLE_LABELS[device.unusable], i18n.locale)
          : value.measurand && device.measurand !== value.measurand
            ? otherQuantity
            : null
        const name = `${device.name} ${device.model ?? ''}`.trim()
        return {
          value: device.id,
          label: `${name}（${facts.join('，')}）${reason ? ` — ${reason}` : ''}`,
          disabled: reason !== null && !value.deviceIds.includes(device.id),
        }
      }),
    [
      devices.data,
      quantityLabel,
      value.measurand,
      value.deviceIds,
      i18n.locale,
      otherQuantity,
      validUntilLabel,
    ],
  )

  const notCovering = t`未开展该检测项目`
  const standardOptions = useMemo(
    () =>
      (standards.data ?? []).map((standard) => {
        const covers = standard.abilities.includes(itemName.trim())
        return {
          value: standard.id,
          label: `${standard.name}（${standard.certificateNo}，${standard.validUntil}）${covers ? '' : ` — ${notCovering}`}`,
          disabled: !covers && !value.measuringStandardIds.includes(standard.id),
        }
      }),
    [standards.data, itemName, value.measuringStandardIds, notCovering],
  )

  const procedureOptions = (procedures.data ?? []).map(({ versionId, code, name, version }) => ({
    value: versionId,
    label: t`${code} ${name}（第 ${version} 版）`,
  }))
  // A version recorded earlier stays shown even when its document is no longer offered.
  if (
    value.procedureVersionId &&
    !procedureOptions.some((option) => option.value === value.procedureVersionId)
  )
    procedureOptions.push({ value: value.procedureVersionId, label: t`已记录的文件版本` })

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t`被测参量`}
          placeholder={t`请选择`}
          description={t`使用标准器时必填，标准器须测量同一参量`}
          data={quantities.map((option) => ({ value: option.key, label: option.label }))}
          value={value.measurand || null}
          onChange={(next) => onChange({ measurand: next ?? '' })}
          comboboxProps={{ withinPortal: true }}
          searchable
          clearable
        />
        <Select
          label={t`作业文件（版本）`}
          placeholder={procedureOptions.length > 0 ? t`选择所依据的本实验室文件` : t`暂无在用的文件`}
          data={procedureOptions}
          value={value.procedureVersionId || null}
          onChange={(next) => onChange({ procedureVersionId: next ?? '' })}
          disabled={procedureOptions.length === 0}
          comboboxProps={{ withinPortal: true }}
          searchable
          clearable
        />
      </SimpleGrid>
      <MultiSelect
        label={t`使用的计量标准器`}
        placeholder={t`选择标准器`}
        data={deviceOptions}
        value={value.deviceIds}
        onChange={(deviceIds) => onChange({ deviceIds })}
        comboboxProps={{ withinPortal: true }}
        searchable
      />
      <MultiSelect
        label={t`使用的计量标准`}
        placeholder={standardOptions.length > 0 ? t`选择计量标准` : t`暂无可用的计量标准`}
        description={t`计量标准的标准器同样须适用于本检测项目`}
        data={standardOptions}
        value={value.measuringStandardIds}
        onChange={(measuringStandardIds) => onChange({ measuringStandardIds })}
        comboboxProps={{ withinPortal: true }}
        searchable
      />
    </>
  )
}
