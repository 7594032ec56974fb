import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { quoteQueries, transitionQuote, type QuoteStep } from '@/api/quotes'

/**
 * Takes a review step on a quote; then the quote, its trail and the list are read again. A refusal (someone
 * else took a step first) is the request layer's toast.
 */
export function useQuoteStep(onDone: () => Promise<void>) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (step: QuoteStep) => transitionQuote(step),
    onSuccess: async (_answer, step) => {
      notifications.show({ color: 'green', message: t`操作成功` })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteQueries.detail(step.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: quoteQueries.workflow(step.id).queryKey }),
        onDone(),
      ])
    },
  })
}
