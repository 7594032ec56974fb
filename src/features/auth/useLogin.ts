import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { requestPasswordToken, type PasswordCredentials } from '@/api/auth'
import { clearSession, saveMenu, saveUserInfo, startSession } from '@/app/session'
import { sessionQueries } from '@/app/sessionQueries'

/**
 * Signs in with tenant, username and password (spec §7 "Authentication"): token call, tokens into the cookies,
 * then the user info and the menu, then the home page. If any step fails no session is left behind.
 */
export function useLogin() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async (credentials: PasswordCredentials) => {
      const answer = await requestPasswordToken(credentials)
      startSession(answer)
      try {
        queryClient.removeQueries({ queryKey: sessionQueries.all() })
        const [userInfo, menu] = await Promise.all([
          queryClient.fetchQuery(sessionQueries.userInfo()),
          queryClient.fetchQuery(sessionQueries.menuRoutes()),
        ])
        saveUserInfo(userInfo)
        saveMenu(menu)
      } catch (error) {
        clearSession()
        throw error
      }
    },
    onSuccess: async () => {
      await navigate({ to: '/wel/index', replace: true })
    },
  })
}
