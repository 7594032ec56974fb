import { useMemo } from 'react'
import { useSession } from '@/app/useSession'
import type { Registrar } from '@/features/shared/registration/prefill'

/**
 * The signed-in member of staff, who is a new draft's business staff unless changed (null when signed out),
 * named as records name staff: her real name, else her account (the server's staffNameOf).
 */
export function useRegistrar(): Registrar | null {
  const session = useSession()
  const id = session?.account.userId
  const name = session ? session.userInfo?.realName || session.account.account : ''
  return useMemo(() => (id ? { id, name } : null), [id, name])
}
