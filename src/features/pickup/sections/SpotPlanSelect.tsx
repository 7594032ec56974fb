import { useMemo } from 'react'
import { Select } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useLiveValue } from '@/app/offline/useLiveValue'
import { observeTenantAppointments, type CachedAppointment } from '@/offline'
import { withAppointment, withoutAppointment } from '../prefill'
import { spotPlanOptions } from '../spotPlans'
import type { SectionProps } from './Section'

/** The fields choosing or clearing a plan may change (a refusal about them is then hidden). */
const PLAN_FIELDS = [
  'appointmentId',
  'busSpotPlan',
  'enterName',
  'enterId',
  'applicant',
  'mobile',
  'phone',
  'address',
  'provinceid',
  'cityid',
  'areaid',
] as const

/**
 * 取件计划: the pickup appointment this registration fulfils (spec busSpotPlan), chosen among the appointments
 * on the device, so it works offline; a draft started from 开始登记 has its appointment already.
 */
export function SpotPlanSelect({
  record,
  disabled,
  errors,
  change,
  tenantId,
}: SectionProps & { tenantId: string }) {
  const { t } = useLingui()
  const observable = useMemo(() => observeTenantAppointments(tenantId), [tenantId])
  const rows = useLiveValue<CachedAppointment[]>(observable, [])
  const options = spotPlanOptions(rows, record)
  const value = record.busSpotPlan?.id ?? record.appointmentId

  const handleChange = (id: string | null) => {
    const appointment = options.find((option) => option.value === id)?.appointment
    if (id === null) change(PLAN_FIELDS, withoutAppointment)
    else if (appointment) change(PLAN_FIELDS, (current) => withAppointment(current, appointment))
  }

  return (
    <Select
      size="md"
      label={t`取件计划`}
      placeholder={options.length === 0 ? t`本设备上没有待登记的取件预约` : t`选择取件预约`}
      data={options.map(({ value: id, label }) => ({ value: id, label }))}
      value={value}
      onChange={handleChange}
      clearable
      clearButtonProps={{ 'aria-label': t`不关联取件预约` }}
      searchable
      nothingFoundMessage={t`没有匹配的取件预约`}
      disabled={disabled}
      error={errors.busSpotPlan ?? errors.appointmentId}
      comboboxProps={{ withinPortal: true }}
      data-field="busSpotPlan"
    />
  )
}
