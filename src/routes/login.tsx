import { createFileRoute } from '@tanstack/react-router'
import { redirectSignedIn } from '@/app/guards'
import { LoginPage } from '@/features/auth/LoginPage'

export const Route = createFileRoute('/login')({
  beforeLoad: redirectSignedIn,
  component: LoginPage,
})
