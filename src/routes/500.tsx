import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/features/errors/ErrorPage'
import { errorPageTitle } from '@/features/errors/errorPages'

export const Route = createFileRoute('/500')({
  staticData: { isAuth: false, title: errorPageTitle(500) },
  component: Error500Route,
})

function Error500Route() {
  return <ErrorPage status={500} />
}
