import { useLogout } from '@/app/useLogout'

/** Signs out through F1's logout (spec §4): the one place the shell's controls reach it. */
export function useSignOut(): { signOut: () => void; pending: boolean } {
  const logout = useLogout()
  return { signOut: () => logout.mutate(), pending: logout.isPending }
}
