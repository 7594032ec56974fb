import { useState } from 'react'
import { Input, Select, SimpleGrid } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import {
  addressCodeOf,
  addressOf,
  chooseLevel,
  idAt,
  nameAt,
  parentIdOf,
  type AddressCode,
  type AddressLevel,
  type AddressSelection,
} from './address'
import { regionChildrenQuery } from './regionQueries'

export type AddressPickerProps = {
  /** The selection to show (controlled). Without it the picker starts from `areaCode`. */
  value?: AddressSelection
  /** A stored record's code (2, 4, 6 or 9 digits): the levels above are derived from its prefixes. */
  areaCode?: string
  /** The stored path of names (湖南省/长沙市/…), shown until the options have loaded. */
  areaCodeName?: string
  onChange: (selection: AddressSelection & AddressCode) => void
  /** Offer the fourth level (street / township). */
  withStreet?: boolean
  label?: string
  required?: boolean
  error?: string
  disabled?: boolean
}

type LevelSelectProps = {
  level: AddressLevel
  selection: AddressSelection
  label: string
  placeholder: string
  disabled: boolean
  invalid: boolean
  onChoose: (level: AddressLevel, region: { id: string; name: string } | null) => void
}

/** One level: its options are the children of the level above, loaded when that is chosen. */
function LevelSelect({
  level,
  selection,
  label,
  placeholder,
  disabled,
  invalid,
  onChoose,
}: LevelSelectProps) {
  const { t } = useLingui()
  const parentId = parentIdOf(selection, level)
  const query = useQuery({ ...regionChildrenQuery(parentId ?? ''), enabled: parentId !== null })
  const regions = query.data ?? []
  const id = idAt(selection, level)
  // The chosen region before its options arrive (a stored record): shown by its stored name, or its code.
  const data = regions.map((region) => ({ value: region.id, label: region.name }))
  if (id && !regions.some((region) => region.id === id))
    data.unshift({ value: id, label: nameAt(selection, level) || id })
  const empty = parentId === null || (query.isSuccess && regions.length === 0)
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      data={data}
      value={id || null}
      onChange={(value) => {
        const region = regions.find((each) => each.id === value)
        onChoose(level, region ? { id: region.id, name: region.name } : null)
      }}
      searchable
      clearable
      allowDeselect={false}
      disabled={disabled || (empty && !id)}
      error={invalid}
      nothingFoundMessage={query.isFetching ? t`加载中……` : t`暂无数据`}
      comboboxProps={{ withinPortal: true }}
      data-address-level={level}
    />
  )
}

/**
 * The cascading address picker (spec §2, §4): province → city → district → optional street. Each level lists
 * the children of the one above; changing a level clears the levels below it. Emits the selection with
 * areaCode (the deepest chosen code; 43 when nothing is chosen) and areaCodeName (the names, 湖南省 then).
 */
export function AddressPicker({
  value,
  areaCode,
  areaCodeName,
  onChange,
  withStreet = false,
  label,
  required,
  error,
  disabled = false,
}: AddressPickerProps) {
  const { t } = useLingui()
  const [own, setOwn] = useState(() => ({
    code: areaCode ?? '',
    selection: addressOf(areaCode, areaCodeName),
  }))
  // A new stored code from outside (another record, a form reset) replaces the picker's own selection;
  // the code the picker emitted itself comes back unchanged and keeps it.
  let internal = own
  if ((areaCode ?? '') !== own.code) {
    internal = { code: areaCode ?? '', selection: addressOf(areaCode, areaCodeName) }
    setOwn(internal)
  }
  const selection = value ?? internal.selection

  const choose = (level: AddressLevel, region: { id: string; name: string } | null) => {
    const next = chooseLevel(selection, level, region)
    const code = addressCodeOf(next)
    setOwn({ code: code.areaCode, selection: next })
    onChange({ ...next, ...code })
  }

  const levels: { level: AddressLevel; label: string; placeholder: string }[] = [
    { level: 'province', label: t`省份`, placeholder: t`请选择省份` },
    { level: 'city', label: t`城市`, placeholder: t`请选择城市` },
    { level: 'area', label: t`区县`, placeholder: t`请选择区县` },
    ...(withStreet ? [{ level: 'town' as const, label: t`街道`, placeholder: t`请选择街道` }] : []),
  ]

  return (
    <Input.Wrapper label={label} required={required} error={error} data-address-picker>
      <SimpleGrid cols={{ base: 2, sm: levels.length }} spacing="xs" verticalSpacing="xs">
        {levels.map((entry) => (
          <LevelSelect
            key={entry.level}
            level={entry.level}
            selection={selection}
            label={label ? `${label} ${entry.label}` : entry.label}
            placeholder={entry.placeholder}
            disabled={disabled}
            invalid={Boolean(error)}
            onChoose={choose}
          />
        ))}
      </SimpleGrid>
    </Input.Wrapper>
  )
}
