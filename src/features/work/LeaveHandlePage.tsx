import { Alert, Center, Loader, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { errorMessage } from '@/ui/errors/errorMessage'
import { LeaveHistory } from './LeaveHistory'
import { LeaveSummary } from './LeaveSummary'
import { MenuPathLink } from '@/features/shared/work/MenuPathLink'
import { workQueries } from '@/features/shared/work/queries'
import { TaskDecisionForm } from './TaskDecisionForm'

export type LeaveHandlePageProps = { taskId: string; processInstanceId: string; businessId: string }

/**
 * /work/process/leave/handle/{taskId}/{processInstanceId}/{businessId}: the approver reads the request and its
 * history and approves or rejects it with a comment.
 */
export function LeaveHandlePage({ taskId, processInstanceId, businessId }: LeaveHandlePageProps) {
  const { t, i18n } = useLingui()
  const detail = useQuery(workQueries.leave(businessId, processInstanceId))

  if (!detail.data) {
    return (
      <Center py="xl">
        {detail.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(detail.error, i18n)}
          </Alert>
        ) : (
          <Loader />
        )}
      </Center>
    )
  }

  const waitsForMe = detail.data.canHandle && detail.data.currentTaskId === taskId
  const outcome = {
    approved: t`该申请已通过。`,
    rejected: t`该申请已驳回。`,
    cancelled: t`申请人已撤回该申请。`,
    running: t`该任务已处理，无需再次审批。`,
  }[detail.data.leave.status]
  return (
    <Stack gap="md" maw={960} mx="auto">
      <LeaveSummary detail={detail.data} />
      {waitsForMe ? (
        <TaskDecisionForm taskId={taskId} />
      ) : (
        <Alert color="gray" variant="light" role="status">
          <Stack gap={4}>
            {outcome}
            <MenuPathLink href="/work/todo">{t`返回我的待办`}</MenuPathLink>
          </Stack>
        </Alert>
      )}
      <LeaveHistory history={detail.data.history} />
    </Stack>
  )
}
