import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useDictLabel } from '@/ui/reference/referenceData'
import type { LeaveDetail } from '@/features/shared/work/api'
import { formatDays, formatLabTime, processName } from '@/features/shared/work/format'
import { StatusBadge } from '@/features/shared/work/StatusBadge'

export type LeaveSummaryProps = { detail: LeaveDetail }

/** A leave request: who, which kind, from when to when, how many days, why, and its state. */
export function LeaveSummary({ detail }: LeaveSummaryProps) {
  const { t, i18n } = useLingui()
  const leaveTypeLabel = useDictLabel('leave_type')
  const { leave, process } = detail
  const typeLabel = leaveTypeLabel(leave.leaveType) || leave.leaveTypeName || leave.leaveType
  const facts = [
    { label: t`申请人`, value: leave.userName },
    { label: t`部门`, value: leave.deptName || '—' },
    { label: t`请假类型`, value: typeLabel },
    { label: t`请假天数`, value: formatDays(leave.days) },
    { label: t`开始时间`, value: formatLabTime(leave.startTime, i18n.locale) },
    { label: t`结束时间`, value: formatLabTime(leave.endTime, i18n.locale) },
    { label: t`提交时间`, value: formatLabTime(process.startTime ?? leave.createTime, i18n.locale) },
  ]
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz="lg">
          {processName(process.processDefinitionKey, process.processDefinitionName, i18n)}
        </Title>
        <StatusBadge status={leave.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        {facts.map((fact) => (
          <Stack key={fact.label} gap={2}>
            <Text size="xs" c="dimmed">
              {fact.label}
            </Text>
            <Text size="sm">{fact.value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Stack gap={2} mt="md">
        <Text size="xs" c="dimmed">
          {t`请假事由`}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {leave.reason}
        </Text>
      </Stack>
    </Card>
  )
}
