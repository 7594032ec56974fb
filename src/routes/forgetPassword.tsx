import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ForgetPasswordPage } from '@/features/auth/ForgetPasswordPage'

export const Route = createFileRoute('/forgetPassword')({
  staticData: { isAuth: false, title: () => t`找回密码` },
  component: ForgetPasswordPage,
})
