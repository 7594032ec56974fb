import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { TokenAnswer } from '@/api/auth'
import { completeSignIn } from './signIn'

/**
 * Signs in with one of the token grants: the token call, then the session with its user info and menu
 * (completeSignIn), then the home page.
 */
export function useSignIn<TInput>(requestToken: (input: TInput) => Promise<TokenAnswer>) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async (input: TInput) => completeSignIn(queryClient, await requestToken(input)),
    onSuccess: async () => {
      await navigate({ to: '/wel/index', replace: true })
    },
  })
}
