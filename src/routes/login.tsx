import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/LoginPage'

/** A signed-in user who opens /login goes to / (the root route's guard, spec §2). */
export const Route = createFileRoute('/login')({
  staticData: { isAuth: false, title: () => t`登录` },
  component: LoginPage,
})
