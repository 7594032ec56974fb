import { TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { RegistrationDraft } from '@/domain/registration/draft'
import { AddressPicker, type AddressSelection } from '@/ui/address'
import { orNull, Section, type SectionProps } from './Section'

const selectionOf = (record: RegistrationDraft): AddressSelection => ({
  provinceId: record.provinceid ?? '',
  provinceName: record.provinceName ?? '',
  cityId: record.cityid ?? '',
  cityName: record.cityName ?? '',
  areaId: record.areaid ?? '',
  areaName: record.areaName ?? '',
  townId: '',
  townName: '',
})

/** 地址: province, city and district with the address picker (the draft has no street level), then the rest. */
export function AddressSection({ record, disabled, errors, change }: SectionProps) {
  const { t } = useLingui()
  const handleRegion = (selection: AddressSelection) =>
    change(['provinceid', 'cityid', 'areaid'], (current) => ({
      ...current,
      provinceid: selection.provinceId || null,
      provinceName: selection.provinceName || null,
      cityid: selection.cityId || null,
      cityName: selection.cityName || null,
      areaid: selection.areaId || null,
      areaName: selection.areaName || null,
    }))
  return (
    <Section id="address" title={t`地址信息`}>
      <AddressPicker
        label={t`所在地区`}
        value={selectionOf(record)}
        onChange={handleRegion}
        disabled={disabled}
        error={errors.provinceid ?? errors.cityid ?? errors.areaid}
      />
      <TextInput
        size="md"
        label={t`详细地址`}
        value={record.address ?? ''}
        onChange={(event) => {
          const value = orNull(event.currentTarget.value)
          change(['address'], (current) => ({ ...current, address: value }))
        }}
        error={errors.address}
        disabled={disabled}
        maxLength={200}
        data-field="address"
      />
    </Section>
  )
}
