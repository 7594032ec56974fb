import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/features/errors/ErrorPage'
import { errorPageTitle } from '@/features/errors/errorPages'

export const Route = createFileRoute('/404')({
  staticData: { isAuth: false, title: errorPageTitle(404) },
  component: Error404Route,
})

function Error404Route() {
  return <ErrorPage status={404} />
}
