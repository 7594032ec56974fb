import { useMemo, useState } from 'react'
import { MultiSelect, Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { standardsQueries, type DeviceOption } from '@/api/standards/queries'

/** What the server answers for the typed text, with the chosen devices kept among the options. */
function useDeviceOptions(search: string, chosen: readonly DeviceOption[]) {
  const [term] = useDebouncedValue(search, 250)
  const found = useQuery({ ...standardsQueries.deviceOptions(term), placeholderData: keepPreviousData })
  const data = useMemo(() => {
    const listed = found.data ?? []
    const seen = new Set(listed.map((option) => option.value))
    return [...chosen.filter((option) => !seen.has(option.value)), ...listed]
  }, [found.data, chosen])
  return { data, loading: found.isFetching }
}

export type DeviceSelectProps = {
  label: string
  required?: boolean
  error?: string
  /** The chosen device's id, '' for none. */
  value: string
  onChange: (id: string) => void
}

/** One standard device, found by its name (the options read 名称 · 出厂编号). */
export function DeviceSelect({ label, required, error, value, onChange }: DeviceSelectProps) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const [picked, setPicked] = useState<DeviceOption[]>([])
  const options = useDeviceOptions(search, picked)
  return (
    <Select
      label={label}
      required={required}
      error={error}
      placeholder={t`输入名称搜索`}
      searchable
      clearable
      filter={({ options: all }) => all}
      nothingFoundMessage={options.loading ? t`加载中…` : t`无匹配标准器`}
      comboboxProps={{ withinPortal: true }}
      data={options.data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setPicked(option ? [{ value: option.value, label: option.label }] : [])
        onChange(next ?? '')
      }}
    />
  )
}

export type DeviceMultiSelectProps = {
  label: string
  /** The devices chosen, with their labels. */
  value: readonly DeviceOption[]
  onChange: (devices: DeviceOption[]) => void
}

/** Several standard devices (those a measurement standard is made of). */
export function DeviceMultiSelect({ label, value, onChange }: DeviceMultiSelectProps) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const options = useDeviceOptions(search, value)
  const byId = new Map(options.data.map((option) => [option.value, option]))
  return (
    <MultiSelect
      label={label}
      placeholder={t`输入名称搜索`}
      searchable
      clearable
      filter={({ options: all }) => all}
      nothingFoundMessage={options.loading ? t`加载中…` : t`无匹配标准器`}
      comboboxProps={{ withinPortal: true }}
      data={options.data}
      value={value.map((option) => option.value)}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(ids) => onChange(ids.map((id) => byId.get(id)).filter((option) => option !== undefined))}
    />
  )
}
