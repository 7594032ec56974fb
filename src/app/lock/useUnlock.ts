import { useMutation } from '@tanstack/react-query'
import { checkAccountPassword } from './lockApi'
import { setLocked, verifyLockPassword } from './lockStore'

/**
 * Unlocks with the lock password (checked here against its digest) or, failing that, the account password
 * (checked by the server). Rejects with the server's message when neither matches.
 */
export function useUnlock(onUnlocked: () => void) {
  return useMutation({
    mutationFn: async (password: string) => {
      if (await verifyLockPassword(password)) return
      await checkAccountPassword(password)
    },
    onSuccess: () => {
      setLocked(false)
      onUnlocked()
    },
  })
}
