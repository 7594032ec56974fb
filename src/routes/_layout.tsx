import { createFileRoute } from '@tanstack/react-router'
import { LOCK_PATH } from '@/domain/constants'
import { requireSession } from '@/app/guards'
import { AppLayout } from '@/app/layout/AppLayout'
import { isLocked } from '@/app/lock/lockStore'
import { usePrefetchMenuPages } from '@/features/menu-page/usePrefetchMenuPages'
import { redirect } from '@tanstack/react-router'

/**
 * Pathless layout of every route that needs a session (spec §2 "Routes inside the layout"). The root guard
 * applies the navigation rules; this layout checks the session and the lock again as a second line.
 */
export const Route = createFileRoute('/_layout')({
  beforeLoad: () => {
    requireSession()
    if (isLocked()) throw redirect({ to: LOCK_PATH, replace: true })
  },
  component: Layout,
})

function Layout() {
  usePrefetchMenuPages()
  return <AppLayout />
}
