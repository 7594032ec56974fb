import { useState } from 'react'
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { cancelPickup, type PickupAppointment } from '@/api/pickup'
import { useIsOffline } from '@/app/offline/useIsOffline'
import { labDateTime } from '@/domain/labClock'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { PICKUP_STATUS } from '@/domain/pickup'
import { AppointmentStatusBadge } from './AppointmentStatusBadge'
import { bookingFor } from './booking'
import { BookPickupDialog } from './BookPickupDialog'
import classes from './pickup.module.css'
import { pickupQueries } from './queries'

/**
 * 我的预约 (MY_PICKUPS_PATH): a customer books a pickup of her instruments (预约取件) and follows her
 * appointments: booked, accepted by the lab's pickup staff, registered on site, or cancelled. Booking and
 * cancelling need a connection; the list she saw last shows without one.
 */
export function MyPickupsPage() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const offline = useIsOffline()
  const mine = useQuery(pickupQueries.mine())
  const [booking, setBooking] = useState(false)
  const [cancelling, setCancelling] = useState<PickupAppointment | null>(null)
  const cancel = useMutation({
    mutationFn: (id: string) => cancelPickup(id, ''),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`预约已取消` })
      setCancelling(null)
      await queryClient.invalidateQueries({ queryKey: pickupQueries.mine().queryKey })
    },
  })

  const bookings = mine.data?.bookings
  const booker = mine.data?.booker
  const cancellingNo = cancelling?.pickupNo ?? ''
  return (
    <Stack gap="md" className={classes.page}>
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg">
          {t`我的取件预约`}
        </Title>
        <Button size="md" onClick={() => setBooking(true)} disabled={offline || !booker}>
          {t`预约取件`}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t`预约后，实验室取送人员会按约定时间上门取走器具，并在现场为您登记。这里列出您用本账号提交的预约；实验室代您预约的，请向实验室查询。`}
      </Text>
      {offline && (
        <Alert color="yellow" variant="light">
          {t`当前离线：预约和取消需要联网。`}
        </Alert>
      )}
      {bookings === undefined ? (
        mine.isPending && (
          <Center py="xl">
            <Loader />
          </Center>
        )
      ) : bookings.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">{t`还没有取件预约。`}</Text>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm" aria-label={t`我的取件预约`}>
          {bookings.map((appointment) => (
            <MyPickupCard
              key={appointment.id}
              appointment={appointment}
              offline={offline}
              onCancel={() => setCancelling(appointment)}
            />
          ))}
        </SimpleGrid>
      )}
      {booker && (
        <BookPickupDialog
          opened={booking}
          booker={{ kind: 'customer', initial: bookingFor(booker) }}
          onClose={() => setBooking(false)}
        />
      )}
      <ConfirmDialog
        opened={cancelling !== null}
        message={t`确定取消取件预约 ${cancellingNo}？`}
        loading={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id)}
        onCancel={() => setCancelling(null)}
      />
    </Stack>
  )
}

type MyPickupCardProps = { appointment: PickupAppointment; offline: boolean; onCancel: () => void }

function MyPickupCard({ appointment, offline, onCancel }: MyPickupCardProps) {
  const { t } = useLingui()
  const pickupNo = appointment.pickupNo
  const count = appointment.instrumentCount
  const open = appointment.status === PICKUP_STATUS.booked || appointment.status === PICKUP_STATUS.accepted
  const acceptor = appointment.acceptorName ?? ''
  return (
    <Paper withBorder radius="md" p="sm" className={classes.card} data-my-pickup={appointment.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={600}>{t`取件单号 ${pickupNo}`}</Text>
        <AppointmentStatusBadge status={appointment.status} />
      </Group>
      <Text size="sm">
        <Text span fw={700}>
          {labDateTime(appointment.pickupTime).slice(0, 16)}
        </Text>{' '}
        · {plural(count, { one: '器具 # 件', other: '器具 # 件' })}
      </Text>
      <Text size="sm" c="dimmed" className={classes.wrap}>
        {appointment.address}
      </Text>
      {acceptor && appointment.status === PICKUP_STATUS.accepted && (
        <Text size="sm">{t`受理人：${acceptor}`}</Text>
      )}
      {open && (
        <div className={classes.actions}>
          <Button size="md" variant="light" color="red" onClick={onCancel} disabled={offline}>
            {t`取消预约`}
          </Button>
        </div>
      )}
    </Paper>
  )
}
