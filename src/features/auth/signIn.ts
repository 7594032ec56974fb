import type { QueryClient } from '@tanstack/react-query'
import type { TokenAnswer } from '@/api/auth'
import { clearSession, saveMenu, saveUserInfo, startSession } from '@/app/session'
import { sessionQueries } from '@/app/sessionQueries'
import { bootSession } from '@/app/startup/bootSession'
import { HOME_PATH } from '@/domain/constants'

/**
 * Starts the session of a successful token answer, whatever the grant (password, SMS code, single sign-on):
 * tokens into the cookies, then the user info and the menu. If either fails no session is left behind
 * (spec §8: no session is stored unless the sign-in completed).
 */
export async function completeSignIn(queryClient: QueryClient, answer: TokenAnswer): Promise<void> {
  startSession(answer)
  try {
    // Whatever the previous user left in the cache belongs to them.
    queryClient.clear()
    // Sign-in always leads to the home page (useSignIn): its answers come in the same call.
    bootSession(HOME_PATH)
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
}
