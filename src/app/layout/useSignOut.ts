import { confirmSignOut } from '@/app/offline/logoutConfirm'
import { useLogout } from '@/app/useLogout'

/**
 * Signs out through F1's logout (spec §4): the one place the shell's controls reach it. With unsent
 * registrations of the user on this device it asks first (they stay queued either way).
 */
export function useSignOut(): { signOut: () => void; pending: boolean } {
  const logout = useLogout()
  const signOut = () => {
    void confirmSignOut().then((confirmed) => {
      if (confirmed) logout.mutate()
    })
  }
  return { signOut, pending: logout.isPending }
}
