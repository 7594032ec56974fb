import { useEffect, useMemo, useState } from 'react'
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { acceptPickup, type PickupAppointment } from '@/api/pickup'
import { useIsOffline } from '@/app/offline/useIsOffline'
import { useLiveValue } from '@/app/offline/useLiveValue'
import { observeDrafts, type DraftOwner, type LocalDraft } from '@/offline'
import { AppointmentCard } from './AppointmentCard'
import { BookPickupDialog } from './BookPickupDialog'
import { labClock, labDay } from '@/domain/labClock'
import { DAY_CHOICES, dayOffset, type DayChoice } from './labDay'
import { draftHref } from './paths'
import classes from './pickup.module.css'
import { pickupQueries } from './queries'
import { refreshCustomers } from '@/features/shared/registration/referenceSync'
import { startRegistration } from './startRegistration'
import { useOwner } from './useOwner'
import { useRegistrar } from './useRegistrar'

/**
 * 取件受理 (/appointment-pickup-manage/appointment-pickup/acceptance-index): a day's appointments (cached on
 * the device, so they show offline), 受理 online, 开始登记 turning one into a local registration draft, and
 * 预约取件 to book one for a customer.
 */
export function AcceptancePage() {
  const owner = useOwner()
  if (!owner) return null
  return <Acceptance owner={owner} />
}

const NO_DRAFTS: LocalDraft[] = []

function Acceptance({ owner }: { owner: DraftOwner }) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  const offline = useIsOffline()
  const [now] = useState(() => new Date())
  const [choice, setChoice] = useState<DayChoice>('today')
  const [booking, setBooking] = useState(false)
  const [starting, setStarting] = useState<string | null>(null)
  const registrar = useRegistrar()
  const day = labDay(now, dayOffset(choice))
  const list = useQuery(pickupQueries.day(owner.tenantId, day))
  const draftsLive = useMemo(() => observeDrafts(owner.ownerKey), [owner.ownerKey])
  const drafts = useLiveValue(draftsLive, NO_DRAFTS)
  const draftOf = (appointment: PickupAppointment) =>
    drafts.find((draft) => draft.record.appointmentId === appointment.id)

  const appointments = list.data?.appointments
  // The day's customers and their instruments go onto the device in the background, for registering offline.
  useEffect(() => {
    if (!appointments || list.data?.offline) return
    void refreshCustomers(
      owner.tenantId,
      appointments.flatMap((appointment) => (appointment.customerId ? [appointment.customerId] : [])),
    )
  }, [appointments, list.data?.offline, owner.tenantId])

  const accept = useMutation({
    mutationFn: (id: string) => acceptPickup(id),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`已受理` })
      await queryClient.invalidateQueries({ queryKey: pickupQueries.days() })
    },
  })

  const handleRegister = async (appointment: PickupAppointment) => {
    const existing = draftOf(appointment)
    if (existing) return router.history.push(draftHref(existing.id))
    setStarting(appointment.id)
    try {
      const draft = await startRegistration(owner, appointment, registrar)
      router.history.push(draftHref(draft.id))
    } finally {
      setStarting(null)
    }
  }

  const labels: Record<DayChoice, string> = { yesterday: t`昨天`, today: t`今天`, tomorrow: t`明天` }
  const cachedAt = list.data?.cachedAt
  const updated = cachedAt ? labClock(cachedAt) : ''
  return (
    <Stack gap="md" className={classes.page}>
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg">
          {t`取件受理`}
        </Title>
        <Button size="md" onClick={() => setBooking(true)} disabled={offline}>
          {t`预约取件`}
        </Button>
      </Group>
      <SegmentedControl
        size="md"
        fullWidth
        value={choice}
        onChange={(value) => setChoice(value as DayChoice)}
        data={DAY_CHOICES.map((value) => ({ value, label: labels[value] }))}
        aria-label={t`日期`}
      />
      <Text size="sm" c="dimmed">
        {new Intl.DateTimeFormat(i18n.locale === 'zh' ? 'zh-CN' : 'en-GB', {
          dateStyle: 'full',
          timeZone: 'UTC',
        }).format(new Date(`${day}T00:00:00Z`))}
      </Text>
      {/* Offline, what shows is the last copy from the server, whether read from the device or still in memory. */}
      {list.data && (list.data.offline || offline) && (
        <Alert color="yellow" data-offline-data>
          {cachedAt ? t`离线数据，更新于 ${updated}` : t`离线中，本设备上没有这一天的预约`}
        </Alert>
      )}
      {list.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : list.isError ? (
        <Alert color="red">{t`预约列表加载失败`}</Alert>
      ) : appointments && appointments.length > 0 ? (
        <SimpleGrid
          cols={{ base: 1, md: 2, lg: 3 }}
          spacing="sm"
          verticalSpacing="sm"
          aria-label={t`预约列表`}
        >
          {appointments.map((appointment) => (
            <AppointmentCard
              key={appointment.id}
              appointment={appointment}
              draft={draftOf(appointment)}
              offline={offline}
              accepting={accept.isPending && accept.variables === appointment.id}
              registering={starting === appointment.id}
              onAccept={() => accept.mutate(appointment.id)}
              onRegister={() => void handleRegister(appointment)}
            />
          ))}
        </SimpleGrid>
      ) : (
        !list.data?.offline && (
          <Center py="xl">
            <Text c="dimmed">{t`这一天没有取件预约`}</Text>
          </Center>
        )
      )}
      <BookPickupDialog
        opened={booking}
        booker={{ kind: 'staff', tenantId: owner.tenantId }}
        onClose={() => setBooking(false)}
      />
    </Stack>
  )
}
