import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '@/ui/errors/errorMessage'
import { cancelLeave } from '@/features/shared/work/api'
import { LeaveHistory } from './LeaveHistory'
import { LeaveSummary } from './LeaveSummary'
import { workQueries } from '@/features/shared/work/queries'

export type LeaveDetailPageProps = { processInstanceId: string; businessId: string }

/** /work/process/leave/detail/{processInstanceId}/{businessId}: the request and its history. */
export function LeaveDetailPage({ processInstanceId, businessId }: LeaveDetailPageProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const detail = useQuery(workQueries.leave(businessId, processInstanceId))
  const cancel = useMutation({
    mutationFn: () => cancelLeave(businessId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workQueries.all() }),
  })

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

  return (
    <Stack gap="md" maw={960} mx="auto">
      {cancel.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(cancel.error, i18n)}
        </Alert>
      )}
      <LeaveSummary detail={detail.data} />
      <LeaveHistory history={detail.data.history} />
      {detail.data.canCancel && (
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={() => cancel.mutate()} loading={cancel.isPending}>
            {t`撤回申请`}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
