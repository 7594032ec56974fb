import { Select } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { standardsQueries } from '@/api/standards/queries'

export type PlanLineSelectProps = {
  deviceId: string
  value: string
  onChange: (lineId: string) => void
}

/** The line of a traceability plan a result fulfils (optional): the device's open lines. */
export function PlanLineSelect({ deviceId, value, onChange }: PlanLineSelectProps) {
  const { t } = useLingui()
  const lines = useQuery({ ...standardsQueries.openLines(deviceId), enabled: deviceId !== '' })
  const data = (lines.data ?? []).map((line) => ({
    value: line.lineId,
    label: line.plannedDate ? `${line.planCode}（${line.plannedDate}）` : line.planCode,
  }))
  return (
    <Select
      label={t`溯源计划`}
      description={deviceId ? undefined : t`先选择标准器`}
      placeholder={data.length === 0 && deviceId ? t`无未完成的计划` : t`不关联计划`}
      clearable
      disabled={deviceId === ''}
      comboboxProps={{ withinPortal: true }}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  )
}
