import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Login1Page } from '@/features/auth/Login1Page'

/** The alternative login page: the same forms, another layout. */
export const Route = createFileRoute('/login1')({
  staticData: { isAuth: false, title: () => t`登录` },
  component: Login1Page,
})
