import { t } from '@lingui/core/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { isLocked } from '@/app/lock/lockStore'
import { LockPage } from '@/app/lock/LockPage'
import { ThemeScope } from '@/app/theme/ThemeScope'

/**
 * /lock (spec §2, §9): while locked every route comes here (the root guard); when not locked there is
 * nothing to unlock, so the page sends the visitor back (to / and so the home tab, or /login without a session).
 */
export const Route = createFileRoute('/lock')({
  staticData: { isAuth: false, title: () => t`锁屏` },
  beforeLoad: () => {
    if (!isLocked()) throw redirect({ to: '/', replace: true })
  },
  component: LockRoute,
})

function LockRoute() {
  return (
    <ThemeScope>
      <LockPage />
    </ThemeScope>
  )
}
