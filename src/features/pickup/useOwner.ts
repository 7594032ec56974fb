import { useMemo } from 'react'
import { useSession } from '@/app/useSession'
import { ownerKeyOf, type DraftOwner } from '@/offline'

/** Whose drafts the pages show and create: the signed-in user of the tenant (null when signed out). */
export function useOwner(): DraftOwner | null {
  const account = useSession()?.account
  const tenantId = account?.tenantId
  const userId = account?.userId
  return useMemo(
    () => (tenantId && userId ? { ownerKey: ownerKeyOf(tenantId, userId), tenantId } : null),
    [tenantId, userId],
  )
}
