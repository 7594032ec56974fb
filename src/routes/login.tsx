import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/LoginPage'

/** A signed-in user who opens /login goes to / (the root route's guard, spec §2). */
export const Route = createFileRoute('/login')({
  staticData: { isAuth: false, title: () => t`登录` },
  // Not split off: the sign-in form is the first screen of everyone without a session, and a lazy chunk
  // would be one more round trip before it can be used.
  codeSplitGroupings: [],
  component: LoginPage,
})
