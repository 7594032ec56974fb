import { Select } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { standardsQueries } from '@/api/standards/queries'

export type ProcedureSelectProps = {
  /** STANDARD_FILE_TYPE of the procedures offered: 3 自校规程, 4 期间核查规程. */
  kind: number
  label: string
  required?: boolean
  error?: string
  /** The chosen version's id, '' for none. */
  value: string
  onChange: (versionId: string) => void
}

/** A version of one of the lab's procedures (文件编号 名称 V版本), as a result or a check names what it followed. */
export function ProcedureSelect({ kind, label, required, error, value, onChange }: ProcedureSelectProps) {
  const { t } = useLingui()
  const procedures = useQuery(standardsQueries.procedures(kind))
  const data = (procedures.data ?? []).map((procedure) => ({
    value: procedure.versionId,
    label: `${procedure.code} ${procedure.name} V${procedure.version}`,
  }))
  return (
    <Select
      label={label}
      required={required}
      error={error}
      placeholder={t`请选择`}
      searchable
      clearable
      nothingFoundMessage={procedures.isPending ? t`加载中…` : t`没有可用的规程`}
      comboboxProps={{ withinPortal: true }}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  )
}
