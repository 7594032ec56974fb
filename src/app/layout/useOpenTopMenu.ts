import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { HOME_PATH } from '@/domain/constants'
import { firstLeaf, menuHref, visibleMenu } from '@/app/menu'
import { sessionRoles, getSession } from '@/app/session'
import { subMenuOf } from './menuArea'
import { menuQueries } from './menuQueries'
import { setTopMenu } from './topMenuStore'

/**
 * Chooses a top menu (spec §2): its sub-menu goes into the sidebar and its first entry opens; the home item
 * shows the whole menu again and opens the home page. The session's menu decides at once, offline too; the
 * server's sub-menu is asked for beside it.
 */
export function useOpenTopMenu(): (id: string | null) => void {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(
    (id: string | null) => {
      setTopMenu(id)
      if (id === null) {
        router.history.push(HOME_PATH)
        return
      }
      const session = getSession()
      const roles = session ? sessionRoles(session) : []
      const first = firstLeaf(visibleMenu(subMenuOf(session?.menu ?? [], id), roles))
      if (first) router.history.push(menuHref(first))
      void queryClient.prefetchQuery(menuQueries.routes(id))
    },
    [queryClient, router],
  )
}
