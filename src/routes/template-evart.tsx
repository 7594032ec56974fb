import { createFileRoute } from '@tanstack/react-router'
import { PublicPage } from '@/features/public-query/PublicPage'
import { publicPageTitle } from '@/features/public-query/publicPages'

/** A public query page (spec §2): no login needed. */
export const Route = createFileRoute('/template-evart')({
  staticData: { isAuth: false, title: publicPageTitle('templateEvart') },
  component: TemplateEvartRoute,
})

function TemplateEvartRoute() {
  return <PublicPage page="templateEvart" />
}
