import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { HOME_PATH } from '@/domain/constants'
import { firstLeaf, menuHref, visibleMenu } from '@/app/menu'
import { sessionRoles, getSession } from '@/app/session'
import { menuQueries } from './menuQueries'
import { setTopMenu } from './topMenuStore'

/**
 * Chooses a top menu (spec §2): its sub-menu is loaded into the sidebar and its first entry opens; the home
 * item shows the whole menu again and opens the home page.
 */
export function useOpenTopMenu(): (id: string | null) => Promise<void> {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(
    async (id: string | null) => {
      if (id === null) {
        setTopMenu(null)
        router.history.push(HOME_PATH)
        return
      }
      const tree = await queryClient.fetchQuery(menuQueries.routes(id))
      setTopMenu(id)
      const session = getSession()
      const first = firstLeaf(visibleMenu(tree, session ? sessionRoles(session) : []))
      if (first) router.history.push(menuHref(first))
    },
    [queryClient, router],
  )
}
