import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/features/errors/ErrorPage'
import { errorPageTitle } from '@/features/errors/errorPages'

export const Route = createFileRoute('/403')({
  staticData: { isAuth: false, title: errorPageTitle(403) },
  component: Error403Route,
})

function Error403Route() {
  return <ErrorPage status={403} />
}
