import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { ApiError } from '@/api/envelope'
import { HOME_PATH } from '@/domain/constants'
import { firstLeaf, menuHref, visibleMenu } from '@/app/menu'
import { sessionRoles, getSession } from '@/app/session'
import { subMenuOf } from './menuArea'
import { menuQueries } from './menuQueries'
import { setTopMenu } from './topMenuStore'

/**
 * Chooses a top menu (spec §2): its sub-menu goes into the sidebar and its first entry opens; the home item
 * shows the whole menu again and opens the home page. The first entry comes from the session's menu kept on
 * the device, once the server's sub-menu has been asked for: offline or with the server unreachable it opens
 * all the same; a server that answers with an error keeps the person where she is, with its message.
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
      const open = () => {
        if (first) router.history.push(menuHref(first))
      }
      queryClient.fetchQuery(menuQueries.routes(id)).then(open, (error: unknown) => {
        const answered = error instanceof ApiError && (error.kind === 'http' || error.kind === 'envelope')
        if (!answered) open()
      })
    },
    [queryClient, router],
  )
}
