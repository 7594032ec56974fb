import { useState } from 'react'
import { Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { removeDayRoute, routePlanQueries, type DayRoute } from '@/api/routePlans'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { DayRouteForm } from './DayRouteForm'
import { RouteCard } from './RouteCard'
import { useLabToday } from '@/app/useLabToday'

/** Which form is open: none, a new route, or the route being changed. */
type Editing = { route: DayRoute | null } | null

/** 派车: a lab day's routes (a plan, a vehicle, a driver, the day's appointments in order). */
export function DispatchPage() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const today = useLabToday()
  // The day picked, else the lab's today (which the server answers a moment after the page opens).
  const [picked, setPicked] = useState<string | null>(null)
  const date = picked ?? today
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<DayRoute | null>(null)
  const routes = useQuery(routePlanQueries.day(date))
  const remove = useMutation({
    mutationFn: removeDayRoute,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`操作成功` })
      setRemoving(null)
      await queryClient.invalidateQueries({ queryKey: routePlanQueries.days() })
    },
  })
  const removingName = removing?.planName ?? ''
  const taken = new Set(
    (routes.data ?? [])
      .filter((route) => route.id !== editing?.route?.id)
      .flatMap((route) => route.appointments.map((appointment) => appointment.id)),
  )
  const handleDate = (value: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return
    setEditing(null)
    setPicked(value)
  }
  return (
    <Stack gap="sm" p="md" maw={1100} data-dispatch>
      <Group justify="space-between" align="flex-end">
        <Title order={3}>{t`派车`}</Title>
        <Group gap="xs" align="flex-end">
          <TextInput
            type="date"
            label={t`日期`}
            value={date}
            onChange={(event) => handleDate(event.currentTarget.value)}
          />
          <Button onClick={() => setEditing({ route: null })} disabled={editing !== null}>
            {t`新增派车`}
          </Button>
        </Group>
      </Group>
      {editing && (
        <DayRouteForm
          key={editing.route?.id ?? 'new'}
          date={date}
          route={editing.route}
          taken={taken}
          onDone={() => setEditing(null)}
        />
      )}
      {routes.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : (routes.data ?? []).length === 0 ? (
        <Text c="dimmed">{t`当天尚未派车`}</Text>
      ) : (
        (routes.data ?? []).map((route) => (
          <RouteCard
            key={route.id}
            route={route}
            actions={
              <>
                <Button size="xs" variant="light" onClick={() => setEditing({ route })}>
                  {t`修改`}
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => setRemoving(route)}>
                  {t`删除`}
                </Button>
              </>
            }
          />
        ))
      )}
      <ConfirmDialog
        opened={removing !== null}
        message={t`删除路线“${removingName}”的派车？其取件预约可再安排到其他路线。`}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  )
}
