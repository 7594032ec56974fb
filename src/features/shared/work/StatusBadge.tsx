import { Badge } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { processStatusColor, processStatusLabel, type ProcessStatus } from '@/features/shared/work/format'

/** The state of a request: 审批中, 已通过, 已驳回, 已撤回. */
export function StatusBadge({ status }: { status: ProcessStatus }) {
  const { i18n } = useLingui()
  return (
    <Badge color={processStatusColor(status)} variant="light" tt="none">
      {processStatusLabel(status, i18n)}
    </Badge>
  )
}
