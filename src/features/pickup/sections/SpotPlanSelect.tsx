import { useMemo } from 'react'
import { Select, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useLiveValue } from '@/app/offline/useLiveValue'
import {
  observeDrafts,
  observeTenantAppointments,
  type CachedAppointment,
  type DraftOwner,
  type LocalDraft,
} from '@/offline'
import { withAppointment, withoutAppointment } from '@/features/shared/registration/prefill'
import { spotPlanOptions } from '../spotPlans'
import type { SectionProps } from '@/features/shared/registration/Section'

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
  owner,
}: SectionProps & { owner: DraftOwner }) {
  const { t } = useLingui()
  const appointmentsLive = useMemo(() => observeTenantAppointments(owner.tenantId), [owner.tenantId])
  const rows = useLiveValue<CachedAppointment[]>(appointmentsLive, [])
  const draftsLive = useMemo(() => observeDrafts(owner.ownerKey), [owner.ownerKey])
  const drafts = useLiveValue<LocalDraft[]>(draftsLive, [])
  const taken = new Set(
    drafts.flatMap((draft) =>
      draft.id !== record.id && draft.record.appointmentId ? [draft.record.appointmentId] : [],
    ),
  )
  const options = spotPlanOptions(rows, record, taken)
  const value = record.busSpotPlan?.id ?? record.appointmentId
  const chosen = options.find((option) => option.value === value)?.appointment
  // The appointment's customer is a known one, and the draft names another: most likely the wrong plan.
  const otherCustomer = Boolean(chosen?.customerId && record.enterId && chosen.customerId !== record.enterId)

  const handleChange = (id: string | null) => {
    const appointment = options.find((option) => option.value === id)?.appointment
    if (id === null) change(PLAN_FIELDS, withoutAppointment)
    else if (appointment) change(PLAN_FIELDS, (current) => withAppointment(current, appointment))
  }

  return (
    <>
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
      {otherCustomer && (
        <Text size="sm" c="orange" role="status" data-field="busSpotPlanWarning">
          {t`该取件预约的客户与本登记的客户不同，请确认`}
        </Text>
      )}
    </>
  )
}
