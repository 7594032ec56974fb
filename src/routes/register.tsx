import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '@/features/auth/RegisterPage'

export const Route = createFileRoute('/register')({
  staticData: { isAuth: false, title: () => t`客户注册` },
  component: RegisterPage,
})
