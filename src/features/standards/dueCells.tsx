import { Badge, Group, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { DueRow } from '@/api/standards/types'
import { localize } from '@/domain/resources'
import { UNUSABLE_LABELS } from '@/domain/standards/validity'
import { MenuPathLink } from '@/features/shared/work/MenuPathLink'
import { useDictLabel } from '@/ui/reference/referenceData'

/** The trace plans' page (someone else's area: linked to, not opened here). */
const TRACE_PLAN_PATH = '/standards/trace-plan'

/** The device's state, and why it may not be used today when it may not. */
export function DeviceStanding({ row }: { row: DueRow }) {
  const { i18n } = useLingui()
  const stateLabel = useDictLabel('DEVICE_STATE')
  return (
    <Group gap={6} wrap="wrap">
      <Text span size="sm">
        {stateLabel(row.status)}
      </Text>
      {row.unusable && (
        <Badge color="red" variant="light" size="sm">
          {localize(UNUSABLE_LABELS[row.unusable], i18n.locale)}
        </Badge>
      )}
    </Group>
  )
}

/** The plan the device is to be traced in, or 未列入计划. */
export function PlanCell({ row }: { row: DueRow }) {
  const { t } = useLingui()
  const planStatus = useDictLabel('PLAN_STATUS')
  if (!row.planId || !row.planCode) {
    return (
      <Text span size="sm" c="orange" data-no-plan>
        {t`未列入计划`}
      </Text>
    )
  }
  return (
    <Group gap={6} wrap="wrap">
      <MenuPathLink href={TRACE_PLAN_PATH}>{row.planCode}</MenuPathLink>
      {row.planStatus !== null && (
        <Text span size="xs" c="dimmed">
          {planStatus(row.planStatus)}
        </Text>
      )}
    </Group>
  )
}
