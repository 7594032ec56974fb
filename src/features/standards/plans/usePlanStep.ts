import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { tracePlanQueries, type TracePlan } from '@/api/standards/plans'

/**
 * Takes a step of a plan; the answer (the plan as it then stands) replaces the one shown, and the list is read
 * again. A refusal (someone else took a step first) is the request layer's toast.
 */
export function usePlanStep(onDone: () => Promise<void>) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (step: () => Promise<TracePlan>) => step(),
    onSuccess: async (plan) => {
      queryClient.setQueryData(tracePlanQueries.detail(plan.id).queryKey, plan)
      notifications.show({ color: 'green', message: t`操作成功` })
      await Promise.all([
        ...plan.splits.map((split) =>
          queryClient.invalidateQueries({ queryKey: tracePlanQueries.detail(split.id).queryKey }),
        ),
        onDone(),
      ])
    },
  })
}
