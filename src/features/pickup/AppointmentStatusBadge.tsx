import { Badge } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { PICKUP_STATUS } from '@/domain/pickup'
import classes from './pickup.module.css'

const STATUS_COLOR: Record<number, string> = { 0: 'gray', 1: 'blue', 2: 'orange', 3: 'green' }

/** An appointment's state as staff and customers read it: 待受理, 已受理, 已登记 or 已取消. */
export function AppointmentStatusBadge({ status }: { status: number }) {
  const { t } = useLingui()
  const labels: Record<number, string> = {
    [PICKUP_STATUS.cancelled]: t`已取消`,
    [PICKUP_STATUS.booked]: t`待受理`,
    [PICKUP_STATUS.accepted]: t`已受理`,
    [PICKUP_STATUS.registered]: t`已登记`,
  }
  return (
    <Badge
      color={STATUS_COLOR[status] ?? 'gray'}
      variant="light"
      tt="none"
      size="lg"
      className={classes.badge}
      data-appointment-status={status}
    >
      {labels[status] ?? String(status)}
    </Badge>
  )
}
