import { useState } from 'react'
import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { routePlanQueries, saveDayRoute, type DayRoute } from '@/api/routePlans'
import { labClock } from '@/domain/labClock'
import { moveItem, removeItem } from './nodeList'

export type DayRouteFormProps = {
  date: string
  /** The route being changed; none for a new one. */
  route: DayRoute | null
  /** The appointments other routes of the day hold already (not offered again). */
  taken: ReadonlySet<string>
  onDone: () => void
}

/**
 * 派车 of one route: a plan, a vehicle, a driver and the day's appointments in the order they are driven.
 * The server refuses a vehicle, a driver or an appointment already on another route of the day, with why.
 */
export function DayRouteForm({ date, route, taken, onDone }: DayRouteFormProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const plans = useQuery(routePlanQueries.plans())
  const vehicles = useQuery(routePlanQueries.vehicles())
  const drivers = useQuery(routePlanQueries.drivers())
  const appointments = useQuery(routePlanQueries.appointments(date))
  const [planId, setPlanId] = useState(route?.planId ?? '')
  const [vehicleId, setVehicleId] = useState(route?.vehicleId ?? '')
  const [driverUserId, setDriverUserId] = useState(route?.driverUserId ?? '')
  const [chosen, setChosen] = useState<string[]>(route?.appointments.map((item) => item.id) ?? [])
  const [remark, setRemark] = useState(route?.remark ?? '')
  const [checked, setChecked] = useState(false)

  const save = useMutation({
    mutationFn: () =>
      saveDayRoute({
        id: route?.id ?? null,
        routeDate: date,
        planId,
        vehicleId,
        driverUserId,
        appointmentIds: chosen,
        remark: remark.trim() || null,
      }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`操作成功` })
      await queryClient.invalidateQueries({ queryKey: routePlanQueries.days() })
      onDone()
    },
  })

  const byId = new Map((appointments.data ?? []).map((item) => [item.id, item]))
  for (const item of route?.appointments ?? []) if (!byId.has(item.id)) byId.set(item.id, item)
  const describe = (id: string) => {
    const item = byId.get(id)
    return item ? `${labClock(item.pickupTime)} ${item.customerName} · ${item.pickupNo}` : id
  }
  const open = (appointments.data ?? []).filter((item) => item.status === 1 || item.status === 2)
  const remaining = open.filter((item) => !chosen.includes(item.id) && !taken.has(item.id))
  const missing = (value: string) => (checked && value === '' ? t`请选择` : undefined)
  const handleSave = () => {
    setChecked(true)
    if (planId && vehicleId && driverUserId) save.mutate()
  }

  return (
    <Paper withBorder p="sm" radius="md" data-day-route-form>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <Select
            label={t`路线计划`}
            required
            searchable
            data={plans.data ?? []}
            value={planId || null}
            error={missing(planId)}
            onChange={(value) => setPlanId(value ?? '')}
          />
          <Select
            label={t`车辆`}
            required
            searchable
            data={vehicles.data ?? []}
            value={vehicleId || null}
            error={missing(vehicleId)}
            onChange={(value) => setVehicleId(value ?? '')}
          />
          <Select
            label={t`司机`}
            required
            searchable
            data={(drivers.data ?? []).map((driver) => ({ value: driver.id, label: driver.realName }))}
            value={driverUserId || null}
            error={missing(driverUserId)}
            onChange={(value) => setDriverUserId(value ?? '')}
          />
        </SimpleGrid>
        <Select
          label={t`添加取件预约`}
          placeholder={appointments.isSuccess && remaining.length === 0 ? t`当天没有可安排的预约` : t`请选择`}
          searchable
          data={remaining.map((item) => ({ value: item.id, label: describe(item.id) }))}
          value={null}
          onChange={(value) => value && setChosen([...chosen, value])}
        />
        <Stack gap={4} data-chosen-appointments>
          {chosen.map((id, index) => (
            <Group key={id} gap="xs" wrap="nowrap" data-chosen-appointment={byId.get(id)?.pickupNo}>
              <Text size="sm" style={{ flex: 1 }}>
                {index + 1}. {describe(id)}
              </Text>
              <ActionIcon
                variant="subtle"
                aria-label={t`上移`}
                disabled={index === 0}
                onClick={() => setChosen(moveItem(chosen, index, -1))}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t`下移`}
                disabled={index === chosen.length - 1}
                onClick={() => setChosen(moveItem(chosen, index, 1))}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t`移出路线`}
                onClick={() => setChosen(removeItem(chosen, index))}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <TextInput
          label={t`备注`}
          maxLength={500}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t`取消`}
          </Button>
          <Button loading={save.isPending} onClick={handleSave}>
            {t`保存`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
