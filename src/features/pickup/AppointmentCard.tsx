import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { PickupAppointment } from '@/api/pickup'
import type { LocalDraft } from '@/offline'
import { labClock } from '@/domain/labClock'
import { PICKUP_STATUS } from '@/domain/pickup'
import { AppointmentStatusBadge } from './AppointmentStatusBadge'
import classes from './pickup.module.css'

export type AppointmentCardProps = {
  appointment: PickupAppointment
  /** This user's draft for the appointment on this device, if any. */
  draft: LocalDraft | undefined
  offline: boolean
  accepting: boolean
  /** 开始登记 is creating the draft (and caching the customer). */
  registering: boolean
  onAccept: () => void
  onRegister: () => void
}

/** One appointment: customer, time, pickup number, instruments, contact (tap to call), address, actions. */
export function AppointmentCard({
  appointment,
  draft,
  offline,
  accepting,
  registering,
  onAccept,
  onRegister,
}: AppointmentCardProps) {
  const { t } = useLingui()
  const time = labClock(appointment.pickupTime)
  const pickupNo = appointment.pickupNo
  const count = appointment.instrumentCount
  const phone = appointment.contactPhone
  const booked = appointment.status === PICKUP_STATUS.booked
  const open = booked || appointment.status === PICKUP_STATUS.accepted
  const acceptor = appointment.acceptorName ?? ''
  return (
    <Paper withBorder radius="md" p="sm" className={classes.card} data-appointment={appointment.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={600} className={classes.wrap}>
          {appointment.customerName}
        </Text>
        <AppointmentStatusBadge status={appointment.status} />
      </Group>
      <Text size="sm">
        <Text span fw={700} fz="lg">
          {time}
        </Text>{' '}
        · {t`取件单号 ${pickupNo}`} · {plural(count, { one: '器具 # 件', other: '器具 # 件' })}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{appointment.contactName}</Text>
        {phone && (
          <Anchor
            href={`tel:${phone}`}
            size="md"
            fw={500}
            className={classes.tel}
            aria-label={t`拨打 ${phone}`}
          >
            {phone}
          </Anchor>
        )}
      </Group>
      <Text size="sm" c="dimmed" className={classes.wrap}>
        {appointment.address}
      </Text>
      {acceptor && appointment.status === PICKUP_STATUS.accepted && (
        <Text size="xs" c="dimmed">
          {t`受理人：${acceptor}`}
        </Text>
      )}
      {appointment.remark && (
        <Text size="sm" className={classes.wrap}>
          {t`备注：`}
          {appointment.remark}
        </Text>
      )}
      <Stack gap={4} mt="auto">
        <div className={classes.actions}>
          {booked && (
            <Button size="md" variant="light" onClick={onAccept} disabled={offline} loading={accepting}>
              {t`受理`}
            </Button>
          )}
          {draft ? (
            <Button size="md" onClick={onRegister}>
              {draft.syncState === 'sent' ? t`查看登记` : t`继续登记`}
            </Button>
          ) : (
            open && (
              <Button size="md" onClick={onRegister} loading={registering}>
                {t`开始登记`}
              </Button>
            )
          )}
        </div>
        {booked && offline && (
          <Text size="xs" c="dimmed">
            {t`受理需要联网，离线时可先开始登记`}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
