import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LeaveHandlePage } from '@/features/work/LeaveHandlePage'

/** An approver handles a leave request (spec §2 leave workflow). */
export const Route = createFileRoute(
  '/_layout/work/process/leave/handle/$taskId/$processInstanceId/$businessId',
)({
  staticData: { title: () => t`请假审批` },
  component: LeaveHandleRoute,
})

function LeaveHandleRoute() {
  const params = Route.useParams()
  return <LeaveHandlePage {...params} />
}
