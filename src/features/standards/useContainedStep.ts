import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { ResourceDeclaration } from '@/domain/resources'
import { useStandardsRefresh } from './useStandardsRefresh'

/**
 * A step that may find a device wrong (a trace, a check, a state change): after it the touched lists are read
 * again; when the server started a containment the dialog says so (`contained`) instead of finishing with
 * `onDone`.
 */
export function useContainedStep<TInput, TAnswer extends { containmentId?: string | null }>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
  touched: readonly ResourceDeclaration[],
  onDone: (answer: TAnswer) => void | Promise<void>,
) {
  const refresh = useStandardsRefresh()
  const [contained, setContained] = useState(false)
  const step = useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      await refresh(...touched)
      if (answer.containmentId) {
        setContained(true)
        return
      }
      await onDone(answer)
    },
  })
  return { step, contained }
}
