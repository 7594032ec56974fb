import { useMemo } from 'react'
import { useSession } from '@/app/useSession'
import type { Registrar } from './prefill'

/** The signed-in member of staff, who is a new draft's business staff unless changed (null when signed out). */
export function useRegistrar(): Registrar | null {
  const account = useSession()?.account
  const id = account?.userId
  const name = account ? account.nickName || account.userName || account.account : ''
  return useMemo(() => (id ? { id, name } : null), [id, name])
}
