import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useDict } from '@/app/startup/useDict'
import { orNull, Section, setter, type SectionProps } from './Section'

/** 业务: business type (dictionary business_type), temporary registration, wished test date, returned on site. */
export function BusinessSection({ record, disabled, errors, change }: SectionProps) {
  const { t } = useLingui()
  const types = useDict('business_type')
  const set = setter(change)
  const data = types.map((option) => ({ value: option.key, label: option.label }))
  // A stored value the dictionary does not list (yet, offline) still shows.
  if (record.bussinessType && !data.some((option) => option.value === record.bussinessType))
    data.push({ value: record.bussinessType, label: record.bussinessType })
  return (
    <Section id="business" title={t`业务`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <Select
          size="md"
          label={t`业务类型`}
          data={data}
          value={record.bussinessType || null}
          onChange={(value) => set('bussinessType', value ?? '1')}
          allowDeselect={false}
          disabled={disabled}
          error={errors.bussinessType}
          comboboxProps={{ withinPortal: true }}
          data-field="bussinessType"
        />
        <TextInput
          size="md"
          type="date"
          label={t`期望检测日期`}
          value={record.hopeTestDate ?? ''}
          onChange={(event) => set('hopeTestDate', orNull(event.currentTarget.value))}
          error={errors.hopeTestDate}
          disabled={disabled}
          data-field="hopeTestDate"
        />
      </SimpleGrid>
      <Switch
        size="md"
        label={t`临时登记`}
        checked={record.isTemp === 1}
        onChange={(event) => set('isTemp', event.currentTarget.checked ? 1 : 0)}
        disabled={disabled}
      />
      <Switch
        size="md"
        label={t`现场返还`}
        description={t`检测后在现场归还器具`}
        checked={record.isSpotBack === 1}
        onChange={(event) => set('isSpotBack', event.currentTarget.checked ? 1 : 0)}
        disabled={disabled}
      />
    </Section>
  )
}
