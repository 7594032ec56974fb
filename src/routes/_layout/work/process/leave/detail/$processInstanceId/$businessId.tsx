import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LeaveDetailPage } from '@/features/work/LeaveDetailPage'

/** A leave request and its history (spec §2 leave workflow). */
export const Route = createFileRoute('/_layout/work/process/leave/detail/$processInstanceId/$businessId')({
  staticData: { title: () => t`请假详情` },
  component: LeaveDetailRoute,
})

function LeaveDetailRoute() {
  const params = Route.useParams()
  return <LeaveDetailPage {...params} />
}
