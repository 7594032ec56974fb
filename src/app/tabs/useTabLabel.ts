import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useRouter, type StaticDataRouteOption } from '@tanstack/react-router'
import { findMenuEntry, menuLabel } from '@/app/menu'
import { useSession } from '@/app/useSession'
import { tabLabel, type Tab } from './tabRules'

/** Names tabs in the current language: 首页, the name query, the menu entry's name or the route's title. */
export function useTabLabel(): (tab: Tab) => string {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const menu = useSession()?.menu
  const home = t`首页`
  const language = i18n.locale
  return useCallback(
    (tab: Tab) =>
      tabLabel(tab, {
        home,
        menuName: (pathname) => {
          const entry = menu ? findMenuEntry(menu, pathname) : undefined
          return entry ? menuLabel(entry, language) : undefined
        },
        routeTitle: (routeId) => {
          if (!routeId) return undefined
          // Spread into a plain record: the generated route map is an interface without an index signature.
          const routes: Record<string, { options: { staticData?: StaticDataRouteOption } } | undefined> = {
            ...router.routesById,
          }
          return routes[routeId]?.options.staticData?.title?.()
        },
      }),
    [home, language, menu, router],
  )
}
