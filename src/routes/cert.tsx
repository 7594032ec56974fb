import { createFileRoute } from '@tanstack/react-router'
import { PublicPage } from '@/features/public-query/PublicPage'
import { publicPageTitle } from '@/features/public-query/publicPages'

/** A public query page (spec §2): no login needed. */
export const Route = createFileRoute('/cert')({
  staticData: { isAuth: false, title: publicPageTitle('cert') },
  component: CertRoute,
})

function CertRoute() {
  return <PublicPage page="cert" />
}
