import { useCallback } from 'react'
import { useRouter } from '@tanstack/react-router'
import { LOCK_DELAY_MS, LOCK_PATH } from '@/domain/constants'
import { setLocked } from './lockStore'

/** Locks the session now and goes to /lock after 100 ms (spec §4, §9 lock delay). */
export function useLockScreen(): () => void {
  const router = useRouter()
  return useCallback(() => {
    setLocked(true)
    window.setTimeout(() => void router.navigate({ to: LOCK_PATH, replace: true }), LOCK_DELAY_MS)
  }, [router])
}
