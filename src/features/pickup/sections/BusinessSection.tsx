import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useDict } from '@/app/startup/useDict'
import { REGISTRATION_LIMITS } from '@/domain/registration/draft'
import type { DraftOwner } from '@/offline'
import { DateField } from '@/ui/dates/DateField'
import { orNull, Section, setter, type SectionProps } from '@/features/shared/registration/Section'
import { SpotPlanSelect } from './SpotPlanSelect'

/**
 * 业务: the pickup appointment it fulfils (取件计划), business type (dictionary order-business-type), wished
 * test date, the business staff in charge, a scanned business number, temporary registration, returned on site.
 */
export function BusinessSection(props: SectionProps & { owner: DraftOwner }) {
  const { record, disabled, errors, change } = props
  const { t } = useLingui()
  const types = useDict('order-business-type')
  const set = setter(change)
  const data = types.map((option) => ({ value: option.key, label: option.label }))
  // A stored value the dictionary does not list (yet, offline) still shows.
  if (record.bussinessType && !data.some((option) => option.value === record.bussinessType))
    data.push({ value: record.bussinessType, label: record.bussinessType })
  // A typed name is somebody else than the member of staff the draft named: the link to her goes.
  const handleStaffName = (name: string | null) =>
    change(['businessStaffName', 'businessStaffId'], (current) => ({
      ...current,
      businessStaffName: name,
      businessStaffId: name === current.businessStaffName ? current.businessStaffId : null,
    }))
  return (
    <Section id="business" title={t`业务`}>
      <SpotPlanSelect {...props} />
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
        <DateField
          size="md"
          label={t`期望检测日期`}
          placeholder={t`请选择日期`}
          clearable
          value={record.hopeTestDate ?? ''}
          onChange={(next) => set('hopeTestDate', orNull(next))}
          error={errors.hopeTestDate}
          disabled={disabled}
          data-field="hopeTestDate"
        />
        <TextInput
          size="md"
          label={t`业务员`}
          value={record.businessStaffName ?? ''}
          onChange={(event) => handleStaffName(orNull(event.currentTarget.value))}
          error={errors.businessStaffName}
          disabled={disabled}
          maxLength={REGISTRATION_LIMITS.code}
          data-field="businessStaffName"
        />
        <TextInput
          size="md"
          label={t`扫码单号`}
          description={t`可用扫码枪或键盘录入`}
          value={record.scanBusinessId ?? ''}
          onChange={(event) => set('scanBusinessId', orNull(event.currentTarget.value.trim()))}
          // A scanner ends its code with Enter: it must not reach anything else on the page.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault()
          }}
          error={errors.scanBusinessId}
          disabled={disabled}
          maxLength={REGISTRATION_LIMITS.code}
          autoComplete="off"
          data-field="scanBusinessId"
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
