import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { billQueries } from '@/api/bills'
import { bills } from '@/domain/resources'
import { resourceListKey } from '@/ui/resource/useResourceList'

/**
 * A change to an order's bill (a settlement step, a payment recorded or confirmed): once it succeeds the bill
 * and the list behind it are read again. How a refusal is told is the call's own (toast or under a field).
 */
export function useBillChange<Input>(orderId: string, change: (input: Input) => Promise<unknown>) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`操作成功` })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billQueries.detail(orderId).queryKey }),
        queryClient.invalidateQueries({ queryKey: resourceListKey(bills.code) }),
      ])
    },
  })
}
