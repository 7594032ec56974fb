import type { ReactNode } from 'react'
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { DayRoute } from '@/api/routePlans'
import { labClock } from '@/domain/labClock'
import { useDictLabel } from '@/ui/reference/referenceData'

export type RouteCardProps = { route: DayRoute; actions?: ReactNode }

/** A tap-to-call link for a phone number, large enough for a finger on a tablet. */
function PhoneLink({ phone }: { phone: string | null }) {
  const { t } = useLingui()
  if (!phone) return null
  return (
    <Anchor href={`tel:${phone}`} fw={500} aria-label={t`拨打 ${phone}`}>
      {phone}
    </Anchor>
  )
}

/** A day's route: plan, vehicle, driver, then the plan's nodes and the appointments, each in order. */
export function RouteCard({ route, actions }: RouteCardProps) {
  const { t } = useLingui()
  const attributeLabel = useDictLabel('nodeAttribute')
  const typeLabel = useDictLabel('routeplan_type')
  const plate = route.plateNumber
  const driver = route.driverName
  return (
    <Paper withBorder radius="md" p="sm" data-day-route={route.id}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Title order={4} fz="md">
            {route.planName}
          </Title>
          <Text size="sm" c="dimmed">
            {typeLabel(route.routeplanType)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge variant="light">{t`车辆 ${plate}`}</Badge>
          <Badge variant="light" color="grape">{t`司机 ${driver}`}</Badge>
          {actions}
        </Group>
      </Group>
      {route.remark && <Text size="sm">{route.remark}</Text>}
      <Title order={5} fz="sm" mt="sm" mb={4}>
        {t`路线节点`}
      </Title>
      {route.nodes.length === 0 && <Text size="sm" c="dimmed">{t`尚未设置节点`}</Text>}
      <Stack gap={4} component="ol" style={{ margin: 0, paddingInlineStart: '1.4em' }}>
        {route.nodes.map((node) => (
          <li key={node.id} data-route-node-seq={node.seq}>
            <Text size="sm" span fw={600}>
              {node.name}
            </Text>{' '}
            <Text size="xs" span c="dimmed">
              {attributeLabel(node.nodeAttribute)}
            </Text>
            <Text size="sm">
              {[node.areaCodeName, node.address].filter(Boolean).join(' ')} {node.contact}{' '}
              <PhoneLink phone={node.phone} />
            </Text>
          </li>
        ))}
      </Stack>
      <Title order={5} fz="sm" mt="sm" mb={4}>
        {t`取件预约`}
      </Title>
      {route.appointments.length === 0 && <Text size="sm" c="dimmed">{t`尚未安排取件预约`}</Text>}
      <Stack gap={4} component="ol" style={{ margin: 0, paddingInlineStart: '1.4em' }}>
        {route.appointments.map((appointment) => (
          <li key={appointment.id} data-route-appointment={appointment.pickupNo}>
            <Text size="sm" span fw={600}>
              {labClock(appointment.pickupTime)} {appointment.customerName}
            </Text>{' '}
            <Text size="xs" span c="dimmed">
              {appointment.pickupNo}
            </Text>
            <Text size="sm">
              {appointment.address} {appointment.contactName} <PhoneLink phone={appointment.contactPhone} />
            </Text>
          </li>
        ))}
      </Stack>
    </Paper>
  )
}
