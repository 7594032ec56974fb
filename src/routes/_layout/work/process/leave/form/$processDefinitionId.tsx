import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LeaveFormPage } from '@/features/work/LeaveFormPage'

/** The leave request form (spec §2 leave workflow). */
export const Route = createFileRoute('/_layout/work/process/leave/form/$processDefinitionId')({
  staticData: { title: () => t`请假申请` },
  component: LeaveFormRoute,
})

function LeaveFormRoute() {
  const { processDefinitionId } = Route.useParams()
  return <LeaveFormPage processDefinitionId={processDefinitionId} />
}
