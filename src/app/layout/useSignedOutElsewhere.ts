import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { LOGIN_PATH } from '@/domain/constants'
import { isLoggingOut } from '@/app/useLogout'
import { onIdentityChange } from './sessionOwner'

/**
 * A session ended in another tab leaves this tab's layout without a user: it follows to /login at once
 * instead of showing the old user's pages until the next click (this tab's own logout reloads by itself).
 */
export function useSignedOutElsewhere(): void {
  const router = useRouter()
  useEffect(
    () =>
      onIdentityChange((identity) => {
        if (identity === null && !isLoggingOut()) void router.navigate({ to: LOGIN_PATH, replace: true })
      }),
    [router],
  )
}
