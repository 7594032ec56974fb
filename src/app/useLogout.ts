import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { postLogout } from '@/api/auth'
import { clearSession, getAccessToken } from './session'

/**
 * Signs out: tells the server (POST /user/logout with the bearer token), then forgets the session locally
 * whatever the server answered (offline included) and goes to /login.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async () => {
      const token = getAccessToken()
      if (token) await postLogout(token).catch(() => undefined)
    },
    onSettled: async () => {
      clearSession()
      queryClient.clear()
      await navigate({ to: '/login' })
    },
  })
}
